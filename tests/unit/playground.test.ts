import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { packageManagers } from '../../src/lib/packageManagers'
import {
	buildArgs,
	buildCommand,
	canonicalize,
	configFile,
	defaultState,
	featuresFor,
	fileTree,
	fileTreeText,
	kits,
	normalizeName,
	parseCommand,
	playgroundTemplates,
	pluginsFor,
	projectFiles,
	queryToState,
	setupNotes,
	stateToQuery,
	templatesFor,
	withKit,
	type Feature,
	type PlaygroundState,
	type PluginChoice,
} from '../../src/lib/playground'
import { templateId } from '../../src/data/templates'

/** Every subset of a list (the lists here are at most six long). */
function subsets<T>(values: readonly T[]): T[][] {
	return values.reduce<T[][]>((acc, v) => acc.concat(acc.map((s) => [...s, v])), [[]])
}

/** A wide, deterministic sweep over the builder's choices, all canonical. */
function sampleStates(): PlaygroundState[] {
	const states: PlaygroundState[] = []
	let i = 0
	for (const kit of kits) {
		const featureSets = subsets<Feature>(featuresFor(kit))
		const pluginSets = kit === 'plugin' ? [[]] : subsets<PluginChoice>(pluginsFor(kit))
		for (const features of featureSets) {
			for (const plugins of pluginSets) {
				const pm = packageManagers[i % packageManagers.length]
				const language = i % 3 === 0 ? 'js' : 'ts'
				const name = ['my-project', 'bakery-bot', 'arcade.v2', 'x_1'][i % 4]
				states.push(canonicalize({ name, kit, template: null, language, features, plugins, pm, creds: i % 5 !== 0 }))
				i++
			}
		}
	}
	for (const t of playgroundTemplates) {
		for (const pm of packageManagers) {
			states.push(
				canonicalize({ ...defaultState, template: templateId(t), pm, creds: pm !== 'yarn', name: `from-${t.name}` }),
			)
		}
	}
	return states
}

describe('command round trip', () => {
	const states = sampleStates()

	it('covers a few hundred distinct setups', () => {
		assert.ok(states.length > 300, String(states.length))
		assert.equal(new Set(states.map(buildCommand)).size, states.length)
	})

	it('parse(buildCommand(state)) gives back the same state, with no warnings', () => {
		for (const state of states) {
			const command = buildCommand(state)
			const { state: parsed, warnings } = parseCommand(command)
			assert.deepEqual(parsed, state, command)
			assert.deepEqual(warnings, [], command)
		}
	})

	it('queryToState(stateToQuery(state)) gives back the same state', () => {
		for (const state of states) assert.deepEqual(queryToState(stateToQuery(state)), state, stateToQuery(state))
	})
})

describe('buildCommand', () => {
	it('spells the default setup as a non-interactive bot command', () => {
		assert.equal(
			buildCommand(defaultState),
			'npx create-robo my-project --kit bot --typescript --features prettier --no-plugins',
		)
	})

	it('uses the package manager form from packageManagers.ts', () => {
		const state = {
			...defaultState,
			pm: 'pnpm' as const,
			kit: 'activity' as const,
			plugins: ['patch', 'server'] as PluginChoice[],
		}
		assert.equal(
			buildCommand(state),
			'pnpm create robo my-project --kit activity --typescript --features prettier --plugins @robojs/patch @robojs/server',
		)
	})

	it('puts the name first and lists features and plugins in a fixed order', () => {
		assert.equal(
			buildArgs({
				...defaultState,
				name: 'Chat Helper',
				language: 'js',
				features: ['eslint', 'prettier', 'cloudflare'],
				plugins: ['server', 'ai', 'sync'],
				creds: false,
			}),
			'chat-helper --kit bot --javascript --features prettier,eslint --plugins @robojs/ai @robojs/server --no-creds',
		)
	})

	it('leaves plugins out of plugin projects and features out of templates', () => {
		assert.equal(
			buildArgs({ ...defaultState, kit: 'plugin', plugins: ['ai'], features: ['extensionless', 'eslint'] }),
			'my-project --kit plugin --typescript --features eslint',
		)
		assert.equal(
			buildArgs({ ...defaultState, template: 'discord-activities/react-ts', features: ['eslint'], plugins: ['ai'] }),
			'my-project --template discord-activities/react-ts',
		)
	})

	it('drops --no-creds where nothing would be asked', () => {
		assert.equal(buildArgs({ ...defaultState, kit: 'web', creds: false }).includes('--no-creds'), false)
		assert.equal(
			buildArgs({ ...defaultState, kit: 'web', features: ['cloudflare'], creds: false }).endsWith('--no-creds'),
			true,
		)
		assert.equal(buildArgs({ ...defaultState, kit: 'plugin', creds: false }).includes('--no-creds'), false)
		assert.equal(
			buildArgs({ ...defaultState, template: 'web-apps/next-auth-ts', creds: false }).endsWith('--no-creds'),
			true,
		)
		// create-robo stops before its prompts on a template without dependencies, so the flag would mean nothing.
		assert.equal(
			buildArgs({ ...defaultState, template: 'plugins/starter-js', creds: false }).includes('--no-creds'),
			false,
		)
	})
})

describe('parseCommand', () => {
	it('reads every runner form', () => {
		const forms: [string, string][] = [
			['npx create-robo a --kit bot -ts -nf -np', 'npm'],
			['npx create-robo@latest a --kit bot -ts -nf -np', 'npm'],
			['npm create robo -- a --kit bot -ts -nf -np', 'npm'],
			['pnpm create robo a --kit bot -ts -nf -np', 'pnpm'],
			['pnpm dlx create-robo a --kit bot -ts -nf -np', 'pnpm'],
			['yarn create robo a --kit bot -ts -nf -np', 'yarn'],
			['bun create robo a --kit bot -ts -nf -np', 'bun'],
			['bunx create-robo a --kit bot -ts -nf -np', 'bun'],
			['$ create-robo a --kit bot -ts -nf -np', 'npm'],
		]
		for (const [command, pm] of forms) {
			const { state, warnings } = parseCommand(command)
			assert.equal(state.pm, pm, command)
			assert.equal(state.name, 'a', command)
			assert.deepEqual(warnings, [], command)
		}
	})

	it('understands short flags, aliases and create-robo quirks', () => {
		const { state, warnings } = parseCommand(
			'npx create-robo quiz -k app -js -f eslint,react -p @robojs/sync @robojs/left-pad -nc -pm bun',
		)
		assert.equal(state.kit, 'activity')
		assert.equal(state.name, 'quiz')
		assert.equal(state.language, 'js')
		assert.deepEqual(state.features, ['eslint'])
		assert.deepEqual(state.plugins, ['sync'])
		assert.equal(state.pm, 'bun')
		assert.equal(state.creds, false)
		assert.ok(warnings.some((w) => /react has no effect/.test(w)))
		assert.ok(warnings.some((w) => /@robojs\/left-pad/.test(w)))
		assert.equal(parseCommand('npx create-robo kit -P -ts -nf').state.kit, 'plugin')
	})

	it('splits a spaced --kit value into kit and name only when create-robo does', () => {
		const split = parseCommand('npx create-robo -k bot kproj -ts -nf -np')
		assert.equal(split.state.name, 'kproj', 'create-robo moves the rest of a spaced --kit value to the arguments')
		assert.deepEqual(split.warnings, [])
		// create-robo checks a string --plugins first and then leaves the kit as "bot kproj", which it rejects.
		const withPlugins = parseCommand('npx create-robo -k bot kproj -ts -nf -p @robojs/server')
		assert.match(withPlugins.warnings.join(), /reads the kit as "bot kproj" and stops with "Only bot \(default\)/)
	})

	it('reads --features as create-robo does: commas only, exact lower-case names', () => {
		const spaced = parseCommand('npx create-robo a --kit bot -ts --features prettier eslint -np')
		assert.deepEqual(spaced.state.features, [], 'create-robo reads "prettier eslint" as one unknown feature')
		assert.match(spaced.warnings.join(), /matches feature names exactly, so "prettier eslint" is ignored/)
		const afterComma = parseCommand('npx create-robo a --kit bot -ts --features prettier, eslint -np')
		assert.deepEqual(afterComma.state.features, ['prettier'], 'the piece " eslint" matches nothing')
		const capitals = parseCommand('npx create-robo a --kit bot -ts --features Prettier -np')
		assert.deepEqual(capitals.state.features, [])
		assert.deepEqual(parseCommand('npx create-robo a --kit bot -ts -f prettier,eslint -np').state.features, [
			'prettier',
			'eslint',
		])
	})

	it('creates JavaScript when a features flag skips the prompt and no language flag is given', () => {
		for (const flags of ['--no-features', '--features eslint']) {
			const { state, warnings } = parseCommand(`npx create-robo proj --kit bot ${flags} --no-plugins`)
			assert.equal(state.language, 'js', flags)
			assert.match(warnings.join(), /asks nothing and creates a JavaScript project/, flags)
		}
		const onlyJs = parseCommand('npx create-robo proj --kit bot --javascript --no-plugins')
		assert.equal(onlyJs.state.language, 'js')
		assert.match(onlyJs.warnings.join(), /still offers TypeScript, ticked/)
	})

	it('says create-robo applies Extensionless to a plugin given --features, and leaves it out', () => {
		const { state, warnings } = parseCommand('npx create-robo pplug --kit plugin -ts --features extensionless')
		assert.deepEqual(state.features, [])
		assert.match(warnings.join(), /applies Extensionless to a Plugin too/)
		assert.doesNotMatch(warnings.join(), /does not apply/)
	})

	it('says which kit flags still count next to --template', () => {
		const web = parseCommand('npx create-robo a --template web-apps/react-ts --kit web')
		assert.equal(web.state.template, 'web-apps/react-ts')
		assert.match(web.warnings.join(), /--kit web still counts .* writes NODE_OPTIONS and PORT/)
		assert.doesNotMatch(web.warnings.join(), /ignores --kit/)
		assert.match(
			parseCommand('npx create-robo a --template discord-bots/starter-ts --plugin').warnings.join(),
			/skip the credentials step/,
		)
		assert.match(
			parseCommand('npx create-robo a --template discord-activities/react-ts --kit activity').warnings.join(),
			/Client Secret/,
		)
	})

	it('fills what create-robo would ask for with its prompt defaults, and says so', () => {
		const { state, warnings } = parseCommand('npx create-robo game --kit web')
		assert.equal(state.kit, 'web')
		assert.equal(state.language, 'ts')
		assert.deepEqual(state.features, ['prettier'])
		assert.deepEqual(state.plugins, ['patch', 'server'])
		assert.equal(warnings.length, 3)
	})

	it('handles templates, renamed templates and unknown ones', () => {
		assert.deepEqual(parseCommand('npx create-robo a --template discord-bots/economy-ts').state, {
			...defaultState,
			name: 'a',
			kit: 'bot',
			template: 'discord-bots/economy-ts',
			features: [],
			plugins: [],
		})
		const renamed = parseCommand('npx create-robo a --template discord-bots/gpt-chatbot-ts')
		assert.equal(renamed.state.template, 'discord-bots/ai-chatbot-ts')
		assert.match(renamed.warnings.join(), /renamed/)
		const foreign = parseCommand('npx create-robo a --kit bot -ts -nf -np --template https://github.com/someone/thing')
		assert.equal(foreign.state.template, null)
		assert.match(foreign.warnings.join(), /only knows the official templates/)
		const ignored = parseCommand('npx create-robo a --template web-apps/next-ts --typescript')
		assert.match(ignored.warnings.join(), /ignores --typescript/)
	})

	it('reports what it cannot represent instead of failing', () => {
		assert.match(parseCommand('git clone x').warnings.join(), /does not look like a create-robo command/)
		assert.match(parseCommand('npx create-robo --kit bot -ts -nf -np').warnings.join(), /No project name/)
		assert.match(parseCommand('npx create-robo a --kit robot -ts -nf -np').warnings.join(), /Unknown kit robot/)
		assert.match(parseCommand('npx create-robo a --kit bot -ts -nf -np --wat').warnings.join(), /does not know --wat/)
		assert.match(
			parseCommand('npx create-robo a --kit bot -ts -nf -np -ni').warnings.join(),
			/--no-install is kept out/,
		)
		assert.equal(parseCommand('npx create-robo "My Bot!" --kit bot -ts -nf -np').state.name, 'my-bot')
	})
})

describe('URL query', () => {
	it('is empty for the defaults and short otherwise', () => {
		assert.equal(stateToQuery(defaultState), '')
		assert.equal(
			stateToQuery({ ...defaultState, kit: 'activity', plugins: ['patch', 'server', 'sync'], pm: 'pnpm' }),
			'?kit=activity&plugins=sync,patch,server&pm=pnpm',
		)
		assert.equal(
			stateToQuery({ ...defaultState, template: 'discord-activities/react-ts', name: 'watch-party', creds: false }),
			'?name=watch-party&template=discord-activities/react-ts&creds=0',
		)
		assert.equal(stateToQuery({ ...defaultState, features: [] }), '?features=')
	})

	it('ignores values it does not know', () => {
		assert.deepEqual(queryToState('?kit=toaster&lang=cobol&pm=pip&features=x,eslint&plugins=y&template=nope'), {
			...defaultState,
			features: ['eslint'],
			plugins: [],
		})
	})
})

describe('withKit', () => {
	it('keeps what still applies and ticks the kit defaults', () => {
		const bot: PlaygroundState = {
			...defaultState,
			features: ['eslint', 'extensionless'],
			plugins: ['ai', 'moderation'],
		}
		const activity = withKit(bot, 'activity')
		assert.deepEqual(activity.plugins, ['ai', 'patch', 'server'])
		assert.deepEqual(activity.features, ['eslint', 'extensionless'])
		const plugin = withKit(activity, 'plugin')
		assert.deepEqual(plugin.plugins, [])
		assert.deepEqual(plugin.features, ['eslint'])
		assert.equal(withKit({ ...defaultState, template: 'discord-bots/tagbot' }, 'web').template, null)
	})
})

describe('normalizeName', () => {
	it('makes a safe folder and package name', () => {
		assert.equal(normalizeName('  Cool Bot  '), 'cool-bot')
		assert.equal(normalizeName('--rm -rf /'), 'rm-rf')
		assert.equal(normalizeName('a;b&&c'), 'a-b-c')
		assert.equal(normalizeName('???'), '')
		assert.equal(canonicalize({ ...defaultState, name: '???' }).name, 'my-project')
	})
})

describe('generated files', () => {
	it('lists the bot starter in TypeScript', () => {
		const files = [...(projectFiles(defaultState)?.keys() ?? [])].sort()
		assert.deepEqual(files, [
			'.env',
			'.gitignore',
			'.prettierrc.mjs',
			'README.md',
			'config/plugins/',
			'config/robo.ts',
			'env.d.ts',
			'package.json',
			'src/commands/boost/dev.ts',
			'src/commands/ping.ts',
			'src/events/messageCreate/example.ts',
			'src/events/ready.ts',
			'tsconfig.json',
		])
	})

	it('follows language, features, plugins and kit', () => {
		const js = projectFiles({ ...defaultState, language: 'js', features: ['eslint'], plugins: ['ai', 'server'] })
		assert.ok(js)
		assert.ok(js.has('config/robo.mjs') && js.has('config/eslint.mjs') && js.has('src/commands/ping.js'))
		assert.ok(js.has('config/plugins/robojs/ai.mjs') && js.has('config/plugins/robojs/server.mjs'))
		assert.ok(!js.has('tsconfig.json') && !js.has('env.d.ts') && !js.has('.npmrc') && !js.has('config/plugins/'))

		const tsLint = projectFiles({ ...defaultState, features: ['eslint'] })
		assert.ok(tsLint?.has('config/eslint.ts') && tsLint.has('.npmrc'))

		const activity = projectFiles({ ...defaultState, kit: 'activity' })
		assert.ok(activity?.has('src/app/main.ts') && activity.has('src/api/token.ts') && activity.has('public/rocket.png'))

		const web = projectFiles({ ...defaultState, kit: 'web', language: 'js' })
		assert.ok(web?.has('src/app/App.jsx') && web.has('src/api/get-count.js') && !web.has('public/rocket.png'))

		const plugin = projectFiles({ ...defaultState, kit: 'plugin' })
		assert.ok(plugin?.has('DEVELOPMENT.md') && !plugin.has('.env') && plugin.has('src/commands/ping.ts'))

		assert.equal(projectFiles({ ...defaultState, template: 'discord-bots/tagbot' }), null)
	})

	it('draws a sorted tree, folders first', () => {
		const tree = fileTree(defaultState)
		assert.ok(tree)
		assert.deepEqual(
			tree.map((n) => n.name),
			[
				'config',
				'src',
				'.env',
				'.gitignore',
				'.prettierrc.mjs',
				'env.d.ts',
				'package.json',
				'README.md',
				'tsconfig.json',
			],
		)
		const text = fileTreeText(tree)
		assert.match(text, /^├── config\/\n│ {3}├── plugins\/\n│ {3}└── robo\.ts\n├── src\//)
		assert.match(text, /└── tsconfig\.json$/)
	})
})

describe('configFile', () => {
	it('writes the JavaScript bot config with a type-check comment', () => {
		const file = configFile({ ...defaultState, language: 'js' })
		assert.equal(file?.path, 'config/robo.mjs')
		assert.equal(
			file?.text,
			"// @ts-check\n\n/**\n * @type {import('robo.js').Config}\n **/\nexport default {\n\tclientOptions: {\n\t\tintents: ['Guilds', 'GuildMessages']\n\t},\n\tplugins: [],\n\ttype: 'robo'\n}\n",
		)
	})

	it('writes the TypeScript app config with the Config type', () => {
		const file = configFile({ ...defaultState, kit: 'web' })
		assert.equal(file?.path, 'config/robo.ts')
		assert.match(
			file?.text ?? '',
			/^import type \{ Config \} from 'robo\.js'\n\nexport default <Config>\{\n\texperimental: \{\n\t\tdisableBot: true/,
		)
		assert.match(file?.text ?? '', /ignore: \['src\/app', 'src\/components', 'src\/hooks'\]/)
	})

	it("marks plugins as type 'plugin' and has nothing to show for templates", () => {
		assert.match(configFile({ ...defaultState, kit: 'plugin' })?.text ?? '', /type: 'plugin'/)
		assert.equal(configFile({ ...defaultState, template: 'web-apps/next-ts' }), null)
	})
})

describe('templates and notes', () => {
	it('offers each kit its own templates', () => {
		assert.deepEqual(templatesFor('plugin').map(templateId), ['plugins/starter-js'])
		assert.ok(templatesFor('bot').every((t) => t.kind === 'discord-bots'))
		assert.ok(!templatesFor('bot').some((t) => t.name === 'gpt-chatbot-ts'))
	})

	it('explains the setup', () => {
		assert.match(setupNotes({ ...defaultState, kit: 'activity' }).join(' '), /React \(TypeScript\)/)
		assert.match(setupNotes({ ...defaultState, kit: 'activity', plugins: [] }).join(' '), /required for apps/)
		assert.match(setupNotes({ ...defaultState, name: 'plugin-thing' }).join(' '), /contains "plugin"/)
		assert.match(setupNotes({ ...defaultState, creds: false }).join(' '), /--no-creds/)
		assert.match(setupNotes({ ...defaultState, kit: 'web', features: ['cloudflare'] }).join(' '), /Cloudflare domain/)
		assert.equal(
			setupNotes({ ...defaultState, kit: 'plugin' }).length,
			0,
			'a plugin asks nothing and needs no warnings',
		)
	})

	it('says where create-robo stops or leaves work to do', () => {
		const plugin = setupNotes({ ...defaultState, template: 'plugins/starter-js', pm: 'pnpm' }).join(' ')
		assert.match(plugin, /stops with a TypeError/)
		assert.match(plugin, /run pnpm install yourself/)
		assert.doesNotMatch(plugin, /installs the dependencies|will ask/)
		const bot = setupNotes({ ...defaultState, template: 'discord-bots/music-player-ts' }).join(' ')
		assert.match(bot, /installs the dependencies/)
		assert.match(bot, /will ask for your Discord credentials/)
		const web = setupNotes({ ...defaultState, kit: 'web', features: ['extensionless'] }).join(' ')
		assert.match(web, /--import=extensionless\/register/)
		assert.match(web, /nothing serves the starter's src\/api routes/)
		assert.doesNotMatch(web, /import @robojs\/server/)
		const activity = setupNotes({ ...defaultState, kit: 'activity', features: ['extensionless'] }).join(' ')
		assert.match(activity, /src\/api\/token route imports @robojs\/server/)
		assert.doesNotMatch(activity, /extensionless\/register/)
	})
})
