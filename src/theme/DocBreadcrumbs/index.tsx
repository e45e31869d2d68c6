/**
 * Wrapped to put the "Copy page as Markdown" button beside the breadcrumbs of every authored page
 * (the generated API reference has no Markdown twin).
 */
import React, { type ComponentProps } from 'react'
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import CopyMarkdown from '@site/src/components/CopyMarkdown'

export default function DocBreadcrumbsWrapper(props: ComponentProps<typeof DocBreadcrumbs>): React.JSX.Element {
	const { metadata } = useDoc()
	const hasMarkdown = !metadata.permalink.startsWith('/ref/')
	return (
		<div className="doc-breadcrumbs-row">
			<DocBreadcrumbs {...props} />
			{hasMarkdown && <CopyMarkdown href={`${metadata.permalink}.md`} />}
		</div>
	)
}
