/**
 * Pure helpers of the search modal (no React, so tests/unit/search-modal.test.ts runs them directly):
 * reading the backends' highlighted values into text pieces, grouping hits under their sidebar
 * section, the text each hit shows, keyboard selection, and which link targets a result may have.
 */
import type { SearchHit } from '../../../plugins/content/search/hits'
import { unescapeHtml } from '../../lib/html'
import type { SearchState } from './session'
import { NO_RESULTS_TEXT } from './texts'

/** One run of text of a highlighted value, `marked` when it matched the query. */
export interface Piece {
	text: string
	marked: boolean
}

/**
 * A backend's highlighted value (escaped text whose only markup is `<mark>…</mark>`) as text pieces
 * React renders as text: nothing in a value, whatever a README or a hosted index put in it, can
 * become markup. Any other tag-like text stays literal text.
 */
export function splitMarks(html: string): Piece[] {
	const pieces: Piece[] = []
	const push = (text: string, marked: boolean) => {
		if (text) pieces.push({ text: unescapeHtml(text), marked })
	}
	let last = 0
	for (const m of html.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
		const at = m.index ?? 0
		push(html.slice(last, at), false)
		push(m[1], true)
		last = at + m[0].length
	}
	push(html.slice(last), false)
	return pieces
}

/** What a row of the list draws: a result or a recent search. */
export interface Row {
	key: string
	href: string
	title: Piece[]
	path: Piece[]
	icon: 'page' | 'heading' | 'content' | 'recent'
	/** Drawn indented under its page's own result, and whether the tree line ends there. */
	child: boolean
	lastChild: boolean
}

const samePieces = (a: readonly Piece[], b: readonly Piece[]) =>
	a.length === b.length && a.every((piece, i) => piece.text === b[i].text && piece.marked === b[i].marked)

/**
 * Whether two rows draw the same thing (a list rebuilt for the same hits, or a hit kept from the last
 * answer): the modal then does not render that row again.
 */
export const sameRow = (a: Row, b: Row): boolean =>
	a.key === b.key &&
	a.href === b.href &&
	a.icon === b.icon &&
	a.child === b.child &&
	a.lastChild === b.lastChild &&
	samePieces(a.title, b.title) &&
	samePieces(a.path, b.path)

/** Results shown per sidebar section, as DocSearch showed them. */
export const HITS_PER_SECTION = 5

export interface ShownHit {
	hit: SearchHit
	/** A section of a page whose own (lvl1) result is in the same group: drawn indented under it. */
	child: boolean
	/** The last child of its page in the group (the tree line ends there). */
	lastChild: boolean
	/** Position in the whole list, for the arrow keys. */
	index: number
}

export interface HitGroup {
	/** The sidebar section (lvl0), as text. */
	title: string
	hits: ShownHit[]
}

/**
 * Hits (already in rank order, at most three sections per page) under their sidebar section, sections
 * in the order of their best hit, at most `perSection` hits each.
 */
export function groupHits(hits: readonly SearchHit[], perSection = HITS_PER_SECTION): HitGroup[] {
	const groups = new Map<string, SearchHit[]>()
	for (const hit of hits) {
		const title = unescapeHtml(hit.hierarchy.lvl0 ?? '')
		const group = groups.get(title)
		if (!group) groups.set(title, [hit])
		else if (group.length < perSection) group.push(hit)
	}
	let index = 0
	return [...groups].map(([title, members]) => {
		const parents = new Set(members.filter((h) => h.type === 'lvl1').map((h) => h.url_without_anchor))
		const isChild = (h: SearchHit | undefined) =>
			h !== undefined && h.type !== 'lvl1' && parents.has(h.url_without_anchor)
		return {
			title,
			hits: members.map((hit, i) => {
				const child = isChild(hit)
				const next = members[i + 1]
				return {
					hit,
					child,
					lastChild: child && !(isChild(next) && next.url_without_anchor === hit.url_without_anchor),
					index: index++,
				}
			}),
		}
	})
}

/**
 * What a hit shows (highlighted values): a page shows its title over the snippet; a heading shows
 * itself over its page's title; a paragraph shows the snippet over its page's title.
 */
export function hitTexts(hit: SearchHit): { title: string; path: string } {
	const levels = hit._snippetResult.hierarchy
	const content = hit._snippetResult.content.value
	if (hit.type === 'lvl1') return { title: levels.lvl1.value, path: hit.content ? content : '' }
	if (hit.type === 'content') return { title: content, path: levels.lvl1.value }
	return { title: levels[hit.type].value, path: levels.lvl1.value }
}

/**
 * The row of a hit. Its texts are split into pieces when first read: an answer has up to 20 hits, and
 * the list draws only its first rows (rowsShown).
 */
export function hitRow(hit: SearchHit, child: boolean, lastChild: boolean): Row {
	let pieces: { title: Piece[]; path: Piece[] } | undefined
	const texts = () => {
		if (!pieces) {
			const { title, path } = hitTexts(hit)
			pieces = { title: splitMarks(title), path: splitMarks(path) }
		}
		return pieces
	}
	return {
		key: hit.objectID,
		href: hit.url,
		icon: hit.type === 'lvl1' ? 'page' : hit.type === 'content' ? 'content' : 'heading',
		child,
		lastChild,
		get title() {
			return texts().title
		},
		get path() {
			return texts().path
		},
	}
}

/**
 * Results the list draws when an answer arrives: a phone's screen and more. Each row drawn costs the
 * main thread on every query, and readers rarely go further; the rest wait until the reader asks.
 */
export const FIRST_ROWS = 10

/**
 * How many of `total` results the list draws: FIRST_ROWS, every one once the reader asked for more,
 * and always enough to include the `selected` one.
 */
export const rowsShown = (total: number, more: boolean, selected: number): number =>
	more ? total : Math.min(total, Math.max(FIRST_ROWS, selected + 1))

/** `sections` cut to their first `count` options, in list order. */
export function firstOptions<S extends { options: readonly unknown[] }>(sections: readonly S[], count: number): S[] {
	const out: S[] = []
	let left = count
	for (const section of sections) {
		if (left <= 0) break
		out.push(section.options.length <= left ? section : { ...section, options: section.options.slice(0, left) })
		left -= section.options.length
	}
	return out
}

/**
 * The selection after an arrow key among the `count` options drawn: down/up move one, wrapping around;
 * nothing to select gives -1. Down from the last one drawn moves on to the next of `total` when there
 * is one (the list then draws it) instead of wrapping.
 */
export function moveSelection(current: number, count: number, key: 'ArrowDown' | 'ArrowUp', total = count): number {
	if (key === 'ArrowDown' && current === count - 1 && count < total) return count
	if (count <= 0) return -1
	if (current < 0 || current >= count) return key === 'ArrowDown' ? 0 : count - 1
	return (current + (key === 'ArrowDown' ? 1 : count - 1)) % count
}

/** A path on this site: one slash, not `//host` nor `/\host`, which browsers read as another host. */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])/.test(url)

/**
 * A result's link target, or null when it is not one a result may have: a path on this site or an
 * http(s) URL (never `javascript:` and the like, whatever an index or the stored recent searches hold).
 */
export function safeHref(url: string): string | null {
	if (isSitePath(url)) return url
	try {
		const parsed = new URL(url)
		return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
	} catch {
		return null
	}
}

/**
 * What the footer says about the service that answers. Only an Algolia search is "by Algolia", and it
 * links to Algolia, as Algolia's free plan asks; the local index and Meilisearch say what they are.
 */
export function searchCredit(kind: 'local' | 'meilisearch' | 'algolia'): { text: string; href?: string } {
	if (kind === 'algolia') return { text: 'Search by Algolia', href: 'https://www.algolia.com/' }
	if (kind === 'meilisearch') return { text: 'Search by Meilisearch' }
	return { text: 'Search by this site’s own index' }
}

/**
 * What the modal's status line (a live region) says for the state it draws, `count` being the
 * answer's results, drawn or not. An answer names its query: a query that waits over results leaves
 * the line as it was (see drawnState), so a new answer with the same count still changes the line
 * and is announced.
 */
export function statusText(state: SearchState, count: number): string {
	if (state.status === 'loading') return 'Searching…'
	if (state.status === 'results') return `${count} ${count === 1 ? 'result' : 'results'} for "${state.query}"`
	if (state.status === 'empty') return `${NO_RESULTS_TEXT} "${state.query}"`
	return ''
}
