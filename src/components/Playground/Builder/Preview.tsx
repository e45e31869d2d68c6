/** The builder's output: the command, what to do next, the generated files and the Robo config. */
import React, { useCallback, useMemo, useRef } from 'react'
import clsx from 'clsx'
import Link from '@docusaurus/Link'
import CodeBlock from '@theme/CodeBlock'
import CopyButton from '@site/src/components/CopyButton'
import { commandFor } from '@site/src/lib/packageManagers'
import { templateId, templateRoute, type Template } from '@site/src/data/templates'
import {
	buildCommand,
	configFile,
	fileTree,
	setupNotes,
	stackBlitzUrl,
	templateSourceUrl,
	type PlaygroundState,
} from '@site/src/lib/playground'
import FileTree from './FileTree'
import type { BuilderState } from './useBuilderState'
import styles from './styles.module.css'

interface Props {
	builder: BuilderState
	template: Template | undefined
	uid: string
}

export function NextSteps({ state }: { state: PlaygroundState }): React.JSX.Element {
	const notes = setupNotes(state)
	return (
		<>
			<p className={styles.hint}>
				Then: <code>cd {state.name}</code> and <code>{commandFor(state.pm, { run: 'dev' })}</code>.
			</p>
			{notes.length > 0 && (
				<ul className={styles.notes}>
					{notes.map((note) => (
						<li key={note}>{note}</li>
					))}
				</ul>
			)}
		</>
	)
}

/** The command and its buttons; pinned, it stays at the bottom of the screen while the form scrolls by. */
export function CommandPanel({ builder, template, uid, pinned }: Props & { pinned: boolean }): React.JSX.Element {
	const { state, shareUrl } = builder
	const command = buildCommand(state)
	// A field that takes keyboard focus must not end up behind the pinned command: the page's scroll
	// padding follows the command's height (it grows with the command's length and its buttons).
	const pinnedObserver = useRef<ResizeObserver | null>(null)
	const keepFocusClearOf = useCallback((panel: HTMLElement | null) => {
		pinnedObserver.current?.disconnect()
		pinnedObserver.current = null
		const root = document.documentElement.style
		if (!panel) {
			root.removeProperty('scroll-padding-bottom')
			return
		}
		pinnedObserver.current = new ResizeObserver(() =>
			root.setProperty('scroll-padding-bottom', `${panel.offsetHeight + 16}px`),
		)
		pinnedObserver.current.observe(panel)
	}, [])
	return (
		<section
			ref={pinned ? keepFocusClearOf : undefined}
			aria-labelledby={`${uid}-command`}
			className={clsx(styles.panel, pinned && styles.pinned)}
			data-testid="playground-command-panel"
		>
			<h2 id={`${uid}-command`} className={styles.panelTitle}>
				Your command
			</h2>
			<div className={styles.commandRow}>
				<pre className={styles.command}>
					<code data-testid="playground-command">{command}</code>
				</pre>
			</div>
			<div className={styles.actions}>
				<CopyButton text={command} label="Copy command">
					Copy command
				</CopyButton>
				<CopyButton text={shareUrl} label="Copy link to this setup">
					Copy link
				</CopyButton>
				{template && (
					<a className="button button--sm button--outline button--secondary" href={stackBlitzUrl(templateId(template))}>
						Open in StackBlitz
					</a>
				)}
			</div>
			{!pinned && <NextSteps state={state} />}
		</section>
	)
}

/** The files create-robo writes (a template's are on GitHub) and the Robo config among them. */
export function ProjectFiles({ builder, template, uid }: Props): React.JSX.Element {
	const { state } = builder
	const tree = useMemo(() => fileTree(state), [state])
	const config = useMemo(() => configFile(state), [state])
	return (
		<>
			<section aria-labelledby={`${uid}-files`} className={styles.panel}>
				<h2 id={`${uid}-files`} className={styles.panelTitle}>
					Project files
				</h2>
				{tree ? (
					<>
						<FileTree nodes={tree} label={`Files in ${state.name}`} />
						<p className={styles.hint}>The install adds node_modules and your package manager&apos;s lockfile.</p>
					</>
				) : (
					template && (
						<p>
							The files are those of the <Link to={templateRoute(template)}>{template.title}</Link> template. Browse
							them <a href={templateSourceUrl(templateId(template))}>on GitHub</a>.
						</p>
					)
				)}
			</section>

			{config && (
				<section aria-labelledby={`${uid}-config`} className={clsx(styles.panel, styles.config)}>
					<h2 id={`${uid}-config`} className={styles.panelTitle}>
						Robo config
					</h2>
					<CodeBlock language={config.language} title={config.path}>
						{config.text}
					</CodeBlock>
					<p className={styles.hint}>
						Every option is described in <Link to="/robojs/config">Config</Link>.
					</p>
				</section>
			)}
		</>
	)
}
