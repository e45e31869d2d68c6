import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects'
import { join } from 'node:path'
import { referenceCaseAliases } from '../plugins/reference/aliases'
import { redirects } from '../src/data/redirects'
import { routeHasSource } from './routes'

/**
 * The plugin refuses to build when a target page is missing. The spec wants broken links to warn,
 * not fail, so a redirect to a page that is gone is skipped with a warning; the build tests still
 * require every redirect in the table to land.
 */
const live = redirects.filter(({ to }) => {
	if (routeHasSource(to)) return true
	console.warn(`[redirects] skipped ${to}: no page for this target yet`)
	return false
})

/**
 * Reference addresses TypeDoc had to suffix because another symbol's name differs only in case
 * (`/ref/@robojs/xp/Variable.xp` → `Variable.xp-1`, plugins/reference/aliases.ts). They come from
 * the pages the reference step wrote, so they are read when the plugin asks, after the build:
 * page → its old addresses.
 */
let caseAliases: Map<string, string[]> | undefined
function caseAliasesOf(route: string): string[] {
	if (!caseAliases) {
		caseAliases = new Map()
		for (const alias of referenceCaseAliases(join(__dirname, '..', 'docs'))) {
			caseAliases.set(alias.to, [...(caseAliases.get(alias.to) ?? []), alias.from])
		}
	}
	return caseAliases.get(route) ?? []
}

export const clientRedirects: [string, RedirectOptions] = [
	'@docusaurus/plugin-client-redirects',
	{ redirects: live.map(({ from, to }) => ({ from, to })), createRedirects: caseAliasesOf },
]
