/**
 * Placed on a reference page whose address equals another symbol's old address ignoring case
 * (`Variable.XP` and `Variable.xp`, see aliases.ts). A case-insensitive host serves this page for
 * the other spelling, and React Router matches routes ignoring case, so a link to that spelling
 * renders this page too. When the address in the browser is exactly the other spelling, the reader
 * is sent on to that symbol's page, replacing the history entry as a redirect would.
 */
import { useLocation } from '@docusaurus/router'
import { useEffect } from 'react'

export interface CaseAliasProps {
	/** [old address, page it belongs to] pairs, e.g. `['/ref/@robojs/xp/Variable.xp', '/ref/@robojs/xp/Variable.xp-1']`. */
	aliases: readonly (readonly [string, string])[]
}

const samePath = (pathname: string, route: string): boolean => {
	let path = pathname
	try {
		path = decodeURI(pathname)
	} catch {
		// A malformed escape cannot be one of our routes; compare it as it is.
	}
	return path.replace(/(\/|\.html)$/, '') === route
}

export default function CaseAlias({ aliases }: CaseAliasProps): null {
	const location = useLocation()
	useEffect(() => {
		const target = aliases.find(([from]) => samePath(location.pathname, from))?.[1]
		// A full load, as a server redirect would do: a client-side replace right after hydration
		// changed the address but left this page rendered.
		if (target) window.location.replace(`${target}${location.search}${location.hash}`)
	}, [aliases, location])
	return null
}
