// Stands in for @docusaurus/core/lib/client/browserContext (see ./index.ts); same exports.
import React, { createContext, startTransition, useEffect, useState, type ReactNode } from 'react'

export const Context = createContext(false)

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
	// False for the first render in the browser too, so that it matches the server's HTML.
	const [isBrowser, setIsBrowser] = useState(false)
	useEffect(() => startTransition(() => setIsBrowser(true)), [])
	return <Context.Provider value={isBrowser}>{children}</Context.Provider>
}
