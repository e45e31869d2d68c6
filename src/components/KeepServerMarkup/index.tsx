/**
 * Renders its children on the server and whenever it mounts after the page has hydrated; while the
 * page hydrates, it keeps the server's markup as it is and does not run them. For parts whose
 * markup the server already got right but whose first render in the browser is costly: the
 * "Last updated" line creates the page's first `Intl.DateTimeFormat`, about 20 ms of main thread
 * on a phone, to print the date the server printed.
 *
 * React 18 leaves the inside of an element rendered with `dangerouslySetInnerHTML` alone while
 * hydrating (src/theme/CodeBlock/Content relies on the same). If React renders the page afresh
 * instead of hydrating it (the HTML did not match), there is no server markup to keep: the element
 * is then empty, and the children render.
 */
import React, { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useHydrating } from '@site/src/hooks/hydration'

function Kept({ onMissing }: { onMissing: () => void }): ReactNode {
	const ref = useRef<HTMLSpanElement>(null)
	useLayoutEffect(() => {
		if (!ref.current?.hasChildNodes()) onMissing()
	}, [onMissing])
	return <span ref={ref} data-server-markup="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
}

export default function KeepServerMarkup({ children }: { children: ReactNode }): ReactNode {
	const [hydrating, render] = useHydrating()
	if (hydrating) return <Kept onMissing={render} />
	return <span data-server-markup="">{children}</span>
}
