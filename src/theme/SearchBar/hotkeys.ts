import { useEffect } from 'react'

/** Where a typed `s` or `/` is text, not a hotkey. */
export function isEditable(target: EventTarget | null): boolean {
	if (!(target instanceof HTMLElement)) return false
	const tag = target.tagName
	return target.isContentEditable || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT'
}

export type HotkeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing'>

/**
 * What a keydown does to the search modal: Ctrl+K / Cmd+K opens it anywhere, `s` and `/` unless the
 * reader is typing in a field (`inField`, asked only for those two keys); while it is open, Escape
 * and Ctrl/Cmd+K close it. A key composing text (an IME) does nothing.
 */
export function hotkeyAction(event: HotkeyEvent, isOpen: boolean, inField: () => boolean): 'open' | 'close' | null {
	if (event.isComposing) return null
	const { key } = event
	const command = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k'
	if (isOpen) return key === 'Escape' || command ? 'close' : null
	if (command) return 'open'
	const plain = !event.ctrlKey && !event.metaKey && !event.altKey && (key === 's' || key === '/')
	return plain && !inField() ? 'open' : null
}

/** The search hotkeys (hotkeyAction), listened for on the window. */
export function useSearchHotkeys(isOpen: boolean, onOpen: () => void, onClose: () => void): void {
	useEffect(() => {
		const onKeyDown = (event: KeyboardEvent) => {
			const action = hotkeyAction(event, isOpen, () => isEditable(event.composedPath()[0] ?? event.target))
			if (action === null) return
			event.preventDefault()
			if (action === 'open') onOpen()
			else onClose()
		}
		window.addEventListener('keydown', onKeyDown)
		return () => window.removeEventListener('keydown', onKeyDown)
	}, [isOpen, onOpen, onClose])
}
