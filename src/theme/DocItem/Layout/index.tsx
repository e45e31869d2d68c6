/**
 * A doc page's grid, written here rather than ejected: the stock layout picks between the phone's
 * collapsible table of contents and the desktop column with theme-common's window-size hook, which
 * on a phone drops the desktop column in one blocking render right after hydration. This one reads
 * src/hooks/windowSize (the same values, applied in a transition). The parts it places are the
 * theme's own components.
 */
import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import ContentVisibility from '@theme/ContentVisibility'
import DocBreadcrumbs from '@theme/DocBreadcrumbs'
import DocItemContent from '@theme/DocItem/Content'
import DocItemFooter from '@theme/DocItem/Footer'
import DocItemPaginator from '@theme/DocItem/Paginator'
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop'
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile'
import DocVersionBadge from '@theme/DocVersionBadge'
import DocVersionBanner from '@theme/DocVersionBanner'
import type { Props } from '@theme/DocItem/Layout'
import { useWindowSize } from '@site/src/hooks/windowSize'

import styles from './styles.module.css'

export default function DocItemLayout({ children }: Props): ReactNode {
	const { metadata, frontMatter, toc } = useDoc()
	const windowSize = useWindowSize()
	// Front matter can turn the table of contents off; a page without headings has nothing to list.
	const tocAllowed = !frontMatter.hide_table_of_contents
	const hasToc = tocAllowed && toc.length > 0
	// The server and the hydrating browser render the desktop column (it is what most readers see);
	// a phone drops it once its width is known.
	const tocColumn = hasToc && windowSize !== 'mobile'

	return (
		<div className="row">
			<div className={clsx('col', tocAllowed && styles.besideToc)}>
				<ContentVisibility metadata={metadata} />
				<DocVersionBanner />
				<div className={styles.page}>
					<article>
						<DocBreadcrumbs />
						<DocVersionBadge />
						{hasToc && <DocItemTOCMobile />}
						<DocItemContent>{children}</DocItemContent>
						<DocItemFooter />
					</article>
					<DocItemPaginator />
				</div>
			</div>
			{tocColumn && (
				<div className="col col--3">
					<DocItemTOCDesktop />
				</div>
			)}
		</div>
	)
}
