/**
 * The interactive create-robo builder. Loaded lazily by the /playground page (its chunk is fetched on
 * that route only) and rendered in the browser alone, so it can read the URL and the clipboard freely.
 * All logic lives in src/lib/playground.ts; this file is the form and the preview.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import clsx from 'clsx'
import Link from '@docusaurus/Link'
import CodeBlock from '@theme/CodeBlock'
import { useHistory, useLocation } from '@docusaurus/router'
import CopyButton from '@site/src/components/CopyButton'
import { Media, MediaProvider } from '@site/src/components/Media'
import { commandFor, packageManagers } from '@site/src/lib/packageManagers'
import { languageLabels, toggleValue as toggle } from '@site/src/lib/templateFilters'
import { templateId, templateRoute } from '@site/src/data/templates'
import {
	asksForCredentials,
	buildCommand,
	canonicalize,
	configFile,
	defaultName,
	defaultState,
	featureInfo,
	featuresFor,
	fileTree,
	findTemplate,
	kitLabels,
	kits,
	normalizeName,
	parseCommand,
	pluginInfo,
	pluginsFor,
	queryToState,
	setupNotes,
	stackBlitzUrl,
	stateToQuery,
	templateSourceUrl,
	templatesFor,
	withKit,
	type Kit,
	type PlaygroundState,
} from '@site/src/lib/playground'
import FileTree from './FileTree'
import styles from './styles.module.css'

const kitBlurbs: Record<Kit, string> = {
	bot: 'Slash commands, events and everything discord.js can do.',
	activity: 'A web app that runs inside Discord voice channels and chats.',
	web: 'A website or API served by your Robo, with no Discord bot.',
	plugin: 'A package that adds commands, events or routes to other Robos.',
}

interface Props {
	/** Called once the builder is on screen, so the page can hide its static preview. */
	onReady?: () => void
}

export default function Builder({ onReady }: Props): React.JSX.Element {
	const location = useLocation()
	const history = useHistory()
	const [state, setState] = useState<PlaygroundState>(() => queryToState(location.search))
	const [nameInput, setNameInput] = useState(state.name)
	// Kit-mode choices set aside while a template is picked, so switching back restores them.
	const kitChoices = useRef<PlaygroundState | null>(null)
	const [pasted, setPasted] = useState('')
	const [pasteWarnings, setPasteWarnings] = useState<string[] | null>(null)
	const uid = useId()

	useEffect(() => onReady?.(), [onReady])

	// The URL follows every change (replace: tweaking options should not fill the back button's history).
	useEffect(() => {
		const search = stateToQuery(state)
		const currentSearch = window.location.search === '?' ? '' : window.location.search
		if (search !== currentSearch) history.replace({ pathname: location.pathname, search, hash: location.hash })
	}, [state, history, location.pathname, location.hash])

	const update = (next: PlaygroundState) => setState(canonicalize(next))
	const command = buildCommand(state)
	const tree = useMemo(() => fileTree(state), [state])
	const config = useMemo(() => configFile(state), [state])
	const notes = setupNotes(state)
	const template = state.template === null ? undefined : findTemplate(state.template)
	const kitTemplates = templatesFor(state.kit)
	const shareUrl =
		typeof window === 'undefined' ? '' : `${window.location.origin}${location.pathname}${stateToQuery(state)}`

	const setKit = (kit: Kit) => {
		// In template mode, stay there and move to the new kind's first template.
		if (state.template !== null) update({ ...state, template: templateId(templatesFor(kit)[0]) })
		else update(withKit(state, kit))
	}
	const chooseTemplate = (id: string | null) => {
		if (id === null) {
			const saved = kitChoices.current ?? withKit(defaultState, state.kit)
			const base = { ...saved, name: state.name, pm: state.pm, creds: state.creds, template: null }
			update(saved.kit === state.kit ? base : withKit(base, state.kit))
			kitChoices.current = null
		} else {
			if (state.template === null) kitChoices.current = state
			update({ ...state, template: id })
		}
	}
	const onName = (value: string) => {
		setNameInput(value)
		update({ ...state, name: normalizeName(value) || defaultName })
	}
	const applyPasted = (event: React.FormEvent) => {
		event.preventDefault()
		const result = parseCommand(pasted)
		kitChoices.current = null
		setState(result.state)
		setNameInput(result.state.name)
		setPasteWarnings(result.warnings)
	}

	const ids = {
		name: `${uid}-name`,
		nameHint: `${uid}-name-hint`,
		template: `${uid}-template`,
		paste: `${uid}-paste`,
	}

	// A field that takes keyboard focus must not end up behind the pinned command: the page's scroll
	// padding follows the command's height (it grows with the command's length and its buttons).
	const pinnedObserver = useRef<ResizeObserver | null>(null)
	const keepFocusClearOf = useCallback((pinned: HTMLElement | null) => {
		pinnedObserver.current?.disconnect()
		pinnedObserver.current = null
		const root = document.documentElement.style
		if (!pinned) {
			root.removeProperty('scroll-padding-bottom')
			return
		}
		pinnedObserver.current = new ResizeObserver(() =>
			root.setProperty('scroll-padding-bottom', `${pinned.offsetHeight + 16}px`),
		)
		pinnedObserver.current.observe(pinned)
	}, [])

	const form = (
		<form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="Project options">
			<div className={styles.field}>
				<label htmlFor={ids.name} className={styles.label}>
					Project name
				</label>
				<input
					id={ids.name}
					className={styles.input}
					value={nameInput}
					onChange={(e) => onName(e.target.value)}
					autoComplete="off"
					spellCheck={false}
					aria-describedby={ids.nameHint}
				/>
				<p id={ids.nameHint} className={styles.hint}>
					{normalizeName(nameInput) === nameInput && nameInput !== ''
						? 'Becomes the folder and package name.'
						: `Will be created as ${state.name}: lower case letters, digits, dots, dashes and underscores only.`}
				</p>
			</div>

			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>What are you building?</legend>
				<div className={styles.choices}>
					{kits.map((kit) => (
						<label key={kit} className={clsx(styles.choice, state.kit === kit && styles.choiceActive)}>
							<input
								type="radio"
								name={`${uid}-kit`}
								value={kit}
								checked={state.kit === kit}
								onChange={() => setKit(kit)}
							/>
							<span>
								<span className={styles.choiceTitle}>{kitLabels[kit]}</span>
								<span className={styles.choiceText}>{kitBlurbs[kit]}</span>
							</span>
						</label>
					))}
				</div>
			</fieldset>

			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>Start from</legend>
				<label className={styles.option}>
					<input
						type="radio"
						name={`${uid}-source`}
						value="kit"
						checked={state.template === null}
						onChange={() => chooseTemplate(null)}
					/>
					<span>
						The {kitLabels[state.kit]} kit <span className={styles.muted}>(generated by create-robo)</span>
					</span>
				</label>
				<label className={styles.option}>
					<input
						type="radio"
						name={`${uid}-source`}
						value="template"
						checked={state.template !== null}
						onChange={() => chooseTemplate(templateId(kitTemplates[0]))}
					/>
					<span>
						A template <span className={styles.muted}>({kitTemplates.length} available)</span>
					</span>
				</label>
				{template && (
					<div className={clsx(styles.field, styles.nested)}>
						<label htmlFor={ids.template} className={styles.label}>
							Template
						</label>
						<select
							id={ids.template}
							className={styles.input}
							value={state.template ?? ''}
							onChange={(e) => chooseTemplate(e.target.value)}
						>
							{kitTemplates.map((t) => (
								<option key={templateId(t)} value={templateId(t)}>
									{t.title}
									{t.author ? ` by ${t.author.name}` : ''}
								</option>
							))}
						</select>
						<p className={styles.hint}>{template.summary}</p>
					</div>
				)}
			</fieldset>

			{template ? (
				<p className={styles.fixed}>
					<span className={styles.legend}>Language</span> {languageLabels[template.language]}, set by the template.
					Features and plugins come with the template too.
				</p>
			) : (
				<>
					<fieldset className={styles.fieldset}>
						<legend className={styles.legend}>Language</legend>
						<div className={styles.inline}>
							{(['ts', 'js'] as const).map((lang) => (
								<label key={lang} className={styles.option}>
									<input
										type="radio"
										name={`${uid}-lang`}
										value={lang}
										checked={state.language === lang}
										onChange={() => update({ ...state, language: lang })}
									/>
									<span>{languageLabels[lang]}</span>
								</label>
							))}
						</div>
					</fieldset>

					<fieldset className={styles.fieldset}>
						<legend className={styles.legend}>Features</legend>
						{featuresFor(state.kit).map((f) => (
							<label key={f} className={styles.option}>
								<input
									type="checkbox"
									value={f}
									checked={state.features.includes(f)}
									onChange={() => update({ ...state, features: toggle(state.features, f) })}
								/>
								<span>
									{featureInfo[f].label} <span className={styles.muted}>{featureInfo[f].summary}</span>
								</span>
							</label>
						))}
					</fieldset>

					{state.kit !== 'plugin' && (
						<fieldset className={styles.fieldset}>
							<legend className={styles.legend}>Plugins</legend>
							{pluginsFor(state.kit).map((p) => (
								<label key={p} className={styles.option}>
									<input
										type="checkbox"
										value={p}
										checked={state.plugins.includes(p)}
										onChange={() => update({ ...state, plugins: toggle(state.plugins, p) })}
									/>
									<span>
										<code>{pluginInfo(p).packageName}</code>{' '}
										<span className={styles.muted}>{pluginInfo(p).summary}</span>
									</span>
								</label>
							))}
							<p className={styles.hint}>
								More in the <Link to="/plugins/directory">plugin directory</Link>; add them later with{' '}
								<code>robo add</code>.
							</p>
						</fieldset>
					)}
				</>
			)}

			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>Package manager</legend>
				<div className={styles.inline}>
					{packageManagers.map((pm) => (
						<label key={pm} className={styles.option}>
							<input
								type="radio"
								name={`${uid}-pm`}
								value={pm}
								checked={state.pm === pm}
								onChange={() => update({ ...state, pm })}
							/>
							<span>{pm}</span>
						</label>
					))}
				</div>
			</fieldset>

			{asksForCredentials(state) && (
				<fieldset className={styles.fieldset}>
					<legend className={styles.legend}>Credentials</legend>
					<label className={styles.option}>
						<input type="checkbox" checked={state.creds} onChange={() => update({ ...state, creds: !state.creds })} />
						<span>Ask for credentials while creating the project</span>
					</label>
				</fieldset>
			)}
		</form>
	)

	const nextSteps = (
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

	/** The command and its buttons; pinned, it stays at the bottom of the screen while the form scrolls by. */
	const commandPanel = (pinned: boolean) => (
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
			{!pinned && nextSteps}
		</section>
	)

	const otherPanels = (
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

			<section aria-labelledby={`${uid}-paste-title`} className={styles.panel}>
				<h2 id={`${uid}-paste-title`} className={styles.panelTitle}>
					Start from a command
				</h2>
				<form onSubmit={applyPasted} className={styles.pasteForm}>
					<label htmlFor={ids.paste} className={styles.label}>
						Paste a create-robo command to load its options
					</label>
					<textarea
						id={ids.paste}
						className={clsx(styles.input, styles.textarea)}
						rows={2}
						value={pasted}
						onChange={(e) => setPasted(e.target.value)}
						placeholder="npx create-robo my-bot --kit bot --typescript"
						spellCheck={false}
					/>
					<div>
						<button type="submit" className="button button--sm button--primary" disabled={pasted.trim() === ''}>
							Load command
						</button>
					</div>
				</form>
				<div role="status" aria-live="polite" className={styles.pasteStatus}>
					{pasteWarnings !== null &&
						(pasteWarnings.length === 0 ? (
							<p>Loaded. Every option of that command is shown above.</p>
						) : (
							<>
								<p>Loaded, with these remarks:</p>
								<ul>
									{pasteWarnings.map((w) => (
										<li key={w}>{w}</li>
									))}
								</ul>
							</>
						))}
				</div>
			</section>
		</>
	)

	// The builder renders in the browser only, so <Media> renders exactly one of these layouts (and
	// switches when the window crosses md): two columns, or one column with the command pinned.
	return (
		<MediaProvider>
			<Media greaterThanOrEqual="md">
				{(mediaClass, render) =>
					render && (
						<div className={clsx(mediaClass, styles.builder, styles.columns)} data-testid="playground-builder">
							{form}
							<div className={styles.output}>
								{commandPanel(false)}
								{otherPanels}
							</div>
						</div>
					)
				}
			</Media>
			<Media lessThan="md">
				{(mediaClass, render) =>
					render && (
						<div className={clsx(mediaClass, styles.builder)} data-testid="playground-builder">
							{form}
							{commandPanel(true)}
							<div className={styles.nextSteps}>{nextSteps}</div>
							{otherPanels}
						</div>
					)
				}
			</Media>
		</MediaProvider>
	)
}
