/**
 * Wrapped so that code blocks cost nothing when a page loads. The server renders the highlighted
 * markup with the stock component as usual. In the browser:
 * - a block that is there when the page hydrates keeps that markup as it is: React 18 leaves the
 *   inside of an element rendered with `dangerouslySetInnerHTML` alone while hydrating, so neither
 *   the highlighter (~19 KB gzipped) nor a second tokenisation is needed. Copy and word wrap work on
 *   the kept markup through the same ref. The markup is also remembered, so a block re-mounted after
 *   hydration (by a component that re-creates its children) shows the same markup again;
 * - any other block (after a client-side navigation) loads the stock component lazily, showing the
 *   plain code for the moment it takes (plugins/loading/prism/preload.ts starts that download when the
 *   navigation starts).
 */
import React, { lazy, Suspense, useLayoutEffect, type ReactNode, type RefObject } from 'react'
import { usePrismTheme } from '@docusaurus/theme-common'
import { useCodeBlockContext } from '@docusaurus/theme-common/internal'
import type ContentType from '@theme/CodeBlock/Content'
import type { WrapperProps } from '@docusaurus/types'
import { useHydrating } from '@site/src/hooks/hydration'
import { loadHighlighted } from '@site/src/lib/prism/loadHighlighted'

type Props = WrapperProps<typeof ContentType>

/** The word-wrap ref (theme types follow React 19's RefObject<T | null>; we run React 18). */
const useCodeRef = () => useCodeBlockContext().wordWrap.codeBlockRef as RefObject<HTMLPreElement>

// Only the server bundle keeps this require: plugins/loading/prism defines process.env.ROBO_SSR per bundle,
// and the client build drops the dead branch (and the highlighter with it).
const ServerContent: typeof ContentType | null = process.env.ROBO_SSR
	? // eslint-disable-next-line @typescript-eslint/no-require-imports
		require('@site/src/lib/prism/highlighted').default
	: null

const BrowserContent = lazy(loadHighlighted)

/** Server markup of the blocks this page hydrated with, by what the markup depends on. */
const serverMarkup = new Map<string, { className: string; html: string }>()

function useMarkupKey(): string {
	const { metadata } = useCodeBlockContext()
	return JSON.stringify([metadata.language, metadata.code, metadata.lineClassNames, metadata.lineNumbersStart])
}

/**
 * The server's <pre> and everything in it, untouched, and remembered for a re-mount.
 *
 * The inner HTML given here is only ever written when there was no server markup to keep: when
 * React renders the page afresh because the HTML did not match (a host answering `/page/` with
 * 404.html, say). It is then the plain code, so the element is never empty (the theme's word-wrap
 * hook reads its <code>), and `onMissing` moves the block to the highlighted browser rendering.
 */
/**
 * Text as a browser serialises it in `innerHTML` (only &, < and > escaped, quotes left alone), so the
 * fallback below can be recognised by comparing with `pre.innerHTML`. Not src/lib/html's escapeHtml,
 * which also escapes quotes.
 */
const asInnerHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function KeptMarkup({ markupKey: key, onMissing }: { markupKey: string; onMissing: () => void }): ReactNode {
	const ref = useCodeRef()
	const { metadata } = useCodeBlockContext()
	const fallback = `<code>${asInnerHtml(metadata.code)}</code>`
	useLayoutEffect(() => {
		const pre = ref.current
		if (!pre || pre.innerHTML === fallback) return onMissing()
		if (!serverMarkup.has(key)) serverMarkup.set(key, { className: pre.className, html: pre.innerHTML })
	}, [ref, key, fallback, onMissing])
	return <pre ref={ref} tabIndex={0} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fallback }} />
}

/** A re-mounted block: the markup the server rendered for the same code. */
function RememberedMarkup({ markup }: { markup: { className: string; html: string } }): ReactNode {
	const { plain } = usePrismTheme()
	return (
		<pre
			ref={useCodeRef()}
			tabIndex={0}
			className={markup.className}
			style={{ color: plain.color, backgroundColor: plain.backgroundColor }}
			dangerouslySetInnerHTML={{ __html: markup.html }}
		/>
	)
}

/** Unhighlighted code while the highlighter loads. */
function PlainCode({ className }: Props): ReactNode {
	const { metadata } = useCodeBlockContext()
	const ref = useCodeRef()
	return (
		// The same focusable, scrollable <pre> as the highlighted one (axe: scrollable-region-focusable).
		<pre ref={ref} tabIndex={0} className={className ? `prism-code ${className}` : 'prism-code'}>
			<code>{metadata.code}</code>
		</pre>
	)
}

export default function CodeBlockContent(props: Props): ReactNode {
	const [hydrating, notHydrating] = useHydrating()
	const markupKey = useMarkupKey()
	const remembered = serverMarkup.get(markupKey)
	if (ServerContent) return <ServerContent {...props} />
	if (hydrating) return <KeptMarkup markupKey={markupKey} onMissing={notHydrating} />
	if (remembered) return <RememberedMarkup markup={remembered} />
	return (
		<Suspense fallback={<PlainCode {...props} />}>
			<BrowserContent {...props} />
		</Suspense>
	)
}
