/**
 * A button that copies a piece of text and says "Copied" both on screen and to screen readers (through
 * a polite live region, since the button's own name stays the same).
 */
import React, { useEffect, useRef, useState } from 'react'
import clsx from 'clsx'
import styles from './styles.module.css'

/** Clipboard API where the page may use it, a hidden textarea otherwise (older browsers, no permission). */
export async function copyText(text: string): Promise<void> {
	try {
		await navigator.clipboard.writeText(text)
		return
	} catch {
		// fall through
	}
	const area = document.createElement('textarea')
	area.value = text
	area.setAttribute('readonly', '')
	area.style.position = 'fixed'
	area.style.opacity = '0'
	document.body.appendChild(area)
	area.select()
	const ok = document.execCommand('copy')
	area.remove()
	if (!ok) throw new Error('Copy failed')
}

interface Props {
	text: string
	/** Accessible name, e.g. "Copy command for Starter (TypeScript)". */
	label: string
	/** Visible text before copying. */
	children?: React.ReactNode
	className?: string
	/** id of an element that tells this button apart from others with the same name. */
	describedBy?: string
}

export default function CopyButton({
	text,
	label,
	children = 'Copy',
	className,
	describedBy,
}: Props): React.JSX.Element {
	const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

	useEffect(() => () => clearTimeout(timer.current), [])

	const onClick = async () => {
		clearTimeout(timer.current)
		try {
			await copyText(text)
			setStatus('copied')
		} catch {
			setStatus('failed')
		}
		timer.current = setTimeout(() => setStatus('idle'), 2000)
	}

	const message = status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : ''
	return (
		<span className={clsx(styles.wrapper, className)}>
			<button
				type="button"
				className={clsx('button button--sm button--secondary', styles.button)}
				aria-label={label}
				aria-describedby={describedBy}
				onClick={onClick}
				data-copied={status === 'copied' || undefined}
			>
				{message || children}
			</button>
			<span className="sr-only" aria-live="polite" role="status">
				{message}
			</span>
		</span>
	)
}
