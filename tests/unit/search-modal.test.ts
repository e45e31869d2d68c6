import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import type { SearchRequest, SearchResponse } from '../../plugins/content/search/client/backend'
import { hitFromRecord, type SearchHit } from '../../plugins/content/search/hits'
import { toTerm } from '../../plugins/content/search/terms'
import type { SearchRecord } from '../../plugins/content/search/types'
import { unescapeHtml } from '../../src/lib/html'
import { hotkeyAction, type HotkeyEvent } from '../../src/theme/SearchBar/hotkeys'
import { createRecentStore, RECENT_KEY, RECENT_LIMIT, recentFrom } from '../../src/theme/SearchBar/recent'
import {
	groupHits,
	hitRow,
	hitTexts,
	FIRST_ROWS,
	firstOptions,
	moveSelection,
	rowsShown,
	safeHref,
	searchCredit,
	statusText,
	splitMarks,
	sameRow,
	type Row,
} from '../../src/theme/SearchBar/results'
import {
	createSearchSession,
	DEBOUNCE_MS,
	drawnState,
	relativeUrl,
	type SearchState,
} from '../../src/theme/SearchBar/session'
import { fixtureRecords } from '../support/searchFixtures'

type RecordOver = Omit<Partial<SearchRecord>, 'hierarchy'> & {
	url: string
	hierarchy?: Partial<SearchRecord['hierarchy']>
}
const record = (over: RecordOver): SearchRecord => {
	const [base] = fixtureRecords()
	const [page, anchor] = over.url.split('#')
	return {
		...base,
		objectID: over.url,
		url_without_anchor: page,
		anchor: anchor ?? null,
		...over,
		hierarchy: { ...base.hierarchy, ...over.hierarchy },
	}
}
const hit = (over: RecordOver, terms: string[] = []): SearchHit =>
	hitFromRecord(record(over), new Set(terms.map((word) => toTerm(word) ?? word)))

describe('highlighted values become text, never markup', () => {
	it('splits on <mark> and unescapes each piece into plain text', () => {
		assert.deepEqual(splitMarks('a <mark>Flash&amp;core</mark> &lt;b&gt; &quot;x&quot; &#39;y&#39;'), [
			{ text: 'a ', marked: false },
			{ text: 'Flash&core', marked: true },
			{ text: ' <b> "x" \'y\'', marked: false },
		])
		assert.deepEqual(splitMarks(''), [])
		assert.deepEqual(splitMarks('<mark>a</mark><mark>b</mark>'), [
			{ text: 'a', marked: true },
			{ text: 'b', marked: true },
		])
		// A phrase the query matched whole is one mark, across a space or a line break.
		assert.deepEqual(splitMarks('run <mark>slash command</mark>s and <mark>a\nb</mark>'), [
			{ text: 'run ', marked: false },
			{ text: 'slash command', marked: true },
			{ text: 's and ', marked: false },
			{ text: 'a\nb', marked: true },
		])
	})

	it('leaves any other tag as literal text, and unescapes only once', () => {
		assert.deepEqual(splitMarks('<img src=x onerror=alert(1)>'), [
			{ text: '<img src=x onerror=alert(1)>', marked: false },
		])
		assert.equal(unescapeHtml('&amp;lt;script&amp;gt;'), '&lt;script&gt;')
		// A README that shows an escaped tag as text (`&lt;b&gt;`) keeps showing it that way.
		assert.deepEqual(splitMarks('&amp;lt;b&amp;gt;'), [{ text: '&lt;b&gt;', marked: false }])
		assert.equal(unescapeHtml('&#x3C;&#60;&nosuch;'), '<<&nosuch;')
	})

	it('round-trips what the backends produce: a README’s markup in a record shows as the text it was', () => {
		const h = hit(
			{ url: '/plugins/x', type: 'lvl1', hierarchy: { lvl0: 'A & B', lvl1: '<script>alert(1)</script> Flashcore' } },
			['flashcore'],
		)
		assert.equal(recentFrom(hitRow(h, false, false)).title, '<script>alert(1)</script> Flashcore')
		assert.deepEqual(
			splitMarks(h._snippetResult.hierarchy.lvl1.value).filter((p) => p.marked),
			[{ text: 'Flashcore', marked: true }],
		)
		assert.equal(groupHits([h])[0].title, 'A & B')
	})
})

describe('results list', () => {
	it('groups hits under their sidebar section in the order of each section’s best hit, five at most', () => {
		const hits = [
			hit({ url: '/a', type: 'lvl1', hierarchy: { lvl0: 'Guides', lvl1: 'A' } }),
			hit({ url: '/ref/x', type: 'lvl1', hierarchy: { lvl0: 'Reference', lvl1: 'X' } }),
			...['b', 'c', 'd', 'e', 'f'].map((p) =>
				hit({ url: `/${p}`, type: 'lvl1', hierarchy: { lvl0: 'Guides', lvl1: p.toUpperCase() } }),
			),
		]
		const groups = groupHits(hits)
		assert.deepEqual(
			groups.map((g) => [g.title, g.hits.map((h) => h.hit.url)]),
			[
				['Guides', ['/a', '/b', '/c', '/d', '/e']],
				['Reference', ['/ref/x']],
			],
		)
		// Positions run through the whole list, section after section, for the arrow keys.
		assert.deepEqual(
			groups.flatMap((g) => g.hits.map((h) => h.index)),
			[0, 1, 2, 3, 4, 5],
		)
	})

	/** [url, child, lastChild] of hits in one sidebar section, each given as [url, page title, heading?]. */
	const tree = (specs: [string, string, string?][]) =>
		groupHits(
			specs.map(([url, lvl1, lvl2]) =>
				hit({ url, type: lvl2 ? 'lvl2' : 'lvl1', hierarchy: lvl2 ? { lvl0: 'G', lvl1, lvl2 } : { lvl0: 'G', lvl1 } }),
			),
		)[0].hits.map((h) => [h.hit.url, h.child, h.lastChild])

	it('draws a page’s sections under its page result, the tree line ending at its last one or its section’s', () => {
		const cases: [[string, string, string?][], [string, boolean, boolean][]][] = [
			[
				[
					['/p', 'P'],
					['/p#one', 'P', 'One'],
					['/p#two', 'P', 'Two'],
					['/q#three', 'Q', 'Three'],
				],
				// No result for page /q itself: nothing to hang under.
				[
					['/p', false, false],
					['/p#one', true, false],
					['/p#two', true, true],
					['/q#three', false, false],
				],
			],
			[
				// Another page's sections follow, then the section ends.
				[
					['/p', 'P'],
					['/q', 'Q'],
					['/p#one', 'P', 'One'],
					['/q#two', 'Q', 'Two'],
				],
				[
					['/p', false, false],
					['/q', false, false],
					['/p#one', true, true],
					['/q#two', true, true],
				],
			],
		]
		for (const [hits, expected] of cases) assert.deepEqual(tree(hits), expected)
	})

	it('puts hits with no sidebar section (a hosted index may leave it out) under an empty heading', () => {
		const bare = { ...hit({ url: '/x', type: 'lvl1', hierarchy: { lvl1: 'X' } }) }
		bare.hierarchy = { ...bare.hierarchy, lvl0: undefined as unknown as string }
		assert.deepEqual(
			groupHits([bare]).map((g) => [g.title, g.hits.length]),
			[['', 1]],
		)
	})

	it('shows a page over its snippet, a heading or paragraph over its page’s title', () => {
		const page = hit(
			{ url: '/p', type: 'lvl1', content: 'Flashcore stores values', hierarchy: { lvl1: 'Flashcore' } },
			['flashcore'],
		)
		assert.deepEqual(hitTexts(page), {
			title: '<mark>Flashcore</mark>',
			path: '<mark>Flashcore</mark> stores values',
		})
		const heading = hit({ url: '/p#get', type: 'lvl2', hierarchy: { lvl1: 'Flashcore', lvl2: 'Get a value' } }, [
			'value',
		])
		assert.deepEqual(hitTexts(heading), { title: 'Get a <mark>value</mark>', path: 'Flashcore' })
		const paragraph = hit(
			{ url: '/p#x', type: 'lvl2', content: 'keeps a value on disk', hierarchy: { lvl1: 'Flashcore', lvl2: 'Disk' } },
			['disk'],
		)
		assert.equal(paragraph.type, 'lvl2')
		const content = { ...paragraph, type: 'content' as const }
		assert.deepEqual(hitTexts(content), { title: 'keeps a value on <mark>disk</mark>', path: 'Flashcore' })
		// A page with no text of its own shows its title alone.
		const bare = hit({ url: '/p', type: 'lvl1', content: null, hierarchy: { lvl1: 'Flashcore' } }, ['flashcore'])
		assert.deepEqual(hitTexts(bare), { title: '<mark>Flashcore</mark>', path: '' })
	})

	it('splits a hit’s texts into pieces only when its row is drawn, and once', () => {
		const h = hit({ url: '/p#get', type: 'lvl2', hierarchy: { lvl1: 'Flashcore', lvl2: 'Get a value' } }, ['value'])
		let reads = 0
		const counted = Object.defineProperty({ ...h }, '_snippetResult', {
			get: () => {
				reads++
				return h._snippetResult
			},
		})
		const row = hitRow(counted, true, false)
		assert.deepEqual(
			[row.key, row.href, row.icon, row.child, row.lastChild],
			['/p#get', '/p#get', 'heading', true, false],
		)
		assert.equal(reads, 0, 'texts split before the row was drawn')
		assert.deepEqual(row.title, [
			{ text: 'Get a ', marked: false },
			{ text: 'value', marked: true },
		])
		assert.deepEqual(row.path, [{ text: 'Flashcore', marked: false }])
		const once = reads
		assert.ok(row.title === row.title && row.path === row.path)
		assert.equal(reads, once, 'texts split again')
		assert.equal(hitRow({ ...h, type: 'lvl1' }, false, false).icon, 'page')
		assert.equal(hitRow({ ...h, type: 'content' }, false, false).icon, 'content')
	})

	it('moves the selection with the arrow keys, wrapping at both ends', () => {
		assert.equal(moveSelection(0, 3, 'ArrowDown'), 1)
		assert.equal(moveSelection(2, 3, 'ArrowDown'), 0)
		assert.equal(moveSelection(0, 3, 'ArrowUp'), 2)
		assert.equal(moveSelection(1, 3, 'ArrowUp'), 0)
		assert.equal(moveSelection(-1, 3, 'ArrowDown'), 0)
		assert.equal(moveSelection(-1, 3, 'ArrowUp'), 2)
		assert.equal(moveSelection(7, 3, 'ArrowDown'), 0)
		// A selection just past the options drawn (the list got shorter) starts again at an end.
		assert.equal(moveSelection(3, 3, 'ArrowDown'), 0)
		assert.equal(moveSelection(3, 3, 'ArrowUp'), 2)
		assert.equal(moveSelection(0, 0, 'ArrowDown'), -1)
	})

	it('moves down from the last result drawn to the next one not drawn yet, and wraps only at the last of all', () => {
		assert.equal(moveSelection(9, 10, 'ArrowDown', 20), 10)
		assert.equal(moveSelection(19, 20, 'ArrowDown', 20), 0)
		assert.equal(moveSelection(0, 10, 'ArrowUp', 20), 9)
		assert.equal(moveSelection(9, 10, 'ArrowUp', 20), 8)
		assert.equal(moveSelection(4, 10, 'ArrowDown', 20), 5)
	})

	it('draws the first results of an answer, every one once asked, and always the selected one', () => {
		assert.equal(FIRST_ROWS, 10)
		assert.equal(rowsShown(20, false, 0), FIRST_ROWS)
		assert.equal(rowsShown(6, false, 0), 6)
		assert.equal(rowsShown(20, true, 0), 20)
		assert.equal(rowsShown(20, false, 12), 13)
		assert.equal(rowsShown(0, false, -1), 0)
	})

	it('cuts the sections to their first options in list order', () => {
		const sections = [
			{ title: 'A', options: [1, 2, 3] },
			{ title: 'B', options: [4, 5] },
			{ title: 'C', options: [6] },
		]
		assert.deepEqual(firstOptions(sections, 4), [
			{ title: 'A', options: [1, 2, 3] },
			{ title: 'B', options: [4] },
		])
		assert.deepEqual(firstOptions(sections, 3), [{ title: 'A', options: [1, 2, 3] }])
		assert.deepEqual(firstOptions(sections, 6), sections)
		// Sections drawn whole are the same objects: the list does not draw them again.
		assert.equal(firstOptions(sections, 5)[1], sections[1])
		assert.deepEqual(firstOptions(sections, 0), [])
	})

	it('links only to site paths and http(s) URLs', () => {
		assert.equal(safeHref('/robojs/flashcore#get'), '/robojs/flashcore#get')
		assert.equal(safeHref('https://robojs.dev/x'), 'https://robojs.dev/x')
		assert.equal(safeHref('http://example.com/x'), 'http://example.com/x')
		for (const bad of [
			'javascript:alert(1)',
			'JAVASCRIPT:alert(1)',
			'data:text/html,x',
			'//evil.example/x',
			'/\\evil',
			'x',
		])
			assert.equal(safeHref(bad), null, bad)
	})
})

describe('rows drawn again', () => {
	const row: Row = {
		key: '12',
		href: '/robojs/flashcore#get',
		title: [{ text: 'get', marked: true }],
		path: [{ text: 'Flashcore', marked: false }],
		icon: 'heading',
		child: true,
		lastChild: false,
	}
	const copy = (): Row => structuredClone(row)

	it('are not when a rebuilt list draws a row the same (a new object with the same text and marks)', () => {
		assert.equal(sameRow(row, copy()), true)
	})

	it('are when anything the row shows changes: its text, a mark, its link, icon or place in the tree', () => {
		const twoPieces = (last: string): Row => ({
			...copy(),
			title: [
				{ text: 'get', marked: true },
				{ text: last, marked: false },
			],
		})
		assert.equal(sameRow(twoPieces('()'), twoPieces('(key)')), false, 'a later piece')
		const changes: [string, (r: Row) => void][] = [
			['key', (r) => (r.key = '13')],
			['href', (r) => (r.href = '/robojs/flashcore#set')],
			['icon', (r) => (r.icon = 'content')],
			['child', (r) => (r.child = false)],
			['lastChild', (r) => (r.lastChild = true)],
			['title text', (r) => (r.title[0].text = 'set')],
			['title mark', (r) => (r.title[0].marked = false)],
			['title pieces', (r) => r.title.push({ text: '()', marked: false })],
			['path text', (r) => (r.path[0].text = 'Flashcore API')],
			['path mark', (r) => (r.path[0].marked = true)],
			['path pieces', (r) => (r.path = [])],
		]
		for (const [what, change] of changes) {
			const changed = copy()
			change(changed)
			assert.equal(sameRow(row, changed), false, what)
			assert.equal(sameRow(changed, row), false, `${what} (other way)`)
		}
	})
})

describe('footer', () => {
	it('credits the service that answers, and links only Algolia', () => {
		assert.deepEqual(searchCredit('local'), { text: 'Search by this site’s own index' })
		assert.deepEqual(searchCredit('meilisearch'), { text: 'Search by Meilisearch' })
		assert.deepEqual(searchCredit('algolia'), { text: 'Search by Algolia', href: 'https://www.algolia.com/' })
	})
})

describe('status line', () => {
	it('says what the modal shows: the count and query of an answer, no results, or a wait', () => {
		const hits = [hit({ url: '/a', type: 'lvl1', hierarchy: { lvl1: 'A' } })]
		assert.equal(statusText({ status: 'results', query: 'flashcore', hits }, 18), '18 results for "flashcore"')
		assert.equal(statusText({ status: 'results', query: 'flashcore', hits }, 1), '1 result for "flashcore"')
		assert.equal(statusText({ status: 'empty', query: 'zzzq' }, 0), 'No results for "zzzq"')
		assert.equal(statusText({ status: 'loading', query: 'fl', hits: [] }, 0), 'Searching…')
		// The error screen's text is an alert of its own; the start screen says nothing.
		assert.equal(statusText({ status: 'error', query: 'fl' }, 0), '')
		assert.equal(statusText({ status: 'idle', query: '' }, 0), '')
	})
})

describe('search hotkeys', () => {
	const key = (k: string, mods: Partial<HotkeyEvent> = {}): HotkeyEvent => ({
		key: k,
		ctrlKey: false,
		metaKey: false,
		altKey: false,
		shiftKey: false,
		isComposing: false,
		...mods,
	})
	const page = () => false
	const field = () => true

	it('opens on Ctrl+K or Cmd+K anywhere, a field included', () => {
		for (const event of [key('k', { ctrlKey: true }), key('k', { metaKey: true }), key('K', { ctrlKey: true })]) {
			assert.equal(hotkeyAction(event, false, page), 'open')
			assert.equal(hotkeyAction(event, false, field), 'open')
		}
	})

	it('opens on s or / only outside a field, and not with a modifier', () => {
		for (const k of ['s', '/']) {
			assert.equal(hotkeyAction(key(k), false, page), 'open', k)
			assert.equal(hotkeyAction(key(k), false, field), null, `${k} in a field`)
			for (const mod of ['ctrlKey', 'metaKey', 'altKey'] as const)
				assert.equal(hotkeyAction(key(k, { [mod]: true }), false, page), null, `${mod}+${k}`)
		}
		// Shift+S types a capital, which is not the hotkey either.
		assert.equal(hotkeyAction(key('S', { shiftKey: true }), false, page), null)
	})

	it('leaves other keys and combinations alone: Ctrl+Shift+K, Ctrl+Alt+K, k, Escape while closed', () => {
		for (const event of [
			key('k', { ctrlKey: true, shiftKey: true }),
			key('k', { ctrlKey: true, altKey: true }),
			key('k'),
			key('Escape'),
			key('Enter'),
		])
			assert.equal(hotkeyAction(event, false, page), null, JSON.stringify(event))
	})

	it('closes the open modal on Escape or Ctrl/Cmd+K; s and / are then text', () => {
		assert.equal(hotkeyAction(key('Escape'), true, field), 'close')
		assert.equal(hotkeyAction(key('k', { ctrlKey: true }), true, field), 'close')
		assert.equal(hotkeyAction(key('k', { metaKey: true }), true, field), 'close')
		for (const k of ['s', '/', 'Enter']) assert.equal(hotkeyAction(key(k), true, page), null, k)
	})

	it('does nothing while a key composes text (an IME)', () => {
		assert.equal(hotkeyAction(key('k', { ctrlKey: true, isComposing: true }), false, page), null)
		assert.equal(hotkeyAction(key('Escape', { isComposing: true }), true, page), null)
	})

	it('asks whether the reader is in a field only for s and /', () => {
		let asked = 0
		const counted = () => {
			asked++
			return false
		}
		hotkeyAction(key('k', { ctrlKey: true }), false, counted)
		hotkeyAction(key('x'), false, counted)
		assert.equal(asked, 0)
		hotkeyAction(key('/'), false, counted)
		assert.equal(asked, 1)
	})
})

describe('recent searches', () => {
	const memoryStorage = (initial: Record<string, string> = {}) => {
		const data = new Map(Object.entries(initial))
		return {
			getItem: (k: string) => data.get(k) ?? null,
			setItem: (k: string, v: string) => void data.set(k, v),
			data,
		} as unknown as Storage & { data: Map<string, string> }
	}
	const noWarning = () => assert.fail('no warning expected')
	const entry = (n: number) => ({ url: `/p${n}`, title: `P${n}`, path: '' })

	it('keeps the last five opened, newest first, once each, in storage', () => {
		const storage = memoryStorage()
		const store = createRecentStore(
			() => storage,
			() => assert.fail('no warning expected'),
		)
		for (const n of [1, 2, 3, 4, 5, 6, 3]) store.add(entry(n))
		const expected = [3, 6, 5, 4, 2].map(entry)
		assert.equal(RECENT_LIMIT, 5)
		assert.deepEqual(store.list(), expected)
		assert.deepEqual(JSON.parse(storage.data.get(RECENT_KEY) ?? ''), expected)
		// The next page load reads them back.
		assert.deepEqual(createRecentStore(() => storage, noWarning).list(), expected)
	})

	it('reads back only well-formed entries with a safe link, five at most', () => {
		// Storage is shared with every script of the origin: each entry below breaks one rule.
		const stored = [
			entry(1),
			{ url: 'javascript:alert(1)', title: 'x', path: '' },
			{ url: 7, title: 'x', path: '' },
			// An array holding a path reads as that path to a URL check.
			{ url: ['/p2'], title: 'x', path: '' },
			{ url: '/p2', title: 2, path: '' },
			{ url: '/p2', title: 'x', path: null },
			{ url: '/p2', title: 'x' },
			null,
			'junk',
			['/p2', 'x', ''],
			{ ...entry(3), extra: '<img src=x>' },
			...[4, 5, 6, 7].map(entry),
		]
		const store = createRecentStore(() => memoryStorage({ [RECENT_KEY]: JSON.stringify(stored) }), noWarning)
		assert.deepEqual(store.list(), [1, 3, 4, 5, 6].map(entry))
		for (const raw of ['{not json', '{"url":"/p1","title":"P1","path":""}', 'null', '""'])
			assert.deepEqual(createRecentStore(() => memoryStorage({ [RECENT_KEY]: raw }), noWarning).list(), [], raw)
		// Nothing stored yet: an empty list.
		assert.deepEqual(createRecentStore(() => memoryStorage(), noWarning).list(), [])
	})

	it('keeps the storage key readers’ browsers already hold', () => {
		// Renaming it would drop every reader's recent searches on the next release.
		assert.equal(RECENT_KEY, 'robo-search-recent')
	})

	it('warns once when storage reads but refuses to write (full), and keeps the list for the page', () => {
		const storage = memoryStorage({ [RECENT_KEY]: JSON.stringify([entry(1)]) })
		storage.setItem = () => {
			throw new DOMException('full', 'QuotaExceededError')
		}
		const warnings: unknown[][] = []
		const store = createRecentStore(
			() => storage,
			(...args) => warnings.push(args),
		)
		store.add(entry(2))
		store.add(entry(3))
		assert.deepEqual(store.list(), [3, 2, 1].map(entry))
		assert.equal(warnings.length, 1)
		assert.match(String(warnings[0][0]), /recent searches are not saved/)
	})

	it('without storage: warns once and keeps the list for the page', () => {
		const warnings: unknown[][] = []
		const store = createRecentStore(
			() => {
				throw new DOMException('denied', 'SecurityError')
			},
			(...args) => warnings.push(args),
		)
		assert.deepEqual(store.list(), [])
		store.add(entry(1))
		store.add(entry(2))
		assert.deepEqual(store.list(), [entry(2), entry(1)])
		assert.equal(warnings.length, 1)
		assert.match(String(warnings[0][0]), /recent searches are not saved/)
	})

	it('remembers a result as the text it showed', () => {
		const h = hit({ url: '/p#get', type: 'lvl2', hierarchy: { lvl1: 'Flash & core', lvl2: 'Get' } }, ['get'])
		assert.deepEqual(recentFrom(hitRow(h, false, false)), { url: '/p#get', title: 'Get', path: 'Flash & core' })
	})
})

describe('search session', () => {
	/** A backend whose answers the test releases by hand, in any order. */
	function heldBackend() {
		const asked: { request: SearchRequest; resolve: (r: SearchResponse) => void; reject: (e: unknown) => void }[] = []
		return {
			asked,
			backend: {
				kind: 'local' as const,
				search: (request: SearchRequest) =>
					new Promise<SearchResponse>((resolve, reject) => asked.push({ request, resolve, reject })),
			},
		}
	}
	/** A session over a held backend, and every state it showed. */
	function heldSession(debounceMs = 0) {
		const { asked, backend } = heldBackend()
		const states: SearchState[] = []
		const session = createSearchSession(backend, (s) => states.push(s), { siteUrl: 'https://robojs.dev', debounceMs })
		return { asked, states, session }
	}
	const answer = (url: string): SearchResponse => ({
		hits: [hit({ url, type: 'lvl1', hierarchy: { lvl1: url } })],
		nbHits: 1,
	})
	const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))
	const quiet = async <T>(run: () => Promise<T>) => {
		const warn = console.warn
		console.warn = () => {}
		try {
			return await run()
		} finally {
			console.warn = warn
		}
	}

	it('waits 100 ms after the last keystroke, showing loading from the first, and asks once', async () => {
		assert.equal(DEBOUNCE_MS, 100)
		// The session's own default pause.
		const { asked, backend } = heldBackend()
		const states: SearchState[] = []
		const session = createSearchSession(backend, (s) => states.push(s), { siteUrl: 'https://robojs.dev' })
		session.setQuery('f')
		assert.equal(states.at(-1)?.status, 'loading')
		session.setQuery('fl')
		await tick(60)
		session.setQuery('fla')
		await tick(60)
		assert.equal(asked.length, 0, 'asked before 100 ms of quiet')
		await tick(60)
		assert.deepEqual(
			asked.map(({ request: { query, hitsPerPage } }) => ({ query, hitsPerPage })),
			[{ query: 'fla', hitsPerPage: 20 }],
		)
		asked[0].resolve(answer('https://robojs.dev/robojs/flashcore'))
		await tick()
		const last = states.at(-1)
		assert.equal(last?.status, 'results')
		// Links of this site become site-relative, so they stay on whatever host serves the build.
		assert.equal(last?.status === 'results' && last.hits[0].url, '/robojs/flashcore')
		session.dispose()
	})

	it('asks for the best hits first only while no results are on screen', async () => {
		const { asked, session } = heldSession()
		session.setQuery('flash')
		await tick()
		assert.equal(typeof asked[0].request.onFirst, 'function')
		asked[0].resolve(answer('/robojs/flashcore'))
		await tick()
		// Over the results on screen the next answer comes whole: one drawing of the list per query.
		session.setQuery('flashcore get')
		await tick()
		assert.equal(asked[1].request.onFirst, undefined)
		asked[1].resolve({ hits: [], nbHits: 0 })
		await tick()
		// After "no results" nothing is on screen: the best hits come first again.
		session.setQuery('logger')
		await tick()
		assert.equal(typeof asked[2].request.onFirst, 'function')
		session.dispose()
	})

	it('shows the best hits as soon as the backend has them, then the full answer; never a stale query’s', async () => {
		const { asked, states, session } = heldSession()
		session.setQuery('flash')
		await tick()
		asked[0].request.onFirst?.(answer('https://robojs.dev/robojs/flashcore').hits)
		const first = states.at(-1)
		assert.equal(first?.status, 'results')
		assert.deepEqual(first?.status === 'results' && first.hits.map((h) => h.url), ['/robojs/flashcore'])
		asked[0].resolve({ hits: [...answer('/robojs/flashcore').hits, ...answer('/cli/create-robo').hits], nbHits: 2 })
		await tick()
		const full = states.at(-1)
		assert.deepEqual(full?.status === 'results' && full.hits.map((h) => h.url), [
			'/robojs/flashcore',
			'/cli/create-robo',
		])
		// The first hits of a query the reader has typed past are dropped.
		session.setQuery('logger')
		await tick()
		const count = states.length
		asked[0].request.onFirst?.(answer('/robojs/flashcore').hits)
		assert.equal(states.length, count)
		assert.equal(states.at(-1)?.status, 'loading')
		session.dispose()
	})

	it('never lets an outdated answer replace a newer query’s', async () => {
		const { asked, states, session } = heldSession()
		session.setQuery('state')
		session.setQuery('logger')
		await tick()
		assert.equal(asked.length, 2)
		asked[1].resolve(answer('/robojs/logger'))
		await tick()
		asked[0].resolve(answer('/robojs/state'))
		asked[0].reject(new Error('late failure'))
		await tick()
		const last = states.at(-1)
		assert.equal(last?.status, 'results')
		assert.equal(last?.status === 'results' && last.query, 'logger')
		assert.equal(last?.status === 'results' && last.hits[0].url, '/robojs/logger')
		// An emptied box is the start screen at once, and a late answer does not bring results back.
		session.setQuery('flashcore')
		session.setQuery('')
		await tick()
		asked.at(-1)?.resolve(answer('/robojs/flashcore'))
		await tick()
		assert.deepEqual(states.at(-1), { status: 'idle', query: '' })
	})

	it('turns a failure into the error state, and Try again asks again at once', async () => {
		const { asked, states, session } = heldSession(50)
		session.setQuery('flashcore')
		await tick(70)
		await quiet(async () => {
			asked[0].reject(new Error('GET /search/part.json answered 500'))
			await tick()
		})
		assert.deepEqual(states.at(-1), { status: 'error', query: 'flashcore' })
		session.retry()
		assert.equal(states.at(-1)?.status, 'loading')
		assert.equal(asked.length, 2, 'retry waited for the debounce')
		assert.equal(asked[1].request.query, 'flashcore')
		asked[1].resolve({ hits: [], nbHits: 0 })
		await tick()
		assert.deepEqual(states.at(-1), { status: 'empty', query: 'flashcore' })
	})

	it('keeps the last answer on screen while the next query loads, and says nothing after dispose', async () => {
		const { asked, states, session } = heldSession()
		session.setQuery('a')
		await tick()
		asked[0].resolve(answer('/a'))
		await tick()
		session.setQuery('ab')
		const loading = states.at(-1)
		assert.equal(loading?.status, 'loading')
		assert.equal(loading?.status === 'loading' && loading.hits[0].url, '/a')
		session.dispose()
		const count = states.length
		await tick()
		asked[1]?.resolve(answer('/ab'))
		await tick()
		assert.equal(states.length, count)
	})

	it('draws a query that waits over results as those results, and every other state as it comes', async () => {
		const { asked, states, session } = heldSession()
		let drawn: SearchState = { status: 'idle', query: '' }
		const draw = () => (drawn = drawnState(drawn, states.at(-1)!))
		session.setQuery('a')
		// Loading over the start screen is drawn: nothing else would show that the query is waiting.
		assert.equal(draw().status, 'loading')
		await tick()
		asked[0].resolve(answer('/a'))
		await tick()
		const results = draw()
		assert.equal(results.status, 'results')
		session.setQuery('ab')
		assert.equal(draw(), results, 'the modal was drawn again for a keystroke over results')
		await tick()
		asked[1].resolve(answer('/ab'))
		await tick()
		assert.deepEqual(draw(), { status: 'results', query: 'ab', hits: [answer('/ab').hits[0]] })
		// Over other hits than those on screen (a state the session does not send), loading is drawn.
		assert.equal(drawnState(results, { status: 'loading', query: 'abc', hits: [] }).status, 'loading')
		session.setQuery('abc')
		await tick()
		await quiet(async () => {
			asked[2].reject(new Error('GET /search/part.json answered 500'))
			await tick()
		})
		assert.equal(draw().status, 'error')
		session.setQuery('abcd')
		assert.equal(draw().status, 'loading', 'loading over the error screen was not drawn')
		session.setQuery('')
		assert.equal(draw().status, 'idle')
	})

	it('shows the start screen at once for a box of spaces, and asks nothing', async () => {
		const { asked, states, session } = heldSession()
		session.setQuery('   ')
		await tick()
		assert.deepEqual(states, [{ status: 'idle', query: '' }])
		assert.equal(asked.length, 0)
		session.dispose()
	})

	it('keeps loading when the best hits come back empty, until the full answer', async () => {
		const { asked, states, session } = heldSession()
		session.setQuery('flash')
		await tick()
		asked[0].request.onFirst?.([])
		assert.equal(states.at(-1)?.status, 'loading')
		session.dispose()
	})

	it('drops the failure of a query the reader has typed past', async () => {
		const { asked, states, session } = heldSession()
		session.setQuery('state')
		session.setQuery('logger')
		await tick()
		asked[1].resolve(answer('/robojs/logger'))
		await tick()
		await quiet(async () => {
			asked[0].reject(new Error('GET /search/part.json answered 500'))
			await tick()
		})
		assert.equal(states.at(-1)?.status, 'results')
		session.dispose()
	})

	it('asks for the best hits first again once nothing is on screen: after an error or an emptied box', async () => {
		const { asked, session } = heldSession()
		const overResults = async (query: string) => {
			session.setQuery(query)
			await tick()
			asked.at(-1)?.resolve(answer('/a'))
			await tick()
		}
		await overResults('a')
		session.setQuery('ab')
		await tick()
		await quiet(async () => {
			asked.at(-1)?.reject(new Error('offline'))
			await tick()
		})
		session.setQuery('abc')
		await tick()
		assert.equal(typeof asked.at(-1)?.request.onFirst, 'function', 'after an error')
		await overResults('abcd')
		session.setQuery('')
		session.setQuery('b')
		await tick()
		assert.equal(typeof asked.at(-1)?.request.onFirst, 'function', 'after an emptied box')
		session.dispose()
	})

	it('names the backend in the warning a failed search logs', async () => {
		const { asked, session } = heldSession()
		session.setQuery('flashcore')
		await tick()
		const warnings: unknown[][] = []
		const warn = console.warn
		console.warn = (...args: unknown[]) => warnings.push(args)
		try {
			asked[0].reject(new Error('offline'))
			await tick()
		} finally {
			console.warn = warn
		}
		assert.equal(warnings.length, 1)
		assert.equal(warnings[0][0], '[search] local search failed:')
		session.dispose()
	})

	it('says nothing once disposed, whatever it is asked', async () => {
		const { asked, states, session } = heldSession()
		session.dispose()
		session.setQuery('flashcore')
		session.retry()
		session.setQuery('')
		await tick()
		asked.forEach(({ resolve }) => resolve(answer('/a')))
		await tick()
		assert.deepEqual(states, [])
	})

	it('makes URLs of the page’s own origin relative, in a browser', () => {
		const global = globalThis as { window?: unknown }
		global.window = { location: { href: 'http://127.0.0.1:3000/getting-started' } }
		try {
			assert.equal(relativeUrl('http://127.0.0.1:3000/cli/robo#x', 'https://robojs.dev'), '/cli/robo#x')
		} finally {
			delete global.window
		}
		// Without a page (the build), only the site's own URL counts.
		assert.equal(relativeUrl('http://127.0.0.1:3000/cli/robo', 'https://robojs.dev'), 'http://127.0.0.1:3000/cli/robo')
	})

	it('makes URLs of this site relative and leaves others alone', () => {
		// A path of this site stays exactly as the index wrote it, not re-encoded.
		assert.equal(relativeUrl('/robojs/état#x y', 'https://robojs.dev'), '/robojs/état#x y')
		const here = 'http://127.0.0.1:3000/getting-started'
		assert.equal(
			relativeUrl('https://robojs.dev/robojs/flashcore#get', 'https://robojs.dev', here),
			'/robojs/flashcore#get',
		)
		assert.equal(relativeUrl('http://127.0.0.1:3000/cli/robo', 'https://robojs.dev', here), '/cli/robo')
		assert.equal(relativeUrl('/cli/robo', 'https://robojs.dev', here), '/cli/robo')
		assert.equal(relativeUrl('https://example.com/x', 'https://robojs.dev', here), 'https://example.com/x')
	})
})
