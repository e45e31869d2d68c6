import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { useCodeWordWrap as stockHook } from '@docusaurus/theme-common/internal'
import { whenIdle } from './idle'

/**
 * The theme's `useCodeWordWrap`, scheduled differently. The stock hook measures every code block in
 * an effect right after hydration and sets state for each one that scrolls sideways (on a phone,
 * nearly all): one synchronous re-render of every block, a long task on a page with many. Here the
 * first measurement of all the blocks on a page happens in one idle moment, and the state it sets is
 * a transition, so React renders it in slices. The word-wrap button appears a moment later; nothing
 * else changes. A hidden tab panel is watched without state (the stock hook kept one per block).
 */

type WordWrap = ReturnType<typeof stockHook>

const queued = new Set<() => void>()
let cancelIdle: (() => void) | null = null

function measureWhenIdle(measure: () => void): () => void {
	queued.add(measure)
	cancelIdle ??= whenIdle(() => {
		cancelIdle = null
		const batch = [...queued]
		queued.clear()
		// One transition per block: React still renders them together (transitions started in the same
		// task share a lane), and its development build warns when one transition updates many components.
		for (const run of batch) startTransition(run)
	})
	return () => void queued.delete(measure)
}

/** Tab panels around the block: when one is shown, the block may have started to scroll. */
function observePanels(element: Element | null, onShown: () => void): () => void {
	const observer = new MutationObserver(onShown)
	for (let panel = element?.closest('[role=tabpanel]'); panel; panel = panel.parentElement?.closest('[role=tabpanel]'))
		observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] })
	return () => observer.disconnect()
}

export function useCodeWordWrap(): WordWrap {
	const [isEnabled, setIsEnabled] = useState(false)
	const [isCodeScrollable, setIsCodeScrollable] = useState(false)
	const codeBlockRef: RefObject<HTMLPreElement | null> = useRef<HTMLPreElement>(null)

	const toggle = useCallback(() => {
		const code = codeBlockRef.current?.querySelector('code')
		if (!code) return
		if (isEnabled) code.removeAttribute('style')
		else {
			code.style.whiteSpace = 'pre-wrap'
			// Very long words and strings wrap as well, so no scrollbar is left.
			code.style.overflowWrap = 'anywhere'
		}
		setIsEnabled((value) => !value)
	}, [isEnabled])

	const measure = useCallback(() => {
		const pre = codeBlockRef.current
		if (!pre) return
		// Once wrapped, the block keeps its button so the reader can unwrap it.
		setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')))
	}, [])

	const measuredOnce = useRef(false)
	useEffect(() => {
		if (measuredOnce.current) return measure()
		measuredOnce.current = true
		return measureWhenIdle(measure)
	}, [isEnabled, measure])

	useEffect(() => {
		const later = () => startTransition(measure)
		window.addEventListener('resize', later, { passive: true })
		const stopObserving = observePanels(codeBlockRef.current, later)
		return () => {
			window.removeEventListener('resize', later)
			stopObserving()
		}
	}, [measure])

	return { codeBlockRef, isEnabled, isCodeScrollable, toggle }
}
