/**
 * The interactive create-robo builder. Loaded lazily by the /playground page (its chunk is fetched on
 * that route only) and rendered in the browser alone, so it can read the URL and the clipboard freely.
 * All logic lives in src/lib/playground.ts; the choices and their URL live in useBuilderState, and
 * each part of the form and of the preview has its own file.
 */
import React, { useEffect, useId } from 'react'
import clsx from 'clsx'
import { Media, MediaProvider } from '@site/src/components/Media'
import { findTemplate } from '@site/src/lib/playground'
import Features from './Features'
import KitChoice from './Kit'
import PasteCommand from './PasteCommand'
import Plugins from './Plugins'
import { CommandPanel, NextSteps, ProjectFiles } from './Preview'
import { Install, ProjectName } from './Project'
import TemplateChoice, { SetByTemplate } from './Template'
import { useBuilderState } from './useBuilderState'
import styles from './styles.module.css'

interface Props {
	/** Called once the builder is on screen, so the page can hide its static preview. */
	onReady?: () => void
}

export default function Builder({ onReady }: Props): React.JSX.Element {
	const builder = useBuilderState()
	const { state } = builder
	const template = state.template === null ? undefined : findTemplate(state.template)
	const uid = useId()
	const parts = { builder, template, uid }

	useEffect(() => onReady?.(), [onReady])

	const form = (
		<form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="Project options">
			<ProjectName {...parts} />
			<KitChoice {...parts} />
			<TemplateChoice {...parts} />
			{template ? (
				<SetByTemplate template={template} />
			) : (
				<>
					<Features {...parts} />
					{state.kit !== 'plugin' && <Plugins {...parts} />}
				</>
			)}
			<Install {...parts} />
		</form>
	)
	const otherPanels = (
		<>
			<ProjectFiles {...parts} />
			<PasteCommand {...parts} />
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
								<CommandPanel {...parts} pinned={false} />
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
							<CommandPanel {...parts} pinned />
							<div className={styles.nextSteps}>
								<NextSteps state={state} />
							</div>
							{otherPanels}
						</div>
					)
				}
			</Media>
		</MediaProvider>
	)
}
