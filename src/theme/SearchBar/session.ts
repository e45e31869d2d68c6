/**
 * What the search modal shows for the text in its box, as a small state machine with no React in it
 * (tests/unit/search-modal.test.ts drives it with a fake backend): a 100 ms pause after the last
 * keystroke before asking the backend, a loading state from the first keystroke until the answer,
 * answers to outdated queries dropped, and a failure (network, a failed index part, a service error)
 * turned into the error state, which `retry` runs again.
 */
import type { SearchBackend } from '../../../plugins/content/search/client/backend'
import type { SearchHit } from '../../../plugins/content/search/hits'
import { isSitePath } from './results'

/** The search box waits this long after the last keystroke before it asks the backend. */
export const DEBOUNCE_MS = 100
/** Hits asked of the backend per query (what DocSearch asked for). */
export const HITS_PER_QUERY = 20

export type SearchState =
	/** Empty box: the start screen (recent searches). */
	| { status: 'idle'; query: '' }
	/** A query is waiting for its answer; `hits` are the last answer's, shown dimmed meanwhile. */
	| { status: 'loading'; query: string; hits: SearchHit[] }
	| { status: 'results'; query: string; hits: SearchHit[] }
	| { status: 'empty'; query: string }
	| { status: 'error'; query: string }

/**
 * The state the modal draws when the session moves to `next` while it draws `current`. A query that
 * waits over the results on screen (the same hits) keeps them as they are, selection included, until
 * its answer: on each keystroke only the search box's busy mark changes (the spinner and the dimmed
 * list follow it in CSS), where drawing the whole modal again cost a phone's main thread about 4 ms.
 */
export const drawnState = (current: SearchState, next: SearchState): SearchState =>
	next.status === 'loading' && current.status === 'results' && next.hits === current.hits ? current : next

export interface SearchSession {
	/** The box now holds `query`: debounced, then asked; an empty box shows the start screen at once. */
	setQuery(query: string): void
	/** Asks the current query again now (the error screen's "Try again"). */
	retry(): void
	/** Stops: pending timers are cleared and late answers ignored (the modal closed). */
	dispose(): void
}

/** `https://robojs.dev/a#b` → `/a#b` when the origin is this page's or the configured site's. */
export function relativeUrl(url: string, siteUrl: string, here?: string): string {
	// Already relative to this site (the local index's URLs): nothing to parse, for each of a query's hits.
	if (isSitePath(url)) return url
	try {
		const base = here ?? (typeof window === 'undefined' ? siteUrl : window.location.href)
		const parsed = new URL(url, base)
		if (parsed.origin === new URL(base).origin || parsed.origin === new URL(siteUrl).origin) {
			return parsed.pathname + parsed.search + parsed.hash
		}
	} catch {
		// not a URL: leave it alone (safeHref refuses it later)
	}
	return url
}

export function createSearchSession(
	backend: Pick<SearchBackend, 'search' | 'kind'>,
	onChange: (state: SearchState) => void,
	{ siteUrl, debounceMs = DEBOUNCE_MS }: { siteUrl: string; debounceMs?: number },
): SearchSession {
	let query = ''
	let latest = 0 // id of the newest query; an answer carrying an older id is dropped
	let shown: SearchHit[] = []
	let timer: ReturnType<typeof setTimeout> | undefined
	let disposed = false

	const emit = (state: SearchState) => {
		if (!disposed) onChange(state)
	}

	const localise = (hits: SearchHit[]) =>
		hits.map((hit) => ({
			...hit,
			url: relativeUrl(hit.url, siteUrl),
			url_without_anchor: relativeUrl(hit.url_without_anchor, siteUrl),
		}))

	const ask = (text: string, id: number) => {
		// The best hits may come first (the local index): shown at once, replaced by the full answer. Asked
		// for only while no results are on screen: over the last answer's results, the early part of the new
		// one would make the page draw the list twice for one query, and the list shrink and grow again.
		const onFirst =
			shown.length > 0
				? undefined
				: (hits: SearchHit[]) => {
						if (id === latest && hits.length > 0)
							emit({ status: 'results', query: text, hits: (shown = localise(hits)) })
					}
		backend.search({ query: text, hitsPerPage: HITS_PER_QUERY, onFirst }).then(
			({ hits }) => {
				if (id !== latest) return
				shown = localise(hits)
				emit(shown.length > 0 ? { status: 'results', query: text, hits: shown } : { status: 'empty', query: text })
			},
			(error: unknown) => {
				if (id !== latest) return
				console.warn(`[search] ${backend.kind} search failed:`, error)
				shown = []
				emit({ status: 'error', query: text })
			},
		)
	}

	const start = (delay: number) => {
		clearTimeout(timer)
		const id = ++latest
		if (query.trim() === '') {
			shown = []
			emit({ status: 'idle', query: '' })
			return
		}
		const text = query
		emit({ status: 'loading', query: text, hits: shown })
		if (delay <= 0) ask(text, id)
		else timer = setTimeout(() => ask(text, id), delay)
	}

	return {
		setQuery(next) {
			query = next
			start(debounceMs)
		},
		retry() {
			start(0)
		},
		dispose() {
			disposed = true
			latest++
			clearTimeout(timer)
		},
	}
}
