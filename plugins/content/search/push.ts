/**
 * Pushes search records to Meilisearch or Algolia over their REST APIs (plain fetch, no SDK), for
 * `npm run search:index`. Node only. Every failure becomes a PushError whose message says what to fix.
 */
import type { SearchEnv } from './options'
import { SYNONYM_GROUPS, synonymMap } from './synonyms'
import type { SearchRecord } from './types'

export type PushTarget =
	| { kind: 'meilisearch'; host: string; apiKey: string; indexName: string; keyVariable: string }
	| { kind: 'algolia'; appId: string; apiKey: string; indexName: string; keyVariable: string; host?: string }

export class PushError extends Error {
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options)
		this.name = 'PushError'
	}
}

/** The search settings plus the write keys, which only `npm run search:index` reads. */
export interface PushEnv extends SearchEnv {
	meilisearchAdminApiKey: string
	algoliaAdminApiKey: string
}

/**
 * Where to push, from the environment: the same service the build would search (Meilisearch first),
 * with the admin key when set. A search-only key cannot write; the error then names the admin variable.
 */
export function pushTargetFromEnv(env: PushEnv): PushTarget | null {
	const meiliKey = env.meilisearchAdminApiKey || env.meilisearchApiKey
	if (env.meilisearchHost && meiliKey) {
		return {
			kind: 'meilisearch',
			host: env.meilisearchHost.replace(/\/+$/, ''),
			apiKey: meiliKey,
			indexName: env.meilisearchIndex || 'robojs',
			keyVariable: env.meilisearchAdminApiKey ? 'MEILISEARCH_ADMIN_API_KEY' : 'MEILISEARCH_API_KEY',
		}
	}
	const algoliaKey = env.algoliaAdminApiKey || env.algoliaSearchApiKey
	if (env.algoliaAppId && algoliaKey && env.algoliaIndexName) {
		return {
			kind: 'algolia',
			appId: env.algoliaAppId,
			apiKey: algoliaKey,
			indexName: env.algoliaIndexName,
			keyVariable: env.algoliaAdminApiKey ? 'ALGOLIA_ADMIN_API_KEY' : 'ALGOLIA_SEARCH_API_KEY',
		}
	}
	return null
}

export const describeTarget = (target: PushTarget): string =>
	target.kind === 'meilisearch'
		? `Meilisearch ${target.host}, index ${target.indexName}`
		: `Algolia app ${target.appId}, index ${target.indexName}`

/**
 * Index settings sent with the records, ranking as the local engine does (plugins/content/search/engine.ts):
 * the page title first, then the page's keywords, the section headings, the text, and the sidebar
 * section last; the synonyms are the local engine's (plugins/content/search/synonyms.ts).
 */
export const meilisearchSettings = {
	searchableAttributes: [
		'hierarchy.lvl1',
		'keywords',
		'hierarchy.lvl2',
		'hierarchy.lvl3',
		'hierarchy.lvl4',
		'hierarchy.lvl5',
		'hierarchy.lvl6',
		'content',
		'hierarchy.lvl0',
	],
	displayedAttributes: ['*'],
	synonyms: Object.fromEntries(synonymMap()),
}

export const algoliaSettings = {
	searchableAttributes: [
		'unordered(hierarchy.lvl1)',
		'unordered(keywords)',
		'unordered(hierarchy.lvl2)',
		'unordered(hierarchy.lvl3)',
		'unordered(hierarchy.lvl4)',
		'unordered(hierarchy.lvl5)',
		'unordered(hierarchy.lvl6)',
		'content',
		'unordered(hierarchy.lvl0)',
	],
	attributesToSnippet: ['content:30'],
	attributesForFaceting: ['type'],
}

/** Algolia keeps synonyms apart from the settings: one regular (two-way) synonym per group. */
export const algoliaSynonyms = SYNONYM_GROUPS.map((group) => ({
	objectID: `robo-${group[0]}`,
	type: 'synonym' as const,
	synonyms: [...group],
}))

export interface PushOptions {
	batchSize?: number
	dryRun?: boolean
	log?: (line: string) => void
	/** How long to wait for the service to apply each task. */
	taskTimeoutMs?: number
	pollMs?: number
}

export interface PushSummary {
	target: string
	records: number
	batches: number
	deleted: number
	dryRun: boolean
}

const NETWORK_CODES = new Set([
	'ENOTFOUND',
	'EAI_AGAIN',
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'UND_ERR_CONNECT_TIMEOUT',
])

/** The system error code behind a failed fetch (undici wraps it in `cause`, sometimes in `errors`). */
function networkCode(error: unknown, depth = 0): string | null {
	if (!error || typeof error !== 'object' || depth > 5) return null
	const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown }
	if (typeof code === 'string' && NETWORK_CODES.has(code)) return code
	for (const inner of Array.isArray(errors) ? errors : []) {
		const found = networkCode(inner, depth + 1)
		if (found) return found
	}
	return networkCode(cause, depth + 1)
}

/** fetch with the service's auth headers; turns refused keys and unreachable hosts into clear errors. */
function client(target: PushTarget) {
	const base =
		target.kind === 'meilisearch'
			? target.host
			: (target.host ?? `https://${target.appId}.algolia.net`).replace(/\/+$/, '')
	const headers: Record<string, string> =
		target.kind === 'meilisearch'
			? { Authorization: `Bearer ${target.apiKey}`, 'Content-Type': 'application/json' }
			: {
					'X-Algolia-Application-Id': target.appId,
					'X-Algolia-API-Key': target.apiKey,
					'Content-Type': 'application/json',
				}
	const service = target.kind === 'meilisearch' ? 'Meilisearch' : 'Algolia'
	const hostVariable = target.kind === 'meilisearch' ? 'MEILISEARCH_HOST' : 'ALGOLIA_APP_ID'

	return async function request<T>(
		method: string,
		path: string,
		body?: unknown,
		allow: number[] = [],
	): Promise<T | null> {
		let response: Response
		try {
			response = await fetch(base + path, {
				method,
				headers,
				body: body === undefined ? undefined : JSON.stringify(body),
			})
		} catch (error) {
			const code = networkCode(error)
			throw new PushError(
				`Cannot reach ${service} at ${base}${code ? ` (${code})` : ''}: ${error instanceof Error ? error.message : error}. Check ${hostVariable}.`,
				{ cause: error },
			)
		}
		const text = await response.text()
		if (allow.includes(response.status)) return null
		if (response.status === 401 || response.status === 403) {
			throw new PushError(
				`${service} refused the key in ${target.keyVariable} (HTTP ${response.status}${detail(text)}). ` +
					`It must be allowed to write to "${target.indexName}": set ${
						target.kind === 'meilisearch' ? 'MEILISEARCH_ADMIN_API_KEY' : 'ALGOLIA_ADMIN_API_KEY'
					} to a key with write rights (search-only keys cannot index).`,
			)
		}
		if (!response.ok)
			throw new PushError(`${service} ${method} ${path} answered HTTP ${response.status}${detail(text)}`)
		return text ? (JSON.parse(text) as T) : null
	}
}

function detail(text: string): string {
	try {
		const body = JSON.parse(text) as { message?: string }
		return body.message ? `: ${body.message}` : ''
	} catch {
		return text ? `: ${text.slice(0, 200)}` : ''
	}
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function batches<T>(items: readonly T[], size: number): T[][] {
	const out: T[][] = []
	for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
	return out
}

async function pushMeilisearch(
	target: Extract<PushTarget, { kind: 'meilisearch' }>,
	records: readonly SearchRecord[],
	parts: SearchRecord[][],
	{ log, taskTimeoutMs, pollMs }: Required<Pick<PushOptions, 'log' | 'taskTimeoutMs' | 'pollMs'>>,
): Promise<number> {
	const request = client(target)
	const uid = encodeURIComponent(target.indexName)
	const wait = async (task: { taskUid?: number } | null, what: string) => {
		if (task?.taskUid === undefined) return
		const deadline = Date.now() + taskTimeoutMs
		for (;;) {
			const state = await request<{ status: string; error?: { message?: string } }>('GET', `/tasks/${task.taskUid}`)
			if (state?.status === 'succeeded') return
			if (state?.status === 'failed' || state?.status === 'canceled') {
				throw new PushError(`Meilisearch could not ${what}: ${state.error?.message ?? state.status}`)
			}
			if (Date.now() > deadline) throw new PushError(`Meilisearch did not ${what} within ${taskTimeoutMs / 1000} s`)
			await sleep(pollMs)
		}
	}

	const existing = await request('GET', `/indexes/${uid}`, undefined, [404])
	if (existing === null) {
		log(`creating index ${target.indexName}`)
		await wait(
			await request<{ taskUid: number }>('POST', '/indexes', { uid: target.indexName, primaryKey: 'objectID' }),
			'create the index',
		)
	}
	await wait(
		await request<{ taskUid: number }>('PATCH', `/indexes/${uid}/settings`, meilisearchSettings),
		'apply settings',
	)

	for (const [i, part] of parts.entries()) {
		const task = await request<{ taskUid: number }>('POST', `/indexes/${uid}/documents?primaryKey=objectID`, part)
		await wait(task, `index batch ${i + 1}`)
		log(`batch ${i + 1}/${parts.length}: ${part.length} records`)
	}

	// Records of pages that are gone: everything in the index that this push did not send.
	const keep = new Set(records.map((r) => r.objectID))
	const stale: string[] = []
	for (let offset = 0; ; offset += 1000) {
		const page = await request<{ results: { objectID: string }[]; total: number }>(
			'GET',
			`/indexes/${uid}/documents?fields=objectID&limit=1000&offset=${offset}`,
		)
		for (const doc of page?.results ?? []) if (!keep.has(doc.objectID)) stale.push(doc.objectID)
		if (!page || offset + 1000 >= page.total) break
	}
	if (stale.length) {
		await wait(
			await request<{ taskUid: number }>('POST', `/indexes/${uid}/documents/delete-batch`, stale),
			'delete stale records',
		)
		log(`deleted ${stale.length} stale records`)
	}
	return stale.length
}

async function pushAlgolia(
	target: Extract<PushTarget, { kind: 'algolia' }>,
	parts: SearchRecord[][],
	{ log, taskTimeoutMs, pollMs }: Required<Pick<PushOptions, 'log' | 'taskTimeoutMs' | 'pollMs'>>,
): Promise<void> {
	const request = client(target)
	// Fill a temporary index, then move it over the real one: searchers never see a half-filled index.
	const tmp = `${target.indexName}_tmp`
	const wait = async (index: string, task: { taskID?: number } | null, what: string) => {
		if (task?.taskID === undefined) return
		const deadline = Date.now() + taskTimeoutMs
		for (;;) {
			const state = await request<{ status: string }>(
				'GET',
				`/1/indexes/${encodeURIComponent(index)}/task/${task.taskID}`,
			)
			if (state?.status === 'published') return
			if (Date.now() > deadline) throw new PushError(`Algolia did not ${what} within ${taskTimeoutMs / 1000} s`)
			await sleep(pollMs)
		}
	}
	const tmpPath = `/1/indexes/${encodeURIComponent(tmp)}`
	await request('DELETE', tmpPath, undefined, [404])
	await wait(tmp, await request<{ taskID: number }>('PUT', `${tmpPath}/settings`, algoliaSettings), 'apply settings')
	// The move below carries the temporary index's synonyms over with its records and settings.
	await wait(
		tmp,
		await request<{ taskID: number }>(
			'POST',
			`${tmpPath}/synonyms/batch?replaceExistingSynonyms=true`,
			algoliaSynonyms,
		),
		'apply synonyms',
	)
	for (const [i, part] of parts.entries()) {
		const task = await request<{ taskID: number }>('POST', `${tmpPath}/batch`, {
			requests: part.map((body) => ({ action: 'addObject', body })),
		})
		await wait(tmp, task, `index batch ${i + 1}`)
		log(`batch ${i + 1}/${parts.length}: ${part.length} records`)
	}
	const moved = await request<{ taskID: number }>('POST', `${tmpPath}/operation`, {
		operation: 'move',
		destination: target.indexName,
	})
	await wait(tmp, moved, `replace ${target.indexName}`)
	log(`replaced ${target.indexName}`)
}

/** Pushes `records` (or, with dryRun, prints what it would push and sends nothing). */
export async function pushRecords(
	target: PushTarget,
	records: readonly SearchRecord[],
	options: PushOptions = {},
): Promise<PushSummary> {
	const { batchSize = 1000, dryRun = false, log = console.log, taskTimeoutMs = 120_000, pollMs = 250 } = options
	const parts = batches(records, batchSize)
	const summary: PushSummary = {
		target: describeTarget(target),
		records: records.length,
		batches: parts.length,
		deleted: 0,
		dryRun,
	}
	log(
		`${dryRun ? 'would push' : 'pushing'} ${records.length} records in ${parts.length} batches of ≤ ${batchSize} to ${summary.target}`,
	)
	if (dryRun) {
		log(`settings: ${JSON.stringify(target.kind === 'meilisearch' ? meilisearchSettings : algoliaSettings)}`)
		if (target.kind === 'algolia') log(`synonyms: ${JSON.stringify(algoliaSynonyms)}`)
		if (records[0]) log(`first record: ${JSON.stringify(records[0])}`)
		return summary
	}
	if (target.kind === 'meilisearch')
		summary.deleted = await pushMeilisearch(target, records, parts, { log, taskTimeoutMs, pollMs })
	else await pushAlgolia(target, parts, { log, taskTimeoutMs, pollMs })
	return summary
}
