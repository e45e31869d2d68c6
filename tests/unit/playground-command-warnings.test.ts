/**
 * Reading a pasted create-robo command into the playground: every runner and flag spelling
 * create-robo 0.14.12 accepts, and the exact warning a reader sees for each part the playground
 * cannot show. A command read wrongly shows a reader a project create-robo would not make; a
 * missing or empty warning hides that a part of their command was dropped.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { defaultState, parseCommand, type PlaygroundState } from '../../src/lib/playground'

/** The state a complete bot command (`--kit bot -ts -nf -np`) gives, with these changes. */
const bot = (changes: Partial<PlaygroundState> = {}): PlaygroundState => ({
	...defaultState,
	name: 'a',
	features: [],
	...changes,
})

const ASKS_NAME = 'No project name: create-robo would use the current folder. Using my-project.'

const ASKS = {
	kit: 'No --kit: create-robo would ask what you are building. Showing a Discord bot.',
	language: 'No --typescript or --javascript: create-robo would ask, with TypeScript ticked.',
	features: 'No --features or --no-features: create-robo would ask. Showing its ticked defaults.',
	plugins: 'No --plugins or --no-plugins: create-robo would ask. Showing its ticked defaults.',
}

describe('parseCommand: runners and flag spellings', () => {
	it('reads npm init, version-pinned runners and yarn dlx as their package manager', () => {
		for (const [command, pm] of [
			['npm init robo a --kit bot -ts -nf -np', 'npm'],
			['npm create robo@latest a --kit bot -ts -nf -np', 'npm'],
			['pnpm create robo@0.14.12 a --kit bot -ts -nf -np', 'pnpm'],
			['yarn dlx create-robo a --kit bot -ts -nf -np', 'yarn'],
			['npx create-robo -- a --kit bot -ts -nf -np', 'npm'],
		] as const) {
			assert.deepEqual(parseCommand(command), { state: bot({ pm }), warnings: [] }, command)
		}
	})

	it('takes the project name from --name or -n when no word comes before the flags', () => {
		assert.deepEqual(parseCommand('npx create-robo --name b --kit bot -ts -nf -np'), {
			state: bot({ name: 'b' }),
			warnings: [],
		})
		assert.deepEqual(parseCommand('npx create-robo -n b -k bot -ts -nf -np').state, bot({ name: 'b' }))
	})

	it('takes the package manager from --package-manager and names one create-robo does not support', () => {
		assert.deepEqual(parseCommand('npx create-robo a --kit bot -ts -nf -np --package-manager pnpm'), {
			state: bot({ pm: 'pnpm' }),
			warnings: [],
		})
		assert.deepEqual(parseCommand('npx create-robo a --kit bot -ts -nf -np -pm deno'), {
			state: bot(),
			warnings: ['create-robo does not support the package manager deno.'],
		})
	})

	it('reads --no-creds after npm’s `--`, and prefers --typescript when both languages are given', () => {
		assert.deepEqual(parseCommand('npm create robo -- a --kit bot -ts -nf -np -nc').state, bot({ creds: false }))
		assert.equal(parseCommand('npx create-robo a --kit bot -js -ts -nf -np').state.language, 'ts')
	})
})

describe('parseCommand: what it tells the reader', () => {
	it('names the words after the project name it ignores, and a name it had to change', () => {
		assert.deepEqual(parseCommand('npx create-robo a b c --kit bot -ts -nf -np').warnings, [
			'Extra words after the project name are ignored: b c.',
		])
		assert.deepEqual(parseCommand("npx create-robo 'A b' --kit bot -ts -nf -np"), {
			state: bot({ name: 'a-b' }),
			warnings: ['The project name was changed to a-b.'],
		})
	})

	it('says what create-robo would ask for, one warning per prompt', () => {
		assert.deepEqual(parseCommand('npx create-robo a'), {
			state: { ...defaultState, name: 'a' },
			warnings: [ASKS.kit, ASKS.language, ASKS.features, ASKS.plugins],
		})
		assert.deepEqual(parseCommand('npx create-robo a --template').warnings, [
			'--template needs a template path, such as discord-bots/starter-ts.',
			ASKS.kit,
			ASKS.language,
			ASKS.features,
			ASKS.plugins,
		])
	})

	it('names every flag a template makes create-robo ignore, and keeps --no-creds', () => {
		assert.deepEqual(
			parseCommand(
				'npx create-robo a --template discord-bots/economy-ts --kit bot --plugin --javascript --features eslint --plugins x -nc',
			),
			{
				state: bot({ template: 'discord-bots/economy-ts', creds: false }),
				warnings: [
					'With --template, create-robo ignores --javascript.',
					'With --template, create-robo ignores --features.',
					'With --template, create-robo ignores --plugins.',
					'With --template, --plugin or --kit plugin still makes create-robo skip the credentials step. The playground leaves it out.',
				],
			},
		)
	})

	it('sorts the features it was given into kept, misplaced, dropped for the kit and unknown', () => {
		assert.deepEqual(
			parseCommand('npx create-robo a --kit bot -ts -f typescript,Prettier,wat,cloudflare,extensionless -np'),
			{
				state: bot({ features: ['extensionless'] }),
				warnings: [
					'--features typescript has no effect; use --typescript.',
					'create-robo matches feature names exactly, so "Prettier" is ignored. Write them in lower case, separated by commas without spaces: --features prettier,eslint.',
					'Unknown feature wat.',
					'Static Cloudflare Tunnels does not apply to a Discord Bot.',
				],
			},
		)
		assert.deepEqual(parseCommand('npx create-robo a --kit bot -ts -f react -np').warnings, [
			'--features react has no effect; start from a React template instead.',
		])
	})

	it('keeps the plugins offered for the kit and names the others', () => {
		assert.deepEqual(
			parseCommand('npx create-robo a --kit web -js -f "eslint cloudflare" -p @robojs/server @robojs/moderation'),
			{
				state: bot({ kit: 'web', language: 'js', features: [], plugins: ['server'] }),
				warnings: [
					'create-robo matches feature names exactly, so "eslint cloudflare" is ignored. Write them in lower case, separated by commas without spaces: --features prettier,eslint.',
					'@robojs/moderation is not one of the plugins create-robo offers for a Web App; add it later with robo add.',
				],
			},
		)
		assert.deepEqual(parseCommand('npx create-robo a --kit activity -ts -nf'), {
			state: bot({ kit: 'activity', plugins: ['patch', 'server'] }),
			warnings: [ASKS.plugins],
		})
	})

	it('adds no plugins to a plugin project, and says so when the command asked for some', () => {
		assert.deepEqual(parseCommand('npx create-robo a --kit plugin -ts -f eslint --plugins @robojs/ai'), {
			state: bot({ kit: 'plugin', features: ['eslint'] }),
			warnings: ['Plugins are not added to a plugin project here.'],
		})
		assert.deepEqual(parseCommand('npx create-robo a --kit plugin -ts -nf -np').warnings, [
			'Plugins are not added to a plugin project here.',
		])
		assert.deepEqual(parseCommand('npx create-robo a --kit plugin -ts -nf').warnings, [])
	})

	it('names each valid flag that does not change the project, by its long name', () => {
		assert.deepEqual(parseCommand('npx create-robo a -k web -ts -nf -np -e x -ni -nu -rv 1 -v --verbose').warnings, [
			"--env is kept out of the playground's command.",
			"--no-install is kept out of the playground's command.",
			"--no-update is kept out of the playground's command.",
			"--robo-version is kept out of the playground's command.",
			"--verbose is kept out of the playground's command.",
			"--version is kept out of the playground's command.",
		])
	})
})

describe('parseCommand: what is not a create-robo command', () => {
	const NOT_CREATE_ROBO =
		'This does not look like a create-robo command (expected npx create-robo, pnpm create robo, ...).'
	const forms = [
		['npx', 'create-robo'],
		['npm', 'create', 'robo'],
		['npm', 'init', 'robo'],
		['pnpm', 'create', 'robo'],
		['pnpm', 'dlx', 'create-robo'],
		['yarn', 'create', 'robo'],
		['yarn', 'dlx', 'create-robo'],
		['bun', 'create', 'robo'],
		['bunx', 'create-robo'],
		['create-robo'],
	]

	it('reads every runner with a pinned version of create-robo', () => {
		for (const form of forms) {
			const pinned = [...form.slice(0, -1), `${form[form.length - 1]}@0.14.12`].join(' ')
			assert.deepEqual(parseCommand(`${pinned} a --kit bot -ts -nf -np`).warnings, [], pinned)
		}
	})

	it('refuses a runner word with anything before or after it', () => {
		for (const form of forms) {
			form.forEach((word, i) => {
				for (const lookalike of [`x${word}`, `${word}x`, `${word}@`, `${word}@ `]) {
					const command = [...form.slice(0, i), lookalike, ...form.slice(i + 1)].join(' ')
					assert.equal(parseCommand(`${command} a --kit bot -ts -nf -np`).warnings[0], NOT_CREATE_ROBO, command)
				}
			})
		}
		assert.deepEqual(parseCommand(''), {
			state: defaultState,
			warnings: [NOT_CREATE_ROBO, ASKS_NAME, ASKS.kit, ASKS.language, ASKS.features, ASKS.plugins],
		})
		assert.equal(parseCommand('x$ npx create-robo a --kit bot -ts -nf -np').warnings[0], NOT_CREATE_ROBO)
	})

	it('drops a shell prompt written with or without a space, and only at the start', () => {
		assert.deepEqual(parseCommand('$npx create-robo a --kit bot -ts -nf -np').warnings, [])
		assert.deepEqual(parseCommand('  $  pnpm create robo a --kit bot -ts -nf -np').state.pm, 'pnpm')
		assert.deepEqual(parseCommand('$pnpm create robo a --kit bot -ts -nf -np').warnings, [])
		assert.equal(parseCommand('npx create-robo a$b --kit bot -ts -nf -np').state.name, 'a-b')
	})

	it('drops only quotes that enclose a whole word', () => {
		assert.equal(parseCommand('npx create-robo a"b" --kit bot -ts -nf -np').state.name, 'a-b')
		assert.equal(parseCommand(`npx create-robo 'ab' --kit bot -ts -nf -np`).state.name, 'ab')
	})

	it('ignores empty entries in a feature list and extra spaces in a plugin list', () => {
		assert.deepEqual(parseCommand('npx create-robo a --kit bot -ts -f ",eslint,," -np').warnings, [])
		const spaced = parseCommand('npx create-robo a --kit web -ts -nf -p "@robojs/server  @robojs/ai"')
		assert.deepEqual(spaced.warnings, [])
		assert.deepEqual(spaced.state.plugins, ['ai', 'server'])
	})
})
