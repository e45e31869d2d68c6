import React from 'react'
import Link from '@docusaurus/Link'
import { toggleValue as toggle } from '@site/src/lib/templateFilters'
import { pluginInfo, pluginsFor } from '@site/src/lib/playground'
import type { BuilderState } from './useBuilderState'
import styles from './styles.module.css'

/** The plugins create-robo can install with the kit (a plugin project installs none). */
export default function Plugins({ builder }: { builder: BuilderState }): React.JSX.Element {
	const { state, update } = builder
	return (
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
						<code>{pluginInfo(p).packageName}</code> <span className={styles.muted}>{pluginInfo(p).summary}</span>
					</span>
				</label>
			))}
			<p className={styles.hint}>
				More in the <Link to="/plugins/directory">plugin directory</Link>; add them later with <code>robo add</code>.
			</p>
		</fieldset>
	)
}
