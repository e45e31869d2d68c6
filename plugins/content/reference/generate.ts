/**
 * The reference pre-step: for every package, find its sources, then restore TypeDoc's output from
 * the cache or run the package's docusaurus-plugin-typedoc instance in a worker process, decorate
 * the pages and write the landing page. One progress line per package and a summary.
 *
 * Cache: .cache/reference/out/<package>/<key>/ holds the raw TypeDoc output, keyed by a hash of
 * everything that shapes it (the package's input files, the instance options, the generator's own
 * code and the tool versions). A warm build copies it back and runs no TypeDoc at all. The newest
 * good output of each package is also its "last good copy", used when no source is available or
 * TypeDoc fails. Links between packages are resolved after that (postprocess.ts), so one package's
 * output never depends on another's and all of them can run at once.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { routeHasSource } from '../docFiles'
import { fingerprint, OutputCache, sha256, type CacheMeta } from './cache'
import { githubCheckout } from './github'
import { landingPage } from './landing'
import { typedocInstance, type TypedocInstance } from './options'
import { referencePackages, safeName, type ReferencePackage } from './packages'
import { runOnLanes } from './lanes'
import { parseGroupOfTsconfig } from './shared-parse'
import { decoratePackage, docTitle, excludedByDocs, symbolRoute } from './postprocess'
import { isResolved, resolveCheckout, resolveNpm, type ResolvedSource, type SourceAttempt } from './sources'
import type { ManifestEntry } from './manifest'
import type { WorkerJob, WorkerMessage, WorkerResult } from './worker'

export interface GenerateOptions {
	siteDir: string
	/** Docs folder the pages go to; default `<siteDir>/docs`. */
	docsDir?: string
	/** Default `<siteDir>/.cache/reference`. */
	cacheDir?: string
	/** Default: every package of plugins.ts with a reference, and robo.js. */
	packages?: readonly ReferencePackage[]
	/** Monorepo checkout (the site passes `ROBO_REPO_DIR`). */
	repoDir?: string
	/** Read published typings from node_modules (default true). */
	npm?: boolean
	/** GitHub tarball fallback (the site passes `ROBO_REFERENCE_GITHUB`, `ROBO_REPO_REF`); default off. */
	github?: { enabled: boolean; ref: string; baseUrl?: string }
	/** Skip the cache lookup (still writes it). */
	force?: boolean
	log?: (line: string) => void
	routeExists?: (route: string) => boolean
}

export type PackageStatus = 'generated' | 'cached' | 'last-good' | 'failed' | 'missing'

export interface PackageResult {
	pkg: ReferencePackage
	status: PackageStatus
	/** Where the pages came from (`npm 0.10.32`, `checkout`, …). */
	source?: string
	version?: string
	entries: ManifestEntry[] | null
	ms: number
	peakMb?: number
	/** Declaration files TypeDoc took from its worker's shared parse (shared-parse.ts). */
	reusedFiles?: number
	message?: string
}

export interface ReferenceReport {
	results: PackageResult[]
	ms: number
}

/** Environment variable that points the build at a monorepo checkout. */
export const REPO_DIR_VARIABLE = 'ROBO_REPO_DIR'

const here = dirname(fileURLToPath(import.meta.url))

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

/**
 * How the TypeDoc worker's V8 runs. TypeScript's parser allocates fast and keeps little:
 * - `--single-threaded-gc`: V8's helper threads would otherwise take the core the build's own
 *   process uses meanwhile; the collection is the same work.
 * - `--max-semi-space-size=32`: a young generation big enough that a file's parse garbage dies
 *   there instead of being promoted and collected again in the old generation.
 * - `--max-old-space-size=800`: with 1536 the worker's heap grew to 1.27 GB resident, mostly
 *   garbage, while 450 was still enough for the 15 packages; 800 keeps a margin and took the same
 *   time (9.6 against 10.2 s).
 * With one worker instead of two, they took TypeDoc for the 15 packages from ~17.5 s and 32
 * CPU-seconds to ~13.5 s and 17 CPU-seconds on the 2-core CI machine.
 */
const WORKER_V8_FLAGS = ['--max-old-space-size=800', '--single-threaded-gc', '--max-semi-space-size=32']
/**
 * tsx's ES-module hooks only: its CommonJS hook would also rewrite an ES-module dependency that a
 * CommonJS package requires (execa 10 under Docusaurus 4) into `require` calls that fail.
 */
export const WORKER_LOADER = ['--import', 'tsx/esm']

/**
 * The TypeDoc worker process, started on first use and reused for the following packages: loading
 * TypeDoc and TypeScript costs about a second per process, and the worker keeps the declaration
 * files it parsed for the next package of the same group (shared-parse.ts). One worker: a second
 * parses the same declaration files again, and on 2 cores two took as long as one.
 */
class TypedocWorker {
	private child: ChildProcess | undefined

	constructor(private readonly siteDir: string) {}

	async run(job: WorkerJob, logFile: string): Promise<WorkerResult> {
		const child = (this.child ??= fork(join(here, 'worker.ts'), [], {
			cwd: this.siteDir,
			execArgv: [...WORKER_V8_FLAGS, ...WORKER_LOADER],
			stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
			env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
		}))
		const log = createWriteStream(logFile)
		const write = (chunk: Buffer): void => void log.write(chunk)
		child.stdout?.on('data', write)
		child.stderr?.on('data', write)
		try {
			return await new Promise<WorkerResult>((resolve) => {
				const onMessage = (result: WorkerResult): void => {
					child.off('exit', onExit)
					resolve(result)
				}
				const onExit = (code: number | null): void => {
					this.child = undefined
					child.off('message', onMessage)
					resolve({ ok: false, ms: 0, peakMb: 0, error: `worker exited with code ${code}` })
				}
				child.once('message', onMessage)
				child.once('exit', onExit)
				child.send({ type: 'run', job } satisfies WorkerMessage)
			})
		} finally {
			child.stdout?.off('data', write)
			child.stderr?.off('data', write)
			await new Promise<void>((done) => log.end(done))
		}
	}

	/** Asks the worker to exit and waits until it has. */
	async close(): Promise<void> {
		const child = this.child
		if (!child || child.exitCode !== null || child.signalCode !== null) return
		await new Promise<void>((done) => {
			child.once('exit', () => done())
			if (child.connected) child.send({ type: 'exit' } satisfies WorkerMessage)
			else child.kill()
		})
	}
}

/**
 * First error in a TypeDoc run's log, for the progress line: TypeDoc's own, a thrown error, or V8's
 * when the worker ran out of its heap (WORKER_V8_FLAGS), which otherwise reads as a bare exit.
 */
export function firstError(log: string): string | undefined {
	return log
		.split('\n')
		.find((l) => /\[error\]|Error:|FATAL ERROR:/.test(l))
		?.trim()
}

/** What every step reads, settled once from the options. */
interface StepContext {
	siteDir: string
	docsDir: string
	cacheDir: string
	packages: readonly ReferencePackage[]
	log: (line: string) => void
	routeExists: (route: string) => boolean
}

/** A package's outcome. */
interface Built {
	result: PackageResult
}

export async function generateReference(options: GenerateOptions): Promise<ReferenceReport> {
	const started = performance.now()
	const ctx = stepContext(options)
	prepareDirectories(ctx, !options.packages)
	// 1. Sources: checkout → node_modules → GitHub tarball. (The cache is the fourth, in step 2.)
	const sources = await resolveSources(ctx, {
		repoDir: options.repoDir,
		npm: options.npm ?? true,
		github: options.github ?? { enabled: false, ref: 'main' },
	})
	// 2. Pages: cache hit, or a TypeDoc worker; the last good copy when neither works.
	const built = await buildPackages(ctx, sources, options.force ?? false)
	// 3. Decorate pages and write the landing pages (every package has one).
	decorateAndWriteLandings(ctx, built)
	// 4. Summary.
	const results = ctx.packages.map((p) => built.get(p.id)?.result).filter((r): r is PackageResult => !!r)
	const ms = performance.now() - started
	for (const line of summaryLines(results, ms)) ctx.log(line)
	return { results, ms }
}

function stepContext(options: GenerateOptions): StepContext {
	const siteDir = options.siteDir
	return {
		siteDir,
		docsDir: options.docsDir ?? join(siteDir, 'docs'),
		cacheDir: options.cacheDir ?? join(siteDir, '.cache', 'reference'),
		packages: options.packages ?? referencePackages,
		log: options.log ?? ((line: string) => console.log(line)),
		routeExists: options.routeExists ?? ((route: string) => routeHasSource(siteDir, route)),
	}
}

/**
 * Generated pages are rebuilt from scratch on every build (from the cache when warm), so pages of a
 * renamed symbol or a removed package cannot linger. Only a full run may clear all of docs/ref.
 */
function prepareDirectories(ctx: StepContext, fullRun: boolean): void {
	for (const dir of ['out', 'jobs', 'logs']) mkdirSync(join(ctx.cacheDir, dir), { recursive: true })
	if (fullRun) rmSync(join(ctx.docsDir, 'ref'), { recursive: true, force: true })
	for (const pkg of ctx.packages) {
		rmSync(join(ctx.docsDir, pkg.docId), { recursive: true, force: true })
		rmSync(join(ctx.docsDir, `${pkg.docId}.mdx`), { force: true })
	}
}

interface SourceSettings {
	repoDir: string | undefined
	npm: boolean
	github: NonNullable<GenerateOptions['github']>
}

async function resolveSources(ctx: StepContext, settings: SourceSettings): Promise<Map<string, SourceAttempt>> {
	const { siteDir, cacheDir } = ctx
	const sources = new Map<string, SourceAttempt>()
	/** Why each local source failed, for the message when GitHub is unavailable too. */
	const tried = new Map<string, string[]>()
	for (const pkg of ctx.packages) {
		const attempts: SourceAttempt[] = []
		const why: string[] = []
		if (settings.repoDir) attempts.push(resolveCheckout(pkg, settings.repoDir, { siteDir, cacheDir }))
		else why.push(`${REPO_DIR_VARIABLE} not set`)
		if (settings.npm && !attempts.some(isResolved)) {
			attempts.push(resolveNpm(pkg, { siteDir, cacheDir, nodeModulesDir: join(siteDir, 'node_modules') }))
		}
		for (const a of attempts) if ('missing' in a) why.push(a.missing)
		tried.set(pkg.id, why)
		sources.set(pkg.id, attempts.find(isResolved) ?? { missing: why.join('; ') })
	}
	const unresolved = ctx.packages.filter((p) => !isResolved(sources.get(p.id)))
	if (unresolved.length > 0 && settings.github.enabled) {
		await resolveFromGithub(ctx, settings.github, unresolved, sources, tried)
	}
	for (const pkg of ctx.packages) {
		const source = sources.get(pkg.id)
		if (isResolved(source)) for (const warning of source.warnings) ctx.log(`[reference] ${pkg.id}: ${warning}`)
	}
	return sources
}

/** One tarball serves every package that had no local source. */
async function resolveFromGithub(
	ctx: StepContext,
	github: SourceSettings['github'],
	unresolved: readonly ReferencePackage[],
	sources: Map<string, SourceAttempt>,
	tried: ReadonlyMap<string, string[]>,
): Promise<void> {
	const tarball = await githubCheckout({
		cacheDir: ctx.cacheDir,
		ref: github.ref,
		sourceDirs: unresolved.map((p) => p.sourceDir),
		...(github.baseUrl ? { baseUrl: github.baseUrl } : {}),
	})
	if ('skipped' in tarball) {
		ctx.log(`[reference] GitHub tarball skipped: ${tarball.skipped}`)
		for (const pkg of unresolved)
			sources.set(pkg.id, { missing: [...(tried.get(pkg.id) ?? []), 'GitHub unavailable'].join('; ') })
		return
	}
	for (const pkg of unresolved) {
		const attempt = resolveCheckout(pkg, tarball.dir, {
			siteDir: ctx.siteDir,
			cacheDir: ctx.cacheDir,
			kind: 'github',
			label: `github ${github.ref}`,
		})
		if (isResolved(attempt)) sources.set(pkg.id, attempt)
	}
}

interface BuildContext extends StepContext {
	sources: ReadonlyMap<string, SourceAttempt>
	cache: OutputCache
	worker: TypedocWorker
	/** Cache-key part shared by all packages (tool versions, generator code). */
	fingerprint: string
	/** Skip the cache lookup (still writes it). */
	force: boolean
}

/** Results in completion order, which the "no page for" lines of step 3 follow. */
async function buildPackages(
	ctx: StepContext,
	sources: ReadonlyMap<string, SourceAttempt>,
	force: boolean,
): Promise<Map<string, Built>> {
	const build: BuildContext = {
		...ctx,
		sources,
		fingerprint: fingerprint(ctx.siteDir),
		cache: new OutputCache(ctx.cacheDir, ctx.docsDir),
		worker: new TypedocWorker(ctx.siteDir),
		force,
	}
	const built = new Map<string, Built>()
	try {
		// In plugins.ts order, framework first: the biggest package starts earliest.
		// Packages whose tsconfigs parse declaration files alike run one after another, so the worker
		// reuses what it parsed.
		const groups = new Map(
			ctx.packages.map((pkg) => {
				const source = sources.get(pkg.id)
				return [pkg.id, isResolved(source) ? parseGroupOfTsconfig(source.tsconfig) : undefined]
			}),
		)
		await runOnLanes(
			ctx.packages,
			1,
			(pkg) => groups.get(pkg.id),
			async (pkg) => {
				const done = await buildPackage(build, pkg)
				built.set(pkg.id, done)
				for (const line of progressLines(done.result)) ctx.log(line)
			},
		)
	} finally {
		await build.worker.close()
	}
	return built
}

/** A package that throws (a disk error, a corrupt cache entry) loses its reference, not the build. */
async function buildPackage(ctx: BuildContext, pkg: ReferencePackage): Promise<Built> {
	const began = performance.now()
	try {
		return await buildFromSource(ctx, pkg, began)
	} catch (err) {
		rmSync(join(ctx.docsDir, pkg.docId), { recursive: true, force: true })
		const why = `reference step failed: ${err instanceof Error ? err.message : String(err)}`
		try {
			return fallBack(ctx, pkg, began, why, true)
		} catch {
			return { result: { pkg, status: 'failed', entries: null, ms: performance.now() - began, message: why } }
		}
	}
}

async function buildFromSource(ctx: BuildContext, pkg: ReferencePackage, began: number): Promise<Built> {
	const source = ctx.sources.get(pkg.id)
	if (!isResolved(source)) {
		return fallBack(ctx, pkg, began, source && 'missing' in source ? source.missing : 'no source', false)
	}
	const { instance, key } = typedocJob(ctx, pkg, source)
	if (!ctx.force && ctx.cache.has(pkg, key)) {
		const { entries } = ctx.cache.restore(pkg, key)
		return {
			result: {
				pkg,
				status: 'cached',
				source: source.label,
				version: source.version,
				entries,
				ms: performance.now() - began,
			},
		}
	}
	return runTypedoc(ctx, pkg, source, instance, key, began)
}

/** The package's TypeDoc instance and its cache key: a hash of everything that shapes the output. */
function typedocJob(
	ctx: BuildContext,
	pkg: ReferencePackage,
	source: ResolvedSource,
): { instance: TypedocInstance; key: string } {
	const outDir = join(ctx.docsDir, pkg.docId)
	const instance: TypedocInstance = {
		...typedocInstance(pkg, ctx.docsDir, outDir),
		entryPoints: [source.entry],
		tsconfig: source.tsconfig,
		plugin: [join(here, 'typedoc-plugin.mts')],
		referenceLinkPackages: ctx.packages.map((p) => p.packageName),
	}
	// Paths differ between machines and checkouts without changing the output; the input hash covers them.
	const { out: _out, docsPath: _docs, entryPoints: _entries, tsconfig: _tsconfig, plugin: _plugin, ...shape } = instance
	const hash = sha256(ctx.fingerprint, source.inputHash, basename(source.entry), JSON.stringify(shape), pkg.docId)
	return { instance, key: hash.slice(0, 24) }
}

async function runTypedoc(
	ctx: BuildContext,
	pkg: ReferencePackage,
	source: ResolvedSource,
	instance: TypedocInstance,
	key: string,
	began: number,
): Promise<Built> {
	const outDir = join(ctx.docsDir, pkg.docId)
	const name = safeName(pkg.id)
	const job: WorkerJob = {
		siteDir: ctx.siteDir,
		instance,
		manifestFile: join(ctx.cacheDir, 'jobs', `${name}.manifest.json`),
	}
	rmSync(job.manifestFile, { force: true })
	const logFile = join(ctx.cacheDir, 'logs', `${name}.log`)
	const result = await ctx.worker.run(job, logFile)
	if (!result.ok) {
		rmSync(outDir, { recursive: true, force: true })
		const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''
		const why = `TypeDoc failed: ${firstError(log) ?? result.error} (log: ${logFile})`
		return fallBack(ctx, pkg, began, why, true)
	}

	const entries = JSON.parse(readFileSync(job.manifestFile, 'utf8')) as ManifestEntry[]
	const meta: CacheMeta = {
		key,
		packageName: pkg.packageName,
		version: source.version ?? pkg.version,
		source: source.label,
		generatedAt: new Date().toISOString(),
		ms: Math.round(result.ms),
	}
	// Save before decorating: the cache keeps TypeDoc's own output.
	ctx.cache.save(pkg, key, outDir, entries, meta)
	ctx.cache.prune(pkg)
	return {
		result: {
			pkg,
			status: 'generated',
			source: source.label,
			version: meta.version,
			entries,
			ms: performance.now() - began,
			peakMb: result.peakMb,
			reusedFiles: result.reusedFiles ?? 0,
		},
	}
}

/** The last good copy when there is one; otherwise the package has no reference, only its landing page. */
function fallBack(ctx: BuildContext, pkg: ReferencePackage, began: number, why: string, failed: boolean): Built {
	const key = ctx.cache.lastGood(pkg)
	if (!key) {
		return {
			result: {
				pkg,
				status: failed ? 'failed' : 'missing',
				entries: null,
				ms: performance.now() - began,
				message: why,
			},
		}
	}
	const { entries, meta } = ctx.cache.restore(pkg, key)
	return {
		result: {
			pkg,
			status: 'last-good',
			source: `last good copy, ${meta.source}, ${meta.generatedAt.slice(0, 10)}`,
			version: meta.version,
			entries,
			ms: performance.now() - began,
			message: why,
		},
	}
}

function progressLines(r: PackageResult): string[] {
	const id = r.pkg.id
	if (!r.entries) return [`[reference] ${id} no reference: ${r.message ?? r.status} (landing page only)`]
	const how = r.status === 'generated' ? r.source : `${r.status}, ${r.source}`
	const memory = r.peakMb ? `, ${r.peakMb} MB` : ''
	const lines = [`[reference] ${id} ${r.entries.length} pages ${seconds(r.ms)} (${how}${memory})`]
	if (r.status === 'last-good' && r.message) lines.push(`[reference] ${id}: ${r.message}`)
	return lines
}

function decorateAndWriteLandings(ctx: StepContext, built: ReadonlyMap<string, Built>): void {
	dropExcludedEntries(ctx, built)
	// Every package's symbols, so a page can link to a type of another package.
	const symbols = new Map(
		ctx.packages.map((pkg) => [
			pkg.packageName,
			new Map((built.get(pkg.id)?.result.entries ?? []).map((e) => [e.name, symbolRoute(pkg, e)])),
		]),
	)
	for (const pkg of ctx.packages) {
		const done = built.get(pkg.id)
		if (!done) continue
		if (done.result.entries) decorate(ctx, done, symbols)
		writeLanding(ctx, done)
	}
}

function dropExcludedEntries(ctx: StepContext, built: ReadonlyMap<string, Built>): void {
	for (const { result: r } of built.values()) {
		const skipped = r.entries?.filter((e) => excludedByDocs(e.file)) ?? []
		if (skipped.length === 0) continue
		r.entries = r.entries?.filter((e) => !excludedByDocs(e.file)) ?? null
		ctx.log(
			`[reference] ${r.pkg.id}: no page for ${skipped.map((e) => e.name).join(', ')} (names starting with _ are excluded from docs)`,
		)
	}
}

/** A package whose pages cannot be decorated keeps its landing page but loses its pages. */
function decorate(ctx: StepContext, { result: r }: Built, symbols: Map<string, Map<string, string>>): void {
	const pkg = r.pkg
	try {
		decoratePackage({
			pkg,
			outDir: join(ctx.docsDir, pkg.docId),
			docsDir: ctx.docsDir,
			entries: r.entries ?? [],
			version: r.version ?? pkg.version,
			routeExists: ctx.routeExists,
			symbols,
		})
	} catch (err) {
		rmSync(join(ctx.docsDir, pkg.docId), { recursive: true, force: true })
		Object.assign(r, { status: 'failed', entries: null, message: `decorating failed: ${String(err)}` })
		ctx.log(`[reference] ${pkg.id}: pages dropped, ${r.message}`)
	}
}

function writeLanding(ctx: StepContext, { result: r }: Built): void {
	const pkg = r.pkg
	const guideTitle = ctx.routeExists(pkg.guide.route)
		? (docTitle(ctx.docsDir, pkg.guide.route) ?? pkg.guide.label)
		: undefined
	const file = join(ctx.docsDir, `${pkg.docId}.mdx`)
	mkdirSync(join(file, '..'), { recursive: true })
	writeFileSync(
		file,
		landingPage({
			pkg,
			entries: r.entries,
			...(r.source ? { source: r.source } : {}),
			...(r.version ? { version: r.version } : {}),
			...(guideTitle ? { guideTitle } : {}),
			hint: REPO_DIR_VARIABLE,
		}),
	)
}

function summaryLines(all: readonly PackageResult[], ms: number): string[] {
	const count = (status: PackageStatus): number => all.filter((r) => r.status === status).length
	const pages = all.reduce((sum, r) => sum + (r.entries?.length ?? 0), 0)
	const peak = Math.max(0, ...all.map((r) => r.peakMb ?? 0))
	const reused = all.reduce((sum, r) => sum + (r.reusedFiles ?? 0), 0)
	const lines = [
		`[reference] ${all.length} packages, ${pages} pages in ${seconds(ms)}: ${count('generated')} generated, ${count('cached')} cached` +
			`${count('last-good') ? `, ${count('last-good')} from the last good copy` : ''}` +
			`${count('failed') + count('missing') ? `, ${count('failed') + count('missing')} without reference` : ''}` +
			`${peak ? `; TypeDoc peak ${peak} MB per worker` : ''}` +
			`${reused ? `, ${reused} declaration files reused from an earlier package's parse` : ''}`,
	]
	const without = all.filter((r) => !r.entries).map((r) => r.pkg.id)
	if (without.length > 0) {
		lines.push(
			`[reference] no API reference for ${without.join(', ')}: set ${REPO_DIR_VARIABLE} to a checkout of Wave-Play/robo.js to generate it.`,
		)
	}
	return lines
}
