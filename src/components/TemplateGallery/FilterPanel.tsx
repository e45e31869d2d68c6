import React, { useId } from 'react'
import { templateKinds } from '@site/src/data/templates'
import {
	galleryTags,
	kindOrder,
	languageLabels,
	languageOrder,
	tagLabel,
	toggleValue,
	type GalleryFilters,
} from '@site/src/lib/templateFilters'
import styles from './styles.module.css'

interface Props {
	filters: GalleryFilters
	onChange: (next: GalleryFilters) => void
}

interface GroupProps<T extends string> {
	legend: string
	hint?: string
	options: readonly T[]
	selected: readonly T[]
	label: (value: T) => string
	onToggle: (value: T) => void
	columns?: boolean
}

function CheckboxGroup<T extends string>({ legend, hint, options, selected, label, onToggle, columns }: GroupProps<T>) {
	const id = useId()
	return (
		<fieldset className={styles.fieldset}>
			<legend className={styles.legend}>
				{legend}
				{hint && <span className={styles.legendHint}> {hint}</span>}
			</legend>
			<ul className={columns ? styles.optionColumns : styles.options}>
				{options.map((value) => (
					<li key={value}>
						<label className={styles.option} htmlFor={`${id}-${value}`}>
							<input
								id={`${id}-${value}`}
								type="checkbox"
								value={value}
								checked={selected.includes(value)}
								onChange={() => onToggle(value)}
							/>
							<span>{label(value)}</span>
						</label>
					</li>
				))}
			</ul>
		</fieldset>
	)
}

/** The kind, language and stack checkboxes; rendered in the sidebar on desktop and in the sheet on phones. */
export default function FilterPanel({ filters, onChange }: Props): React.JSX.Element {
	return (
		<div className={styles.panel}>
			<CheckboxGroup
				legend="Kind"
				options={kindOrder}
				selected={filters.kinds}
				label={(k) => templateKinds[k]}
				onToggle={(k) => onChange({ ...filters, kinds: toggleValue(filters.kinds, k) })}
			/>
			<CheckboxGroup
				legend="Language"
				options={languageOrder}
				selected={filters.languages}
				label={(l) => languageLabels[l]}
				onToggle={(l) => onChange({ ...filters, languages: toggleValue(filters.languages, l) })}
			/>
			<CheckboxGroup
				legend="Stack"
				hint="(matches all ticked)"
				options={galleryTags}
				selected={filters.tags}
				label={tagLabel}
				onToggle={(t) => onChange({ ...filters, tags: toggleValue(filters.tags, t) })}
				columns
			/>
		</div>
	)
}
