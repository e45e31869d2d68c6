/**
 * The DocSearch modal (@docsearch/react 4, as theme-search-algolia ships it) over whichever backend
 * the build chose (`@robojs-search/backend`, see plugins/content/search/index.ts). Loaded lazily by ./index.
 *
 * DocSearch 4 takes a custom source through `transformSearchClient`: the modal still builds its
 * Algolia client from appId/apiKey, but every query goes through the `search` we return, so the local
 * index and Meilisearch plug in without a fork of the modal. Repairs on top of it:
 * - its error screen never shows in 4.7 (see plugins/content/search/client/searchClient.ts), so ours is
 *   rendered into its dropdown, with its classes, when a query fails;
 * - its container is a role=button wrapping the whole dialog (axe: nested-interactive,
 *   label-content-name-mismatch); it is given dialog semantics instead;
 * - every result is a real link: `hitComponent` renders Docusaurus' Link (an `<a href>` to the page
 *   and anchor; a plain click navigates in the app, a modified or middle click does what it does on
 *   any link), `navigator` does the same for Enter, Ctrl/Cmd+Enter and Shift+Enter, and DocSearch's
 *   own option handlers still record the recent search and close the modal (not on a modified click);
 * - a link inside a listbox option is interactive content inside an element whose children are
 *   presentational (axe: nested-interactive), so the link itself is made the option: DocSearch's `li`
 *   becomes presentational and hands its id and selection to the link (useAccessibleMarkup), which
 *   keeps aria-activedescendant and the arrow keys working; the save/remove buttons DocSearch puts
 *   inside recent-search options are hidden (modal.css): no ARIA makes a button inside an option
 *   acceptable;
 * - the scrolling results box takes the focus itself (axe: scrollable-region-focusable) on screens
 *   without a link in it, so keyboard users can scroll it.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { DocSearchModal } from '@docsearch/react/modal'
import type { DocSearchHit, ModalTranslations, StoredDocSearchHit } from '@docsearch/react'
import Link from '@docusaurus/Link'
import { useHistory } from '@docusaurus/router'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { backend } from '@robojs-search/backend'
import styles from '@robojs-search/styles'

import { transformSearchClientFor } from '../../../plugins/content/search/client/searchClient'
import { NO_RESULTS_TEXT, SEARCH_ERROR_TEXT } from './texts'

// DocSearch's CSS and our overrides (plugins/content/search/client/modal.css), inserted once, before the
// first render of the modal. Imported as CSS they would land in the stylesheet of every page.
if (typeof document !== 'undefined' && !document.getElementById('robo-search-styles')) {
	const style = document.createElement('style')
	style.id = 'robo-search-styles'
	style.textContent = styles
	document.head.appendChild(style)
}

const translations: ModalTranslations = {
	searchBox: { placeholderText: 'Search the docs', searchInputLabel: 'Search the docs' },
	errorScreen: { titleText: SEARCH_ERROR_TEXT, helpText: '' },
	noResultsScreen: { noResultsText: NO_RESULTS_TEXT },
}

export interface SearchModalProps {
	onClose: () => void
	initialScrollY: number
}

function Hit({ hit, children }: { hit: DocSearchHit | StoredDocSearchHit; children: React.ReactNode }) {
	return <Link to={hit.url}>{children}</Link>
}

function ErrorScreen() {
	return (
		<div className="DocSearch-ErrorScreen" role="alert">
			<div className="DocSearch-Screen-Icon">
				<svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" aria-hidden="true">
					<path d="M10 6v5M10 14h.01" strokeWidth="2" strokeLinecap="round" />
					<circle cx="10" cy="10" r="8" strokeWidth="1.5" />
				</svg>
			</div>
			<p className="DocSearch-Title">{SEARCH_ERROR_TEXT}</p>
		</div>
	)
}

/**
 * Copies `name` from `from` to `to` (removing it from `from`), only when it differs: the observer
 * below sees its own writes, and a write of the same value would wake it again forever.
 */
function moveAttribute(from: Element, to: Element, name: string) {
	const value = from.getAttribute(name)
	if (value === null) return
	if (to.getAttribute(name) !== value) to.setAttribute(name, value)
	from.removeAttribute(name)
}

/**
 * Result options whose link is the option: the `li` DocSearch renders as the option is presentational,
 * and its id (the target of the input's aria-activedescendant) and aria-selected (which React updates
 * on the `li` as the arrow keys move) live on the link. `data-selected` keeps DocSearch's selected
 * styling (modal.css).
 */
function linkOptions(root: Element) {
	for (const item of Array.from(root.querySelectorAll('li.DocSearch-Hit'))) {
		const link = item.querySelector(':scope > a[href]')
		if (!link) continue
		if (item.getAttribute('role') !== 'none') item.setAttribute('role', 'none')
		if (link.getAttribute('role') !== 'option') link.setAttribute('role', 'option')
		moveAttribute(item, link, 'id')
		const selected = item.getAttribute('aria-selected')
		if (selected !== null) {
			moveAttribute(item, link, 'aria-selected')
			if (item.getAttribute('data-selected') !== selected) item.setAttribute('data-selected', selected)
		}
	}
}

/**
 * Gives DocSearch's container the semantics of what it is, a modal dialog, makes result links the
 * options, and makes the scrolling results box focusable when it holds no link; re-applied whenever
 * DocSearch re-renders them.
 */
function useAccessibleMarkup(root: React.RefObject<HTMLDivElement | null>) {
	useEffect(() => {
		const fix = () => {
			const container = root.current?.querySelector('.DocSearch-Container')
			if (container && container.getAttribute('role') !== 'dialog') {
				container.setAttribute('role', 'dialog')
				container.setAttribute('aria-modal', 'true')
				container.setAttribute('tabindex', '-1')
				container.removeAttribute('aria-expanded')
				container.removeAttribute('aria-haspopup')
			}
			if (root.current) linkOptions(root.current)
			const dropdown = root.current?.querySelector('.DocSearch-Dropdown')
			if (dropdown && !dropdown.hasAttribute('tabindex')) dropdown.setAttribute('tabindex', '0')
		}
		fix()
		const observer = new MutationObserver(fix)
		if (root.current)
			observer.observe(root.current, {
				subtree: true,
				childList: true,
				attributeFilter: ['role', 'id', 'aria-selected'],
			})
		return () => observer.disconnect()
	}, [root])
}

export default function SearchModal({ onClose, initialScrollY }: SearchModalProps): React.JSX.Element {
	const history = useHistory()
	const { siteConfig } = useDocusaurusContext()
	const root = useRef<HTMLDivElement>(null)
	const [failed, setFailed] = useState(false)
	const [dropdown, setDropdown] = useState<Element | null>(null)

	const onFailure = useCallback(() => setFailed(true), [])
	const onSuccess = useCallback(() => setFailed(false), [])
	const transformSearchClient = useMemo(
		() => transformSearchClientFor(backend, siteConfig.url, { onFailure, onSuccess }),
		[siteConfig.url, onFailure, onSuccess],
	)
	const navigator = useMemo(
		() => ({
			navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl),
			navigateNewTab: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener'),
			navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener'),
		}),
		[history],
	)

	// The local index starts loading as the modal opens, not on the first keystroke.
	useEffect(() => backend.warm?.(), [])
	useAccessibleMarkup(root)
	useEffect(() => {
		if (!failed) return
		setDropdown(root.current?.querySelector('.DocSearch-Dropdown') ?? null)
		// An emptied search box shows recent searches again, not the error.
		const input = root.current?.querySelector('input')
		const onInput = () => input?.value === '' && setFailed(false)
		input?.addEventListener('input', onInput)
		return () => input?.removeEventListener('input', onInput)
	}, [failed])

	return createPortal(
		<div ref={root} className={`robo-search robo-search--${backend.kind}${failed ? ' robo-search--failed' : ''}`}>
			<DocSearchModal
				appId={backend.appId}
				apiKey={backend.apiKey}
				indices={[backend.indexName]}
				transformSearchClient={transformSearchClient}
				navigator={navigator}
				hitComponent={Hit}
				translations={translations}
				placeholder="Search the docs"
				initialScrollY={initialScrollY}
				onClose={onClose}
				onAskAiToggle={() => {}}
			/>
			{failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
		</div>,
		document.body,
	)
}
