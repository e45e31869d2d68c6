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
import { createHash } from 'node:crypto'
import {
	cpSync,
	createWriteStream,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs'
import { availableParallelism } from 'node:os'
import { basename, join } from 'node:path'
import { routeHasSource } from '../../../src/lib/docFiles'
import { githubCheckout } from './github'
import { landingPage } from './landing'
import { typedocInstance, type TypedocInstance } from './options'
import { referencePackages, safeName, type ReferencePackage } from './packages'
import { decoratePackage, docTitle, excludedByDocs, symbolRoute } from './postprocess'
import { isResolved, resolveCheckout, resolveNpm, type SourceAttempt } from './sources'
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
	/** Parallel TypeDoc workers; default 2 (or fewer cores). */
	concurrency?: number
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
	message?: string
}

export interface ReferenceReport {
	results: PackageResult[]
	ms: number
}

interface CacheMeta {
	key: string
	packageName: string
	version: string
	source: string
	generatedAt: string
	ms: number
}

/** Environment variable that points the build at a monorepo checkout. */
export const REPO_DIR_VARIABLE = 'ROBO_REPO_DIR'

const here = __dirname
const toolPackages = [
	'typedoc',
	'typedoc-plugin-markdown',
	'typedoc-docusaurus-theme',
	'docusaurus-plugin-typedoc',
	'typescript',
]
/** Files whose code shapes TypeDoc's raw output. */
const generatorFiles = ['options.ts', 'typedoc-plugin.mts', 'text.ts', 'worker.ts']

const sha256 = (...parts: string[]): string => {
	const hash = createHash('sha256')
	for (const part of parts) hash.update(part).update('\0')
	return hash.digest('hex')
}

function fingerprint(siteDir: string): string {
	const versions = toolPackages.map((name) => {
		try {
			return `${name}@${(JSON.parse(readFileSync(join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`
		} catch {
			return `${name}@?`
		}
	})
	const code = generatorFiles.map((f) => readFileSync(join(here, f), 'utf8'))
	// Types of dependencies (discord.js, …) show up in the pages; any install can change them.
	const lock = existsSync(join(siteDir, 'package-lock.json'))
		? readFileSync(join(siteDir, 'package-lock.json'), 'utf8')
		: ''
	return sha256(...versions, ...code, lock)
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
	const queue = [...items]
	const lanes = Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, async () => {
		for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item)
	})
	await Promise.all(lanes)
}

/**
 * TypeDoc worker processes, started on first use and reused for the following packages (loading
 * TypeDoc and TypeScript costs about a second per process).
 */
class WorkerPool {
	private idle: ChildProcess[] = []
	private all: ChildProcess[] = []

	/** A worker that still holds more than this after a run is retired, to cap the build's memory peak. */
	constructor(
		private readonly siteDir: string,
		private readonly retireAboveMb = 450,
	) {}

	private spawn(): ChildProcess {
		const child = fork(join(here, 'worker.ts'), [], {
			cwd: this.siteDir,
			execArgv: ['--max-old-space-size=1536', '--expose-gc', '--import', 'tsx'],
			stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
			env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
		})
		this.all.push(child)
		return child
	}

	async run(job: WorkerJob, logFile: string): Promise<WorkerResult> {
		const child = this.idle.pop() ?? this.spawn()
		const log = createWriteStream(logFile)
		const write = (chunk: Buffer): void => void log.write(chunk)
		child.stdout?.on('data', write)
		child.stderr?.on('data', write)
		try {
			return await new Promise<WorkerResult>((resolve) => {
				const onMessage = (result: WorkerResult): void => {
					child.off('exit', onExit)
					if (result.rssMb > this.retireAboveMb) child.send({ type: 'exit' } satisfies WorkerMessage)
					else this.idle.push(child)
					resolve(result)
				}
				const onExit = (code: number | null): void => {
					child.off('message', onMessage)
					resolve({ ok: false, ms: 0, peakMb: 0, rssMb: 0, error: `worker exited with code ${code}` })
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

	/** Asks every worker to exit and waits until they have. */
	async close(): Promise<void> {
		await Promise.all(
			this.all.map(
				(child) =>
					new Promise<void>((done) => {
						if (child.exitCode !== null || child.signalCode !== null) return done()
						child.once('exit', () => done())
						if (child.connected) child.send({ type: 'exit' } satisfies WorkerMessage)
						else child.kill()
					}),
			),
		)
	}
}

/** First error TypeDoc logged, for the progress line. */
function firstError(logFile: string): string | undefined {
	if (!existsSync(logFile)) return undefined
	const line = readFileSync(logFile, 'utf8')
		.split('\n')
		.find((l) => /\[error\]|Error:/.test(l))
	return line?.trim()
}

export async function generateReference(options: GenerateOptions): Promise<ReferenceReport> {
	const started = performance.now()
	const siteDir = options.siteDir
	const docsDir = options.docsDir ?? join(siteDir, 'docs')
	const cacheDir = options.cacheDir ?? join(siteDir, '.cache', 'reference')
	const packages = options.packages ?? referencePackages
	const repoDir = options.repoDir
	const useNpm = options.npm ?? true
	const github = options.github ?? { enabled: false, ref: 'main' }
	const concurrency = options.concurrency ?? Math.min(2, availableParallelism())
	const log = options.log ?? ((line: string) => console.log(line))
	const routeExists = options.routeExists ?? ((route: string) => routeHasSource(siteDir, route))
	for (const dir of ['out', 'jobs', 'logs']) mkdirSync(join(cacheDir, dir), { recursive: true })

	// Generated pages are rebuilt from scratch on every build (from the cache when warm), so pages
	// of a renamed symbol or a removed package cannot linger.
	if (!options.packages) rmSync(join(docsDir, 'ref'), { recursive: true, force: true })
	for (const pkg of packages) {
		rmSync(join(docsDir, pkg.docId), { recursive: true, force: true })
		rmSync(join(docsDir, `${pkg.docId}.mdx`), { force: true })
	}

	// 1. Sources: checkout → node_modules → GitHub tarball. (The cache is the fourth, below.)
	const sources = new Map<string, SourceAttempt>()
	const tried = new Map<string, string[]>()
	for (const pkg of packages) {
		const attempts: SourceAttempt[] = []
		const why: string[] = []
		if (repoDir) attempts.push(resolveCheckout(pkg, repoDir, { siteDir, cacheDir }))
		else why.push(`${REPO_DIR_VARIABLE} not set`)
		if (useNpm && !attempts.some(isResolved)) {
			attempts.push(resolveNpm(pkg, { siteDir, cacheDir, nodeModulesDir: join(siteDir, 'node_modules') }))
		}
		for (const a of attempts) if ('missing' in a) why.push(a.missing)
		tried.set(pkg.id, why)
		sources.set(pkg.id, attempts.find(isResolved) ?? { missing: why.join('; ') })
	}
	const unresolved = packages.filter((p) => !isResolved(sources.get(p.id)))
	if (unresolved.length > 0 && github.enabled) {
		const tarball = await githubCheckout({
			cacheDir,
			ref: github.ref,
			sourceDirs: unresolved.map((p) => p.sourceDir),
			...(github.baseUrl ? { baseUrl: github.baseUrl } : {}),
		})
		if ('skipped' in tarball) {
			log(`[reference] GitHub tarball skipped: ${tarball.skipped}`)
			for (const pkg of unresolved)
				sources.set(pkg.id, { missing: [...(tried.get(pkg.id) ?? []), 'GitHub unavailable'].join('; ') })
		} else {
			for (const pkg of unresolved) {
				const attempt = resolveCheckout(pkg, tarball.dir, {
					siteDir,
					cacheDir,
					kind: 'github',
					label: `github ${github.ref}`,
				})
				if (isResolved(attempt)) sources.set(pkg.id, attempt)
			}
		}
	}
	for (const pkg of packages) {
		const source = sources.get(pkg.id)
		if (isResolved(source)) for (const warning of source.warnings) log(`[reference] ${pkg.id}: ${warning}`)
	}

	// 2. Pages: cache hit, or a TypeDoc worker; the last good copy when neither works.
	const print = fingerprint(siteDir)
	const results = new Map<string, PackageResult>()
	const outRoot = (pkg: ReferencePackage): string => join(cacheDir, 'out', safeName(pkg.id))
	const metas = new Map<string, CacheMeta>()

	const restore = (pkg: ReferencePackage, key: string): { entries: ManifestEntry[]; meta: CacheMeta } => {
		const dir = join(outRoot(pkg), key)
		cpSync(join(dir, 'pages'), join(docsDir, pkg.docId), { recursive: true })
		return {
			entries: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[],
			meta: JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as CacheMeta,
		}
	}
	const lastGoodKey = (pkg: ReferencePackage): string | undefined => {
		const pointer = join(outRoot(pkg), 'last-good.json')
		if (!existsSync(pointer)) return undefined
		const { key } = JSON.parse(readFileSync(pointer, 'utf8')) as { key: string }
		return existsSync(join(outRoot(pkg), key, 'meta.json')) ? key : undefined
	}
	const fallBack = (pkg: ReferencePackage, began: number, why: string, failed: boolean): PackageResult => {
		const key = lastGoodKey(pkg)
		if (!key)
			return { pkg, status: failed ? 'failed' : 'missing', entries: null, ms: performance.now() - began, message: why }
		const { entries, meta } = restore(pkg, key)
		metas.set(pkg.id, meta)
		return {
			pkg,
			status: 'last-good',
			source: `last good copy, ${meta.source}, ${meta.generatedAt.slice(0, 10)}`,
			version: meta.version,
			entries,
			ms: performance.now() - began,
			message: why,
		}
	}
	const workers = new WorkerPool(siteDir)

	/** A package that throws (a disk error, a corrupt cache entry) loses its reference, not the build. */
	const build = async (pkg: ReferencePackage): Promise<void> => {
		const began = performance.now()
		try {
			await buildOne(pkg, began)
		} catch (err) {
			rmSync(join(docsDir, pkg.docId), { recursive: true, force: true })
			const why = `reference step failed: ${err instanceof Error ? err.message : String(err)}`
			try {
				results.set(pkg.id, fallBack(pkg, began, why, true))
			} catch {
				results.set(pkg.id, { pkg, status: 'failed', entries: null, ms: performance.now() - began, message: why })
			}
		}
	}

	const buildOne = async (pkg: ReferencePackage, began: number): Promise<void> => {
		const source = sources.get(pkg.id)
		if (!isResolved(source)) {
			const result = fallBack(pkg, began, source && 'missing' in source ? source.missing : 'no source', false)
			results.set(pkg.id, result)
			return
		}
		const outDir = join(docsDir, pkg.docId)
		const instance: TypedocInstance = {
			...typedocInstance(pkg, docsDir, outDir),
			entryPoints: [source.entry],
			tsconfig: source.tsconfig,
			plugin: [join(here, 'typedoc-plugin.mts')],
			referenceLinkPackages: packages.map((p) => p.packageName),
		}
		const {
			out: _out,
			docsPath: _docs,
			entryPoints: _entries,
			tsconfig: _tsconfig,
			plugin: _plugin,
			...shape
		} = instance
		const key = sha256(print, source.inputHash, basename(source.entry), JSON.stringify(shape), pkg.docId).slice(0, 24)
		const cached = join(outRoot(pkg), key)

		if (!options.force && existsSync(join(cached, 'meta.json'))) {
			const { entries, meta } = restore(pkg, key)
			metas.set(pkg.id, meta)
			results.set(pkg.id, {
				pkg,
				status: 'cached',
				source: source.label,
				version: source.version,
				entries,
				ms: performance.now() - began,
			})
			return
		}

		const name = safeName(pkg.id)
		const job: WorkerJob = { siteDir, instance, manifestFile: join(cacheDir, 'jobs', `${name}.manifest.json`) }
		rmSync(job.manifestFile, { force: true })
		const logFile = join(cacheDir, 'logs', `${name}.log`)
		const result = await workers.run(job, logFile)
		if (!result.ok) {
			rmSync(outDir, { recursive: true, force: true })
			const why = `TypeDoc failed: ${firstError(logFile) ?? result.error} (log: ${logFile})`
			results.set(pkg.id, fallBack(pkg, began, why, true))
			return
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
		const partial = `${cached}.partial`
		rmSync(partial, { recursive: true, force: true })
		cpSync(outDir, join(partial, 'pages'), { recursive: true })
		writeFileSync(join(partial, 'manifest.json'), JSON.stringify(entries))
		writeFileSync(join(partial, 'meta.json'), JSON.stringify(meta, null, '\t'))
		rmSync(cached, { recursive: true, force: true })
		renameSync(partial, cached)
		writeFileSync(join(outRoot(pkg), 'last-good.json'), JSON.stringify({ key }))
		// Keep the three newest outputs (switching between a checkout and npm should not regenerate).
		const outputs = readdirSync(outRoot(pkg))
			.filter((d) => existsSync(join(outRoot(pkg), d, 'meta.json')))
			.map((d) => ({
				d,
				at: (JSON.parse(readFileSync(join(outRoot(pkg), d, 'meta.json'), 'utf8')) as CacheMeta).generatedAt,
			}))
			.sort((a, b) => b.at.localeCompare(a.at))
		for (const { d } of outputs.slice(3)) rmSync(join(outRoot(pkg), d), { recursive: true, force: true })
		metas.set(pkg.id, meta)
		results.set(pkg.id, {
			pkg,
			status: 'generated',
			source: source.label,
			version: meta.version,
			entries,
			ms: performance.now() - began,
			peakMb: result.peakMb,
		})
	}

	const reportLine = (pkg: ReferencePackage): void => {
		const r = results.get(pkg.id)
		if (!r) return
		if (!r.entries) {
			log(`[reference] ${pkg.id} no reference: ${r.message ?? r.status} (landing page only)`)
			return
		}
		const how = r.status === 'generated' ? r.source : `${r.status}, ${r.source}`
		const memory = r.peakMb ? `, ${r.peakMb} MB` : ''
		log(`[reference] ${pkg.id} ${r.entries.length} pages ${seconds(r.ms)} (${how}${memory})`)
		if (r.status === 'last-good' && r.message) log(`[reference] ${pkg.id}: ${r.message}`)
	}
	try {
		// In plugins.ts order, framework first: the biggest package starts earliest.
		await pool(packages, concurrency, async (pkg) => {
			await build(pkg)
			reportLine(pkg)
		})
	} finally {
		await workers.close()
	}

	// 3. Decorate pages and write the landing pages (every package has one).
	for (const r of results.values()) {
		const skipped = r.entries?.filter((e) => excludedByDocs(e.file)) ?? []
		if (skipped.length === 0) continue
		r.entries = r.entries?.filter((e) => !excludedByDocs(e.file)) ?? null
		log(
			`[reference] ${r.pkg.id}: no page for ${skipped.map((e) => e.name).join(', ')} (names starting with _ are excluded from docs)`,
		)
	}
	const symbols = new Map(
		packages.map((pkg) => [
			pkg.packageName,
			new Map((results.get(pkg.id)?.entries ?? []).map((e) => [e.name, symbolRoute(pkg, e)])),
		]),
	)
	for (const pkg of packages) {
		const r = results.get(pkg.id)
		if (!r) continue
		if (r.entries) {
			try {
				decoratePackage({
					pkg,
					outDir: join(docsDir, pkg.docId),
					docsDir,
					entries: r.entries,
					version: r.version ?? pkg.version,
					generatedAt: metas.get(pkg.id)?.generatedAt ?? new Date().toISOString(),
					routeExists,
					symbols,
				})
			} catch (err) {
				rmSync(join(docsDir, pkg.docId), { recursive: true, force: true })
				Object.assign(r, { status: 'failed', entries: null, message: `decorating failed: ${String(err)}` })
				log(`[reference] ${pkg.id}: pages dropped, ${r.message}`)
			}
		}
		const guideTitle = routeExists(pkg.guide.route)
			? (docTitle(docsDir, pkg.guide.route) ?? pkg.guide.label)
			: undefined
		const file = join(docsDir, `${pkg.docId}.mdx`)
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
				updatedAt: metas.get(pkg.id)?.generatedAt ?? new Date().toISOString(),
			}),
		)
	}

	// 4. Summary.
	const all = packages.map((p) => results.get(p.id)).filter((r): r is PackageResult => !!r)
	const count = (status: PackageStatus): number => all.filter((r) => r.status === status).length
	const pages = all.reduce((sum, r) => sum + (r.entries?.length ?? 0), 0)
	const peak = Math.max(0, ...all.map((r) => r.peakMb ?? 0))
	const ms = performance.now() - started
	log(
		`[reference] ${all.length} packages, ${pages} pages in ${seconds(ms)}: ${count('generated')} generated, ${count('cached')} cached` +
			`${count('last-good') ? `, ${count('last-good')} from the last good copy` : ''}` +
			`${count('failed') + count('missing') ? `, ${count('failed') + count('missing')} without reference` : ''}` +
			`${peak ? `; TypeDoc peak ${peak} MB per worker` : ''}`,
	)
	const without = all.filter((r) => !r.entries).map((r) => r.pkg.id)
	if (without.length > 0) {
		log(
			`[reference] no API reference for ${without.join(', ')}: set ${REPO_DIR_VARIABLE} to a checkout of Wave-Play/robo.js to generate it.`,
		)
	}
	return { results: all, ms }
}
