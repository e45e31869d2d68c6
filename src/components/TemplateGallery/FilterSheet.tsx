import React, { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import styles from './styles.module.css'

interface Props {
	open: boolean
	onClose: () => void
	/** Gets focus back when the sheet closes. */
	returnFocusTo: RefObject<HTMLElement | null>
	title: string
	footer: ReactNode
	children: ReactNode
}

const focusable =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal bottom sheet built on <dialog>: the browser makes the rest of the page inert and closes it
 * on Escape; we keep Tab cycling inside it, report it closed when it unmounts (the window grew past
 * md), and put focus back on the button that opened it.
 */
export default function FilterSheet({
	open,
	onClose,
	returnFocusTo,
	title,
	footer,
	children,
}: Props): React.JSX.Element {
	const ref = useRef<HTMLDialogElement>(null)
	const titleId = useId()

	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		if (open && !dialog.open) dialog.showModal()
		if (!open && dialog.open) dialog.close()
	}, [open])

	// When the window grows past md, <Media> unmounts the sheet (the sidebar takes over): the gallery
	// must then count it as closed, or it would reopen when the window shrinks again.
	useEffect(() => () => onClose(), [onClose])

	const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
		if (event.key !== 'Tab' || !ref.current) return
		const items = Array.from(ref.current.querySelectorAll<HTMLElement>(focusable)).filter(
			(el) => el.offsetParent !== null,
		)
		if (items.length === 0) return
		const first = items[0]
		const last = items[items.length - 1]
		if (event.shiftKey && document.activeElement === first) {
			event.preventDefault()
			last.focus()
		} else if (!event.shiftKey && document.activeElement === last) {
			event.preventDefault()
			first.focus()
		}
	}

	return (
		<dialog
			ref={ref}
			className={styles.sheet}
			// The title exists only while the sheet is open; a closed dialog is hidden from everyone.
			aria-labelledby={open ? titleId : undefined}
			onKeyDown={onKeyDown}
			onClose={() => {
				onClose()
				returnFocusTo.current?.focus()
			}}
			onClick={(event) => {
				// A click on the backdrop lands on the dialog element itself.
				if (event.target === ref.current) ref.current.close()
			}}
		>
			{open && (
				<div className={styles.sheetInner}>
					<div className={styles.sheetHeader}>
						<h2 id={titleId} className={styles.sheetTitle}>
							{title}
						</h2>
						<button
							type="button"
							className={styles.sheetClose}
							aria-label="Close filters"
							onClick={() => ref.current?.close()}
						>
							<span aria-hidden="true">×</span>
						</button>
					</div>
					<div className={styles.sheetBody}>{children}</div>
					<div className={styles.sheetFooter}>{footer}</div>
				</div>
			)}
		</dialog>
	)
}
