/**
 * Recent searches: the results the reader opened, newest first, the last five, kept in localStorage
 * so the start screen offers them again on the next visit. Only plain text and the link are stored
 * (no highlighting), and what is read back is checked, since storage is shared with every script of
 * the origin. Where storage is unavailable (blocked, private mode, full), one warning is logged and
 * the list lives for the page's lifetime only.
 */
import { safeHref, type Row } from './results'

export const RECENT_KEY = 'robo-search-recent'
export const RECENT_LIMIT = 5

export interface RecentHit {
	url: string
	/** What the result showed as its title, and its page (or snippet) under it, as text. */
	title: string
	path: string
}

export interface RecentStore {
	list(): RecentHit[]
	/** Puts `hit` first (once), keeping the last RECENT_LIMIT. */
	add(hit: RecentHit): RecentHit[]
}

const joined = (pieces: Row['title']) => pieces.map((piece) => piece.text).join('')

/** The recent entry for a row as it was shown. */
export function recentFrom(row: Pick<Row, 'href' | 'title' | 'path'>): RecentHit {
	return { url: row.href, title: joined(row.title), path: joined(row.path) }
}

function parse(raw: string | null): RecentHit[] {
	if (!raw) return []
	try {
		const value: unknown = JSON.parse(raw)
		if (!Array.isArray(value)) return []
		return value
			.filter(
				(v): v is RecentHit =>
					typeof v === 'object' &&
					v !== null &&
					typeof v.url === 'string' &&
					safeHref(v.url) !== null &&
					typeof v.title === 'string' &&
					typeof v.path === 'string',
			)
			.map(({ url, title, path }) => ({ url, title, path }))
			.slice(0, RECENT_LIMIT)
	} catch {
		return []
	}
}

/** `storage` is read lazily (a blocked localStorage throws on access, not only on use). */
export function createRecentStore(storage: () => Storage, warn: (...args: unknown[]) => void): RecentStore {
	let memory: RecentHit[] | null = null
	let warned = false
	const unavailable = (error: unknown) => {
		if (!warned) warn('[search] recent searches are not saved: browser storage is unavailable.', error)
		warned = true
	}
	const list = (): RecentHit[] => {
		if (memory) return memory
		try {
			memory = parse(storage().getItem(RECENT_KEY))
		} catch (error) {
			unavailable(error)
			memory = []
		}
		return memory
	}
	return {
		list,
		add(hit) {
			memory = [hit, ...list().filter((h) => h.url !== hit.url)].slice(0, RECENT_LIMIT)
			try {
				storage().setItem(RECENT_KEY, JSON.stringify(memory))
			} catch (error) {
				unavailable(error)
			}
			return memory
		},
	}
}

/** The page's store (one per page load, so the warning is logged once). */
let pageStore: RecentStore | null = null
export function recentSearches(): RecentStore {
	pageStore ??= createRecentStore(
		() => window.localStorage,
		(...args) => console.warn(...args),
	)
	return pageStore
}
