import { useEffect } from 'react'

/** Where a typed `s` or `/` is text, not a hotkey. */
export function isEditable(target: EventTarget | null): boolean {
	if (!(target instanceof HTMLElement)) return false
	const tag = target.tagName
	return target.isContentEditable || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT'
}

/**
 * The search hotkeys: Ctrl+K / Cmd+K anywhere, `s` and `/` unless typing in a field. While the
 * modal is open, Escape and Ctrl/Cmd+K close it.
 */
export function useSearchHotkeys(isOpen: boolean, onOpen: () => void, onClose: () => void): void {
	useEffect(() => {
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.isComposing) return
			const key = event.key
			const command = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k'
			if (isOpen) {
				if (key === 'Escape' || command) {
					event.preventDefault()
					onClose()
				}
				return
			}
			const plain = !event.ctrlKey && !event.metaKey && !event.altKey && (key === 's' || key === '/')
			if (command || (plain && !isEditable(event.composedPath()[0] ?? event.target))) {
				event.preventDefault()
				onOpen()
			}
		}
		window.addEventListener('keydown', onKeyDown)
		return () => window.removeEventListener('keydown', onKeyDown)
	}, [isOpen, onOpen, onClose])
}
