/**
 * Algolia backend (ALGOLIA_APP_ID + ALGOLIA_SEARCH_API_KEY + ALGOLIA_INDEX_NAME at build time). Queries go
 * through DocSearch's own Algolia client (its retries and host fallback); the hits are re-shaped like
 * the other backends' so escaping, cropping and grouping are the same everywhere.
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

type AlgoliaHit = SearchRecord & {
	_highlightResult?: { hierarchy?: Partial<Record<Level, { value?: string }>> }
	_snippetResult?: { content?: { value?: string } }
}

export function createAlgoliaBackend({ appId, apiKey, indexName }: AlgoliaOptions): SearchBackend {
	return {
		kind: 'algolia',
		indexName,
		appId,
		apiKey,
		async search({ query, hitsPerPage }, algolia) {
			const { results } = await algolia.search({
				requests: [
					{
						indexName,
						query,
						hitsPerPage,
						attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'url_without_anchor', 'anchor'],
						attributesToHighlight: LEVELS.map((level) => `hierarchy.${level}`),
						attributesToSnippet: [`content:${CROP_WORDS}`],
						snippetEllipsisText: '…',
						highlightPreTag: PRE_TAG,
						highlightPostTag: POST_TAG,
					},
				],
			})
			const result = results[0] as { hits: AlgoliaHit[]; nbHits?: number }
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
