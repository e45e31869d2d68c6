/**
 * The local search engine: MiniSearch over the records, with DocSearch-shaped results. Browser-safe;
 * the browser builds it from the index file on the first query, the tests and the bench in Node.
 *
 * Ranking: BM25 (MiniSearch) over four fields. A page's title only counts on its introduction
 * record, a section's own heading on that section, so "flashcore" ranks the Flashcore page above the
 * sections that merely sit on it; the page title and parent headings are still a low-weight context
 * field on every section so "flashcore set" finds the `set` section of the Flashcore page (the sidebar
 * section, lvl0, is context too: "activity" reaches the Discord Activities pages). Reference
 * pages weigh less than guides: a guide and a symbol with the same name, the guide comes first.
 */
import MiniSearch, { type SearchResult } from 'minisearch'

import { groupByPage, hitFromRecord, SECTIONS_PER_PAGE, type SearchHit } from './hits'
import { toTerm, words } from './terms'
import type { SearchRecord } from './types'

/** Field boosts: page title, section heading, parent context (page title + headings above), text. */
export const BOOST = { title: 4, heading: 2.5, context: 0.5, content: 1 } as const
/** Score factor for API reference pages. */
export const REFERENCE_WEIGHT = 0.6

/**
 * Score factors after BM25, in the spirit of Algolia's "attribute" and "exact" criteria: a page whose
 * title holds every query word beats a section that merely mentions them often; a section whose
 * heading holds every word beats one whose text does; a title equal to the query (a symbol, a page
 * name) wins outright.
 */
export const TITLE_COVERS_QUERY = 2
export const HEADING_COVERS_QUERY = 1.5
export const TITLE_IS_QUERY = 3
/** BM25's best results that the factors above re-rank; the rest cannot reach the first screen. */
export const CANDIDATES = 250

interface Doc {
	id: number
	title: string
	heading: string
	context: string
	content: string
}

const headingOf = (r: SearchRecord): string => (r.type === 'lvl1' ? '' : (r.hierarchy[r.type] ?? ''))
const contextOf = (r: SearchRecord): string => {
	if (r.type === 'lvl1') return r.hierarchy.lvl0
	const depth = Number(r.type.slice(3))
	const parts = [r.hierarchy.lvl0, r.hierarchy.lvl1]
	for (let level = 2; level < depth; level++) parts.push(r.hierarchy[`lvl${level}` as 'lvl2'] ?? '')
	return parts.join(' ')
}

/** Lower case, punctuation folded to spaces, npm scope dropped: how an exact title match is judged. */
const normalise = (text: string): string =>
	words(text.replace(/^@[\w-]+\//, ''))
		.join(' ')
		.toLowerCase()

/** How many distinct matched terms were found in `field`. */
const termsIn = (result: SearchResult, field: string): number =>
	Object.values(result.match).filter((fields) => fields.includes(field)).length

export interface LocalEngine {
	readonly records: readonly SearchRecord[]
	/** DocSearch hits for `query`, best page first, at most SECTIONS_PER_PAGE sections per page. */
	search(query: string, limit?: number): SearchHit[]
}

export function createEngine(records: readonly SearchRecord[]): LocalEngine {
	const mini = new MiniSearch<Doc>({
		fields: ['title', 'heading', 'context', 'content'],
		tokenize: words,
		processTerm: toTerm,
		searchOptions: {
			boost: { ...BOOST },
			// The word being typed is a prefix; finished words are not (Algolia's "prefixLast").
			prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
			// Short words get no typo allowance: "robo" must not also match "rob", "role" and "root".
			fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
			boostDocument: (id: number) => (records[id].url_without_anchor.startsWith('/ref/') ? REFERENCE_WEIGHT : 1),
		},
	})
	mini.addAll(
		records.map((r, id) => ({
			id,
			title: r.type === 'lvl1' ? r.hierarchy.lvl1 : '',
			heading: headingOf(r),
			context: contextOf(r),
			content: r.content ?? '',
		})),
	)

	return {
		records,
		search(query, limit = 20) {
			const text = query.trim()
			if (!text) return []
			// Every word must match (as Algolia and Meilisearch do); if that finds nothing, any word may.
			let results: SearchResult[] = mini.search(text, { combineWith: 'AND' })
			if (results.length === 0) results = mini.search(text, { combineWith: 'OR' })
			// Re-rank the best CANDIDATES only: a common word matches thousands of sections.
			results = results.slice(0, CANDIDATES)
			const exact = normalise(text)
			for (const result of results) {
				const record = records[result.id as number]
				const wanted = new Set(result.queryTerms).size
				if (record.type === 'lvl1' && termsIn(result, 'title') >= wanted) {
					result.score *= TITLE_COVERS_QUERY
					if (normalise(record.hierarchy.lvl1) === exact) result.score *= TITLE_IS_QUERY
				} else if (termsIn(result, 'heading') >= wanted) result.score *= HEADING_COVERS_QUERY
			}
			results.sort((a, b) => b.score - a.score)
			const queryTerms = new Set(results[0]?.queryTerms ?? []).size

			return groupByPage(
				results.map((result) => ({ result, url_without_anchor: records[result.id as number].url_without_anchor })),
				SECTIONS_PER_PAGE,
			)
				.slice(0, limit)
				.map(({ result }) => hitFromRecord(records[result.id as number], new Set(result.terms), queryTerms))
		},
	}
}
