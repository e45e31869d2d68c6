/**
 * The local search engine: BM25 (MiniSearch) over the split index (local-index.ts), with
 * DocSearch-shaped results. Browser-safe; the browser runs it over parts fetched on demand, the
 * tests and the bench over the same parts read from disk or made in memory.
 *
 * A query fetches only what it needs. The manifest lists every index term, so each query word is
 * expanded here to the terms it can match (itself, its synonyms, the words it starts when it is the
 * word being typed, its near spellings when the index lacks it); the shards holding those terms are
 * fetched, and a MiniSearch index of those terms alone answers the query. BM25 reads only the
 * statistics of the terms it scores and the corpus totals in the manifest, so the ranking is the same
 * as over the whole index (a unit test compares the two).
 *
 * Ranking: BM25 over five fields (local-index.ts, documentOf). Reference pages weigh less than guides:
 * a guide and a symbol with the same name, the guide comes first. Every query word is a group: the
 * word, its synonyms (synonyms.ts, weighted lower) and, for a word the index does not contain, its
 * near spellings and theirs. A section may match some groups only (readers' questions carry words no
 * page uses); its score is then scaled by the share of groups it covers, so a section with every word
 * still comes first, as with Algolia's and Meilisearch's "words" rule.
 */
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'

import { groupByPage, hitFromRecord, SECTIONS_PER_PAGE, type SearchHit } from './hits'
import { FIELDS, indexOptions, recordOf, shardFile, textFile, toIndexParts } from './local-index'
import { synonymMap } from './synonyms'
import { toTerm, words } from './terms'
import type { SearchManifest, SearchRecord, ShardFile, TextFile } from './types'

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
/**
 * Text parts fetched before the first results can show: one round of requests, as a browser opens at
 * most six connections to a host over HTTP/1.1. A phone then sees its first results a round trip or
 * two earlier than if every result's text had to arrive.
 */
export const FIRST_PARTS = 6
/** BM25's best results that the factors above re-rank; the rest cannot reach the first screen. */
export const CANDIDATES = 250

/**
 * Whether a query word matches the words it starts: only the word being typed (the last, with no space
 * after it, Algolia's "prefixLast"), and not a single letter, which would match a fifth of the index.
 */
const isPrefix = ({ term, last }: { term: string; last: boolean }, prefixLast: boolean): boolean =>
	last && prefixLast && term.length >= 2

/** Typo allowance for a query term the index lacks; a known term is taken as typed. */
const typos = (term: string): number | false => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false)

/**
 * Index terms of a text, npm scope dropped: how an exact title match is judged, so "giveaway" equals
 * the title "Giveaways" as much as the symbol "Giveaway".
 */
const normalise = (text: string): string =>
	words(text.replace(/^@[\w-]+\//, ''))
		.map((word) => toTerm(word) ?? '')
		.filter(Boolean)
		.join(' ')

/** Where the engine gets the parts the manifest names (fetch in the browser, files or memory elsewhere). */
export interface PartSource {
	shard(n: number): Promise<ShardFile>
	text(n: number): Promise<TextFile>
}

interface RankedSection {
	id: number
	page: number
	/** Document terms the section matched, for highlighting. */
	terms: string[]
}

export interface LocalEngine {
	readonly manifest: SearchManifest
	/**
	 * DocSearch hits for `query`: the best sections (best page first, at most SECTIONS_PER_PAGE per
	 * page; only shards fetched for that), then the text parts of the results. Rejects when a part cannot
	 * be had. When the results need more than FIRST_PARTS text parts, `onFirst` receives the results
	 * whose parts come in the first FIRST_PARTS, before the rest have arrived.
	 */
	search(query: string, limit?: number, onFirst?: (hits: SearchHit[]) => void): Promise<SearchHit[]>
}

interface Group {
	term: string
	word: string
	synonyms: string[]
	terms: string[]
	last: boolean
	/** Typos allowed: none for a word the index has, nor for a short one ("robo" must not match "rob"). */
	fuzzy: number | false
	/** For a word the index lacks: the index terms it nearly spells (its typo matches) and their indexes. */
	near: Map<string, [number, number]> | null
}

interface DecodedTerm {
	fields: Record<string, Record<string, number>>
	docs: number[]
}

/** A term's postings (see ShardFile) as MiniSearch's `{ field id: { document: frequency } }`. */
function decode(postings: number[][]): DecodedTerm {
	const fields: DecodedTerm['fields'] = {}
	const docs: number[] = []
	for (const [fieldId, ...pairs] of postings) {
		const freqs: Record<string, number> = {}
		let id = 0
		for (let k = 0; k < pairs.length; k += 2) {
			id += pairs[k]
			freqs[id] = pairs[k + 1]
			docs.push(id)
		}
		fields[fieldId] = freqs
	}
	return { fields, docs }
}

/** `find` memoised per key; a rejected promise is forgotten, so the next query asks again. */
function cached<T>(find: (n: number) => Promise<T>): (n: number) => Promise<T> {
	const parts = new Map<number, Promise<T>>()
	return (n) => {
		let part = parts.get(n)
		if (!part) {
			part = find(n)
			parts.set(n, part)
			part.catch(() => parts.delete(n))
		}
		return part
	}
}

/** Largest i with sorted[i] <= value. */
function floorIndex(sorted: readonly number[], value: number): number {
	let lo = 0
	let hi = sorted.length - 1
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1
		if (sorted[mid] <= value) lo = mid
		else hi = mid - 1
	}
	return lo
}

export interface EngineOptions {
	/**
	 * Index every term for every query, as if the whole index had been downloaded: the reference the
	 * tests compare the split engine's answers with. Never used by the site.
	 */
	wholeIndex?: boolean
}

export function createEngine(
	manifest: SearchManifest,
	source: PartSource,
	{ wholeIndex = false }: EngineOptions = {},
): LocalEngine {
	if (manifest?.version !== 3 || !Array.isArray(manifest.terms)) throw new Error('Unsupported search index format')
	const shard = cached(source.shard)
	const textPart = cached(source.text)
	// Synonyms by index term, so every form of a word ("log", "logged", "logging") has its group's; each
	// synonym with its term, stemmed once here rather than on every query.
	const termOf = (word: string): [string, string] => [toTerm(word) ?? word, word]
	const synonymGroups = [...synonymMap()].map(([word, others]) => {
		const words = [word, ...others].map(termOf)
		return { term: words[0][0], words }
	})
	const fieldCount = FIELDS.length
	const firstDocs = manifest.pages.map((page) => page[3])
	const pageOf = (id: number) => floorIndex(firstDocs, id)
	const isReference = manifest.pages.map(([url]) => url.startsWith('/ref/'))
	// A radix tree of every term, for prefix and typo expansion: built as the manifest arrives (while
	// the reader types), not on the first query.
	const vocabulary = SearchableMap.from(manifest.terms.map((term, i) => [term, i] as [string, number]))
	// Postings of the terms fetched so far, in the shape MiniSearch loads.
	const decoded = new Map<number, DecodedTerm>()
	const synonymBoost = Object.fromEntries(Object.entries(BOOST).map(([field, b]) => [field, b * SYNONYM_WEIGHT]))

	function groupsOf(query: string): Group[] {
		const typed = words(query)
		const groups: Group[] = []
		typed.forEach((word, i) => {
			const term = toTerm(word)
			if (!term || groups.some((g) => g.term === term)) return
			const fuzzy = vocabulary.has(term) ? false : typos(term)
			const near = fuzzy ? vocabulary.fuzzyGet(term, fuzzy) : null
			// A misspelt word may mean any of its near spellings, and takes their synonyms too. One synonym
			// per index term ("permission" and "permissions" are one), and not the word's own.
			const byTerm = new Map<string, string>()
			for (const group of synonymGroups)
				if (group.term === term || near?.has(group.term)) for (const [t, synonym] of group.words) byTerm.set(t, synonym)
			byTerm.delete(term)
			const synonymWords = [...byTerm.values()]
			const terms = [term, ...byTerm.keys()]
			groups.push({ term, word, synonyms: synonymWords, terms, last: i === typed.length - 1, fuzzy, near })
		})
		return groups
	}

	/** The index of the terms `groups` can match: every term MiniSearch would reach over the whole index. */
	async function indexFor(groups: Group[], prefixLast: boolean): Promise<MiniSearch> {
		const vocab = vocabulary
		const wanted = new Set<number>(wholeIndex ? manifest.terms.keys() : [])
		const add = (term: string) => {
			const i = vocab.get(term)
			if (i !== undefined) wanted.add(i)
		}
		for (const group of groups) {
			for (const term of group.terms) add(term)
			if (isPrefix(group, prefixLast)) for (const i of vocab.atPrefix(group.term).values()) wanted.add(i)
			if (group.near) for (const [i] of group.near.values()) wanted.add(i)
		}
		const byShard = new Map<number, number[]>()
		for (const i of wanted) {
			const n = floorIndex(manifest.shards, i)
			byShard.set(n, [...(byShard.get(n) ?? []), i])
		}
		await Promise.all(
			[...byShard].map(async ([n, found]) => {
				const postings = await shard(n)
				for (const i of found) if (!decoded.has(i)) decoded.set(i, decode(postings[i - manifest.shards[n]]))
			}),
		)
		// In term order, whatever order the shards arrived in: the same index gives the same ties.
		const index: AsPlainObject['index'] = []
		const docs = new Set<number>()
		for (const i of [...wanted].sort((x, y) => x - y)) {
			const term = decoded.get(i) as DecodedTerm
			index.push([manifest.terms[i], term.fields])
			for (const id of term.docs) docs.add(id)
		}
		const documentIds: Record<string, number> = {}
		const fieldLength: Record<string, number[]> = {}
		for (const id of docs) {
			documentIds[id] = id
			fieldLength[id] = manifest.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount)
		}
		return MiniSearch.loadJS(
			{
				documentCount: manifest.documentCount,
				nextId: manifest.documentCount,
				documentIds,
				fieldIds: Object.fromEntries(FIELDS.map((field, i) => [field, i])),
				fieldLength,
				averageFieldLength: manifest.averageFieldLength,
				storedFields: {},
				dirtCount: 0,
				index,
				serializationVersion: 2,
			},
			{
				...indexOptions,
				searchOptions: {
					processTerm: toTerm,
					boostDocument: (id: number) => (isReference[pageOf(id)] ? REFERENCE_WEIGHT : 1),
				},
			},
		)
	}

	/** Sections for `query`, whose groups search has worked out (it needs their number too). */
	async function rank(query: string, groups: Group[], limit: number): Promise<RankedSection[]> {
		if (groups.length === 0) return []
		const text = query.trim()
		const prefixLast = !/\s$/.test(query)
		const mini = await indexFor(groups, prefixLast)
		const queries = groups.map(({ term, word, synonyms: alternatives, last, fuzzy }) => ({
			combineWith: 'OR' as const,
			queries: [
				{
					queries: [word],
					boost: { ...BOOST },
					prefix: isPrefix({ term, last }, prefixLast),
					fuzzy,
				},
				...alternatives.map((alternative) => ({ queries: [alternative], boost: synonymBoost })),
			],
		}))
		let results: SearchResult[] = mini.search({ combineWith: 'OR', queries })
		// Which group a result's matched query term belongs to: a word's own group before any group that
		// has it as a synonym, whatever the order the words were typed in.
		const groupOf = new Map<string, number>(groups.map((g, i) => [g.term, i]))
		groups.forEach((g, i) => {
			for (const t of g.terms) if (!groupOf.has(t)) groupOf.set(t, i)
		})
		// A document term matched exactly, by prefix (the last word) or by a typo (a word the index lacks).
		const groupsOfTerm = new Map<string, number[]>()
		const groupsOfDocTerm = (docTerm: string): number[] => {
			let found = groupsOfTerm.get(docTerm)
			if (!found) {
				const exact = groupOf.get(docTerm)
				found =
					exact !== undefined
						? [exact]
						: groups.flatMap((g, i) => (docTerm.startsWith(g.term) || g.near?.has(docTerm) ? [i] : []))
				groupsOfTerm.set(docTerm, found)
			}
			return found
		}
		const coveredBy = (result: SearchResult, fields: readonly string[]): Set<number> => {
			const covered = new Set<number>()
			for (const [docTerm, matchedFields] of Object.entries(result.match)) {
				if (matchedFields.some((f) => fields.includes(f))) for (const g of groupsOfDocTerm(docTerm)) covered.add(g)
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
			const id = result.id as number
			if (manifest.levels[id] === '1' && coveredBy(result, ['title', 'keywords']).size >= all) {
				result.score *= TITLE_COVERS_QUERY
				if (normalise(manifest.pages[pageOf(id)][2]) === exact) result.score *= TITLE_IS_QUERY
			} else if (
				coveredBy(result, ['heading']).size > 0 &&
				coveredBy(result, ['heading', 'context', 'title']).size >= all
			)
				result.score *= HEADING_COVERS_QUERY
		}
		results.sort((a, b) => b.score - a.score)
		return groupByPage(
			results.map((result) => {
				const id = result.id as number
				const page = pageOf(id)
				return { id, page, url_without_anchor: manifest.pages[page][0], terms: result.terms }
			}),
			SECTIONS_PER_PAGE,
		)
			.slice(0, limit)
			.map(({ id, page, terms }) => ({ id, page, terms }))
	}

	return {
		manifest,
		async search(query, limit = 20, onFirst) {
			const groups = groupsOf(query)
			const ranked = await rank(query, groups, limit)
			const queryTerms = groups.length
			const partOf = (id: number) => floorIndex(manifest.texts, id)
			// Asked in the order the results need them, so the first results' parts take the first connections.
			const order = [...new Set(ranked.map((r) => partOf(r.id)))]
			const parts = new Map(order.map((n) => [n, textPart(n)]))
			const hitOf = async ({ id, page, terms }: RankedSection) => {
				const n = partOf(id)
				const record = recordOf(manifest, page, id, await (parts.get(n) as Promise<TextFile>), manifest.texts[n])
				return hitFromRecord(record, new Set(terms), queryTerms)
			}
			if (onFirst && order.length > FIRST_PARTS) {
				const first = ranked.findIndex((r) => order.indexOf(partOf(r.id)) >= FIRST_PARTS)
				onFirst(await Promise.all(ranked.slice(0, first).map(hitOf)))
			}
			return Promise.all(ranked.map(hitOf))
		},
	}
}

/**
 * An engine over records held in memory (tests, bench): the parts the build would write, without the
 * files. `onPart` hears of each part the engine asks for.
 */
export function engineFromRecords(
	records: readonly SearchRecord[],
	{
		shardChars,
		textChars,
		onPart,
		...options
	}: EngineOptions & { shardChars?: number; textChars?: number; onPart?: (part: string) => void } = {},
): LocalEngine {
	const { manifest, shards, texts } = toIndexParts(records, shardChars, textChars)
	return createEngine(
		{ ...manifest, dir: 'memory' },
		{
			shard: async (n) => (onPart?.(shardFile(n)), shards[n]),
			text: async (n) => (onPart?.(textFile(n)), texts[n]),
		},
		options,
	)
}
