import type { Plugin } from '@docusaurus/types'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { themeClassicFile } from '../theme-classic'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Keeps Prism out of every page's first load (no upstream issue filed): the theme's
 * `prism-include-languages` client module, which imports the highlighter on every page, is aliased to
 * an empty one; our grammars register with the highlighter itself (src/lib/prism/languages.ts).
 * The rest (server markup kept, colour variables in the head): plugins/loading/README.md.
 */
export default function prismPlugin({ codeColorsCss }: { codeColorsCss: string }): Plugin {
	return {
		name: 'robo-prism',
		injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: codeColorsCss }] }),
		getClientModules: () => [join(here, 'preload.ts')],
		configureWebpack: (_config, isServer, { currentBundler }) => ({
			// Lets src/theme/CodeBlock/Content keep the highlighter out of the client bundle.
			plugins: [new currentBundler.instance.DefinePlugin({ 'process.env.ROBO_SSR': JSON.stringify(isServer) })],
			resolve: {
				alias: {
					[themeClassicFile('prism-include-languages.js', 'plugins/loading/prism')]: join(here, 'no-client-module.ts'),
				},
			},
		}),
	}
}
