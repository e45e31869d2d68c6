/**
 * Runs the complete code examples of the guides against robo.js 0.10.32 and @robojs/server 0.6.6.
 *
 * Handlers go through robo.js's own executors (`executeCommandHandler`, `executeContextHandler`,
 * `executeEventHandler`, `executeAutocompleteHandler`), so a command's return value becomes its reply
 * exactly as it would in a bot, middleware runs before the handler, and Sage defers slow commands.
 * API routes go through the real @robojs/server plugin on a free port. Each example is written into
 * a project of its own under .cache/examples-run with the page's `.env` and data files, loaded with
 * `Env.load`; Flashcore (the real file adapter) and State are shared by the examples of one page and
 * language, as they would be in the reader's project.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join, sep } from 'node:path'
import { format } from 'node:util'
import { pathToFileURL } from 'node:url'
import { Client, Collection } from 'discord.js'
import ts from 'typescript'

import { fileTitle, importsOf, isTsLike, siblingOf, stripExt, type Example } from './examples'
import { repoRoot } from './paths'
import { World, ids, type ConfigOption } from './example-world'

type Handler = (...args: unknown[]) => unknown
type Module = Record<string, unknown> & { default?: unknown; config?: { options?: ConfigOption[] } }

export type Kind = 'command' | 'context' | 'event' | 'middleware' | 'api' | 'config' | 'cron' | 'module' | 'component'

export interface Plan {
	example: Example
	/** Set for complete files the harness runs. */
	kind?: Kind
	/** Set for complete files the harness cannot run, with the reason. */
	skip?: string
	/** Set for fences that are not complete files (the title says "excerpt"). */
	fragment?: boolean
	/** Parts of a runnable example the harness leaves out, and why. */
	partial?: string
	/** Set for a fence the harness cannot classify: the test fails with this message. */
	invalid?: string
	/** Why a command or context menu that sends no interaction response is right not to (none so far). */
	silent?: string
}

export interface Outcome {
	plan: Plan
	problems: string[]
	/** Discord REST bodies, route replies and log lines the example produced, for the report. */
	output: string[]
	/** Run time in milliseconds. */
	ms: number
	/**
	 * `ran` when the harness called the example's code (a handler, a route, a function it exports) or the
	 * file does its work when imported (a script); `loaded` when it was only imported and its exports
	 * read (configs, data modules): what such a file does is left to the tool that reads it.
	 */
	mode: 'ran' | 'loaded'
}

const requireFromRepo = createRequire(join(repoRoot, 'package.json'))

/**
 * Requests sent to an API route, keyed by title (a route without an entry gets one GET). For routes
 * that call a third-party service, the requests cover the branches that do not, and `partial` says
 * what is left out; the test prints it.
 */
const routeScenarios: Record<string, { requests: Scenario[]; partial?: string }> = {
	'src/api/token': {
		requests: [{ method: 'POST', body: {} }],
		partial: "exchanging a real code needs Discord's OAuth2 token endpoint",
	},
	'src/api/whoami': {
		requests: [{ method: 'GET' }],
		partial: "a real bearer token is checked against Discord's /users/@me",
	},
	'src/api/weather': {
		requests: [{ method: 'GET', query: 'lat=north&lon=2.35' }],
		partial: 'a valid location calls the Open-Meteo API',
	},
	'src/api/media': {
		requests: [
			{ method: 'GET', query: 'src=https://example.com/a.ogg' },
			{ method: 'GET', query: 'src=nope' },
		],
		partial: 'an allowed host is fetched from Wikimedia',
	},
	'src/api/guilds/[guildId]/notes': {
		requests: [
			{ method: 'POST', body: { text: '  Bring snacks  ' } },
			{ method: 'POST', body: { text: '' } },
			{ method: 'GET', query: 'limit=5' },
			{ method: 'GET' },
			{ method: 'DELETE' },
		],
	},
}

interface Scenario {
	method: string
	query?: string
	body?: unknown
	headers?: Record<string, string>
}

const componentPartial =
	"rendered once with React's server renderer inside SyncContextProvider; clicks and the live sync socket are not exercised"

/**
 * Commands and context menus that rightly send Discord no interaction response (reply, defer, modal),
 * with the reason. Discord shows "The application did not respond" for any other.
 */
const silentHandlers: Record<string, string> = {}

/** Complete files that only do their job through a third-party service; the run skips them. */
const needsService: Record<string, string> = {
	'src/events/clientReady/register-commands':
		"registers commands through Discord's REST API, which needs a real bot token",
}

/**
 * Variables a script checks for that the page's `.env` blocks leave to the reader (a script that
 * validates the environment must be run with a complete one to show it passes).
 */
const scriptEnv: Record<string, Record<string, string>> = {
	'scripts/check-env': { DATABASE_URL: 'postgres://localhost:5432/robo' },
}

/** Calls the harness makes into library files (they export functions rather than handlers). */
const moduleDrivers: Record<string, (mod: Module, world: World) => Promise<unknown>> = {
	'src/utils/serial-update': async (mod) => {
		const serialUpdate = mod.serialUpdate as (k: string, f: (n: number | undefined) => number) => Promise<boolean>
		await Promise.all([1, 2, 3].map(() => serialUpdate('visits', (n) => (n ?? 0) + 1)))
		const { Flashcore } = await import('robo.js')
		const visits = await Flashcore.get('visits')
		if (visits !== 3) throw new Error(`three serial updates stored ${String(visits)}, not 3`)
		return visits
	},
	'src/core/announce': async (mod) => {
		const announce = mod.announce as (id: string, text: string) => Promise<boolean>
		const sent = await announce(ids.channel, 'Study session starts in 5 minutes')
		const refused = await announce('900000000000000099', 'nobody hears this')
		return { sent, refused }
	},
	'src/core/audit-log': async (mod) => {
		;(mod.recordModeration as (a: string, b: string, c: string) => void)(ids.owner, 'banned', ids.other)
	},
	'src/core/options': async (mod) => (mod.readOptions as () => unknown)(),
}

/**
 * Calls the harness makes into the functions of plugin configs (hooks and callbacks the plugin would
 * call), with the arguments the plugin would pass. A driver answers `notDriven` for a config that has
 * none of its functions; such configs, and those without a driver, are only loaded.
 */
const notDriven = Symbol('nothing to call')
const configDrivers: Record<string, (config: unknown, world: World) => Promise<unknown>> = {
	// @robojs/xp asks levels.getCurve for each guild and store, and uses the default curve on null.
	'config/plugins/robojs/xp': async (config) => {
		type Curve = { xpForLevel(level: number): number; levelFromXp(xp: number): number }
		const getCurve = (config as { levels?: { getCurve?: (guild: string, store: string) => Curve | null } }).levels
			?.getCurve
		if (!getCurve) return notDriven
		return Object.fromEntries(
			['default', 'season-2025'].map((store) => {
				const curve = getCurve(ids.guild, store)
				return [store, curve && { xpForLevel3: curve.xpForLevel(3), levelAt2500: curve.levelFromXp(2500) }]
			}),
		)
	},
	// @robojs/ai calls hooks.chat before a completion (it may add messages) and hooks.reply after it
	// (it may replace the answer), with the channel, member and user of the conversation.
	'config/plugins/robojs/ai': async (config, world) => {
		const hooks = (config as { hooks?: { chat?: Handler; reply?: Handler } }).hooks
		if (!hooks?.chat && !hooks?.reply) return notDriven
		const who = { channel: world.channel, member: world.member, user: world.user }
		const messages = [{ role: 'user', content: 'How do I reset my password?' }]
		await hooks.chat?.({ ...who, messages })
		const answer = (content: string) => ({
			...who,
			response: { finish_reason: 'stop', message: { role: 'assistant', content } },
		})
		return {
			messages,
			replies: [
				await hooks.reply?.(answer('Open Settings, then Profile.')),
				await hooks.reply?.(answer('Your password is in the dashboard.')),
			],
		}
	},
}

/** The helpers robo.js hands a plugin's seed hook while `robo add` runs. */
const seedHelpers = {
	generators: {
		randomHex: (bytes = 32) => randomBytes(Math.max(1, bytes)).toString('hex'),
		randomBase64: (bytes = 32) => randomBytes(Math.max(1, bytes)).toString('base64').replace(/=+$/u, ''),
		randomUUID,
	},
	log: () => undefined,
}

/** Sample arguments for each event, as discord.js would emit them. */
function eventArgs(event: string, world: World, code: string): unknown[][] {
	switch (event) {
		case '_start':
		case '_stop':
		case '_restart':
		case 'ready':
		case 'clientReady':
			return [[world.client]]
		case 'messageCreate': {
			// Plain chatter, plus each text the handler looks for in a message, so its answering path runs.
			const wanted = [...code.matchAll(/content[^\n]*?(?:includes|startsWith|endsWith|===?)\(?\s*['"`]([^'"`]+)['"`]/g)]
			return [['hello everyone'], ['second message'], ...wanted.map((m) => [`well, ${m[1]}`, m[1]])].flatMap((texts) =>
				texts.map((text) => [world.message(text)]),
			)
		}
		case 'guildCreate':
			return [[world.guild]]
		case 'guildMemberAdd':
		case 'guildMemberRemove':
			return [[world.member]]
		case 'messageReactionAdd':
			return [world.reaction()]
		case 'interactionCreate': {
			// A button whose custom ID the handler looks for, and a slash command it must leave alone.
			const prefix = /customId\s*(?:===|\.startsWith\()\s*['"`]([^'"`]+)/.exec(code)?.[1] ?? 'button'
			return [[world.button(prefix + (prefix.endsWith(':') ? 'pizza' : ''))], [world.command(['ping'], [], {})]]
		}
		default:
			throw new Error(`the harness has no sample arguments for the ${event} event`)
	}
}

/**
 * What a note in brackets after a file title means. "excerpt" marks a fragment of a file; "before"
 * marks the discord.js code the migration guide starts from, which logs in to the gateway. Any other
 * note fails the test rather than being guessed at: a note such as "(after)" or "(JavaScript)" would
 * otherwise hide a runnable example behind a reason that is not true of it.
 */
const titleNotes: { note: RegExp; plan: Omit<Plan, 'example'> }[] = [
	{ note: /\bexcerpt\b/i, plan: { fragment: true } },
	{ note: /^before$/i, plan: { skip: 'plain discord.js code from before the migration: logs in to the gateway' } },
]

/** Decides what the harness does with one titled fence. */
export function planOf(example: Example, page: Example[]): Plan {
	const title = fileTitle.exec(example.title)
	if (!title) return { example, fragment: true }
	const file = title[1]
	const note = title[2]?.trim()
	if (note !== undefined) {
		const known = titleNotes.find((n) => n.note.test(note))
		if (known) return { example, ...known.plan }
		return {
			example,
			invalid:
				`the title's note "(${note})" is not one the harness knows: write "(excerpt)" for a fragment, ` +
				`"(before)" for discord.js code from before the migration, or name the file alone so the example runs`,
		}
	}
	if (/\.d\.ts$/.test(file)) return { example, skip: 'type declarations only (checked by tsc, nothing to run)' }
	const missing = missingImport(example, file, page, new Set())
	if (/\.[jt]sx$/.test(file)) {
		// React components that need nothing beyond React and @robojs/sync render on the server; the rest
		// need the Discord SDK or files of the reader's project.
		if (missing) return { example, skip: `Activity front end: ${missing}` }
		return { example, kind: 'component', partial: componentPartial }
	}
	if (/^src\/app\//.test(file))
		return { example, skip: "Activity front end: browser code that runs inside Discord's iframe" }
	if (missing) return { example, skip: missing }
	const base = file.replace(/\.[^.]+$/, '')
	if (needsService[base]) return { example, skip: needsService[base] }
	const partial = routeScenarios[base]?.partial
	const silent = silentHandlers[base]
	if (/^src\/(modules\/[^/]+\/)?commands\//.test(file)) return { example, kind: 'command', silent }
	if (/^src\/(modules\/[^/]+\/)?context\/(user|message)\//.test(file)) return { example, kind: 'context', silent }
	if (/^src\/(modules\/[^/]+\/)?events\//.test(file)) return { example, kind: 'event' }
	if (/^src\/(modules\/[^/]+\/)?middleware\//.test(file)) return { example, kind: 'middleware' }
	if (/^src\/api\//.test(file)) return { example, kind: 'api', partial }
	if (/^src\/cron\//.test(file)) return { example, kind: 'cron' }
	if (/^config\//.test(file)) return { example, kind: 'config' }
	return { example, kind: 'module' }
}

/** Why an example (or a file of its page it imports) cannot be loaded here, if it cannot. */
function missingImport(example: Example, file: string, page: Example[], seen: Set<Example>): string | undefined {
	seen.add(example)
	for (const specifier of importsOf(example.code, file)) {
		if (specifier.startsWith('node:')) continue
		if (specifier.startsWith('.')) {
			const sibling = siblingOf(file, specifier, page, example)
			if (!sibling) return `imports ${specifier}, a file of the reader's project not shown on the page`
			const inner = seen.has(sibling)
				? undefined
				: missingImport(sibling, fileTitle.exec(sibling.title)![1], page, seen)
			if (inner) return inner
			continue
		}
		if (!resolvable(specifier)) {
			const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]
			const why = pkg.startsWith('@robojs/') ? 'a plugin the test cannot install' : 'not a dependency of this test'
			return `imports ${pkg} (${why})`
		}
	}
	return undefined
}

function resolvable(specifier: string): boolean {
	try {
		requireFromRepo.resolve(specifier)
		return true
	} catch {
		// ESM-only packages have no "require" condition; look for the package folder instead.
		const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]
		return existsSync(join(repoRoot, 'node_modules', pkg, 'package.json'))
	}
}

/** Strings that mean an example sent or returned a value it never computed. */
const badText = /\bundefined\b|\bNaN\b|\[object Object\]/
/**
 * Text a reader sees (a message, an embed, a rendered component) may not say "null" either: discord.js
 * getters answer `null` for an option that is missing or misspelt, and `'Score: ' + null` reads
 * "Score: null". Data (a JSON answer, a config) may hold null legitimately, so it is checked without this.
 */
const badShownText = new RegExp(badText.source + '|\\bnull\\b')

/** Where in a value an `undefined`, `NaN` or `[object Object]` (and, for `shown` text, `null`) shows up. */
export function findBadValue(
	value: unknown,
	{ shown = false } = {},
	path = '',
	seen = new Set<unknown>(),
): string | undefined {
	if (typeof value === 'string')
		return (shown ? badShownText : badText).test(value) ? `${path || 'value'} is ${JSON.stringify(value)}` : undefined
	if (typeof value === 'number') return Number.isNaN(value) ? `${path || 'value'} is NaN` : undefined
	if (!value || typeof value !== 'object' || seen.has(value)) return undefined
	seen.add(value)
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? `${path || 'value'} is an Invalid Date` : undefined
	// Builders (embeds, rows) are sent as their JSON form.
	const toJSON = (value as { toJSON?: () => unknown }).toJSON
	if (typeof toJSON === 'function' && !Array.isArray(value) && isPlainish(value))
		return findBadValue(toJSON.call(value), { shown }, path, seen)
	if (!Array.isArray(value) && !isPlainish(value)) return undefined
	for (const [key, inner] of Object.entries(value)) {
		const found = findBadValue(inner, { shown }, path ? `${path}.${key}` : key, seen)
		if (found) return found
	}
	return undefined
}

/** Plain data and discord.js builders, not live structures such as a Client or a Guild. */
const isPlainish = (value: object) => {
	const proto = Object.getPrototypeOf(value)
	return (
		proto === Object.prototype ||
		proto === null ||
		Array.isArray(value) ||
		/Builder$/.test(proto?.constructor?.name ?? '')
	)
}

// ---------------------------------------------------------------------------------------------
// The runtime: one Robo started once per process, reset between examples.

interface Runtime {
	fileUrl: string
	client: Client
	robo: typeof import('robo.js')
	handlers: {
		executeCommandHandler: (i: unknown, key: string) => Promise<void>
		executeContextHandler: (i: unknown, key: string) => Promise<void>
		executeEventHandler: (p: null, name: string, ...args: unknown[]) => Promise<void>
		executeAutocompleteHandler: (i: unknown, key: string) => Promise<void>
	}
	globals: {
		registerPortal: (...args: unknown[]) => void
		registerFlashcore: (a: unknown) => void
		registerConfig: (config: unknown) => void
	}
	FlashcoreFileAdapter: new (options?: { dataDir?: string }) => { init(): Promise<void> }
	clearState: () => void
	state: Record<string, unknown>
	loadState: (saved: Record<string, unknown>) => void
	loadConfig: () => Promise<Record<string, unknown>>
	Env: { load(options?: { mode?: string }): Promise<void> }
}

let runtime: Runtime | undefined
export const workDir = join(repoRoot, '.cache', 'examples-run')

/** Active example's recorder, so process-wide hooks (rejections, logs) know whom to blame. */
let current: Recorder | undefined

/** The timer functions as Node provides them, for the harness's own waits and for what it wraps. */
const realTimers = {
	setTimeout: globalThis.setTimeout,
	setInterval: globalThis.setInterval,
	clearTimeout: globalThis.clearTimeout,
	clearInterval: globalThis.clearInterval,
}
const delay = (ms: number) => new Promise<void>((resolve) => realTimers.setTimeout(resolve, ms))

/** A timer set by the example's code (directly, or through a library it called). */
interface ExampleTimer {
	handle: ReturnType<typeof setTimeout>
	interval: boolean
	/** Runs the callback once, recording what it throws or rejects with. */
	fire: () => void
	/** Cleared by the example, fired (a timeout), or run by the harness. */
	done: boolean
	/** The promise the callback last returned, awaited (for a while) before the example is judged. */
	work?: Promise<unknown>
}

class Recorder {
	problems: string[] = []
	output: string[] = []
	/** Every timer set while the example ran (robo.js's and discord.js's too), cleared when it is done. */
	timers = new Set<ReturnType<typeof setTimeout>>()
	exampleTimers: ExampleTimer[] = []
	mode: Outcome['mode'] = 'ran'
	/**
	 * Handler calls still running. robo.js does not always wait for a handler (an async context menu
	 * without Sage's deferral runs on after robo.js returns), and its response is judged once it is done.
	 */
	running: Promise<unknown>[] = []
	/** While a component renders, console.error carries React's warnings, which the render reports itself. */
	rendering = false
	/** @param dir - the example's project folder: a timer set from code in it belongs to the example */
	constructor(readonly dir: string) {}
	add(problem: string) {
		if (!this.problems.includes(problem)) this.problems.push(problem)
	}
	check(what: string, value: unknown, options?: { shown?: boolean }) {
		const bad = findBadValue(value, options)
		if (bad) this.add(`${what}: ${bad}`)
	}
}

async function startRuntime(): Promise<Runtime> {
	if (runtime) return runtime
	rmSync(workDir, { recursive: true, force: true })
	const base = join(workDir, 'base')
	mkdirSync(base, { recursive: true })
	writeFileSync(join(base, 'package.json'), '{ "type": "module" }')
	const dist = (p: string) => pathToFileURL(join(repoRoot, 'node_modules/robo.js/dist', p)).href
	const robo = await import('robo.js')
	// Loaded up front: modules that start timers when first imported must not have them cleared as
	// leftovers of whichever example imported them first.
	await import('@robojs/server')
	await import('@robojs/sync/server.js')
	const handlers = (await import(dist('core/handlers.js'))) as Runtime['handlers']
	const { Globals } = (await import(dist('core/globals.js'))) as { Globals: Runtime['globals'] }
	const { FlashcoreFileAdapter } = (await import(dist('core/flashcore-fs.js'))) as Pick<Runtime, 'FlashcoreFileAdapter'>
	const { clearState, state, loadState } = (await import(dist('core/state.js'))) as Pick<
		Runtime,
		'clearState' | 'state' | 'loadState'
	>
	const { loadConfig } = (await import(dist('core/config.js'))) as Pick<Runtime, 'loadConfig'>

	const { setMode } = (await import(dist('core/mode.js'))) as { setMode: (mode: string) => void }
	// `robo dev` runs in the "development" mode unless told otherwise.
	setMode('development')

	// Loggers an example creates itself (new Logger(...)) write straight to the terminal; every line any
	// robo.js Logger formats passes through _log, so the check sees those too.
	const proto = robo.Logger.prototype as unknown as {
		_log: (prefix: unknown, level: string, ...data: unknown[]) => void
	}
	const log = proto._log
	proto._log = function (this: unknown, prefix, level, ...data) {
		if (current && level !== 'debug' && level !== 'trace')
			for (const d of data) current.check(`logged (${level})`, typeof d === 'string' ? stripAnsi(d) : d)
		return log.call(this, prefix, level, ...data)
	}

	const client = new Client({ intents: [] })
	// The stand-in never connects: robo.js starts as usual, and the gateway login is the only step left out.
	client.login = async () => 'stand-in-token'
	const cwd = process.cwd()
	const before = new Set(process.listeners('unhandledRejection'))
	process.chdir(base)
	try {
		await robo.Robo.start({ client })
	} finally {
		process.chdir(cwd)
	}
	// robo.js exits the process on an unhandled rejection before login; the harness reports it instead.
	for (const listener of process.listeners('unhandledRejection'))
		if (!before.has(listener)) process.off('unhandledRejection', listener)

	// Every log line goes through the recorder: errors are failures, the rest is checked for bad values.
	// (Set after start: starting applies the config's logger options, which resets the drain.)
	robo.logger().setDrain(async (_logger, level, ...data) => {
		const line = format(...data.filter((d) => typeof d !== 'string' || !/^\s*$/.test(d)))
		if (!current) return
		// @robojs/server logs every 4xx answer as an error; that is the route working as written.
		const clientError = data.some((d) => d instanceof Response && d.status < 500)
		if (level === 'error' && !clientError) current.add(`logged an error: ${stripAnsi(line).slice(0, 400)}`)
		else if (level === 'warn' && /timed out/.test(line)) current.add(`timed out: ${line}`)
		else if (level !== 'debug' && level !== 'trace') {
			current.output.push(`log ${level}: ${line}`)
			for (const d of data.slice(1)) current.check(`logged (${level})`, d)
		}
	})

	// Attachments and links the stand-in hands out point here, so downloading them stays on this machine.
	const files = createServer((_req, res) => res.end('Bring snacks on Friday.\n'))
	await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
	files.unref()

	runtime = {
		fileUrl: `http://127.0.0.1:${(files.address() as { port: number }).port}/`,
		client,
		robo,
		handlers,
		globals: Globals,
		FlashcoreFileAdapter,
		clearState,
		state,
		loadState,
		loadConfig,
		Env: robo.Env as unknown as Runtime['Env'],
	}
	return runtime
}

// ---------------------------------------------------------------------------------------------

let counter = 0
const pageStates = new Map<string, Record<string, unknown>>()

/** Writes the example, and the files it needs from the same page, into a fresh project. */
function materialize(plan: Plan, page: Example[]): { dir: string; file: string } {
	const dir = join(workDir, String(++counter))
	mkdirSync(dir, { recursive: true })
	writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
	const write = (e: Example, done: Set<Example>) => {
		if (done.has(e)) return
		done.add(e)
		const file = fileTitle.exec(e.title)![1]
		mkdirSync(dirname(join(dir, file)), { recursive: true })
		writeFileSync(join(dir, file), e.code + '\n')
		for (const specifier of importsOf(e.code, file).filter((s) => s.startsWith('.'))) {
			const sibling = siblingOf(file, specifier, page, e)
			if (sibling) write(sibling, done)
		}
	}
	write(plan.example, new Set())
	// TypeScript projects have a tsconfig.json (robo.js compiles a config/robo.ts through it).
	if (isTsLike(plan.example.lang))
		writeFileSync(
			join(dir, 'tsconfig.json'),
			JSON.stringify({
				compilerOptions: {
					target: 'ESNext',
					module: 'esnext',
					moduleResolution: 'node',
					strict: true,
					skipLibCheck: true,
				},
				include: ['**/*.ts'],
				exclude: ['node_modules', '.robo'],
			}),
		)
	// Environment files and data files (locales) shown on the page belong to the reader's project too.
	const env: Record<string, string[]> = {}
	for (const e of page) {
		if (/^\.env(\.\w+)?$/.test(e.title)) (env[e.title] ??= []).push(e.code)
		else if (
			e.lang === 'json' &&
			/^[\w./-]+\.json$/.test(e.title) &&
			!/package|tsconfig|manifest|settings/.test(e.title)
		) {
			mkdirSync(dirname(join(dir, e.title)), { recursive: true })
			writeFileSync(join(dir, e.title), e.code)
		}
	}
	for (const [name, blocks] of Object.entries(env)) writeFileSync(join(dir, name), blocks.join('\n') + '\n')
	return { dir, file: join(dir, fileTitle.exec(plan.example.title)![1]) }
}

/** Runs one planned example and returns what went wrong (nothing, if it works). */
export async function runExample(plan: Plan, page: Example[]): Promise<Outcome> {
	if (plan.invalid) return { plan, problems: [plan.invalid], output: [], ms: 0, mode: 'loaded' }
	const rt = await startRuntime()
	const started = Date.now()
	const { dir, file } = materialize(plan, page)
	const rec = new Recorder(dir)
	const relFile = fileTitle.exec(plan.example.title)![1]
	const env = { ...process.env }
	const cwd = process.cwd()
	const hooks = installHooks(rec)
	current = rec
	try {
		process.chdir(dir)
		await rt.Env.load({ mode: 'development' })
		Object.assign(process.env, scriptEnv[stripExt(relFile)])
		// One Flashcore per page and language: a reader who follows the page runs its examples in one
		// project, so a later command sees what an earlier one stored.
		const family = isTsLike(plan.example.lang) ? 'ts' : 'js'
		const dataDir = join(workDir, 'data', plan.example.doc.replace(/[^\w]+/g, '-') + family)
		const adapter = new rt.FlashcoreFileAdapter({ dataDir })
		await adapter.init()
		rt.globals.registerFlashcore(adapter)
		// State lives in memory for the whole run of a bot, so it too is kept per page and language.
		rt.clearState()
		rt.loadState(pageStates.get(dataDir) ?? {})
		// robo.js compiles a config/robo.ts with its own compiler, which takes seconds per file; tsx
		// compiles the same file here, and its default export is the config robo.js would register.
		const tsConfig = join(dir, 'config', 'robo.ts')
		if (existsSync(tsConfig)) rt.globals.registerConfig((await importExample(tsConfig)).default)
		else await rt.loadConfig()
		const world = new World(rt.client, rt.fileUrl)
		await runKind(plan, rt, world, rec, file, relFile)
		// Give promises an example left running a moment to settle (or reject).
		await delay(30)
		await runPendingTimers(rec)
		for (const sent of world.sent) {
			rec.output.push(`${sent.method.toUpperCase()} ${sent.route} ${JSON.stringify(sent.body)}`)
			rec.check(`sent ${sent.method.toUpperCase()} ${sent.route}`, sent.body, { shown: true })
		}
		pageStates.set(dataDir, { ...rt.state })
	} catch (error) {
		rec.add(`threw: ${describe(error)}`)
	} finally {
		hooks.restore()
		current = undefined
		process.chdir(cwd)
		for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key]
		Object.assign(process.env, env)
		rt.globals.registerPortal(new Collection(), new Collection(), new Collection(), new Collection(), [])
	}
	return { plan, problems: rec.problems, output: rec.output, ms: Date.now() - started, mode: rec.mode }
}

/**
 * Runs once, now, every timer the example left pending (an interval's next tick, a reminder due in an
 * hour), then waits up to a second in all for the work timers started, so what they send, log, throw
 * or reject with is judged with the rest. Timers those callbacks set get the same, for three rounds;
 * what is still pending then is cleared unrun.
 */
async function runPendingTimers(rec: Recorder) {
	const deadline = Date.now() + 1000
	for (let round = 0; round < 3; round++) {
		const pending = rec.exampleTimers.filter((t) => !t.done)
		for (const timer of pending) {
			timer.done = true
			realTimers.clearTimeout(timer.handle)
			rec.output.push(`ran a pending ${timer.interval ? 'setInterval' : 'setTimeout'} callback now`)
			timer.fire()
		}
		const work = rec.exampleTimers.map((t) => t.work).filter(Boolean)
		if (work.length > 0) await Promise.race([Promise.all(work), delay(Math.max(0, deadline - Date.now()))])
		await delay(pending.length > 0 ? 30 : 0)
		if (pending.length === 0) break
	}
	const unfinished = rec.exampleTimers.filter((t) => !t.done).length
	if (unfinished > 0) rec.output.push(`${unfinished} timers set by timer callbacks were left unrun`)
}

/**
 * Whether the example's own code is setting a timer: the caller of setTimeout or setInterval is a file
 * of its project folder. Timers a library sets while the example calls it (an HTTP client's keep-alive,
 * a collector's expiry) are the library's business and are only cleared.
 */
function setByExample(dir: string): boolean {
	const frames = (new Error().stack ?? '').split('\n').slice(1)
	const caller = frames.find((frame) => !frame.includes(import.meta.filename))
	return !!caller && (caller.includes(dir + sep) || caller.includes(pathToFileURL(dir).href + '/'))
}

/** Log lines without their terminal colours. */
const stripAnsi = (text: string) => text.replace(new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g'), '')

const describe = (error: unknown) =>
	error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : format(error)

/** Tracks timers, console output and `process.exit` while an example runs; `restore` undoes it all. */
function installHooks(rec: Recorder) {
	const original = {
		setTimeout: globalThis.setTimeout,
		setInterval: globalThis.setInterval,
		clearTimeout: globalThis.clearTimeout,
		clearInterval: globalThis.clearInterval,
		exit: process.exit,
		log: console.log,
		error: console.error,
		warn: console.warn,
		fetch: globalThis.fetch,
		rejectionListeners: process.listeners('unhandledRejection'),
	}
	// While an example runs, a rejection nobody awaited is the example's failure, not the test runner's.
	process.removeAllListeners('unhandledRejection')
	process.on('unhandledRejection', (reason) => rec.add(`left a promise unawaited that rejected: ${describe(reason)}`))
	// Every timer is cleared when the example is done; the example's own are also run before it is judged
	// (runPendingTimers), and what their callbacks throw or reject with is the example's failure.
	const schedule =
		(interval: boolean) =>
		(callback: unknown, ms?: number, ...args: unknown[]): ReturnType<typeof setTimeout> => {
			const set = (interval ? realTimers.setInterval : realTimers.setTimeout) as (
				...a: unknown[]
			) => ReturnType<typeof setTimeout>
			if (typeof callback !== 'function' || !setByExample(rec.dir)) {
				const handle = set(callback, ms, ...args)
				rec.timers.add(handle)
				return handle
			}
			const timer: ExampleTimer = { handle: undefined as never, interval, done: false, fire: () => undefined }
			const kind = interval ? 'setInterval' : 'setTimeout'
			timer.fire = () => {
				try {
					const result: unknown = (callback as Handler)(...args)
					if (result instanceof Promise)
						timer.work = result.then(undefined, (error: unknown) =>
							rec.add(`a ${kind} callback rejected: ${describe(error)}`),
						)
				} catch (error) {
					rec.add(`a ${kind} callback threw: ${describe(error)}`)
				}
			}
			timer.handle = set(() => {
				if (!interval) timer.done = true
				timer.fire()
			}, ms)
			rec.timers.add(timer.handle)
			rec.exampleTimers.push(timer)
			return timer.handle
		}
	const clear = (handle: unknown) => {
		for (const timer of rec.exampleTimers)
			if (timer.handle === handle || (typeof handle === 'number' && Number(timer.handle) === handle)) timer.done = true
		realTimers.clearTimeout(handle as ReturnType<typeof setTimeout>)
	}
	globalThis.setTimeout = schedule(false) as unknown as typeof setTimeout
	globalThis.setInterval = schedule(true) as unknown as typeof setInterval
	globalThis.clearTimeout = clear as typeof clearTimeout
	globalThis.clearInterval = clear as typeof clearInterval
	process.exit = ((code?: number) => {
		throw new ExitSignal(code ?? 0)
	}) as typeof process.exit
	// What an example writes to stderr (a log drain of its own, say) is kept out of the report and checked.
	// stdout stays untouched: the test runner's child process reports its results through it.
	const writeErr = process.stderr.write
	process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
		const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
		rec.output.push(`stderr: ${text.trimEnd()}`)
		rec.check('stderr', text)
		;(rest.find((r) => typeof r === 'function') as (() => void) | undefined)?.()
		return true
	}) as typeof process.stderr.write
	for (const level of ['log', 'error', 'warn'] as const)
		console[level] = (...data: unknown[]) => {
			const line = format(...data)
			rec.output.push(`console.${level}: ${line}`)
			rec.check(`console.${level}`, line)
			// An error printed and swallowed is a failure the reader would meet, as a logged error is.
			if (level === 'error' && !rec.rendering) rec.add(`printed an error with console.error: ${line.slice(0, 300)}`)
		}
	// Examples reach only the test's own servers: a call to anything else is a third-party service.
	globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(input instanceof Request ? input.url : String(input))
		if (url.hostname !== '127.0.0.1') throw new Error(`the example called ${url.origin}, which the test does not reach`)
		return original.fetch(input, init)
	}) as typeof fetch
	return {
		restore() {
			for (const handle of rec.timers) realTimers.clearTimeout(handle)
			globalThis.setTimeout = original.setTimeout
			globalThis.setInterval = original.setInterval
			globalThis.clearTimeout = original.clearTimeout
			globalThis.clearInterval = original.clearInterval
			process.exit = original.exit
			process.stderr.write = writeErr
			console.log = original.log
			console.error = original.error
			console.warn = original.warn
			globalThis.fetch = original.fetch
			process.removeAllListeners('unhandledRejection')
			for (const listener of original.rejectionListeners) process.on('unhandledRejection', listener)
		},
	}
}

class ExitSignal extends Error {
	constructor(readonly code: number) {
		super(`process.exit(${code})`)
	}
}

/** Wraps a handler so that what it throws, rejects with or returns is recorded before robo.js sees it. */
function watch(rec: Recorder, what: string, fn: unknown): Handler | undefined {
	if (typeof fn !== 'function') return undefined
	return (...args: unknown[]) => {
		const report = (error: unknown) => rec.add(`${what} threw: ${describe(error)}`)
		let result: unknown
		try {
			result = (fn as Handler)(...args)
		} catch (error) {
			report(error)
			throw error
		}
		if (result instanceof Promise) {
			const settled = result.then(
				(value) => {
					rec.check(`${what} returned`, value)
					return value
				},
				(error) => {
					report(error)
					throw error
				},
			)
			rec.running.push(settled.catch(() => undefined))
			return settled
		}
		rec.check(`${what} returned`, result)
		return result
	}
}

async function importExample(file: string): Promise<Module> {
	return (await import(pathToFileURL(file).href)) as Module
}

/** The record robo.js's portal keeps for a handler file. */
function record(rec: Recorder, key: string, type: string, mod: Module, relFile: string, what: string) {
	const module = /^src\/modules\/([^/]+)\//.exec(relFile)?.[1]
	return {
		key,
		path: relFile,
		type,
		module,
		auto: false,
		handler: {
			...mod,
			default: watch(rec, what, mod.default),
			autocomplete: watch(rec, 'autocomplete', mod.autocomplete),
		},
	}
}

async function runKind(plan: Plan, rt: Runtime, world: World, rec: Recorder, file: string, relFile: string) {
	const within = relFile.replace(/^src\/(modules\/[^/]+\/)?/, '')
	const register = (parts: {
		commands?: unknown[]
		context?: unknown[]
		events?: Record<string, unknown[]>
		middleware?: unknown[]
		apis?: unknown[]
	}) =>
		rt.globals.registerPortal(
			new Collection((parts.apis ?? []).map((r) => [(r as { key: string }).key, r])),
			new Collection((parts.commands ?? []).map((r) => [(r as { key: string }).key, r])),
			new Collection((parts.context ?? []).map((r) => [(r as { key: string }).key, r])),
			new Collection(Object.entries(parts.events ?? {})),
			parts.middleware ?? [],
		)

	try {
		switch (plan.kind) {
			case 'command': {
				const mod = await importExample(file)
				const path = stripExt(within.replace(/^commands\//, '')).split('/')
				const key = path.join(' ')
				register({ commands: [record(rec, key, 'command', mod, relFile, 'command')] })
				const options = mod.config?.options ?? []
				// Autocomplete first, as a user types before sending: the first suggestion becomes the value.
				const picked: Record<string, unknown> = {}
				for (const option of options.filter((o) => o.autocomplete)) {
					if (!mod.autocomplete) {
						rec.add(`option ${option.name} asks for autocomplete but the file exports no autocomplete`)
						continue
					}
					const type = { string: 3, integer: 4, number: 10 }[option.type ?? 'string'] ?? 3
					const typed = type === 3 ? 'sa' : 1
					await rt.handlers.executeAutocompleteHandler(
						world.autocomplete(path, { name: option.name, type, value: typed }),
						key,
					)
					const answer = [...world.sent].reverse().find((r) => (r.body as { type?: number } | undefined)?.type === 8)
					const first = (answer?.body as { data?: { choices?: { value: unknown }[] } } | undefined)?.data?.choices?.[0]
					if (!answer) rec.add(`autocomplete for ${option.name} sent no suggestions`)
					if (first) picked[option.name] = first.value
				}
				const variants = options.some((o) => !o.required) ? [false, true] : [false]
				for (const onlyRequired of variants) {
					const { raw, resolved } = world.fill(options, onlyRequired)
					for (const value of raw) if (value.name in picked) value.value = picked[value.name]
					const from = world.sent.length
					await rt.handlers.executeCommandHandler(world.command(path, raw as never, resolved), key)
					if (!plan.silent && !(await responded(rec, world, from)))
						rec.add(
							`/${path.join(' ')} ${onlyRequired ? 'with only its required options' : 'with every option'} ${noResponse}`,
						)
				}
				if (!mod.default) rec.add('exports no default handler')
				break
			}
			case 'context': {
				const mod = await importExample(file)
				const name = stripExt(within.split('/').at(-1)!)
				register({ context: [record(rec, name, 'context', mod, relFile, 'context menu handler')] })
				const interaction = /^context\/user\//.test(within) ? world.userContext(name) : world.messageContext(name)
				const from = world.sent.length
				await rt.handlers.executeContextHandler(interaction, name)
				if (!plan.silent && !(await responded(rec, world, from))) rec.add(`the "${name}" context menu ${noResponse}`)
				break
			}
			case 'event': {
				const mod = await importExample(file)
				const event = stripExt(within.replace(/^events\//, '')).split('/')[0]
				// With @robojs/server installed, its own _start runs too: start it, then send a request that
				// no route answers, which is what a not-found handler set up here is for.
				const server = importsOf(plan.example.code, relFile).includes('@robojs/server')
					? await startServer(rt, [])
					: undefined
				try {
					register({ events: { [event]: [record(rec, event, 'event', mod, relFile, `${event} handler`)] } })
					for (const args of eventArgs(event, world, plan.example.code))
						await rt.handlers.executeEventHandler(null, event, ...args)
					if (server) await exchange(rec, server.port, '/api/missing', [{ method: 'GET' }])
				} finally {
					await server?.stop()
				}
				break
			}
			case 'middleware': {
				const mod = await importExample(file)
				const ping: Module = { default: () => 'Pong!', config: { options: [] } }
				const greet = { default: () => undefined }
				register({
					middleware: [record(rec, relFile, 'middleware', mod, relFile, 'middleware')],
					commands: [record(rec, 'ping', 'command', ping, 'src/commands/ping.ts', 'command')],
					events: {
						messageCreate: [record(rec, 'messageCreate', 'event', greet, 'src/events/messageCreate.ts', 'event')],
					},
				})
				// Twice, so middleware that remembers a user (cooldowns) takes both of its paths.
				await rt.handlers.executeCommandHandler(world.command(['ping'], [], {}), 'ping')
				await rt.handlers.executeCommandHandler(world.command(['ping'], [], {}), 'ping')
				await rt.handlers.executeEventHandler(null, 'messageCreate', world.message('hello'))
				break
			}
			case 'api':
				await runRoute(rt, rec, file, relFile)
				break
			case 'cron': {
				const mod = await importExample(file)
				// @robojs/cron calls a job file's default export with the job's ID.
				await watch(rec, 'cron job', mod.default)?.(randomUUID())
				break
			}
			case 'config': {
				if (/^config\/robo\.(ts|mjs)$/.test(relFile)) {
					const config = rt.robo.getConfig() as Record<string, unknown>
					rec.output.push(`config: ${format(config)}`)
					rec.check('config', config)
					// Its functions: a log drain gets a failure to write, a plugin's seed hook what `robo add` passes.
					const drain = (config.logger as { drain?: Handler } | undefined)?.drain
					const hook = (config.seed as { hook?: Handler } | undefined)?.hook
					if (drain)
						await watch(rec, 'logger drain', drain)?.(
							rt.robo.logger(),
							'error',
							'Sample failure',
							new Error('disk full'),
						)
					if (hook) {
						const seeded = await watch(rec, 'seed hook', hook)?.(seedHelpers)
						rec.output.push(`seed hook returned ${JSON.stringify(seeded)}`)
					}
					if (!drain && !hook) rec.mode = 'loaded'
				} else {
					const mod = await importExample(file)
					if (mod.default === undefined) rec.add('has no default export')
					// Robo and plugin configs are plain data read by robo.js; other tools' configs (ESLint, Vite)
					// carry those tools' own objects, which may legitimately mention "undefined" in messages.
					if (/^config\/(plugins\/|robo\.)/.test(relFile)) rec.check('default export', mod.default)
					rec.output.push(`default export: ${format(mod.default)}`)
					const driver = configDrivers[stripExt(relFile)]
					const result = driver ? await driver(mod.default, world) : notDriven
					if (result === notDriven) rec.mode = 'loaded'
					else {
						rec.output.push(`config functions returned ${format(result)}`)
						rec.check('its functions returned', result)
					}
				}
				break
			}
			case 'component':
				await renderComponents(rec, file, plan.example.code)
				break
			case 'module': {
				const runs = runsWhenImported(plan.example.code, relFile)
				if (/\.c[jt]s$/.test(file)) {
					rec.check('module.exports', createRequire(file)(file))
					if (!runs) rec.mode = 'loaded'
					break
				}
				const mod = await importExample(file)
				const driver = moduleDrivers[stripExt(relFile)]
				if (driver) rec.check('result', await driver(mod, world))
				else {
					rec.check('default export', mod.default)
					if ((await callExports(rec, mod)) === 0 && !runs) rec.mode = 'loaded'
				}
				break
			}
		}
	} catch (error) {
		if (error instanceof ExitSignal && error.code === 0) return
		rec.add(`threw: ${describe(error)}`)
	}
}

/** What a command that sent no response is told. */
const noResponse =
	'sent Discord no response (no reply, deferral or modal): Discord shows "The application did not respond"'

/**
 * Whether discord.js answered the interaction since `from` in the recording: a reply, a deferral, a
 * modal or an update (an interaction callback other than autocomplete's), or an edit or follow-up.
 * Handler calls robo.js left running get up to a second to finish first.
 */
async function responded(rec: Recorder, world: World, from: number): Promise<boolean> {
	await Promise.race([Promise.all(rec.running), delay(1000)])
	return world.sent
		.slice(from)
		.some(
			(r) =>
				(/^\/interactions\/\d+\/[^/]+\/callback$/.test(r.route) && (r.body as { type?: number })?.type !== 8) ||
				/^\/webhooks\/\d+\/[^/]+/.test(r.route),
		)
}

/**
 * Calls every function a module exports that takes no arguments, as a reader would, and checks what
 * it returns; returns how many it called. Functions that need arguments need a driver (moduleDrivers).
 */
async function callExports(rec: Recorder, mod: Module): Promise<number> {
	let called = 0
	for (const [name, fn] of Object.entries(mod)) {
		if (typeof fn !== 'function' || fn.length > 0 || /^class\b/.test(Function.prototype.toString.call(fn))) continue
		called++
		try {
			const result: unknown = await (fn as Handler)()
			rec.output.push(`${name}() returned ${format(result)}`)
			rec.check(`${name}() returned`, result)
		} catch (error) {
			rec.add(`${name}() threw: ${describe(error)}`)
		}
	}
	return called
}

/**
 * Whether a file does work when it is imported (a script), rather than only declaring and exporting:
 * a call, `new` or `await` outside any function body.
 */
function runsWhenImported(code: string, fileName: string): boolean {
	const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true)
	const works = (node: ts.Node): boolean => {
		if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false
		if (ts.isCallExpression(node)) {
			const callee = node.expression
			const loads =
				callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')
			if (!loads) return true
		}
		if (ts.isNewExpression(node) || ts.isAwaitExpression(node) || ts.isTaggedTemplateExpression(node)) return true
		return ts.forEachChild(node, works) ?? false
	}
	return works(source)
}

/**
 * Renders every component a file exports, with string props named as the component destructures
 * them. tsx compiles JSX for the classic runtime, which these files (written for Vite's automatic
 * runtime) do not import React for, so TypeScript compiles them for the automatic runtime here.
 */
async function renderComponents(rec: Recorder, file: string, code: string) {
	const out = ts.transpileModule(code, {
		fileName: file,
		compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
	})
	const compiled = file.replace(/\.[jt]sx$/, '.compiled.mjs')
	writeFileSync(compiled, out.outputText)
	const mod = await importExample(compiled)
	const { createElement } = await import('react')
	const { renderToString } = await import('react-dom/server')
	const { SyncContextProvider } = await import('@robojs/sync')
	const components = Object.entries(mod)
		.map(
			([name, value]) => [name === 'default' ? (value as { name?: string })?.name || 'default' : name, value] as const,
		)
		.filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name))
	if (components.length === 0) rec.add('exports no component')
	for (const [name, component] of components) {
		const declared =
			new RegExp(`(?:function\\s+${name}\\s*\\(|${name}\\s*=\\s*\\()\\s*\\{([^}]*)\\}`).exec(code)?.[1] ?? ''
		const props = Object.fromEntries(
			declared
				.split(',')
				.map((p) => p.trim().split(/[\s:=]/)[0])
				.filter(Boolean)
				.map((p) => [p, `sample-${p}`]),
		)
		const errors = rec.output.length
		const element = createElement(component as (p: Record<string, string>) => null, props)
		// The page the component lives on, for components that read the URL (as an Activity's page would).
		Object.assign(globalThis, { window: { location: new URL('http://127.0.0.1/?room=sample-room') } })
		let html: string
		rec.rendering = true
		try {
			html = renderToString(createElement(SyncContextProvider as never, null, element as never))
		} finally {
			rec.rendering = false
			delete (globalThis as { window?: unknown }).window
		}
		rec.output.push(`<${name}> ${html}`)
		rec.check(`<${name}> rendered`, html, { shown: true })
		// React reports mistakes (missing keys, invalid nesting) through console.error.
		for (const line of rec.output.slice(errors).filter((l) => l.startsWith('console.error')))
			rec.add(`<${name}> made React warn: ${line.slice(0, 300)}`)
	}
}

/** Starts @robojs/server's real plugin with these routes on a free port; returns its port and a stop function. */
async function startServer(rt: Runtime, apis: unknown[]) {
	rt.globals.registerPortal(
		new Collection(apis.map((r) => [(r as { key: string }).key, r])),
		new Collection(),
		new Collection(),
		new Collection(),
		[],
	)
	const serverDir = join(repoRoot, 'node_modules/@robojs/server/.robo/build/events')
	const start = (await import(pathToFileURL(join(serverDir, '_start.js')).href)).default as Handler
	const stop = (await import(pathToFileURL(join(serverDir, '_stop.js')).href)).default as Handler
	await start(rt.client, { hostname: '127.0.0.1', port: 0 })
	const server = (
		globalThis as unknown as { roboServer: { engine: { getHttpServer(): import('node:http').Server } } }
	).roboServer.engine.getHttpServer()
	return { port: (server.address() as { port: number }).port, stop: async () => void (await stop()) }
}

/** Sends each request to a started server and checks the answers. */
async function exchange(rec: Recorder, port: number, path: string, scenarios: Scenario[]) {
	for (const s of scenarios) {
		const answer = await send(port, s.method, path + (s.query ? '?' + s.query : ''), s.body, s.headers)
		rec.output.push(`${s.method} ${path} -> ${answer.status} ${answer.body}`)
		if (answer.status >= 500) rec.add(`${s.method} ${path} answered ${answer.status}: ${answer.body}`)
		rec.check(`${s.method} ${path} answered`, answer.body)
	}
}

/** Runs an API route through the real @robojs/server plugin with the requests of its scenario. */
async function runRoute(rt: Runtime, rec: Recorder, file: string, relFile: string) {
	const mod = await importExample(file)
	const key = stripExt(relFile.replace(/^src\/api\//, ''))
	const server = await startServer(rt, [record(rec, key, 'api', mod, relFile, 'route')])
	try {
		const path = '/api/' + key.replace(/\[(\w+)\]/g, (_, name: string) => (/guild/i.test(name) ? ids.guild : 'sample'))
		await exchange(rec, server.port, path, routeScenarios[stripExt(relFile)]?.requests ?? [{ method: 'GET' }])
	} finally {
		await server.stop()
	}
}

function send(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
	return new Promise<{ status: number; body: string }>((resolve, reject) => {
		const payload = body === undefined ? undefined : JSON.stringify(body)
		const req = httpRequest(
			{
				host: '127.0.0.1',
				port,
				method,
				path,
				headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
			},
			(res) => {
				const chunks: Buffer[] = []
				res.on('data', (c: Buffer) => chunks.push(c))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
			},
		)
		req.on('error', reject)
		req.end(payload)
	})
}
