import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'

const requireHere = createRequire(import.meta.url)

/**
 * Absolute path of a file in @docusaurus/theme-classic's `lib/`: the key under which the bundler
 * sees its client modules, for the plugins that alias one of them away (prism, route-progress).
 * The file is private to the theme; if an upgrade moves it, the alias would silently miss and the
 * module would come back, so the build fails here, naming the plugin that relies on it.
 */
export const themeClassicFile = (file: string, usedBy: string): string => {
	const path = join(dirname(requireHere.resolve('@docusaurus/theme-classic/package.json')), 'lib', file)
	if (!existsSync(path))
		throw new Error(`${usedBy}: @docusaurus/theme-classic no longer has lib/${file}; update the alias in ${usedBy}.`)
	return path
}
