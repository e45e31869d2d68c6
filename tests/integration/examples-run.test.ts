import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { runExample, planOf, type Outcome, type Plan } from '../support/example-runner'
import { extractExamples, type Example } from '../support/examples'

const codeLangs = /^(js|jsx|javascript|mjs|cjs|ts|tsx|typescript)$/
const where = (e: Example) => `${e.doc}:${e.line} (${e.title})`
const groupBy = <T>(items: T[], key: (item: T) => string) => {
	const groups = new Map<string, T[]>()
	for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
	return groups
}

const examples = extractExamples()
const pages = new Map<string, Example[]>()
for (const e of examples) pages.set(e.doc, [...(pages.get(e.doc) ?? []), e])
const plans: Plan[] = examples.filter((e) => codeLangs.test(e.lang)).map((e) => planOf(e, pages.get(e.doc)!))

/** A one-file example, as if it were a fence on a page of its own. */
const fake = (title: string, code: string, lang = 'ts'): [Plan, Example[]] => {
	const example: Example = { doc: 'docs/harness-self-test.mdx', line: 1, lang, title, nocheck: false, code }
	return [planOf(example, [example]), [example]]
}
const run = (title: string, code: string) => runExample(...fake(title, code))

/** Every planned example run once, in page order; shared by the tests that judge and count them. */
let ran: Promise<{ outcomes: Outcome[]; seconds: number }> | undefined
const runAll = () =>
	(ran ??= (async () => {
		const started = Date.now()
		const outcomes: Outcome[] = []
		for (const plan of plans.filter((p) => p.kind || p.invalid))
			outcomes.push(await runExample(plan, pages.get(plan.example.doc)!))
		return { outcomes, seconds: (Date.now() - started) / 1000 }
	})())

/** How many examples the harness runs and loads of each kind, and skips for each reason. */
type Counts = { ran: Record<string, number>; loaded: Record<string, number>; skipped: Record<string, number> }

/**
 * The counts, pinned. A new skip, a kind that stops running, or an example that goes from run to only
 * loaded fails the test until this table is changed with it, so the change is seen in review rather
 * than absorbed by a ratio. Update it when you add, remove or reclassify an example on purpose.
 */
const pinned: Counts = {
	ran: {
		api: 14,
		command: 66,
		component: 6,
		config: 6,
		context: 4,
		cron: 2,
		event: 38,
		middleware: 10,
		module: 13,
	},
	loaded: {
		config: 47,
		module: 2,
	},
	skipped: {
		"Activity front end: browser code that runs inside Discord's iframe": 4,
		"Activity front end: imports ../hooks/useDiscordSdk, a file of the reader's project not shown on the page": 7,
		'Activity front end: imports @robojs/auth (a plugin the test cannot install)': 2,
		'Activity front end: imports @robojs/trpc (a plugin the test cannot install)': 2,
		"imports ../../../.robo/build/core/game-engine.js, a file of the reader's project not shown on the page": 1,
		"imports ./robo.mjs, a file of the reader's project not shown on the page": 1,
		'imports @colyseus/core (not a dependency of this test)': 2,
		'imports @keyv/redis (not a dependency of this test)': 2,
		'imports @prisma/client (not a dependency of this test)': 1,
		'imports @robojs/ai (a plugin the test cannot install)': 11,
		'imports @robojs/analytics (a plugin the test cannot install)': 5,
		'imports @robojs/auth (a plugin the test cannot install)': 6,
		'imports @robojs/better-stack (a plugin the test cannot install)': 1,
		'imports @robojs/cron (a plugin the test cannot install)': 4,
		'imports @robojs/giveaways (a plugin the test cannot install)': 2,
		'imports @robojs/i18n (a plugin the test cannot install)': 6,
		'imports @robojs/moderation (a plugin the test cannot install)': 2,
		'imports @robojs/roadmap (a plugin the test cannot install)': 4,
		'imports @robojs/trpc (a plugin the test cannot install)': 4,
		'imports @robojs/xp (a plugin the test cannot install)': 4,
		'imports @vitejs/plugin-react-swc (not a dependency of this test)': 1,
		'imports vite (not a dependency of this test)': 1,
		'plain discord.js code from before the migration: logs in to the gateway': 4,
		"registers commands through Discord's REST API, which needs a real bot token": 2,
		'type declarations only (checked by tsc, nothing to run)': 3,
	},
}

const countsOf = (outcomes: Outcome[]): Counts => {
	const tally = (keys: string[]) =>
		Object.fromEntries([...groupBy(keys, (k) => k)].map(([k, group]) => [k, group.length]).sort())
	return {
		ran: tally(outcomes.filter((o) => o.plan.kind && o.mode === 'ran').map((o) => o.plan.kind!)),
		loaded: tally(outcomes.filter((o) => o.plan.kind && o.mode === 'loaded').map((o) => o.plan.kind!)),
		skipped: tally(plans.filter((p) => p.skip).map((p) => p.skip!)),
	}
}

/** One line per count that differs between two tables. */
const differences = (actual: Counts, expected: Counts) =>
	(['ran', 'loaded', 'skipped'] as const).flatMap((part) =>
		[...new Set([...Object.keys(expected[part]), ...Object.keys(actual[part])])]
			.filter((key) => (expected[part][key] ?? 0) !== (actual[part][key] ?? 0))
			.map(
				(key) => `  ${part} ${JSON.stringify(key)}: pinned ${expected[part][key] ?? 0}, now ${actual[part][key] ?? 0}`,
			),
	)

describe('running the code examples against robo.js 0.10.32', () => {
	it('runs every complete example that needs neither the gateway nor a third-party service', async () => {
		const { outcomes, seconds } = await runAll()
		const skipped = plans.filter((p) => p.skip)
		const fragments = plans.filter((p) => p.fragment)
		const partial = outcomes.filter((o) => o.plan.partial)
		const loaded = outcomes.filter((o) => o.plan.kind && o.mode === 'loaded')
		const ranCount = outcomes.filter((o) => o.plan.kind && o.mode === 'ran').length

		const lines = [
			`examples: ${plans.length} JS/TS fences with a title; ran ${ranCount}, loaded ${loaded.length} ` +
				`(imported, no function called), skipped ${skipped.length}, ${fragments.length} fragments ` +
				`(title says excerpt) in ${seconds.toFixed(1)} s`,
			'skipped, by reason:',
			...[...groupBy(skipped, (p) => p.skip!)].map(
				([reason, group]) =>
					`  ${reason}: ${group.map((p) => `${p.example.doc.replace(/^docs\//, '')}:${p.example.line}`).join(', ')}`,
			),
			`loaded only: ${loaded.map((o) => `${o.plan.example.doc.replace(/^docs\//, '')}:${o.plan.example.line}`).join(', ')}`,
			...partial.map((o) => `  ran in part ${where(o.plan.example)}: ${o.plan.partial}`),
		]
		console.log(lines.join('\n'))
		// EXAMPLES_VERBOSE=1 prints what each example sent, answered and logged.
		if (process.env.EXAMPLES_VERBOSE)
			for (const o of outcomes) console.log(`${where(o.plan.example)} (${o.ms} ms)\n  ${o.output.join('\n  ')}`)
		if (process.env.EXAMPLES_TIMING)
			console.log(
				[...outcomes]
					.sort((a, b) => b.ms - a.ms)
					.slice(0, 15)
					.map((o) => `${o.ms} ms ${where(o.plan.example)}`)
					.join('\n'),
			)

		const broken = outcomes
			.filter((o) => o.problems.length > 0)
			.map((o) => `${where(o.plan.example)}\n    ${o.problems.map((p) => p.split('\n')[0]).join('\n    ')}`)
		assert.deepEqual(broken, [])
	})

	it('runs, loads and skips exactly the pinned number of examples of each kind and reason', async () => {
		const actual = countsOf((await runAll()).outcomes)
		assert.deepEqual(
			actual,
			pinned,
			'What the harness does with the examples changed. If that is intended, update `pinned` in ' +
				'tests/integration/examples-run.test.ts:\n' +
				differences(actual, pinned).join('\n'),
		)
	})
})

describe('the example harness catches broken examples', () => {
	it('passes a working command and records the reply robo.js sends for its return value', async () => {
		const outcome = await run(
			'src/commands/greet.ts',
			`import type { CommandConfig, CommandOptions } from 'robo.js'
export const config: CommandConfig = { description: 'Greets', options: [{ name: 'name', description: 'Who', required: true }] }
export default (_i: unknown, options: CommandOptions<typeof config>) => \`Hello, \${options.name}!\``,
		)
		assert.deepEqual(outcome.problems, [])
		assert.ok(
			outcome.output.some((line) => line.includes('Hello, sample name!')),
			outcome.output.join('\n'),
		)
	})

	it('fails an example that throws', async () => {
		const outcome = await run('src/commands/boom.ts', `export default () => { throw new Error('kaboom') }`)
		assert.ok(
			outcome.problems.some((p) => /threw: Error: kaboom/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails an example that rejects', async () => {
		const outcome = await run(
			'src/events/guildCreate.ts',
			`export default async () => { throw new Error('no access') }`,
		)
		assert.ok(
			outcome.problems.some((p) => /threw: Error: no access/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails a reply that contains undefined, read from an option the config does not declare', async () => {
		const outcome = await run(
			'src/commands/echo.ts',
			`import type { ChatInputCommandInteraction } from 'discord.js'
export const config = { description: 'Echo', options: [{ name: 'text', description: 'Text' }] }
export default async (interaction: ChatInputCommandInteraction) => {
	await interaction.reply({ content: 'You said ' + interaction.options.get('message')?.value })
}`,
		)
		assert.ok(
			outcome.problems.some((p) => /sent POST .*content is "You said undefined"/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails a returned value that contains NaN', async () => {
		const outcome = await run(
			'src/commands/average.ts',
			`export default () => ({ content: 'Average: ' + [].reduce((a: number, b: number) => a + b, 0) / 0 })`,
		)
		assert.ok(
			outcome.problems.some((p) => /NaN/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails a message that contains [object Object]', async () => {
		const outcome = await run(
			'src/events/messageCreate.ts',
			`import type { Message } from 'discord.js'
export default async (message: Message) => { await message.channel.send('Author: ' + message.author.toJSON()) }`,
		)
		assert.ok(
			outcome.problems.some((p) => /\[object Object\]/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails an example that leaves a rejecting promise unawaited', async () => {
		const outcome = await run(
			'src/events/clientReady.ts',
			`import { Flashcore } from 'robo.js'
export default () => { Flashcore.get('a').then(() => { throw new Error('lost write') }) }`,
		)
		assert.ok(
			outcome.problems.some((p) => /unawaited .*lost write/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails a route that answers with a server error or NaN', async () => {
		const failing = await run('src/api/crash.ts', `export default () => { throw new Error('db down') }`)
		assert.ok(
			failing.problems.some((p) => /route threw: Error: db down/.test(p)),
			failing.problems.join('\n'),
		)
		const nan = await run('src/api/ratio.ts', `export default () => ({ ratio: String(0 / 0) })`)
		assert.ok(
			nan.problems.some((p) => /ratio is "NaN"/.test(p)),
			nan.problems.join('\n'),
		)
	})

	it('fails middleware that throws, even though robo.js only logs it', async () => {
		const outcome = await run('src/middleware/broken.ts', `export default () => { throw new Error('bad guard') }`)
		assert.ok(
			outcome.problems.some((p) => /middleware threw: Error: bad guard/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it("catches the bug the modules page had: Flashcore's default option with the file adapter", async () => {
		const outcome = await run(
			'src/modules/economy/commands/balance.ts',
			`import { Flashcore } from 'robo.js'
import type { ChatInputCommandInteraction } from 'discord.js'
export default async (interaction: ChatInputCommandInteraction) => {
	const coins = await Flashcore.get<number>('coins', { namespace: interaction.user.id, default: 0 })
	return \`You have \${coins} coins.\`
}`,
		)
		assert.ok(
			outcome.problems.some((p) => /You have undefined coins/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails a component that renders undefined', async () => {
		const outcome = await runExample(
			...fake(
				'src/app/Score.tsx',
				`export function Score({ player }: { player: string; points?: number }) {
	return <p>{player}: {String((undefined as unknown as { points: number } | undefined)?.points)} points</p>
}`,
				'tsx',
			),
		)
		assert.ok(
			outcome.problems.some((p) => /<Score> rendered: .*undefined/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('fails an example that calls a third-party service', async () => {
		const outcome = await run(
			'src/commands/quote.ts',
			`export default async () => (await fetch('https://api.example.com/q')).text()`,
		)
		assert.ok(
			outcome.problems.some((p) => /does not reach/.test(p)),
			outcome.problems.join('\n'),
		)
	})
	it('fails a command or context menu that never responds, and passes one that replies from discord.js', async () => {
		const silent = await run('src/commands/noop.ts', `export default () => {}`)
		assert.ok(
			silent.problems.some((p) => /\/noop with every option sent Discord no response/.test(p)),
			silent.problems.join('\n'),
		)
		const silentMenu = await run('src/context/user/Wave.ts', `export default async () => { await Promise.resolve() }`)
		assert.ok(
			silentMenu.problems.some((p) => /"Wave" context menu sent Discord no response/.test(p)),
			silentMenu.problems.join('\n'),
		)
		// robo.js returns before an async context menu without Sage's deferral has replied: not a silence.
		const replies = await run(
			'src/context/user/Wave.ts',
			`import type { UserContextMenuCommandInteraction, User } from 'discord.js'
export const config = { sage: { defer: false } }
export default async (interaction: UserContextMenuCommandInteraction, user: User) => {
	await new Promise((resolve) => setTimeout(resolve, 20))
	await interaction.reply('Waved at ' + user.username)
}`,
		)
		assert.deepEqual(replies.problems, [])
	})

	it('fails an example that prints an error with console.error, even when it replies afterwards', async () => {
		const outcome = await run(
			'src/commands/sync.ts',
			`export default async () => {
	try {
		JSON.parse('{ not json')
	} catch (error) {
		console.error('Sync failed:', error)
	}
	return 'Synced.'
}`,
		)
		assert.ok(
			outcome.problems.some((p) => /printed an error with console\.error: Sync failed: SyntaxError/.test(p)),
			outcome.problems.join('\n'),
		)
		const logs = await run(
			'src/commands/sync.ts',
			`export default () => { console.log('Synced 3 rows'); return 'Synced.' }`,
		)
		assert.deepEqual(logs.problems, [])
	})

	it('fails a reply that shows null, and passes data that holds null', async () => {
		const outcome = await run(
			'src/commands/score.ts',
			`import type { ChatInputCommandInteraction } from 'discord.js'
export const config = { description: 'Score', options: [{ name: 'player', description: 'Who' }] }
export default (interaction: ChatInputCommandInteraction) => 'Score: ' + interaction.options.getString('playr')`,
		)
		assert.ok(
			outcome.problems.some((p) => /sent POST .*content is "Score: null"/.test(p)),
			outcome.problems.join('\n'),
		)
		const route = await run('src/api/score.ts', `export default () => ({ player: 'ada', bestLap: null })`)
		assert.deepEqual(route.problems, [])
	})

	it('runs the timers an example leaves pending and fails what they reject with', async () => {
		const outcome = await run(
			'src/events/clientReady.ts',
			`import { Flashcore } from 'robo.js'
export default () => {
	setTimeout(() => Flashcore.get('x').then(() => { throw new Error('late write') }), 60 * 60 * 1000)
}`,
		)
		assert.ok(
			outcome.problems.some((p) => /setTimeout callback rejected: Error: late write/.test(p)),
			outcome.problems.join('\n'),
		)
		// A reminder due in an hour is sent now, and what it sends is checked with the rest.
		const reminder = await run(
			'src/commands/remind.ts',
			`import type { ChatInputCommandInteraction } from 'discord.js'
export default async (interaction: ChatInputCommandInteraction) => {
	setTimeout(() => interaction.followUp('Time to stretch, ' + interaction.user.username), 60 * 60 * 1000)
	return 'I will remind you in an hour.'
}`,
		)
		assert.deepEqual(reminder.problems, [])
		assert.ok(
			reminder.output.some((line) => line.includes('Time to stretch, ada')),
			reminder.output.join('\n'),
		)
	})

	it('fails an interval whose callback throws', async () => {
		const outcome = await run(
			'src/events/clientReady.ts',
			`import type { Client } from 'discord.js'
export default (client: Client) => {
	setInterval(() => {
		if (client.guilds.cache.size > 0) throw new Error('tick failed')
	}, 10 * 60 * 1000)
}`,
		)
		assert.ok(
			outcome.problems.some((p) => /setInterval callback threw: Error: tick failed/.test(p)),
			outcome.problems.join('\n'),
		)
	})

	it('calls the functions a module exports and says "loaded" of a file it only imports', async () => {
		const broken = await run('src/utils/stats.ts', `export function average() { return [].length / [].length }`)
		assert.ok(
			broken.problems.some((p) => /average\(\) returned: value is NaN/.test(p)),
			broken.problems.join('\n'),
		)
		assert.equal(broken.mode, 'ran')
		const data = await run('src/utils/limits.ts', `export const limits = { perDay: 5 }`)
		assert.deepEqual(data.problems, [])
		assert.equal(data.mode, 'loaded')
	})

	it('fails a title note it does not know instead of skipping the example', async () => {
		const [after] = fake('src/commands/ping.ts (after)', `export default () => 'Pong!'`)
		assert.equal(after.skip, undefined)
		assert.match(after.invalid ?? '', /note "\(after\)" is not one the harness knows/)
		const outcome = await runExample(after, [after.example])
		assert.ok(
			outcome.problems.some((p) => /is not one the harness knows/.test(p)),
			outcome.problems.join('\n'),
		)
		// The two notes the docs use keep their meaning.
		assert.match(fake('index.js (before)', '', 'js')[0].skip ?? '', /before the migration/)
		assert.equal(fake('src/commands/ping.ts (excerpt)', '')[0].fragment, true)
	})
})
