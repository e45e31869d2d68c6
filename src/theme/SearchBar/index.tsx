/**
 * Swizzled (new file; theme-classic only has a placeholder SearchBar and theme-search-algolia stays
 * disabled): the navbar's search button and hotkeys. This part is in every page, so it is tiny; the
 * search modal (./SearchModal), the chosen backend and the index load on first use (click or hotkey).
 * When the reader shows intent (pointer, touch or focus on the button, or the open itself), the
 * modal's code is fetched and, at the same time, `warm` starts what the first query needs, so
 * neither waits for the other.
 */
import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { warm } from '@robojs-search/warm'

import { useSearchHotkeys } from './hotkeys'
import { SEARCH_ERROR_TEXT } from './texts'
import type { SearchModalProps } from './SearchModal'
import styles from './styles.module.css'

type Modal = ComponentType<SearchModalProps>

let modalModule: Promise<Modal> | null = null
function loadModal(): Promise<Modal> {
	modalModule ??= import('./SearchModal').then(
		(m) => m.default,
		(error: unknown) => {
			modalModule = null // a later click tries again
			throw error
		},
	)
	return modalModule
}
/** Intent to search: the modal's code, the index's manifest and the search worker download side by side. */
const prefetch = () => {
	warm()
	void loadModal().catch(() => {})
}

export default function SearchBar(): React.JSX.Element {
	const [Modal, setModal] = useState<Modal | null>(null)
	const [open, setOpen] = useState(false)
	const [failed, setFailed] = useState(false)
	const [scrollY, setScrollY] = useState(0)
	const [isMac, setIsMac] = useState(false)
	const button = useRef<HTMLButtonElement>(null)

	useEffect(() => setIsMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), [])

	// While the modal's code loads, the hotkeys already close it: an open the reader dismissed (Escape,
	// Ctrl+K again) before the code came is dropped, not shown late.
	const [opening, setOpening] = useState(false)
	const request = useRef(0)

	const openModal = useCallback(() => {
		const id = ++request.current
		setFailed(false)
		setOpening(true)
		setScrollY(window.scrollY)
		warm()
		loadModal().then(
			(component) => {
				if (id !== request.current) return
				setOpening(false)
				setModal(() => component)
				setOpen(true)
			},
			(error: unknown) => {
				if (id !== request.current) return
				setOpening(false)
				console.warn('[search] the search modal could not be loaded:', error)
				setFailed(true)
			},
		)
	}, [])
	const closeModal = useCallback(() => {
		request.current++
		setOpening(false)
		setOpen(false)
		button.current?.focus()
	}, [])
	useSearchHotkeys(open || opening, openModal, closeModal)

	return (
		<>
			<button
				ref={button}
				type="button"
				className={styles.button}
				onClick={openModal}
				onPointerEnter={prefetch}
				onFocus={prefetch}
				onTouchStart={prefetch}
				aria-keyshortcuts="Control+K Meta+K s /"
				aria-haspopup="dialog"
			>
				<svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
					<path
						d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						strokeLinecap="round"
						strokeLinejoin="round"
					/>
				</svg>
				<span className={styles.label}>Search</span>
				<span className={styles.keys} aria-hidden="true">
					<kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
					<kbd>K</kbd>
				</span>
			</button>
			{/* The modal itself could not be loaded (offline, blocked chunk): the search error text. */}
			{failed && (
				<p className={styles.error} role="alert">
					{SEARCH_ERROR_TEXT}
				</p>
			)}
			{open && Modal && <Modal onClose={closeModal} initialScrollY={scrollY} />}
		</>
	)
}
