/**
 * The local index file: records folded per page (hierarchy levels 0-1, the URL and the keywords
 * written once per page), unfolded again in the browser. Browser-safe.
 */
import { WORD } from './terms'
import type { Hierarchy, LocalIndexFile, LocalIndexPage, LocalIndexSection, SearchRecord } from './types'

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

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

/**
 * Shortens `content` to about `cap` characters for display; the words of the rest that the kept part
 * lacks stay searchable as `moreWords`. A cap of Infinity keeps the whole text.
 */
export function shorten(content: string, cap: number): { content: string; moreWords: string | null } {
	if (content.length <= cap) return { content, moreWords: null }
	const space = content.lastIndexOf(' ', cap)
	const cut = space > cap * 0.6 ? space : cap
	const kept = content.slice(0, cut)
	const seen = new Set((kept.match(WORD) ?? []).map((w) => w.toLowerCase()))
	const more = new Set<string>()
	for (const word of content.slice(cut).match(WORD) ?? []) {
		const lower = word.toLowerCase()
		if (!seen.has(lower)) more.add(lower)
	}
	return { content: kept, moreWords: more.size ? [...more].join(' ') : null }
}

/**
 * Records → index file. Records of one page must be adjacent (recordsFromBuild guarantees it).
 * Sections longer than `cap` characters are shortened (see shorten).
 */
export function toIndexFile(records: readonly SearchRecord[], cap = Infinity): LocalIndexFile {
	const pages: LocalIndexPage[] = []
	let page: LocalIndexPage | null = null
	for (const record of records) {
		const { hierarchy } = record
		if (!page || page[0] !== record.url_without_anchor) {
			page = [record.url_without_anchor, hierarchy.lvl0, hierarchy.lvl1, []]
			pages.push(page)
		}
		if (record.keywords?.length) page[4] = record.keywords
		const depth = Number(record.type.slice(3)) // lvl3 → 3
		const headings = LEVELS.slice(0, Math.max(0, depth - 1)).map((level) => hierarchy[level] ?? '')
		const own = headings[headings.length - 1]
		const anchor = record.anchor !== null && own && slugOf(own) === record.anchor ? 1 : record.anchor
		const { content, moreWords } = record.content ? shorten(record.content, cap) : { content: null, moreWords: null }
		const section: LocalIndexSection = moreWords ? [anchor, headings, content, moreWords] : [anchor, headings, content]
		page[3].push(section)
	}
	return { version: 2, pages }
}

/** Index file → records, in file order. objectID is the position, unique within the file. */
export function fromIndexFile(file: LocalIndexFile): SearchRecord[] {
	if (file?.version !== 2 || !Array.isArray(file.pages)) throw new Error('Unsupported search index format')
	const records: SearchRecord[] = []
	for (const [url, lvl0, lvl1, sections, keywords] of file.pages) {
		for (const [stored, headings, content, moreWords] of sections) {
			const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
			headings.forEach((heading, i) => (hierarchy[LEVELS[i]] = heading || null))
			const anchor = stored === 1 ? slugOf(headings[headings.length - 1]) : stored
			const record: SearchRecord = {
				objectID: String(records.length),
				url: anchor ? `${url}#${anchor}` : url,
				url_without_anchor: url,
				anchor,
				type: `lvl${headings.length + 1}` as SearchRecord['type'],
				hierarchy,
				content,
			}
			if (keywords && headings.length === 0) record.keywords = keywords
			if (moreWords) record.moreWords = moreWords
			records.push(record)
		}
	}
	return records
}
