/**
 * Search records → DocSearch hits: highlighting, cropping and HTML escaping, shared by every backend.
 * Browser-safe.
 *
 * Hits keep DocSearch's shape, whose highlighted values are HTML: every value a hit carries is escaped
 * here, whatever the backend returned, and the only markup left is our own `<mark>`. The search modal
 * (src/theme/SearchBar/results.ts) reads them back into text and `<mark>` pieces, never as HTML.
 */
import { escapeHtml } from '../../../src/lib/html'
import { toTerm, WORD } from './terms'
import type { Hierarchy, Level, SearchRecord } from './types'

/** Words kept around the first match in a content snippet (hosted search crops content to 30 words; the local engine matches it). */
export const CROP_WORDS = 30
/** Sections shown per page in the results, so one long page cannot fill them. */
export const SECTIONS_PER_PAGE = 3

export type HitType = Exclude<Level, 'lvl0'> | 'content'

export interface HighlightValue {
	value: string
	matchLevel: 'full' | 'partial' | 'none'
	matchedWords: string[]
}

/** Structurally a DocSearchHit (the hit shape of DocSearch and Algolia's DocSearch crawler). */
export interface SearchHit {
	objectID: string
	url: string
	url_without_anchor: string
	anchor: string | null
	type: HitType
	hierarchy: Hierarchy
	content: string | null
	_highlightResult: { hierarchy: Record<Level, HighlightValue>; content: HighlightValue; hierarchy_camel: [] }
	_snippetResult: { hierarchy: Record<Level, HighlightValue>; content: HighlightValue; hierarchy_camel: [] }
}

export { escapeHtml }

/**
 * Escapes `text` and wraps every word whose index term (`toTerm`) is in `terms` in `<mark>`.
 * Returns the HTML and the terms that matched.
 */
export function highlight(text: string, terms: ReadonlySet<string>): { html: string; matched: string[] } {
	if (terms.size === 0 || !text) return { html: escapeHtml(text), matched: [] }
	const matched = new Set<string>()
	let html = ''
	let last = 0
	for (const m of text.matchAll(WORD)) {
		const term = toTerm(m[0])
		if (term === null || !terms.has(term)) continue
		matched.add(term)
		const start = m.index ?? 0
		html += escapeHtml(text.slice(last, start)) + `<mark>${escapeHtml(m[0])}</mark>`
		last = start + m[0].length
	}
	html += escapeHtml(text.slice(last))
	return { html, matched: [...matched] }
}

/**
 * The `words` words of `text` around its first match, highlighted, with an ellipsis where text was
 * cut; the first `words` words when nothing matches. Also returns the plain cropped text. Sections
 * can be long: only the text up to the first match is scanned, and only the window is split.
 */
export function crop(
	text: string,
	terms: ReadonlySet<string>,
	words = CROP_WORDS,
): { html: string; plain: string; matched: string[] } {
	let at = -1
	if (terms.size > 0) {
		for (const m of text.matchAll(WORD)) {
			const term = toTerm(m[0])
			if (term !== null && terms.has(term)) {
				at = m.index ?? 0
				break
			}
		}
	}
	// Whitespace-separated words before the match (a third of the window) and from it on.
	const before = at <= 0 ? [] : text.slice(0, at).split(/\s+/).filter(Boolean)
	const rest = text
		.slice(Math.max(0, at))
		.split(/\s+/, words + 1)
		.filter(Boolean)
	// A match inside a word-chunk ("(key)") starts that chunk: it belongs to `rest`.
	if (at > 0 && !/\s/.test(text[at - 1] ?? ' ')) rest[0] = (before.pop() ?? '') + rest[0]
	let head = before.slice(Math.max(0, before.length - Math.floor(words / 3)))
	const tail = rest.slice(0, words - head.length)
	// Near the end of the text, the window takes more words before the match.
	if (tail.length < words - head.length) head = before.slice(Math.max(0, before.length - (words - tail.length)))
	const shown = [...head, ...tail]
	const cutStart = head.length < before.length
	const cutEnd = rest.length > tail.length
	const plain = (cutStart ? '…' : '') + shown.join(' ') + (cutEnd ? '…' : '')
	const { html, matched } = highlight(plain, terms)
	return { html, plain, matched }
}

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']

const value = (html: string, matched: string[], queryTerms: number): HighlightValue => ({
	value: html,
	matchLevel: matched.length === 0 ? 'none' : matched.length >= queryTerms ? 'full' : 'partial',
	matchedWords: matched,
})

/**
 * A DocSearch hit for `record`, highlighted for `terms` (the index terms that matched, see terms.ts).
 * The hit's type is the section's heading level when the heading matched, `content` otherwise, so
 * DocSearch shows whichever part explains the match.
 */
export function hitFromRecord(record: SearchRecord, terms: ReadonlySet<string>, queryTerms = terms.size): SearchHit {
	const hierarchy = {} as Record<Level, HighlightValue>
	const escaped = {} as Hierarchy
	for (const level of LEVELS) {
		const text = record.hierarchy[level]
		const { html, matched } = highlight(text ?? '', terms)
		hierarchy[level] = value(html, matched, queryTerms)
		;(escaped as unknown as Record<Level, string | null>)[level] = text === null ? null : escapeHtml(text)
	}
	const snippet = record.content ? crop(record.content, terms) : null
	const content = value(snippet?.html ?? '', snippet?.matched ?? [], queryTerms)
	const headingMatched = hierarchy[record.type].matchLevel !== 'none'
	const type: HitType = record.type === 'lvl1' || headingMatched || !snippet ? record.type : 'content'
	return {
		objectID: record.objectID,
		url: record.url,
		url_without_anchor: record.url_without_anchor,
		anchor: record.anchor,
		type,
		hierarchy: escaped,
		content: snippet ? escapeHtml(snippet.plain) : null,
		_highlightResult: { hierarchy, content, hierarchy_camel: [] },
		_snippetResult: { hierarchy, content, hierarchy_camel: [] },
	}
}

/** Pre/post tags asked of a hosted service; replaced by <mark> after the value is escaped (as InstantSearch does). */
export const PRE_TAG = '__ais-highlight__'
export const POST_TAG = '__/ais-highlight__'
const TAGGED = /__ais-highlight__([\s\S]*?)__\/ais-highlight__/g
const stripTags = (text: string): string => text.split(PRE_TAG).join('').split(POST_TAG).join('')

/** A highlighted string from a hosted service (PRE_TAG/POST_TAG around matches) → escaped HTML with <mark>. */
export function markTagged(tagged: string): { html: string; matched: string[] } {
	const matched: string[] = []
	let html = ''
	let last = 0
	for (const m of tagged.matchAll(TAGGED)) {
		const start = m.index ?? 0
		html += escapeHtml(stripTags(tagged.slice(last, start))) + `<mark>${escapeHtml(m[1])}</mark>`
		matched.push(m[1].toLowerCase())
		last = start + m[0].length
	}
	html += escapeHtml(stripTags(tagged.slice(last)))
	return { html, matched }
}

/**
 * A DocSearch hit from a record a hosted service returned with tagged highlights: `formatted` holds
 * the same fields with PRE_TAG/POST_TAG around matches (content already cropped by the service).
 */
export function hitFromTagged(
	record: SearchRecord,
	formatted: { hierarchy?: Partial<Record<Level, string | null>>; content?: string | null },
): SearchHit {
	const hierarchy = {} as Record<Level, HighlightValue>
	const escaped = {} as Hierarchy
	for (const level of LEVELS) {
		const text = record.hierarchy?.[level] ?? null
		const { html, matched } = markTagged(formatted.hierarchy?.[level] ?? text ?? '')
		hierarchy[level] = value(html, matched, 1)
		;(escaped as unknown as Record<Level, string | null>)[level] = text === null ? null : escapeHtml(text)
	}
	const cropped = formatted.content ?? record.content ?? ''
	const { html, matched } = markTagged(cropped)
	const content = value(html, matched, 1)
	const type = (record.type ?? 'lvl1') as SearchRecord['type']
	const headingMatched = hierarchy[type]?.matchLevel !== 'none'
	return {
		objectID: String(record.objectID),
		url: record.url,
		url_without_anchor: record.url_without_anchor ?? record.url.split('#')[0],
		anchor: record.anchor ?? null,
		type: type === 'lvl1' || headingMatched || !cropped ? type : 'content',
		hierarchy: escaped,
		content: cropped ? escapeHtml(stripTags(cropped)) : null,
		_highlightResult: { hierarchy, content, hierarchy_camel: [] },
		_snippetResult: { hierarchy, content, hierarchy_camel: [] },
	}
}

/**
 * Results grouped by page: pages in the order of their best hit, at most `perPage` hits each
 * (DocSearch then groups pages under their sidebar section, lvl0).
 */
export function groupByPage<T extends { url_without_anchor: string }>(hits: readonly T[], perPage: number): T[] {
	const pages = new Map<string, T[]>()
	for (const hit of hits) {
		const group = pages.get(hit.url_without_anchor)
		if (!group) pages.set(hit.url_without_anchor, [hit])
		else if (group.length < perPage) group.push(hit)
	}
	return [...pages.values()].flat()
}
