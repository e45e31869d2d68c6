import type { LoadContext, Plugin } from '@docusaurus/types'
import clientRedirectsPlugin, { validateOptions, type Options } from '@docusaurus/plugin-client-redirects'
import { join } from 'node:path'
import { readAliases } from '../plugins/content/reference/aliases'
import { validated } from '../plugins/validate'
import { redirects } from '../src/data/redirects'
import { routeHasSource } from '../plugins/content/docFiles'

/**
 * The plugin refuses to build when a target page is missing. Broken links must only warn at build,
 * not fail, so a redirect to a page that is gone is skipped with a warning; the build tests still
 * require every redirect in the table to land.
 */
const live = redirects.filter(({ to }) => {
	if (routeHasSource(join(__dirname, '..'), to)) return true
	console.warn(`[redirects] skipped ${to}: no page for this target yet`)
	return false
})

/**
 * Old reference addresses that are not pages of their own (plugins/content/reference/aliases.ts): a name
 * TypeDoc had to suffix because another differs from it only in case (`Variable.xp` →
 * `Variable.xp-1`), a callable variable under its other kind (`Function.composeColors`). The
 * reference step writes them with the pages, so they are read when the plugin asks, after the
 * build: page → its old addresses.
 */
let referenceAliases: Map<string, string[]> | undefined
function referenceAliasesOf(route: string): string[] {
	if (!referenceAliases) {
		referenceAliases = new Map()
		for (const { from, to } of readAliases(join(__dirname, '..', 'docs'))) {
			referenceAliases.set(to, [...(referenceAliases.get(to) ?? []), from])
		}
	}
	return referenceAliases.get(route) ?? []
}

const options: Options = { redirects: live.map(({ from, to }) => ({ from, to })), createRedirects: referenceAliasesOf }

/**
 * Called as a function rather than listed as `[name, options]`: Docusaurus serialises a listed
 * plugin's options into the site config every page's main.js carries, and the redirect table is
 * needed only at build time.
 */
export const clientRedirects = (context: LoadContext) =>
	clientRedirectsPlugin(context, validated(validateOptions, options)) as Plugin<unknown> | null
