import React from 'react'
import { languageLabels, toggleValue as toggle } from '@site/src/lib/templateFilters'
import { featureInfo, featuresFor } from '@site/src/lib/playground'
import type { BuilderState } from './useBuilderState'
import styles from './styles.module.css'

/** The kit's language and its optional features (a template sets both). */
export default function Features({ builder, uid }: { builder: BuilderState; uid: string }): React.JSX.Element {
	const { state, update } = builder
	return (
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
		</>
	)
}
