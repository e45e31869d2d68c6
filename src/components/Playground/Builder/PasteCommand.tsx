import React from 'react'
import clsx from 'clsx'
import type { BuilderState } from './useBuilderState'
import styles from './styles.module.css'

/** "Start from a command": a pasted create-robo command sets every choice it names. */
export default function PasteCommand({ builder, uid }: { builder: BuilderState; uid: string }): React.JSX.Element {
	const { pasted, setPasted, pasteWarnings, loadPasted } = builder
	const textareaId = `${uid}-paste`
	return (
		<section aria-labelledby={`${uid}-paste-title`} className={styles.panel}>
			<h2 id={`${uid}-paste-title`} className={styles.panelTitle}>
				Start from a command
			</h2>
			<form
				onSubmit={(event) => {
					event.preventDefault()
					loadPasted()
				}}
				className={styles.pasteForm}
			>
				<label htmlFor={textareaId} className={styles.label}>
					Paste a create-robo command to load its options
				</label>
				<textarea
					id={textareaId}
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
	)
}
