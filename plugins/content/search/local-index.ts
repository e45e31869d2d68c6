/**
 * The local index as the build writes it: split so the first search downloads only what its words
 * need, the way Pagefind splits its index. Browser-safe (the engine reads the same shapes).
 *
 * - `search/manifest.json` (revalidated on each visit, never hashed): the corpus statistics BM25 needs
 *   (document count, field lengths), one level digit per document, the page table (URL, sidebar
 *   section, title, first document) and every index term, sorted. With the terms at hand, the browser
 *   expands a query word to its prefix and typo matches itself and knows which shards to fetch.
 * - `search/<hash>/t<n>.json`: the postings of a run of consecutive terms, about SHARD_CHARS long.
 * - `search/<hash>/x<n>.json`: the headings, anchors and text of a run of consecutive documents, about
 *   TEXT_CHARS long, fetched for the results a query shows.
 *
 * `<hash>` names the content of every part, so parts can be cached forever and a new build never
 * mixes with an old one.
 */
import MiniSearch, { type Options } from 'minisearch'

import { toTerm, words } from './terms'
import type { DocumentText, SearchManifest, SearchRecord, ShardFile, TextFile } from './types'

/** The fields the engine searches, in MiniSearch's field-id order. */
export const FIELDS = ['title', 'keywords', 'heading', 'context', 'content'] as const
export type Field = (typeof FIELDS)[number]
export type IndexedDocument = Record<Field, string> & { id: number }

/** Characters of postings per shard: a query of a few words fetches a few shards of 2-3 KB gzipped. */
export const SHARD_CHARS = 8000
/** Characters per text part: a result costs about 1 KB gzipped of text, whatever the size of its page. */
export const TEXT_CHARS = 3000

/**
 * Characters of a section's text kept in its page part, for the snippet under a result: about four
 * times the 30 words a snippet shows. The whole text is indexed; a match further in shows the
 * section's opening words instead.
 */
export const SNIPPET_CHARS = 300

/** Index options shared by the writer and the browser's per-query index (see engine.ts). */
export const indexOptions: Options<IndexedDocument> = { fields: [...FIELDS], tokenize: words, processTerm: toTerm }

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

/**
 * A record as the engine indexes it. A page's title and keywords only count on its introduction,
 * a section's own heading on that section; the page title and the headings above a section are its
 * context (so "flashcore set" finds the `set` section of the Flashcore page). The sidebar section
 * (lvl0) is not searched: "Discord Bots" on a hundred pages would make "bot" match them all.
 */
export function documentOf(record: SearchRecord, id: number): IndexedDocument {
	const depth = Number(record.type.slice(3))
	const intro = depth === 1
	const context = [record.hierarchy.lvl1]
	for (let level = 2; level < depth; level++) context.push(record.hierarchy[`lvl${level}` as 'lvl2'] ?? '')
	return {
		id,
		title: intro ? record.hierarchy.lvl1 : '',
		keywords: record.keywords?.join(' ') ?? '',
		heading: intro ? '' : (record.hierarchy[record.type] ?? ''),
		context: intro ? '' : context.join(' '),
		content: record.content ?? '',
	}
}

/**
 * A heading's text as a fragment id, close to how Docusaurus slugs headings. Only used to write 1
 * for an anchor that equals it and to expand that 1 again, so it needs to be deterministic, not exact.
 */
export const slugOf = (heading: string): string =>
	heading
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s_-]/gu, '')
		.trim()
		.replace(/\s+/g, '-')

/** `text` cut at the last space before `chars` (or at `chars` when the space is far back). */
export function clip(text: string, chars: number): string {
	if (text.length <= chars) return text
	const space = text.lastIndexOf(' ', chars)
	return text.slice(0, space > chars * 0.6 ? space : chars)
}

export interface IndexParts {
	/** The manifest without `dir`, which the writer sets from the hash of every part. */
	manifest: Omit<SearchManifest, 'dir'>
	shards: ShardFile[]
	texts: TextFile[]
}

/** `[field id, first document, frequency, gap to the next document, frequency, ...]` per field. */
function postingsOf(fields: Record<string, Record<string, number>>): number[][] {
	return Object.entries(fields).map(([fieldId, docs]) => {
		const entry = [Number(fieldId)]
		let previous = 0
		for (const id of Object.keys(docs)
			.map(Number)
			.sort((a, b) => a - b)) {
			entry.push(id - previous, docs[id])
			previous = id
		}
		return entry
	})
}

/** Records → the manifest and its parts. Records of one page must be adjacent (recordsFromBuild guarantees it). */
export function toIndexParts(
	records: readonly SearchRecord[],
	shardChars = SHARD_CHARS,
	textChars = TEXT_CHARS,
): IndexParts {
	const mini = new MiniSearch<IndexedDocument>(indexOptions)
	mini.addAll(records.map(documentOf))
	const js = mini.toJSON()
	const fieldLength: number[] = []
	for (let id = 0; id < records.length; id++) fieldLength.push(...js.fieldLength[id])

	const pages: SearchManifest['pages'] = []
	const texts: TextFile[] = []
	const textStarts: number[] = []
	let textSize = Infinity
	records.forEach((record, id) => {
		const { hierarchy } = record
		if (pages.at(-1)?.[0] !== record.url_without_anchor)
			pages.push([record.url_without_anchor, hierarchy.lvl0, hierarchy.lvl1, id])
		const depth = Number(record.type.slice(3))
		const headings = LEVELS.slice(0, depth - 1).map((level) => hierarchy[level] ?? '')
		const own = headings[headings.length - 1]
		const anchor = record.anchor !== null && own && slugOf(own) === record.anchor ? 1 : record.anchor
		const text: DocumentText = [anchor, headings, record.content && clip(record.content, SNIPPET_CHARS)]
		if (record.keywords?.length) text.push(record.keywords)
		const chars = JSON.stringify(text).length
		if (textSize + chars > textChars) {
			textStarts.push(id)
			texts.push([])
			textSize = 0
		}
		texts[texts.length - 1].push(text)
		textSize += chars
	})

	const entries = js.index
		.map(([term, fields]) => [term, postingsOf(fields)] as const)
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
	const terms: string[] = []
	const starts: number[] = []
	const shards: ShardFile[] = []
	let size = Infinity
	for (const [term, postings] of entries) {
		const chars = JSON.stringify(postings).length
		if (size + chars > shardChars) {
			starts.push(terms.length)
			shards.push([])
			size = 0
		}
		terms.push(term)
		shards[shards.length - 1].push(postings)
		size += chars
	}
	return {
		manifest: {
			version: 3,
			documentCount: js.documentCount,
			averageFieldLength: js.averageFieldLength,
			fieldLength,
			levels: records.map((r) => r.type.slice(3)).join(''),
			pages,
			terms,
			shards: starts,
			texts: textStarts,
		},
		shards,
		texts,
	}
}

export const shardFile = (n: number): string => `t${n}.json`
export const textFile = (n: number): string => `x${n}.json`

/** The record of document `id` of page `page`, from the text part starting at document `first`. */
export function recordOf(
	manifest: Pick<SearchManifest, 'pages'>,
	page: number,
	id: number,
	part: TextFile,
	first: number,
): SearchRecord {
	const [url, lvl0, lvl1] = manifest.pages[page]
	const [stored, headings, content, keywords] = part[id - first]
	const hierarchy: SearchRecord['hierarchy'] = {
		lvl0,
		lvl1,
		lvl2: null,
		lvl3: null,
		lvl4: null,
		lvl5: null,
		lvl6: null,
	}
	headings.forEach((heading, i) => (hierarchy[LEVELS[i]] = heading || null))
	const anchor = stored === 1 ? slugOf(headings[headings.length - 1]) : stored
	const record: SearchRecord = {
		objectID: String(id),
		url: anchor ? `${url}#${anchor}` : url,
		url_without_anchor: url,
		anchor,
		type: `lvl${headings.length + 1}` as SearchRecord['type'],
		hierarchy,
		content,
	}
	if (keywords) record.keywords = keywords
	return record
}
