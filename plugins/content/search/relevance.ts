/**
 * Relevance figures for `npm run bench`: how often a search engine puts a page that answers a
 * reader's query first (top-1), in its first three pages (top-3), and the mean reciprocal rank (MRR)
 * of the first answering page. Node only.
 *
 * The queries and their answering pages live in tests/fixtures/search-relevance/relevance.json. An
 * answering page is a docs route, or `ref:<package folder>/<Symbol>` (`ref:framework/Env`, `ref:@robojs/ai/AI`) for an API reference page,
 * resolved against the pages of the build being measured: the reference generator may put a symbol
 * at /ref/framework/classes/Env or at /ref/framework/Class.Env, and both resolve.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

export const RELEVANCE_FILE = join(here, '../../../tests/fixtures/search-relevance/relevance.json')

export type QueryKind = 'issue' | 'section' | 'symbol' | 'partial' | 'typo'

export interface RelevanceQuery {
	q: string
	kind: QueryKind
	/** Docs routes or `ref:<package>/<Symbol>` keys; any of them answers the query. */
	expect: string[]
}

export function loadRelevanceQueries(file = RELEVANCE_FILE): RelevanceQuery[] {
	const data = JSON.parse(readFileSync(file, 'utf8')) as { queries: RelevanceQuery[] }
	return data.queries
}

/** `Env`, `Class.Env`, `classes/Env` → `env`: the symbol name a reference route ends with. */
const symbolOf = (route: string): string => (route.split('/').pop() ?? '').replace(/^[A-Za-z]+\./, '').toLowerCase()

/**
 * The routes of `routes` that `key` names: itself for a docs route present in the build, every
 * reference page of that package named after the symbol for a `ref:` key, none when absent.
 */
export function resolveExpected(key: string, routes: ReadonlySet<string>): string[] {
	if (!key.startsWith('ref:')) return routes.has(key) ? [key] : []
	const path = key.slice(4) // `framework/Env`, `@robojs/ai/AI`
	const slash = path.lastIndexOf('/')
	const symbol = path.slice(slash + 1)
	const prefix = `/ref/${path.slice(0, slash)}/`
	return [...routes].filter((route) => route.startsWith(prefix) && symbolOf(route) === symbol.toLowerCase())
}

/** A search engine as the benchmark sees it: page routes, best first. */
export type PageRanker = (query: string) => string[] | Promise<string[]>

export interface RelevanceResult {
	/** Queries with at least one answering page in the build; the others are left out. */
	measured: number
	skipped: string[]
	top1: number
	top3: number
	mrr: number
	/** Queries whose answer is not in the top 3, with the rank found (0: not in the results). */
	misses: { q: string; rank: number; got: string[] }[]
}

/** Ranks beyond this count as not found (a reader does not scroll further). */
export const MAX_RANK = 10

export async function measureRelevance(
	queries: readonly RelevanceQuery[],
	routes: ReadonlySet<string>,
	rank: PageRanker,
): Promise<RelevanceResult> {
	let top1 = 0
	let top3 = 0
	let reciprocal = 0
	let measured = 0
	const skipped: string[] = []
	const misses: RelevanceResult['misses'] = []
	for (const query of queries) {
		const wanted = new Set(query.expect.flatMap((key) => resolveExpected(key, routes)))
		if (wanted.size === 0) {
			skipped.push(query.q)
			continue
		}
		measured++
		const pages = [...new Set(await rank(query.q))].slice(0, MAX_RANK)
		const position = pages.findIndex((page) => wanted.has(page)) + 1
		if (position === 1) top1++
		if (position >= 1 && position <= 3) top3++
		else misses.push({ q: query.q, rank: position, got: pages.slice(0, 3) })
		if (position > 0) reciprocal += 1 / position
	}
	const share = (n: number) => (measured ? n / measured : 0)
	return { measured, skipped, top1: share(top1), top3: share(top3), mrr: share(reciprocal), misses }
}
