/**
 * Ejected to read the window size from src/hooks/windowSize (applied in a transition): on a phone,
 * swapping the desktop sidebar for the navbar's doc menu no longer happens in one blocking task
 * right after hydration. Otherwise the stock component.
 */
import React, { type ReactNode } from 'react'
import DocSidebarDesktop from '@theme/DocSidebar/Desktop'
import DocSidebarMobile from '@theme/DocSidebar/Mobile'
import type { Props } from '@theme/DocSidebar'
import { useWindowSize } from '@site/src/hooks/windowSize'

export default function DocSidebar(props: Props): ReactNode {
	const windowSize = useWindowSize()
	// The server renders the desktop sidebar; the phone menu exists only once the width is known.
	return windowSize === 'mobile' ? <DocSidebarMobile {...props} /> : <DocSidebarDesktop {...props} />
}
