import React, { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { breakpoints } from '@site/src/components/Media'
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

/** From the md breakpoint up the filters live beside the results and the sheet is not rendered. */
const wide = `(min-width: ${breakpoints.md}px)`

/**
 * A modal bottom sheet built on <dialog>: the browser makes the rest of the page inert and closes it
 * on Escape; we keep Tab cycling inside it, close it when the window grows past the sheet's breakpoint, and
 * put focus back on the button that opened it.
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

	useEffect(() => {
		if (!open) return
		const query = window.matchMedia(wide)
		const onResize = () => query.matches && onClose()
		query.addEventListener('change', onResize)
		return () => query.removeEventListener('change', onResize)
	}, [open, onClose])

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
