import React from 'react'
import { packageManagers } from '@site/src/lib/packageManagers'
import { asksForCredentials, normalizeName } from '@site/src/lib/playground'
import type { BuilderState } from './useBuilderState'
import styles from './styles.module.css'

interface Props {
	builder: BuilderState
	uid: string
}

/** The project's name, as typed and as create-robo will write it. */
export function ProjectName({ builder, uid }: Props): React.JSX.Element {
	const { state, nameInput, setName } = builder
	const inputId = `${uid}-name`
	const hintId = `${uid}-name-hint`
	return (
		<div className={styles.field}>
			<label htmlFor={inputId} className={styles.label}>
				Project name
			</label>
			<input
				id={inputId}
				className={styles.input}
				value={nameInput}
				onChange={(e) => setName(e.target.value)}
				autoComplete="off"
				spellCheck={false}
				aria-describedby={hintId}
			/>
			<p id={hintId} className={styles.hint}>
				{normalizeName(nameInput) === nameInput && nameInput !== ''
					? 'Becomes the folder and package name.'
					: `Will be created as ${state.name}: lower case letters, digits, dots, dashes and underscores only.`}
			</p>
		</div>
	)
}

/** The package manager that installs the project, and (for kits that use them) the credentials prompt. */
export function Install({ builder, uid }: Props): React.JSX.Element {
	const { state, update } = builder
	return (
		<>
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
		</>
	)
}
