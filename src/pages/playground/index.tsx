import React from 'react'
import Layout from '@theme/Layout'
import Playground from '@site/src/components/Playground'

export default function PlaygroundPage(): React.JSX.Element {
	return (
		<Layout
			title="Try It"
			description="Build a create-robo command in your browser: pick a kit or template, language, features, plugins and package manager, and preview the files it creates."
		>
			<main className="container margin-vert--lg">
				<Playground />
			</main>
		</Layout>
	)
}
