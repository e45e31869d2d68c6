import type { Plugin } from '@docusaurus/types'
import { join } from 'node:path'
import { themeClassicFile } from '../theme-classic'

/**
 * Swaps the code highlighter for src/lib/prism (same API, a fifth of the bytes, loaded only with
 * code blocks). Two aliases, for the server and the client bundle alike so hydration matches:
 * - `prism-react-renderer` → src/lib/prism, for the theme's CodeBlock;
 * - the theme's `prism-include-languages` client module → an empty module. That module runs on
 *   every page to register `prism.additionalLanguages`, and importing Prism there put the whole
 *   highlighter into main.js. Our grammars are registered in src/lib/prism/languages.ts instead,
 *   so `additionalLanguages` stays empty (config/prism.ts).
 * The client bundle only needs it for code rendered after a client-side navigation: blocks present
 * when a page loads keep their server markup (src/theme/CodeBlock/Content, ./preload.ts).
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
					'prism-react-renderer$': join(__dirname, '..', '..', '..', 'src', 'lib', 'prism', 'index.tsx'),
					[themeClassicFile('prism-include-languages.js', 'plugins/loading/prism')]: join(
						__dirname,
						'no-client-module.ts',
					),
				},
			},
		}),
	}
}
