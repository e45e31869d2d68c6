/**
 * The local search engine: MiniSearch over the records, with DocSearch-shaped results. Browser-safe;
 * the browser builds it from the index file on the first query, the tests and the bench in Node.
 *
 * Ranking: BM25 (MiniSearch) over five fields. A page's title and its `keywords` only count on its
 * introduction record, a section's own heading on that section, so "flashcore" ranks the Flashcore
 * page above the sections that merely sit on it; the page title and parent headings are still a
 * low-weight context field on every section so "flashcore set" finds the `set` section of the
 * Flashcore page. The sidebar section (lvl0) is not searched: "Discord Bots" on every section of a
 * hundred pages would make "bot" match them all. Reference pages weigh less than guides: a guide and
 * a symbol with the same name, the guide comes first.
 *
 * Every query word is a group: the word, its synonyms (synonyms.ts, weighted lower) and, for a word
 * the index does not contain, its near spellings. A section may match some groups only (readers'
 * questions carry words no page uses); its score is then scaled by the share of groups it covers,
 * so a section with every word still comes first, as with Algolia's and Meilisearch's "words" rule.
 */
import MiniSearch, { type SearchResult } from 'minisearch'

import { groupByPage, hitFromRecord, SECTIONS_PER_PAGE, type SearchHit } from './hits'
import { synonymMap } from './synonyms'
import { toTerm, words } from './terms'
import type { SearchRecord } from './types'

/** Field boosts: page title, page keywords, section heading, parent context (page title + headings above), text. */
export const BOOST = { title: 4, keywords: 3, heading: 2.5, context: 0.5, content: 1 } as const
/** Weight of a synonym's match against the query word's own. */
export const SYNONYM_WEIGHT = 0.5
/** A section covering k of n query words scores (k/n)^COVERAGE_EXPONENT of its BM25 score. */
export const COVERAGE_EXPONENT = 2
/** Score factor for API reference pages. */
export const REFERENCE_WEIGHT = 0.6

/**
 * Score factors after BM25, in the spirit of Algolia's "attribute" and "exact" criteria: a page whose
 * title (or keywords) holds every query word beats a section that merely mentions them often; a
 * section that names the query in its heading and context beats one whose text does — for
 * `Flashcore.get`, the `get` section of the Flashcore page, not a page that calls it; a title equal to
 * the query (a symbol, a page name) wins outright.
 */
export const TITLE_COVERS_QUERY = 2
export const HEADING_COVERS_QUERY = 1.5
export const TITLE_IS_QUERY = 3
/** BM25's best results that the factors above re-rank; the rest cannot reach the first screen. */
export const CANDIDATES = 250

interface Doc {
	id: number
	title: string
	keywords: string
	heading: string
	context: string
	content: string
}

const headingOf = (r: SearchRecord): string => (r.type === 'lvl1' ? '' : (r.hierarchy[r.type] ?? ''))
const contextOf = (r: SearchRecord): string => {
	if (r.type === 'lvl1') return ''
	const depth = Number(r.type.slice(3))
	const parts = [r.hierarchy.lvl1]
	for (let level = 2; level < depth; level++) parts.push(r.hierarchy[`lvl${level}` as 'lvl2'] ?? '')
	return parts.join(' ')
}

/**
 * Index terms of a text, npm scope dropped: how an exact title match is judged, so "giveaway" equals
 * the title "Giveaways" as much as the symbol "Giveaway".
 */
const normalise = (text: string): string =>
	words(text.replace(/^@[\w-]+\//, ''))
		.map((word) => toTerm(word) ?? '')
		.filter(Boolean)
		.join(' ')

export interface LocalEngine {
	readonly records: readonly SearchRecord[]
	/** DocSearch hits for `query`, best page first, at most SECTIONS_PER_PAGE sections per page. */
	search(query: string, limit?: number): SearchHit[]
}

/** Typo allowance for a query term the index lacks; a known term is taken as typed. */
const typos = (term: string): number | false => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false)

export function createEngine(records: readonly SearchRecord[]): LocalEngine {
	// Every term the documents contain, collected while indexing: typo tolerance only for the others.
	const vocabulary = new Set<string>()
	const indexTerm = (word: string): string | null => {
		const term = toTerm(word)
		if (term) vocabulary.add(term)
		return term
	}
	const synonyms = synonymMap()
	const mini = new MiniSearch<Doc>({
		fields: ['title', 'keywords', 'heading', 'context', 'content'],
		tokenize: words,
		processTerm: indexTerm,
		searchOptions: {
			processTerm: toTerm,
			boostDocument: (id: number) => (records[id].url_without_anchor.startsWith('/ref/') ? REFERENCE_WEIGHT : 1),
		},
	})
	mini.addAll(
		records.map((r, id) => ({
			id,
			title: r.type === 'lvl1' ? r.hierarchy.lvl1 : '',
			keywords: r.keywords?.join(' ') ?? '',
			heading: headingOf(r),
			context: contextOf(r),
			content: r.moreWords ? `${r.content ?? ''} ${r.moreWords}` : (r.content ?? ''),
		})),
	)
	const synonymBoost = Object.fromEntries(Object.entries(BOOST).map(([field, b]) => [field, b * SYNONYM_WEIGHT]))

	return {
		records,
		search(query, limit = 20) {
			const text = query.trim()
			if (!text) return []
			const typed = words(text)
			// One group per distinct query term: the word as typed and its synonyms (words, not terms:
			// MiniSearch turns each query word into its term itself).
			const groups: { term: string; word: string; synonyms: string[]; terms: string[]; last: boolean }[] = []
			typed.forEach((word, i) => {
				const term = toTerm(word)
				if (!term || groups.some((g) => g.term === term)) return
				const synonymWords = (synonyms.get(word.toLowerCase()) ?? []).filter((s) => toTerm(s) && toTerm(s) !== term)
				const terms = [term, ...synonymWords.map((s) => toTerm(s) as string)]
				groups.push({ term, word, synonyms: synonymWords, terms, last: i === typed.length - 1 })
			})
			if (groups.length === 0) return []
			const queries = groups.map(({ term, word, synonyms: alternatives, last }) => ({
				combineWith: 'OR' as const,
				queries: [
					{
						queries: [word],
						boost: { ...BOOST },
						// The word being typed is a prefix; finished words are not (Algolia's "prefixLast").
						prefix: last && term.length >= 2 && !/\s$/.test(query),
						// Short words get no typo allowance: "robo" must not also match "rob", "role" and "root".
						fuzzy: vocabulary.has(term) ? false : typos(term),
					},
					...alternatives.map((alternative) => ({ queries: [alternative], boost: synonymBoost })),
				],
			}))
			let results: SearchResult[] = mini.search({ combineWith: 'OR', queries })
			// Which groups a result's matched query terms belong to.
			const groupOf = new Map<string, number>()
			groups.forEach((g, i) => {
				for (const t of g.terms) if (!groupOf.has(t)) groupOf.set(t, i)
			})
			// A document term matched exactly, by prefix (the last word) or by a typo (a word the index lacks).
			const groupsOfTerm = new Map<string, number[]>()
			const groupsOf = (docTerm: string): number[] => {
				let found = groupsOfTerm.get(docTerm)
				if (!found) {
					const exact = groupOf.get(docTerm)
					found =
						exact !== undefined
							? [exact]
							: groups.flatMap((g, i) => (docTerm.startsWith(g.term) || !vocabulary.has(g.term) ? [i] : []))
					groupsOfTerm.set(docTerm, found)
				}
				return found
			}
			const coveredBy = (result: SearchResult, fields: readonly string[]): Set<number> => {
				const covered = new Set<number>()
				for (const [docTerm, matchedFields] of Object.entries(result.match)) {
					if (matchedFields.some((f) => fields.includes(f))) for (const g of groupsOf(docTerm)) covered.add(g)
				}
				return covered
			}
			const all = groups.length
			const share = Array.from({ length: all + 1 }, (_, k) => (k / all) ** COVERAGE_EXPONENT)
			for (const result of results) {
				// Thousands of results for a common word: count the groups without allocating.
				let mask = 0
				let covered = 0
				for (const t of result.queryTerms) {
					const g = groupOf.get(t)
					if (g !== undefined && g < 31 && !(mask & (1 << g))) {
						mask |= 1 << g
						covered++
					}
				}
				result.score *= share[covered]
			}
			results.sort((a, b) => b.score - a.score)
			// Re-rank the best CANDIDATES only: a common word matches thousands of sections.
			results = results.slice(0, CANDIDATES)
			const exact = normalise(text)
			for (const result of results) {
				const record = records[result.id as number]
				if (record.type === 'lvl1' && coveredBy(result, ['title', 'keywords']).size >= all) {
					result.score *= TITLE_COVERS_QUERY
					if (normalise(record.hierarchy.lvl1) === exact) result.score *= TITLE_IS_QUERY
				} else if (
					coveredBy(result, ['heading']).size > 0 &&
					coveredBy(result, ['heading', 'context', 'title']).size >= all
				)
					result.score *= HEADING_COVERS_QUERY
			}
			results.sort((a, b) => b.score - a.score)
			const queryTerms = groups.length

			return groupByPage(
				results.map((result) => ({ result, url_without_anchor: records[result.id as number].url_without_anchor })),
				SECTIONS_PER_PAGE,
			)
				.slice(0, limit)
				.map(({ result }) => hitFromRecord(records[result.id as number], new Set(result.terms), queryTerms))
		},
	}
}
