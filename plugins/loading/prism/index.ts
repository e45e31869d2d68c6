import type { Plugin } from '@docusaurus/types'
import { join } from 'node:path'
import { themeClassicFile } from '../theme-classic'

/**
 * Keeps Prism out of every page's first load. The theme registers `prism.additionalLanguages`
 * through a client module (`prism-include-languages`) that runs on every page and imports Prism, so
 * the whole highlighter was in main.js. That module is aliased to an empty one, in the server and
 * client bundles alike, and the grammars the docs need are registered with the highlighter itself
 * (src/lib/prism/languages.ts), so `additionalLanguages` stays empty (config/prism.ts). Code blocks
 * present when a page loads keep their server markup and never need the highlighter; it loads with
 * the first code rendered after a client-side navigation (src/theme/CodeBlock/Content, ./preload.ts).
 * It also puts the code colours' CSS variables in every page's head (a few hundred bytes, inline so
 * the first paint already has them): see config/prism.ts.
 */
export default function prismPlugin({ codeColorsCss }: { codeColorsCss: string }): Plugin {
	return {
		name: 'robo-prism',
		injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: codeColorsCss }] }),
		getClientModules: () => [join(__dirname, 'preload.ts')],
		configureWebpack: (_config, isServer, { currentBundler }) => ({
			// Lets src/theme/CodeBlock/Content keep the highlighter out of the client bundle.
			plugins: [new currentBundler.instance.DefinePlugin({ 'process.env.ROBO_SSR': JSON.stringify(isServer) })],
			resolve: {
				alias: {
					[themeClassicFile('prism-include-languages.js', 'plugins/loading/prism')]: join(
						__dirname,
						'no-client-module.ts',
					),
				},
			},
		}),
	}
}
