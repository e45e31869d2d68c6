import { startTransition, useEffect, useState } from 'react'

/**
 * Runs `work` when the browser has nothing better to do (or after `timeoutMs` at the latest).
 * Safari has no requestIdleCallback; a short timeout stands in. Returns a cancel function.
 */
export function whenIdle(work: (deadline?: IdleDeadline) => void, timeoutMs = 2000): () => void {
	if (typeof window.requestIdleCallback === 'function') {
		const id = window.requestIdleCallback(work, { timeout: timeoutMs })
		return () => window.cancelIdleCallback(id)
	}
	const id = window.setTimeout(work, 100)
	return () => window.clearTimeout(id)
}

/**
 * False while the page hydrates, true from the first idle moment after. The switch is a transition,
 * so the render it causes is time-sliced instead of one long task.
 */
export function useIdleAfterHydration(): boolean {
	const [idle, setIdle] = useState(false)
	useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), [])
	return idle
}
