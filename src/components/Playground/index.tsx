/**
 * /playground ("Try It"). The server renders a static shell: the title, what the page does and the
 * default command, which is all a reader without JavaScript (or a search engine) needs. In the
 * browser the interactive builder replaces the static command; its code is a separate chunk,
 * loaded with react-loadable on this route only.
 */
import React, { useCallback, useState } from 'react'
import Loadable from 'react-loadable'
import Link from '@docusaurus/Link'
import useIsBrowser from '@docusaurus/useIsBrowser'
import Loading from '@theme/Loading'
import CodeBlock from '@theme/CodeBlock'
import { buildCommand, configFile, defaultState } from '@site/src/lib/playground'
import styles from './styles.module.css'

interface BuilderSlotProps {
	ready: boolean
	onReady: () => void
}

/**
 * The builder stays out of the layout (hidden) until it has mounted, then takes the static
 * preview's place in the same frame, so nothing on screen moves (Lighthouse: layout shift). The
 * loading spinner and a failed chunk's error with Retry still show.
 */
const Builder = Loadable<BuilderSlotProps, typeof import('./Builder')>({
	loader: () => import(/* webpackChunkName: "playground-builder" */ './Builder'),
	loading: Loading,
	render: (loaded, { ready, onReady }) => (
		<div hidden={!ready}>
			<loaded.default onReady={onReady} />
		</div>
	),
})

const defaultConfig = configFile(defaultState)

function StaticPreview(): React.JSX.Element {
	return (
		<section className={styles.preview} aria-labelledby="playground-default-command">
			<h2 id="playground-default-command">Default command</h2>
			<p>A TypeScript Discord bot with Prettier and no plugins, installed with npm:</p>
			<pre className={styles.command}>
				<code>{buildCommand(defaultState)}</code>
			</pre>
			{/* The same block the builder shows first: the code block keeps this server-highlighted markup
			    for it, so opening the page downloads no highlighter (it loads once a choice changes the config). */}
			{defaultConfig && (
				<>
					<p>It writes this Robo config:</p>
					<CodeBlock language={defaultConfig.language} title={defaultConfig.path}>
						{defaultConfig.text}
					</CodeBlock>
				</>
			)}
			<noscript>
				<p>
					The interactive builder needs JavaScript. Every flag used above is described in the{' '}
					<Link to="/cli/create-robo">create-robo reference</Link>, and ready-made projects are listed on the{' '}
					<Link to="/templates">Templates</Link> page.
				</p>
			</noscript>
		</section>
	)
}

export default function Playground(): React.JSX.Element {
	const isBrowser = useIsBrowser()
	const [ready, setReady] = useState(false)
	const onReady = useCallback(() => setReady(true), [])
	return (
		<div className="playground">
			<header className={styles.header}>
				<h1>Try It: build your create-robo command</h1>
				<p className={styles.intro}>
					Choose what you are building, a kit or a template, the language, features, plugins and your package manager.
					The command, the files it creates and the generated Robo config update as you go, and the address bar keeps
					your choices so you can share them. Nothing is installed or sent anywhere: copy the command and run it in your
					terminal.
				</p>
			</header>
			{/* Holds the builder's room from the first paint, so the footer starts below the fold. */}
			<div className={styles.stage}>
				{!ready && <StaticPreview />}
				{isBrowser && <Builder ready={ready} onReady={onReady} />}
			</div>
		</div>
	)
}
