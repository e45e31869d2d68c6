import React, { useState } from 'react'

type Status = 'idle' | 'copied' | 'failed'

/** Copies the page's Markdown twin (written by plugins/content/llms) to the clipboard. */
export default function CopyMarkdown({ href }: { href: string }): React.JSX.Element {
	const [status, setStatus] = useState<Status>('idle')
	const copy = async () => {
		try {
			const response = await fetch(href)
			if (!response.ok) throw new Error(`HTTP ${response.status}`)
			await navigator.clipboard.writeText(await response.text())
			setStatus('copied')
		} catch {
			setStatus('failed')
		}
		setTimeout(() => setStatus('idle'), 2500)
	}
	return (
		<div className="copy-markdown">
			<button type="button" className="button button--sm button--outline button--secondary" onClick={copy}>
				{status === 'copied' ? 'Copied' : 'Copy page as Markdown'}
			</button>
			<a className="copy-markdown__link" href={href}>
				View Markdown
			</a>
			<span className="sr-only" role="status" aria-live="polite">
				{status === 'copied'
					? 'Page copied as Markdown'
					: status === 'failed'
						? 'Copying failed; use View Markdown instead'
						: ''}
			</span>
		</div>
	)
}
