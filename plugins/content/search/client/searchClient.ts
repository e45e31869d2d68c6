/**
 * Any SearchBackend as the search client DocSearch's modal calls (`transformSearchClient`): 100 ms
 * debounce (100 ms), hits with site-relative URLs so links stay on whatever host serves the build,
 * and failures reported to `onFailure` rather than thrown.
 *
 * Why not throw: DocSearch 4.7 marks the modal "error" when the search throws a RetryError, but its
 * autocomplete core then resets the status to "idle" in a `finally`, so the modal shows "No results"
 * instead, and the rejection goes unhandled. The modal (src/theme/SearchBar/SearchModal.tsx) shows
 * the error screen itself when `onFailure` fires; the search answers with no hits meanwhile.
 */
import type { DocSearchTransformClient } from '@docsearch/react'

import type { SearchHit } from '../hits'
import {
	debounce,
	type AlgoliaSearchClient,
	type SearchBackend,
	type SearchRequest,
	type SearchResponse,
} from './backend'

export const DEBOUNCE_MS = 100

/** `https://robojs.dev/a#b` → `/a#b` when the origin is this page's or the configured site's. */
export function relativeUrl(url: string, siteUrl: string): string {
	try {
		const here = typeof window === 'undefined' ? siteUrl : window.location.href
		const parsed = new URL(url, here)
		if (parsed.origin === new URL(here).origin || parsed.origin === new URL(siteUrl).origin) {
			return parsed.pathname + parsed.search + parsed.hash
		}
	} catch {
		// not a URL: leave it alone
	}
	return url
}

const localise = (hit: SearchHit, siteUrl: string): SearchHit => ({
	...hit,
	url: relativeUrl(hit.url, siteUrl),
	url_without_anchor: relativeUrl(hit.url_without_anchor, siteUrl),
})

interface DocSearchRequest {
	query?: string
	indexName?: string
	hitsPerPage?: number
}

export interface SearchEvents {
	/** The latest query failed (network, index, service); the modal shows 'An error has occured. Please try again...'. */
	onFailure?: (query: string, error: unknown) => void
	/** The latest query was answered. */
	onSuccess?: (query: string) => void
}

export function transformSearchClientFor(
	backend: SearchBackend,
	siteUrl: string,
	{ onFailure, onSuccess }: SearchEvents = {},
	debounceMs = DEBOUNCE_MS,
): (client: DocSearchTransformClient) => DocSearchTransformClient {
	return (client) => {
		const algolia = client as unknown as AlgoliaSearchClient
		const run = debounce(async (request: SearchRequest): Promise<SearchResponse> => {
			try {
				const response = await backend.search(request, algolia)
				onSuccess?.(request.query)
				return response
			} catch (error) {
				console.warn(`[search] ${backend.kind} search failed:`, error)
				onFailure?.(request.query, error)
				return { hits: [], nbHits: 0 }
			}
		}, debounceMs)
		const search = async (params: { requests: DocSearchRequest[] } | DocSearchRequest[]) => {
			const requests = Array.isArray(params) ? params : params.requests
			const request = requests[0] ?? {}
			const query = request.query ?? ''
			const hitsPerPage = request.hitsPerPage ?? 20
			const { hits, nbHits } = await run({ query, hitsPerPage })
			return {
				results: [
					{
						hits: hits.map((hit) => localise(hit, siteUrl)),
						nbHits,
						index: request.indexName ?? backend.indexName,
						query,
						params: '',
						page: 0,
						nbPages: 1,
						hitsPerPage,
						processingTimeMS: 0,
						exhaustiveNbHits: true,
					},
				],
			}
		}
		return {
			search: search as unknown as DocSearchTransformClient['search'],
			addAlgoliaAgent: client.addAlgoliaAgent,
			transporter: client.transporter,
		}
	}
}
