/**
 * Wrapped for two things the stock component cannot do, both from src/data/sections.ts:
 * - a document title that names the page's section or package ("Flashcore · Core package",
 *   "Flashcore · robo.js API"), so namesakes differ in tabs, history and search results;
 * - the section's social card as og:image and twitter:image, unless the front matter names an image.
 * The stock component still emits description and keywords; react-helmet keeps the last tag of each
 * kind, so ours win.
 */
import React, { type ReactNode } from 'react'
import Metadata from '@theme-original/DocItem/Metadata'
import type MetadataType from '@theme/DocItem/Metadata'
import type { WrapperProps } from '@docusaurus/types'
import { PageMetadata } from '@docusaurus/theme-common'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import { documentTitle, sectionForPath, socialImagePath } from '@site/src/data/sections'

type Props = WrapperProps<typeof MetadataType>

export default function MetadataWrapper(props: Props): ReactNode {
	const { metadata, frontMatter, assets } = useDoc()
	const own = assets.image ?? frontMatter.image
	return (
		<>
			<Metadata {...props} />
			<PageMetadata
				title={documentTitle(metadata.title, metadata.permalink)}
				image={own ? undefined : socialImagePath(sectionForPath(metadata.permalink))}
			/>
		</>
	)
}
