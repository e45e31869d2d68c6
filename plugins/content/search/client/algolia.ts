/**
 * Algolia backend (ALGOLIA_APP_ID + ALGOLIA_SEARCH_API_KEY + ALGOLIA_INDEX_NAME at build time): one POST
 * per query to Algolia's search REST API ("search multiple indices", `/1/indexes/*\/queries`) with the
 * search parameters as JSON, on the application's DSN host and, when that host cannot be reached or
 * answers with a server error, once more on its main host. No Algolia client library: a query is one
 * request. The hits are re-shaped like the other backends' so escaping, cropping and grouping are the
 * same everywhere.
 */
import { CROP_WORDS, groupByPage, hitFromTagged, POST_TAG, PRE_TAG, SECTIONS_PER_PAGE } from '../hits'
import type { Level, SearchRecord } from '../types'
import { type SearchBackend } from './backend'

export interface AlgoliaOptions {
	appId: string
	apiKey: string
	indexName: string
}

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']

/** The hosts a query goes to, in order: the nearest replica (DSN), then the application's main host. */
export const algoliaHosts = (appId: string): string[] => [
	`https://${appId}-dsn.algolia.net`,
	`https://${appId}.algolia.net`,
]

/** One request of the body sent for `query` (index robojs's parameters: highlight every level, 30-word content snippet). */
export const algoliaRequest = (indexName: string, query: string, hitsPerPage: number) => ({
	indexName,
	query,
	hitsPerPage,
	attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'url_without_anchor', 'anchor'],
	attributesToHighlight: LEVELS.map((level) => `hierarchy.${level}`),
	attributesToSnippet: [`content:${CROP_WORDS}`],
	snippetEllipsisText: '…',
	highlightPreTag: PRE_TAG,
	highlightPostTag: POST_TAG,
})

type AlgoliaHit = SearchRecord & {
	_highlightResult?: { hierarchy?: Partial<Record<Level, { value?: string }>> }
	_snippetResult?: { content?: { value?: string } }
}

interface AlgoliaResponse {
	results: { hits: AlgoliaHit[]; nbHits?: number }[]
}

/** An answer from Algolia that another host would not change (bad key, unknown index, bad request). */
class AlgoliaError extends Error {}

export function createAlgoliaBackend({ appId, apiKey, indexName }: AlgoliaOptions): SearchBackend {
	const headers = {
		'Content-Type': 'application/json',
		'x-algolia-application-id': appId,
		'x-algolia-api-key': apiKey,
	}
	const post = async (host: string, body: string): Promise<AlgoliaResponse> => {
		const response = await fetch(`${host}/1/indexes/*/queries`, { method: 'POST', headers, body })
		if (!response.ok) {
			const message = await response
				.json()
				.then((json: { message?: string }) => json.message ?? '')
				.catch(() => '')
			const error = `Algolia answered ${response.status} ${response.statusText} ${message}`.trim()
			throw response.status >= 500 ? new Error(error) : new AlgoliaError(error)
		}
		return (await response.json()) as AlgoliaResponse
	}
	return {
		kind: 'algolia',
		async search({ query, hitsPerPage }) {
			const body = JSON.stringify({ requests: [algoliaRequest(indexName, query, hitsPerPage)] })
			const [main, fallback] = algoliaHosts(appId)
			let answer: AlgoliaResponse
			try {
				answer = await post(main, body)
			} catch (error) {
				if (error instanceof AlgoliaError) throw error
				answer = await post(fallback, body)
			}
			const result = answer.results[0]
			if (!result || !Array.isArray(result.hits)) throw new Error('Algolia answered without results')
			const hits = groupByPage(
				result.hits.map((hit) =>
					hitFromTagged(hit, {
						hierarchy: Object.fromEntries(
							LEVELS.map((level) => [level, hit._highlightResult?.hierarchy?.[level]?.value ?? null]),
						),
						content: hit._snippetResult?.content?.value ?? hit.content,
					}),
				),
				SECTIONS_PER_PAGE,
			)
			return { hits, nbHits: result.nbHits ?? hits.length }
		},
	}
}
