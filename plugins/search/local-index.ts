/**
 * The local index file: records folded per page (hierarchy levels 0-1 and the URL written once per
 * page), unfolded again in the browser. Browser-safe.
 */
import type { Hierarchy, LocalIndexFile, LocalIndexPage, SearchRecord } from './types'

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const

/** Records → index file. Records of one page must be adjacent (recordsFromBuild guarantees it). */
export function toIndexFile(records: readonly SearchRecord[]): LocalIndexFile {
	const pages: LocalIndexPage[] = []
	let page: LocalIndexPage | null = null
	for (const record of records) {
		const { hierarchy } = record
		if (!page || page[0] !== record.url_without_anchor) {
			page = [record.url_without_anchor, hierarchy.lvl0, hierarchy.lvl1, []]
			pages.push(page)
		}
		const depth = Number(record.type.slice(3)) // lvl3 → 3
		const headings = LEVELS.slice(0, Math.max(0, depth - 1)).map((level) => hierarchy[level] ?? '')
		page[3].push([record.anchor, headings, record.content])
	}
	return { version: 1, pages }
}

/** Index file → records, in file order. objectID is the position, unique within the file. */
export function fromIndexFile(file: LocalIndexFile): SearchRecord[] {
	if (file?.version !== 1 || !Array.isArray(file.pages)) throw new Error('Unsupported search index format')
	const records: SearchRecord[] = []
	for (const [url, lvl0, lvl1, sections] of file.pages) {
		for (const [anchor, headings, content] of sections) {
			const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
			headings.forEach((heading, i) => (hierarchy[LEVELS[i]] = heading || null))
			records.push({
				objectID: String(records.length),
				url: anchor ? `${url}#${anchor}` : url,
				url_without_anchor: url,
				anchor,
				type: `lvl${headings.length + 1}` as SearchRecord['type'],
				hierarchy,
				content,
			})
		}
	}
	return records
}
