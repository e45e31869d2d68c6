import type { LoadContext, Plugin } from '@docusaurus/types'
import clientRedirectsModule, { validateOptions, type Options } from '@docusaurus/plugin-client-redirects'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readAliases } from '../plugins/content/reference/aliases'
import { defaultExport, validated } from '../plugins/validate'
import { redirects, type Redirect } from '../src/data/redirects'
import { routeHasSource } from '../plugins/content/docFiles'

const clientRedirectsPlugin = defaultExport(clientRedirectsModule)
const here = dirname(fileURLToPath(import.meta.url))

/**
 * The client-redirects options for the site at `siteDir`: the table's redirects whose target page
 * exists, and the reference aliases as extra old addresses of their pages.
 *
 * The plugin refuses to build when a target page is missing. Broken links must only warn at build,
 * not fail, so a redirect to a page that is gone is skipped with a warning; the build tests still
 * require every redirect in the table to land.
 *
 * Old reference addresses that are not pages of their own (plugins/content/reference/aliases.ts): a name
 * TypeDoc had to suffix because another differs from it only in case (`Variable.xp` →
 * `Variable.xp-1`), a callable variable under its other kind (`Function.composeColors`). The
 * reference step writes them with the pages, so they are read when the plugin asks, after the
 * build: page → its old addresses.
 */
export function redirectOptions(siteDir: string, table: readonly Redirect[] = redirects): Options {
	const live = table.filter(({ to }) => {
		if (routeHasSource(siteDir, to)) return true
		console.warn(`[redirects] skipped ${to}: no page for this target yet`)
		return false
	})
	let referenceAliases: Map<string, string[]> | undefined
	const createRedirects = (route: string): string[] => {
		if (!referenceAliases) {
			referenceAliases = new Map()
			for (const { from, to } of readAliases(join(siteDir, 'docs'))) {
				referenceAliases.set(to, [...(referenceAliases.get(to) ?? []), from])
			}
		}
		return referenceAliases.get(route) ?? []
	}
	return { redirects: live.map(({ from, to }) => ({ from, to })), createRedirects }
}

/**
 * Called as a function rather than listed as `[name, options]`: Docusaurus serialises a listed
 * plugin's options into the site config every page's main.js carries, and the redirect table is
 * needed only at build time.
 */
export const clientRedirects = (context: LoadContext) =>
	clientRedirectsPlugin(
		context,
		validated(validateOptions, redirectOptions(join(here, '..'))),
	) as Plugin<unknown> | null
