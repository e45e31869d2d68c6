/**
 * Wrapped so a phone does not build the closed menu while the page is still becoming interactive.
 * The stock component renders the whole hidden menu (every navbar item plus the doc sidebar) as soon
 * as it learns the window is narrow, in the blocking render right after hydration. Here it waits
 * for the first idle moment and then renders in a transition; a tap on the menu button before then
 * renders it at once.
 */
import React, { type ReactNode } from 'react'
import MobileSidebar from '@theme-original/Navbar/MobileSidebar'
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'
import { useIdleAfterHydration } from '@site/src/hooks/idle'

export default function MobileSidebarWrapper(): ReactNode {
	const { shown } = useNavbarMobileSidebar()
	const idle = useIdleAfterHydration()
	return idle || shown ? <MobileSidebar /> : null
}
