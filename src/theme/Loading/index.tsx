/**
 * Replaces the core fallback so the spinner is centred and respects the theme, and a failed chunk
 * shows its error in a red box with Retry (a page whose chunk fails to load must say why and offer a retry).
 */
import React from 'react'
import type { LoadingComponentProps as Props } from 'react-loadable'

export default function Loading({ error, retry, pastDelay }: Props): React.JSX.Element | null {
	if (error) {
		return (
			<div className="page-loading-error" role="alert">
				<p className="page-loading-error__message">{String(error)}</p>
				<button type="button" className="button button--secondary" onClick={retry}>
					Retry
				</button>
			</div>
		)
	}
	if (!pastDelay) return null
	return (
		<div className="page-loading" role="status" aria-live="polite">
			<span className="page-loading__spinner" aria-hidden="true" />
			<span className="sr-only">Loading page…</span>
		</div>
	)
}
