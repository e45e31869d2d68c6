/**
 * The source chain for READMEs. For each entry, in order:
 *
 *   1. ROBO_REPO_DIR            a local checkout of Wave-Play/robo.js (when set)
 *   2. REMOTE_CONTENT_BASE_URL  raw GitHub at main by default, or any mirror with the same layout
 *   3. npm                      node_modules/<package>/README.md, only for packages published on the
 *                               registry and only at the version pinned in src/data/plugins.ts
 *   4. .cache/remote-content    the last good copy
 *
 * Every request has a short time-out, requests run a few at a time, redirects are followed a few
 * hops at most, bodies are capped, and after a handful of network failures the host is considered
 * unreachable for the rest of the run. Nothing here throws for a missing README: the outcome says
 * what was tried, and the build goes on. Nothing here writes either: the copies reach the store
 * through docusaurus-plugin-remote-content (fetch.ts), whose axios adapter runs this chain.
 */
import { repository } from '../../../src/data/repository'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readmePath, type ReadmeEntry } from './entries'
import { decodeReadme } from './sanitize'
import { readStored, sha256, type StoredMeta } from './store'

export type Mode = 'on' | 'offline' | 'off'
export type SourceName = 'checkout' | 'remote' | 'npm' | 'cache'

export interface ChainConfig {
	/** `on`: the whole chain; `offline`: no network (checkout, npm, cache); `off`: the step is skipped. */
	mode: Mode
	/** Local checkout of the monorepo (ROBO_REPO_DIR), or undefined. */
	repoDir?: string
	/** Base URL the README paths are appended to; ends with `/`. */
	baseUrl: string
	/** node_modules holding the registry copies. */
	nodeModulesDir: string
	/** The store (.cache/remote-content). */
	storeDir: string
	/** Per request, body included. */
	timeoutMs: number
	concurrency: number
	maxBytes: number
	/** No new request starts once the step has run this long. */
	budgetMs: number
	/** Network failures (not HTTP errors) after which the host is skipped for the rest of the run. */
	maxNetworkFailures: number
	maxRedirects: number
	fetch?: typeof fetch
	now?: () => Date
}

export const DEFAULT_BASE_URL = repository.rawBase

export const chainDefaults = {
	timeoutMs: 4000,
	concurrency: 6,
	maxBytes: 1024 * 1024,
	budgetMs: 20_000,
	maxNetworkFailures: 3,
	maxRedirects: 3,
} as const

export interface Attempt {
	source: SourceName
	target: string
	error: string
}

export type Outcome =
	| {
			entry: ReadmeEntry
			status: 'ok'
			source: SourceName
			meta: StoredMeta
			text: string
			attempts: Attempt[]
	  }
	| { entry: ReadmeEntry; status: 'missing'; attempts: Attempt[] }

export interface ChainReport {
	mode: Mode
	outcomes: Outcome[]
	durationMs: number
	/** The network looked unreachable (failures and no success). */
	offline: boolean
}

/** Parses REMOTE_CONTENT; unknown values read as `on` (and are reported by the caller). */
export function parseMode(value: string | undefined): Mode | undefined {
	const v = (value ?? '').trim().toLowerCase()
	if (v === '' || v === 'on' || v === '1' || v === 'true') return 'on'
	if (v === 'off' || v === '0' || v === 'false' || v === 'none') return 'off'
	if (v === 'offline' || v === 'cache' || v === 'local') return 'offline'
	return undefined
}

export const withTrailingSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`)

export const remoteUrl = (baseUrl: string, entry: Pick<ReadmeEntry, 'dir'>): string =>
	new URL(
		readmePath(entry).split('/').map(encodeURIComponent).join('/').replace(/%40/g, '@'),
		withTrailingSlash(baseUrl),
	).href

interface RunState {
	networkFailures: number
	remoteOk: number
	unreachable?: string
	startedAt: number
}

type FetchResult = { ok: true; bytes: Uint8Array } | { ok: false; error: string; network: boolean }

/**
 * Error codes that count as the host being unreachable (after a few, with no success, the run stops
 * asking it): every system (`E…`) and undici (`UND_ERR_…`) code, and these TLS ones.
 */
const TLS_CODES = new Set(['CERT_HAS_EXPIRED', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'])

function describeError(error: unknown, timeoutMs: number): { error: string; network: boolean } {
	const e = error as { name?: string; message?: string; code?: string; cause?: { code?: string; message?: string } }
	if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
		return { error: `timed out after ${timeoutMs} ms`, network: true }
	const code = e?.cause?.code ?? e?.code
	if (code) return { error: code, network: code.startsWith('E') || code.startsWith('UND_ERR') || TLS_CODES.has(code) }
	return { error: e?.cause?.message ?? e?.message ?? String(error), network: true }
}

/** GET with a time-out covering headers and body, a redirect limit and a size cap. */
export async function fetchCapped(url: string, config: ChainConfig): Promise<FetchResult> {
	const fetchImpl = config.fetch ?? fetch
	const signal = AbortSignal.timeout(config.timeoutMs)
	let current = url
	try {
		for (let hop = 0; hop <= config.maxRedirects; hop++) {
			const response = await fetchImpl(current, {
				redirect: 'manual',
				signal,
				headers: { accept: 'text/markdown, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'robojs-docs-build' },
			})
			if (response.status >= 300 && response.status < 400) {
				await response.body?.cancel().catch(() => {})
				const location = response.headers.get('location')
				if (!location) return { ok: false, error: `HTTP ${response.status} without a Location`, network: false }
				const next = new URL(location, current)
				if (next.protocol !== 'http:' && next.protocol !== 'https:') {
					return { ok: false, error: `redirect to ${next.protocol} refused`, network: false }
				}
				current = next.href
				continue
			}
			if (!response.ok) {
				await response.body?.cancel().catch(() => {})
				return { ok: false, error: `HTTP ${response.status}`, network: false }
			}
			const declared = Number(response.headers.get('content-length') ?? NaN)
			if (declared > config.maxBytes) {
				await response.body?.cancel().catch(() => {})
				return { ok: false, error: `larger than ${config.maxBytes} bytes`, network: false }
			}
			const bytes = await readCapped(response, config.maxBytes)
			if (!bytes) return { ok: false, error: `larger than ${config.maxBytes} bytes`, network: false }
			return { ok: true, bytes }
		}
		return { ok: false, error: `more than ${config.maxRedirects} redirects`, network: false }
	} catch (error) {
		return { ok: false, ...describeError(error, config.timeoutMs) }
	}
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
	if (!response.body) return new Uint8Array()
	const reader = response.body.getReader()
	const chunks: Uint8Array[] = []
	let total = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		total += value.byteLength
		if (total > maxBytes) {
			await reader.cancel().catch(() => {})
			return null
		}
		chunks.push(value)
	}
	const out = new Uint8Array(total)
	let offset = 0
	for (const chunk of chunks) {
		out.set(chunk, offset)
		offset += chunk.byteLength
	}
	return out
}

async function readLocal(
	file: string,
	maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; error: string }> {
	try {
		const bytes = await readFile(file)
		if (bytes.byteLength > maxBytes) return { ok: false, error: `larger than ${maxBytes} bytes` }
		return { ok: true, bytes }
	} catch (error) {
		const code = (error as { code?: string }).code
		return { ok: false, error: code === 'ENOENT' ? 'no such file' : (code ?? String(error)) }
	}
}

/** Runs the chain for one entry. */
export async function resolveReadme(entry: ReadmeEntry, config: ChainConfig, state: RunState): Promise<Outcome> {
	const attempts: Attempt[] = []
	const now = config.now ?? (() => new Date())
	const path = readmePath(entry)

	const accept = (
		source: Exclude<SourceName, 'cache'>,
		from: string,
		bytes: Uint8Array,
		extra: Partial<StoredMeta> = {},
	): Outcome | null => {
		const decoded = decodeReadme(bytes)
		if (!decoded.ok) {
			attempts.push({
				source,
				target: from,
				error: decoded.reason === 'empty' ? 'empty file' : 'binary content, not a README',
			})
			return null
		}
		// Written to the store by modifyContent (fetch.ts), once the plugin has the copy.
		const meta: StoredMeta = {
			key: entry.key,
			source,
			from,
			path,
			fetchedAt: now().toISOString(),
			...extra,
			sha256: sha256(decoded.text),
		}
		return { entry, status: 'ok', source, meta, text: decoded.text, attempts }
	}

	if (config.repoDir) {
		const file = join(config.repoDir, path)
		const read = await readLocal(file, config.maxBytes)
		if (read.ok) {
			const outcome = accept('checkout', file, read.bytes)
			if (outcome) return outcome
		} else attempts.push({ source: 'checkout', target: file, error: read.error })
	}

	if (config.mode === 'on') {
		const url = remoteUrl(config.baseUrl, entry)
		if (state.unreachable) {
			attempts.push({ source: 'remote', target: url, error: `skipped, ${state.unreachable}` })
		} else if (Date.now() - state.startedAt > config.budgetMs) {
			attempts.push({ source: 'remote', target: url, error: `skipped, time budget of ${config.budgetMs} ms spent` })
		} else {
			const fetched = await fetchCapped(url, config)
			if (fetched.ok) {
				state.remoteOk++
				const outcome = accept('remote', url, fetched.bytes)
				if (outcome) return outcome
			} else {
				attempts.push({ source: 'remote', target: url, error: fetched.error })
				if (fetched.network && ++state.networkFailures >= config.maxNetworkFailures && state.remoteOk === 0) {
					state.unreachable = `${new URL(url).host} unreachable`
				}
			}
		}
	}

	if (entry.npm) {
		const dir = join(config.nodeModulesDir, ...entry.npm.packageName.split('/'))
		const target = `${entry.npm.packageName}@${entry.npm.version}`
		const version = await readFile(join(dir, 'package.json'), 'utf8')
			.then((json) => (JSON.parse(json) as { version?: string }).version)
			.catch(() => undefined)
		if (!version) attempts.push({ source: 'npm', target, error: 'not installed in node_modules' })
		else if (version !== entry.npm.version)
			attempts.push({ source: 'npm', target, error: `node_modules has ${version}` })
		else {
			const read = await readLocal(join(dir, 'README.md'), config.maxBytes)
			if (read.ok) {
				const outcome = accept('npm', target, read.bytes, { npm: entry.npm })
				if (outcome) return outcome
			} else attempts.push({ source: 'npm', target, error: `README.md: ${read.error}` })
		}
	}

	const stored = readStored(config.storeDir, entry.key)
	if (stored) return { entry, status: 'ok', source: 'cache', meta: stored.meta, text: stored.text, attempts }
	attempts.push({ source: 'cache', target: config.storeDir, error: 'no copy' })
	return { entry, status: 'missing', attempts }
}

async function mapPool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
	const results = new Array<R>(items.length)
	let next = 0
	const worker = async () => {
		while (next < items.length) {
			const index = next++
			results[index] = await fn(items[index])
		}
	}
	await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
	return results
}

/** Runs the chain for every entry (a few at a time) and reports what each one got. */
export async function obtainReadmes(entries: readonly ReadmeEntry[], config: ChainConfig): Promise<ChainReport> {
	const startedAt = Date.now()
	if (config.mode === 'off') return { mode: 'off', outcomes: [], durationMs: 0, offline: false }
	const state: RunState = { networkFailures: 0, remoteOk: 0, startedAt }
	const outcomes = await mapPool(entries, config.concurrency, (entry) => resolveReadme(entry, config, state))
	return {
		mode: config.mode,
		outcomes,
		durationMs: Date.now() - startedAt,
		offline: config.mode === 'on' && state.remoteOk === 0 && state.networkFailures > 0,
	}
}

// ---------------------------------------------------------------------------------------------
// Log lines

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

/** `[remote] 55 READMEs: 12 fetched, 4 from npm, 39 missing (offline) in 1.2 s` */
export function summaryLine(report: ChainReport, total: number): string {
	if (report.mode === 'off') {
		return `[remote] off (REMOTE_CONTENT=off): ${total} READMEs skipped, plugin and template pages render without them`
	}
	const count = (pred: (o: Outcome) => boolean) => report.outcomes.filter(pred).length
	const parts: [number, string][] = [
		[count((o) => o.status === 'ok' && o.source === 'checkout'), 'from ROBO_REPO_DIR'],
		[count((o) => o.status === 'ok' && o.source === 'remote'), 'fetched'],
		[count((o) => o.status === 'ok' && o.source === 'npm'), 'from npm'],
		[count((o) => o.status === 'ok' && o.source === 'cache'), 'from cache'],
		[count((o) => o.status === 'missing'), 'missing'],
	]
	const shown = parts.filter(([n]) => n > 0).map(([n, label]) => `${n} ${label}`)
	const note = report.mode === 'offline' ? ' (REMOTE_CONTENT=offline, no network)' : report.offline ? ' (offline)' : ''
	return `[remote] ${report.outcomes.length} READMEs: ${shown.join(', ') || 'none'}${note} in ${seconds(report.durationMs)}`
}

/** One line per README that no source had: what was tried, what the page does, what to set. */
export function missingLine(outcome: Extract<Outcome, { status: 'missing' }>, hasPage: boolean): string {
	const tried = outcome.attempts
		.map((a) => (a.source === 'cache' ? 'no cached copy' : `${a.source} ${a.target}: ${a.error}`))
		.join('; ')
	const page = hasPage ? `${outcome.entry.route} renders without it` : `${outcome.entry.route} has no page yet`
	return `[remote] no README for ${outcome.entry.key}: ${tried}. ${page}; set ROBO_REPO_DIR (a robo.js checkout) or REMOTE_CONTENT_BASE_URL (a mirror)`
}
