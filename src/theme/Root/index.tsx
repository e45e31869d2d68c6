/**
 * `useIsBrowser()` turns true in an effect right after hydration, and every component that reads it
 * (code blocks, copy buttons, the colour toggle, `<BrowserOnly>`) renders again. Docusaurus makes
 * that switch at the default priority, so React renders all of them in one blocking task; on a
 * phone it was most of the longest task after hydration on code-heavy pages. Root sits just inside
 * Docusaurus' own provider and provides the same context again, switched in a transition, so that
 * render is time-sliced. Docusaurus' provider still switches at once for what sits outside Root
 * (only the `data-has-hydrated` attribute). No upstream option; Docusaurus split the flag into its
 * own context for the same cost (https://github.com/facebook/docusaurus/pull/5349).
 *
 * The context object is private (`@docusaurus/core/lib/client/browserContext`). If it is renamed,
 * this module throws and the build fails here; tests/build/docusaurus-internals.test.ts checks that
 * `useIsBrowser` still reads it and that App still renders Root inside Docusaurus' provider.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react'
import { Context } from '@docusaurus/core/lib/client/browserContext'

if (!Context?.Provider) {
	throw new Error(
		'src/theme/Root: @docusaurus/core/lib/client/browserContext no longer exports the Context that useIsBrowser reads',
	)
}

export default function Root({ children }: { children: ReactNode }): ReactNode {
	const [isBrowser, setIsBrowser] = useState(false)
	useEffect(() => startTransition(() => setIsBrowser(true)), [])
	return <Context.Provider value={isBrowser}>{children}</Context.Provider>
}
