import type { Plugin } from '@docusaurus/types'
import { join } from 'node:path'

/**
 * `useIsBrowser()` is false during hydration and turns true in an effect right after, through a
 * context at the root of the app: every component that reads it (the code blocks' copy and wrap
 * buttons, the colour toggle, `<BrowserOnly>`) renders again at once, in one synchronous pass
 * that was the longest task after hydration on pages with many code blocks. ./BrowserContext.tsx
 * is Docusaurus' module with one change: the switch is a transition, so React renders it in slices.
 *
 * Docusaurus imports the module by a relative path from its client (`./browserContext` in App.js,
 * `../browserContext` in useIsBrowser.js); both requests are pointed here, so they share one context.
 */
export default function browserContextPlugin(): Plugin {
	return {
		name: 'robo-browser-context',
		configureWebpack(_config, _isServer, utils) {
			const { NormalModuleReplacementPlugin } = utils.currentBundler.instance
			return {
				plugins: [new NormalModuleReplacementPlugin(/^\.\.?\/browserContext$/, join(__dirname, 'BrowserContext.tsx'))],
			}
		},
	}
}
