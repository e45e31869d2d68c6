/**
 * Meilisearch backend (MEILISEARCH_HOST + MEILISEARCH_API_KEY at build time): one POST per query to
 * `/indexes/<index>/search`, highlighting every attribute and cropping `content` to 30 words.
 */
import { CROP_WORDS, groupByPage, hitFromTagged, POST_TAG, PRE_TAG, SECTIONS_PER_PAGE } from '../hits'
import type { SearchRecord } from '../types'
import { type SearchBackend } from './backend'

export interface MeilisearchOptions {
	host: string
	apiKey: string
	indexName: string
}

/** The body sent for `query`: index robojs's search parameters (highlight all, crop content to 30 words) plus our highlight tags. */
export const meilisearchQuery = (query: string, limit: number) => ({
	q: query,
	limit,
	attributesToHighlight: ['*'],
	attributesToCrop: ['content'],
	cropLength: CROP_WORDS,
	cropMarker: '…',
	highlightPreTag: PRE_TAG,
	highlightPostTag: POST_TAG,
})

type MeilisearchHit = SearchRecord & { _formatted?: Partial<Pick<SearchRecord, 'hierarchy' | 'content'>> }

interface MeilisearchResponse {
	hits: MeilisearchHit[]
	estimatedTotalHits?: number
	totalHits?: number
}

export function createMeilisearchBackend({ host, apiKey, indexName }: MeilisearchOptions): SearchBackend {
	const url = `${host.replace(/\/+$/, '')}/indexes/${encodeURIComponent(indexName)}/search`
	return {
		kind: 'meilisearch',
		async search({ query, hitsPerPage }) {
			const response = await fetch(url, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` },
				body: JSON.stringify(meilisearchQuery(query, hitsPerPage)),
			})
			if (!response.ok) throw new Error(`Meilisearch answered ${response.status} ${response.statusText}`)
			const body = (await response.json()) as MeilisearchResponse
			const hits = groupByPage(
				body.hits.map((hit) => hitFromTagged(hit, hit._formatted ?? {})),
				SECTIONS_PER_PAGE,
			)
			return { hits, nbHits: body.estimatedTotalHits ?? body.totalHits ?? hits.length }
		},
	}
}
