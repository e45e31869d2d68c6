/**
 * Ejected to read the window size from src/lib/windowSize (applied in a transition): on a phone,
 * dropping the desktop table of contents no longer happens in one blocking task right after
 * hydration. Otherwise the stock component.
 */
import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import DocItemPaginator from '@theme/DocItem/Paginator'
import DocVersionBanner from '@theme/DocVersionBanner'
import DocVersionBadge from '@theme/DocVersionBadge'
import DocItemFooter from '@theme/DocItem/Footer'
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile'
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop'
import DocItemContent from '@theme/DocItem/Content'
import DocBreadcrumbs from '@theme/DocBreadcrumbs'
import ContentVisibility from '@theme/ContentVisibility'
import type { Props } from '@theme/DocItem/Layout'
import { useWindowSize } from '@site/src/lib/windowSize'

import styles from './styles.module.css'

/**
 * Decide if the toc should be rendered, on mobile or desktop viewports
 */
function useDocTOC() {
	const { frontMatter, toc } = useDoc()
	const windowSize = useWindowSize()

	const hidden = frontMatter.hide_table_of_contents
	const canRender = !hidden && toc.length > 0

	const mobile = canRender ? <DocItemTOCMobile /> : undefined

	const desktop = canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? <DocItemTOCDesktop /> : undefined

	return {
		hidden,
		mobile,
		desktop,
	}
}

export default function DocItemLayout({ children }: Props): ReactNode {
	const docTOC = useDocTOC()
	const { metadata } = useDoc()
	return (
		<div className="row">
			<div className={clsx('col', !docTOC.hidden && styles.docItemCol)}>
				<ContentVisibility metadata={metadata} />
				<DocVersionBanner />
				<div className={styles.docItemContainer}>
					<article>
						<DocBreadcrumbs />
						<DocVersionBadge />
						{docTOC.mobile}
						<DocItemContent>{children}</DocItemContent>
						<DocItemFooter />
					</article>
					<DocItemPaginator />
				</div>
			</div>
			{docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
		</div>
	)
}
