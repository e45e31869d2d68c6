import React from 'react'
import Layout from '@theme/Layout'
import { PageMetadata } from '@docusaurus/theme-common'
import { sectionForPath, socialImagePath } from '@site/src/data/sections'
import TemplateGallery from '@site/src/components/TemplateGallery'

export default function TemplatesPage(): React.JSX.Element {
	return (
		<Layout
			title="Templates"
			description="Starter templates for Robo.js Discord bots, Discord Activities, web apps and plugins, with filters and a copyable create-robo command for each."
		>
			<PageMetadata image={socialImagePath(sectionForPath('/templates'))} />
			<main className="container margin-vert--lg">
				<TemplateGallery />
			</main>
		</Layout>
	)
}
