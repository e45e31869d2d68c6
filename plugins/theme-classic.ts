import { dirname, join } from 'node:path'

/**
 * Absolute path of a file in @docusaurus/theme-classic's `lib/`: the key under which the bundler
 * sees its client modules, for the plugins that alias one of them away (prism, route-progress).
 */
export const themeClassicFile = (file: string): string =>
	join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', file)
