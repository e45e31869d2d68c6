import React from 'react'
import Layout from '@theme/Layout'
import { PageMetadata } from '@docusaurus/theme-common'
import { sectionForPath, socialImagePath } from '@site/src/data/sections'
import Playground from '@site/src/components/Playground'

export default function PlaygroundPage(): React.JSX.Element {
	return (
		<Layout
			title="Try It"
			description="Build a create-robo command in your browser: pick a kit or template, language, features, plugins and package manager, and preview the files it creates."
		>
			<PageMetadata image={socialImagePath(sectionForPath('/playground'))} />
			<main className="container margin-vert--lg">
				<Playground />
			</main>
		</Layout>
	)
}
