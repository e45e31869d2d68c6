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

describe('running the code examples against robo.js 0.10.32', () => {
	it('runs every complete example that needs neither the gateway nor a third-party service', async () => {
		const started = Date.now()
		const outcomes: Outcome[] = []
		for (const plan of plans.filter((p) => p.kind)) outcomes.push(await runExample(plan, pages.get(plan.example.doc)!))
		const skipped = plans.filter((p) => p.skip)
		const fragments = plans.filter((p) => p.fragment)
		const partial = outcomes.filter((o) => o.plan.partial)

		const lines = [
			`examples: ${plans.length} JS/TS fences with a title; ran ${outcomes.length}, skipped ${skipped.length}, ` +
				`${fragments.length} fragments (title says excerpt) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
			'skipped, by reason:',
			...[...groupBy(skipped, (p) => p.skip!)].map(
				([reason, group]) =>
					`  ${reason}: ${group.map((p) => `${p.example.doc.replace(/^docs\//, '')}:${p.example.line}`).join(', ')}`,
			),
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

	it('skips only for a stated reason, and keeps the list short', () => {
		const skipped = plans.filter((p) => p.skip)
		assert.ok(plans.filter((p) => p.kind).length > 150, 'too few examples run')
		assert.ok(skipped.length < plans.length / 2, `${skipped.length} skipped examples is not a short list`)
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
})
