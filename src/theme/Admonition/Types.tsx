/**
 * Wrapped (not ejected) to add the site's custom `:::plugin` keyword. Styling hangs on the stable
 * `alert--plugin` / `theme-admonition-plugin` classes in custom.css, never on hashed module classes.
 */
import React, { type ComponentProps } from 'react'
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types'
import AdmonitionLayout from '@theme/Admonition/Layout'

function PluginIcon(): React.JSX.Element {
	// A puzzle piece: "this needs an extra piece installed".
	return (
		<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
			<path
				fill="currentColor"
				d="M10 2a3 3 0 0 1 3 3v1h4a1 1 0 0 1 1 1v4h1a3 3 0 1 1 0 6h-1v4a1 1 0 0 1-1 1h-4v-1a2 2 0 1 0-4 0v1H5a1 1 0 0 1-1-1v-4h1a2 2 0 1 0 0-4H4V7a1 1 0 0 1 1-1h2V5a3 3 0 0 1 3-3Z"
			/>
		</svg>
	)
}

type LayoutProps = ComponentProps<typeof AdmonitionLayout>

function PluginAdmonition(props: Omit<LayoutProps, 'type'>): React.JSX.Element {
	return (
		<AdmonitionLayout
			icon={<PluginIcon />}
			title="plugin"
			{...props}
			type="plugin"
			className={['alert', 'alert--plugin', props.className].filter(Boolean).join(' ')}
		/>
	)
}

const AdmonitionTypes = {
	...DefaultAdmonitionTypes,
	plugin: PluginAdmonition,
}

export default AdmonitionTypes
