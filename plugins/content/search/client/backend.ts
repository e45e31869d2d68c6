/**
 * What the search modal needs from a backend, and the adapter that turns any backend into the search
 * client DocSearch expects. Browser code; each backend module (local, meilisearch, algolia) exports a
 * factory, and the build picks one (plugins/content/search/index.ts), so only that one is bundled.
 */
import type { SearchHit } from '../hits'

export interface SearchRequest {
	query: string
	hitsPerPage: number
}

export interface SearchResponse {
	hits: SearchHit[]
	nbHits: number
}

/** The part of DocSearch's Algolia client a backend may use (the Algolia backend does). */
export interface AlgoliaSearchClient {
	search(params: { requests: Record<string, unknown>[] }): Promise<{ results: unknown[] }>
}

export interface SearchBackend {
	kind: 'local' | 'meilisearch' | 'algolia'
	/** Index name DocSearch puts in its requests and in its recent-searches storage key. */
	indexName: string
	/** Credentials DocSearch builds its Algolia client with; placeholders for the other backends. */
	appId: string
	apiKey: string
	search(request: SearchRequest, algolia: AlgoliaSearchClient): Promise<SearchResponse>
	/** Starts loading what the first query needs (the local index) when the modal opens. */
	warm?(): void
}

/**
 * Calls `run` at most once per `ms`: every call waits until no other call came for `ms`, then all
 * waiting callers get the answer to the latest query. DocSearch ignores answers to outdated queries,
 * so this only saves requests (and never flashes results for a half-typed word).
 */
export function debounce<A, R>(run: (arg: A) => Promise<R>, ms: number): (arg: A) => Promise<R> {
	let timer: ReturnType<typeof setTimeout> | undefined
	let waiting: { resolve: (value: R) => void; reject: (reason: unknown) => void }[] = []
	return (arg) =>
		new Promise<R>((resolve, reject) => {
			waiting.push({ resolve, reject })
			clearTimeout(timer)
			timer = setTimeout(() => {
				const callers = waiting
				waiting = []
				run(arg).then(
					(value) => callers.forEach((c) => c.resolve(value)),
					(reason) => callers.forEach((c) => c.reject(reason)),
				)
			}, ms)
		})
}
