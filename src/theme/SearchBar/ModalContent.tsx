/** @jsxImportSource preact */
/**
 * What the search modal draws, in Preact rather than React: ./SearchModal mounts it on a `div` of its
 * own at the end of the body. Each query a reader types costs a phone's main thread a keystroke, a
 * loading state and an answer; with React 18 the keystroke's event dispatch and the two updates cost
 * about 16 ms of script at 4x CPU before a single result row was drawn (measured with rows never
 * redrawn), a frame's whole budget. Preact binds the listeners on the elements themselves and
 * diffs with little machinery: a later query then costs 15 to 25 % less script, for about
 * 5 KB gzipped more in this lazily loaded chunk only.
 *
 * It keeps DocSearch's markup and class names (`.DocSearch-*`), so @docsearch/css gives it
 * DocSearch's look in both themes and on phones (full screen under 768 px), without DocSearch's
 * 126 KB of code.
 *
 * - States (./session): start screen (recent searches), loading (an indicator in the search box from
 *   the first keystroke until the answer, a slow index part included), results grouped under their
 *   sidebar section, no results, and the error screen with a "Try again" that asks again. An answer to
 *   an outdated query never replaces a newer one's. A query that waits over results keeps them on
 *   screen, dimmed, until its answer; the status line then names the query its count is for.
 * - Every result is a real link (`<a href>`): a plain click navigates in the app and closes the
 *   modal, a modified or middle click does what it does on any link. A result does not prefetch its
 *   page as it scrolls into view, as Docusaurus' Link would (see `preload`). The link itself is the
 *   listbox option (its `li` is presentational): a link inside an option would be interactive
 *   content inside presentational children. The input names the selected option with
 *   aria-activedescendant; the arrow keys move the selection, Enter opens it, Ctrl/Cmd+Enter in a
 *   new tab.
 * - An answer draws its first results (FIRST_ROWS in ./results); a "Show N more results" button under
 *   them draws the rest, and the down arrow goes on past the last one drawn. Every row drawn costs a
 *   phone's main thread on each query.
 * - Highlighted values are split into text and `<mark>` pieces and rendered as text, never as HTML:
 *   README text in the index cannot become markup here.
 * - Landmarks: the search bar and footer are plain `div`s, so an open modal adds no second banner or
 *   contentinfo to the page.
 */
import {
	Component,
	render,
	type ComponentChildren,
	type JSX,
	type TargetedInputEvent,
	type TargetedKeyboardEvent,
} from 'preact'
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks'
import { backend } from '@robojs-search/backend'
import styles from '@robojs-search/styles'

import { recentFrom, recentSearches, type RecentHit } from './recent'
import {
	groupHits,
	hitRow,
	firstOptions,
	moveSelection,
	rowsShown,
	safeHref,
	sameRow,
	searchCredit,
	statusText,
	type Piece,
	type Row,
} from './results'
import type { SearchHit } from '../../../plugins/content/search/hits'
import { createSearchSession, drawnState, type SearchSession, type SearchState } from './session'
import { NO_RESULTS_TEXT, SEARCH_ERROR_TEXT } from './texts'

// DocSearch's CSS and our overrides (plugins/content/search/client/modal.css), inserted once, before the
// first render of the modal. Imported as CSS they would land in the stylesheet of every page.
if (typeof document !== 'undefined' && !document.getElementById('robo-search-styles')) {
	const style = document.createElement('style')
	style.id = 'robo-search-styles'
	style.textContent = styles
	document.head.appendChild(style)
}

const PLACEHOLDER = 'Search the docs'

export interface ModalOptions {
	onClose: () => void
	/** Goes to a path of this site, in the app. */
	navigate: (path: string) => void
	siteUrl: string
}

/** Draws the modal into `container`; the function returned removes it (effects cleaned up). */
export function mountModal(container: HTMLElement, options: ModalOptions): () => void {
	render(<ModalContent {...options} />, container)
	return () => render(null, container)
}

interface Section {
	title: string
	options: Row[]
}

const NO_HITS: SearchHit[] = []

const text = (value: string): Piece[] => (value ? [{ text: value, marked: false }] : [])

const marked = (pieces: Piece[]) =>
	pieces.map((piece, i) => (piece.marked ? <mark key={i}>{piece.text}</mark> : piece.text))

/**
 * Loads a result's page code when the pointer reaches it, as Docusaurus' Link does on hover. Results
 * are plain links rather than Link because Link also prefetches every page whose link scrolls into
 * view: ten result pages' code on a phone's first search, for one click.
 */
const preload = (href: string) => {
	if (href.startsWith('/')) void window.docusaurus?.preload(href)
}

/** A click a link handles itself (new tab or window, download, middle button), not an in-app navigation. */
const modifiedClick = (event: MouseEvent) =>
	event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey

// SVG attributes in their SVG spelling: Preact sets them as written.
const svg = { fill: 'none', stroke: 'currentColor', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const

/**
 * Shown while a query waits, and turned in a few steps a second (few frames), by CSS
 * (plugins/content/search/client/modal.css). It stays in the document rather than being created on
 * every keystroke and removed with every answer.
 */
function Spinner() {
	return (
		<svg
			class="robo-search-spinner"
			width="20"
			height="20"
			viewBox="0 0 38 38"
			stroke="currentColor"
			aria-hidden="true"
		>
			<g fill="none" fill-rule="evenodd" stroke-width="2" transform="translate(1 1)">
				<circle stroke-opacity=".5" cx="18" cy="18" r="18" />
				<path d="M36 18c0-9.94-8.06-18-18-18" />
			</g>
		</svg>
	)
}

function Magnifier() {
	return (
		<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" {...svg}>
			<circle cx="8.5" cy="8.5" r="6" stroke-width="2" />
			<path d="m13 13 4.5 4.5" stroke-width="2" />
		</svg>
	)
}

function Cross() {
	return (
		<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" {...svg}>
			<path d="m5 5 10 10M15 5 5 15" stroke-width="1.6" />
		</svg>
	)
}

/** Whether two props objects hold the same values, key by key (what React.memo compares by default). */
const shallowEqual = <P extends object>(a: P, b: P) =>
	Object.keys(a).length === Object.keys(b).length &&
	(Object.keys(a) as (keyof P)[]).every((key) => Object.is(a[key], b[key]))

/**
 * A component drawn again only when `same` (by default, a key-by-key comparison) says its props
 * changed: Preact's core has no `memo`, and preact/compat, which has one, also changes how every
 * element of the modal is created.
 */
function memo<P extends object>(draw: (props: P) => JSX.Element, same: (a: P, b: P) => boolean = shallowEqual) {
	return class Memo extends Component<P> {
		shouldComponentUpdate(next: P) {
			return !same(this.props, next)
		}
		render(props: P) {
			return draw(props)
		}
	}
}

interface ResultProps {
	option: Row
	index: number
	id: string
	selected: boolean
	onSelect: (index: number) => void
	onOpen: (index: number, event: MouseEvent) => void
}

/**
 * One result row. Rows that draw the same thing as before are not rendered again: while the reader
 * types, a query's answer shares most rows with the last one, and the phone's main thread is what
 * the reader's typing waits on.
 */
const Result = memo(
	function Result({ option, index, id, selected, onSelect, onOpen }: ResultProps) {
		return (
			<li
				class={option.child ? 'DocSearch-Hit DocSearch-Hit--Child' : 'DocSearch-Hit'}
				role="none"
				data-selected={selected ? 'true' : 'false'}
				onMouseMove={selected ? undefined : () => onSelect(index)}
			>
				<a
					href={option.href}
					role="option"
					id={id}
					aria-selected={selected}
					onClick={(event) => onOpen(index, event)}
					onPointerEnter={() => preload(option.href)}
				>
					<div class="DocSearch-Hit-Container">
						{option.child && <span class="DocSearch-Hit-Tree" data-last={option.lastChild || undefined} />}
						<span class="DocSearch-Hit-icon" data-icon={option.icon} />
						<div class="DocSearch-Hit-content-wrapper">
							<span class="DocSearch-Hit-title">{marked(option.title)}</span>
							{option.path.length > 0 && <span class="DocSearch-Hit-path">{marked(option.path)}</span>}
						</div>
					</div>
				</a>
			</li>
		)
	},
	(a, b) =>
		a.index === b.index &&
		a.id === b.id &&
		a.selected === b.selected &&
		a.onSelect === b.onSelect &&
		a.onOpen === b.onOpen &&
		sameRow(a.option, b.option),
)

interface ResultListProps {
	sections: Section[]
	active: number
	base: string
	onSelect: (index: number) => void
	onOpen: (index: number, event: MouseEvent) => void
}

const optionId = (base: string, index: number) => `${base}-option-${index}`
const listId = (base: string, section: number) => `${base}-list-${section}`

/**
 * The results under their section headings. Not drawn again while only the search box changes (a
 * keystroke, the loading state): the list then has the same sections and selection.
 *
 * Sections and rows are keyed by position: a new answer rewrites the text and links of the rows on
 * screen instead of removing them all and creating as many, which costs a phone more.
 */
const ResultList = memo(function ResultList({ sections, active, base, onSelect, onOpen }: ResultListProps) {
	let index = 0
	return (
		<>
			{sections.map((section, i) => (
				<section class="DocSearch-Hits" key={i}>
					<div class="DocSearch-Hit-source" id={`${base}-source-${i}`}>
						{section.title}
					</div>
					<ul role="listbox" id={listId(base, i)} aria-labelledby={`${base}-source-${i}`}>
						{section.options.map((option, j) => {
							const at = index++
							return (
								<Result
									key={j}
									option={option}
									index={at}
									id={optionId(base, at)}
									selected={at === active}
									onSelect={onSelect}
									onOpen={onOpen}
								/>
							)
						})}
					</ul>
				</section>
			))}
		</>
	)
})

/** The footer names the service that answers (searchCredit) and the keys. */
function Footer() {
	const credit = searchCredit(backend.kind)
	return (
		<div class="DocSearch-Footer">
			<div class="DocSearch-Logo">
				{credit.href ? (
					<a href={credit.href} target="_blank" rel="noopener noreferrer">
						<span class="DocSearch-Label">{credit.text}</span>
					</a>
				) : (
					<span class="DocSearch-Label">{credit.text}</span>
				)}
			</div>
			<ul class="DocSearch-Commands" aria-label="Keyboard shortcuts">
				<li>
					<kbd class="DocSearch-Commands-Key">↓</kbd>
					<kbd class="DocSearch-Commands-Key">↑</kbd>
					<span class="DocSearch-Label">Navigate</span>
				</li>
				<li>
					<kbd class="DocSearch-Commands-Key">↵</kbd>
					<span class="DocSearch-Label">Select</span>
				</li>
				<li>
					<kbd class="DocSearch-Commands-Key">
						<span class="DocSearch-Escape-Key">Esc</span>
					</kbd>
					<span class="DocSearch-Label">Close</span>
				</li>
			</ul>
		</div>
	)
}

// The parts that never change, as elements made once: Preact skips a component whose element is the
// very one it drew last time, so the modal's updates do not walk them.
const spinner = <Spinner />
const magnifier = <Magnifier />
const cross = <Cross />
const footer = <Footer />

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])'

function ModalContent({ onClose, navigate, siteUrl }: ModalOptions): JSX.Element {
	const base = useId()
	const modal = useRef<HTMLDivElement>(null)
	const input = useRef<HTMLInputElement>(null)
	const session = useRef<SearchSession | null>(null)
	// The box keeps its own text (an uncontrolled input): a keystroke over results draws nothing but
	// the box's busy mark (see drawnState), and its Clear button when the box empties or fills.
	const [hasText, setHasText] = useState(false)
	const [state, setState] = useState<SearchState>({ status: 'idle', query: '' })
	const [recent, setRecent] = useState<RecentHit[]>(() => recentSearches().list())
	// The selection is an option of the query it was made for: a new query starts at its first option;
	// the same query's fuller answer (its best hits came first) keeps the option the reader moved to.
	const [selection, setSelection] = useState<{ query: string; key: string | null }>({ query: '', key: null })
	// The query whose every result the reader asked to see (the "more results" button).
	const [allFor, setAllFor] = useState<string | null>(null)

	// The session and the focus are there before mountModal returns (layout effects run with the
	// render; Preact runs plain effects only after the next frame): what the reader types right after
	// the hotkey goes into the box and is searched.
	useLayoutEffect(() => {
		const created = createSearchSession(
			backend,
			(next) => {
				// The one attribute set outside Preact (see drawnState): Preact renders it once, as false.
				input.current?.setAttribute('aria-busy', String(next.status === 'loading'))
				setState((current) => drawnState(current, next))
			},
			{ siteUrl },
		)
		session.current = created
		return () => created.dispose()
	}, [siteUrl])

	// Open: the backend starts loading (the local index), the input takes the focus.
	useLayoutEffect(() => {
		backend.warm?.()
		const setHeight = () => modal.current?.style.setProperty('--docsearch-vh', `${window.innerHeight * 0.01}px`)
		setHeight()
		window.addEventListener('resize', setHeight)
		input.current?.focus()
		return () => window.removeEventListener('resize', setHeight)
	}, [])

	// Recent searches matter only on the start screen: opening a result in a new tab records it
	// without rebuilding (and so re-selecting) the results on screen.
	const recentShown = state.status === 'idle' ? recent : null
	// The list is rebuilt when the hits change, not on every keystroke: the loading state keeps the
	// last answer's hits (the same array) while the next one comes.
	const hits = state.status === 'results' || state.status === 'loading' ? state.hits : NO_HITS
	const idle = state.status === 'idle'
	const sections: Section[] = useMemo(() => {
		if (idle) {
			if (!recentShown || recentShown.length === 0) return []
			const options = recentShown.map((entry, i) => ({
				key: `recent-${i}-${entry.url}`,
				href: entry.url,
				title: text(entry.title),
				path: text(entry.path),
				icon: 'recent' as const,
				child: false,
				lastChild: false,
			}))
			return [{ title: 'Recent', options }]
		}
		return groupHits(hits.filter((hit) => safeHref(hit.url) !== null)).map((group) => ({
			title: group.title,
			options: group.hits.map(({ hit, child, lastChild }) => hitRow(hit, child, lastChild)),
		}))
	}, [idle, hits, recentShown])
	const options = useMemo(() => sections.flatMap((section) => section.options), [sections])
	const kept = selection.query === state.query ? options.findIndex((option) => option.key === selection.key) : -1
	const active = options.length > 0 ? Math.max(kept, 0) : -1
	const drawn = rowsShown(options.length, allFor === state.query, active)
	const listed = useMemo(() => firstOptions(sections, drawn), [sections, drawn])
	useEffect(() => {
		if (active >= 0) document.getElementById(optionId(base, active))?.scrollIntoView({ block: 'nearest' })
	}, [base, active])

	const remember = useCallback((option: Row) => setRecent(recentSearches().add(recentFrom(option))), [])

	const openOption = useCallback(
		(option: Row, newTab: boolean) => {
			remember(option)
			if (newTab) {
				window.open(option.href, '_blank', 'noopener')
				return
			}
			if (option.href.startsWith('/')) navigate(option.href)
			else window.location.assign(option.href)
			onClose()
		},
		[navigate, onClose, remember],
	)

	// The rows' handlers stay the same function from render to render (so unchanged rows are not
	// drawn again) and read the list on screen when they run.
	const shown = useRef({ query: state.query, options, openOption, remember })
	shown.current = { query: state.query, options, openOption, remember }
	const selectRow = useCallback(
		(index: number) => setSelection({ query: shown.current.query, key: shown.current.options[index]?.key ?? null }),
		[],
	)
	const openRow = useCallback((index: number, event: MouseEvent) => {
		const option = shown.current.options[index]
		if (!option) return
		// A modified or middle click opens a tab as on any link; the reader stays here.
		if (modifiedClick(event)) shown.current.remember(option)
		else {
			event.preventDefault()
			shown.current.openOption(option, false)
		}
	}, [])

	const onInput = (event: TargetedInputEvent<HTMLInputElement>) => {
		const value = event.currentTarget.value
		setHasText(value !== '')
		session.current?.setQuery(value)
	}

	const onInputKeyDown = (event: TargetedKeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault()
			selectRow(moveSelection(active, drawn, event.key, options.length))
		} else if (event.key === 'Enter' && !event.isComposing) {
			event.preventDefault()
			// The list on screen may answer the text the box held before: while the box's text waits for
			// its own answer, Enter opens nothing rather than a result of another query.
			if (active >= 0 && event.currentTarget.value === state.query)
				openOption(options[active], event.ctrlKey || event.metaKey || event.shiftKey)
		}
	}

	// Tab stays inside the modal (it is aria-modal: the page behind is out of reach).
	const onContainerKeyDown = (event: KeyboardEvent) => {
		if (event.key !== 'Tab' || !modal.current) return
		const focusable = Array.from(modal.current.querySelectorAll<HTMLElement>(FOCUSABLE))
		const first = focusable[0]
		const last = focusable[focusable.length - 1]
		if (event.shiftKey && document.activeElement === first) {
			event.preventDefault()
			last?.focus()
		} else if (!event.shiftKey && document.activeElement === last) {
			event.preventDefault()
			first?.focus()
		}
	}

	const clear = () => {
		if (input.current) input.current.value = ''
		setHasText(false)
		session.current?.setQuery('')
		input.current?.focus()
	}
	const showAll = () => {
		setAllFor(state.query)
		input.current?.focus()
	}
	const retry = () => {
		session.current?.retry()
		input.current?.focus()
	}

	const labelId = `${base}-label`
	const listIds = listed.map((_, i) => listId(base, i))

	let screen: ComponentChildren
	if (state.status === 'error') {
		screen = (
			<div class="DocSearch-ErrorScreen">
				<div class="DocSearch-Screen-Icon">
					<svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true" {...svg}>
						<path d="M10 6v5M10 14h.01" stroke-width="2" />
						<circle cx="10" cy="10" r="8" stroke-width="1.5" />
					</svg>
				</div>
				<p class="DocSearch-Title" role="alert">
					{SEARCH_ERROR_TEXT}
				</p>
				<button type="button" class="robo-search-retry" onClick={retry}>
					Try again
				</button>
			</div>
		)
	} else if (state.status === 'empty') {
		screen = (
			<div class="DocSearch-NoResults">
				<div class="DocSearch-Screen-Icon">
					<svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true" {...svg}>
						<circle cx="8.5" cy="8.5" r="5.5" stroke-width="1.5" />
						<path d="m13 13 4 4M6.5 6.5l4 4M10.5 6.5l-4 4" stroke-width="1.5" />
					</svg>
				</div>
				<p class="DocSearch-Title">
					{NO_RESULTS_TEXT} &quot;<strong>{state.query}</strong>&quot;
				</p>
			</div>
		)
	} else if (sections.length > 0) {
		const more = options.length - drawn
		screen = (
			<>
				<ResultList sections={listed} active={active} base={base} onSelect={selectRow} onOpen={openRow} />
				{more > 0 && (
					<button type="button" class="robo-search-more" onClick={showAll}>
						Show {more} more {more === 1 ? 'result' : 'results'}
					</button>
				)}
			</>
		)
	} else if (state.status === 'idle') {
		screen = (
			<div class="DocSearch-StartScreen">
				<p class="DocSearch-Help">No recent searches</p>
			</div>
		)
	}

	return (
		<div class={`robo-search robo-search--${backend.kind}`}>
			<div
				class="DocSearch DocSearch-Container"
				role="dialog"
				aria-modal="true"
				aria-labelledby={labelId}
				onMouseDown={(event) => event.target === event.currentTarget && onClose()}
				onKeyDown={onContainerKeyDown}
			>
				<div class="DocSearch-Modal" ref={modal}>
					<div class="DocSearch-SearchBar">
						<form class="DocSearch-Form" onSubmit={(event) => event.preventDefault()}>
							<label class="DocSearch-MagnifierLabel" for={`${base}-input`} id={labelId}>
								{magnifier}
								<span class="DocSearch-VisuallyHiddenForAccessibility">{PLACEHOLDER}</span>
							</label>
							<div class="DocSearch-LoadingIndicator">{spinner}</div>
							<input
								ref={input}
								id={`${base}-input`}
								class="DocSearch-Input"
								type="search"
								role="combobox"
								// Preact's types allow a combobox role on a search box only with a `list`; ARIA in HTML
								// allows it without one, which this box has (the list is ours, not a datalist).
								list={undefined}
								aria-autocomplete="list"
								aria-expanded={options.length > 0}
								aria-controls={listIds.length > 0 ? listIds.join(' ') : undefined}
								aria-activedescendant={active >= 0 ? optionId(base, active) : undefined}
								// Set by the session's callback from then on; never changed here, so Preact leaves it be.
								aria-busy={false}
								placeholder={PLACEHOLDER}
								autocomplete="off"
								autocorrect="off"
								autocapitalize="off"
								enterkeyhint="search"
								spellcheck={false}
								maxLength={512}
								onInput={onInput}
								onKeyDown={onInputKeyDown}
							/>
							<div class="DocSearch-Actions">
								{hasText && (
									<>
										<button type="button" class="DocSearch-Clear" onClick={clear}>
											Clear
										</button>
										<div class="DocSearch-Divider" />
									</>
								)}
								<button type="button" class="DocSearch-Action DocSearch-Close" aria-label="Close" onClick={onClose}>
									{cross}
								</button>
							</div>
						</form>
					</div>
					<div class="DocSearch-Dropdown" tabIndex={0}>
						<div class="DocSearch-Dropdown-Container">{screen}</div>
					</div>
					<p class="DocSearch-VisuallyHiddenForAccessibility" role="status">
						{statusText(state, options.length)}
					</p>
					{footer}
				</div>
			</div>
		</div>
	)
}
