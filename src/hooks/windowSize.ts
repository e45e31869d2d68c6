import { startTransition, useEffect, useState } from 'react'

type WindowSize = 'ssr' | 'mobile' | 'desktop'

/** Infima's breakpoint between the phone layout (drawer menu, no sidebar) and the desktop one. */
const desktopMinWidth = 997

/**
 * theme-common's `useWindowSize` with one difference: the window size is applied in a transition.
 * It is 'ssr' while the page hydrates (as on the server) and then learns the real size in an effect.
 * The stock hook sets it at the default priority, so on a phone the sidebar and table-of-contents
 * swap is rendered in one blocking task right after hydration; as a transition React renders it in
 * slices between frames. Same values, same breakpoint.
 */
export function useWindowSize(): WindowSize {
	const [size, setSize] = useState<WindowSize>('ssr')
	useEffect(() => {
		const query = window.matchMedia(`(min-width: ${desktopMinWidth}px)`)
		const update = () => startTransition(() => setSize(query.matches ? 'desktop' : 'mobile'))
		update()
		query.addEventListener('change', update)
		return () => query.removeEventListener('change', update)
	}, [])
	return size
}
