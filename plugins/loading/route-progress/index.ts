import type { Plugin } from '@docusaurus/types'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { themeClassicFile } from '../theme-classic'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Replaces the theme's nprogress client module with ./client.ts. nprogress renders `role="bar"`,
 * which is not an ARIA role (https://github.com/rstacruz/nprogress/issues/232, open; axe reports it
 * as critical while a slow navigation shows the bar, and Docusaurus offers no option to swap it), and
 * ships 3 KB gzipped of options we never use to every page. Ours is a decorative, aria-hidden bar
 * with the same timing: it appears only if a navigation takes longer than 200 ms.
 */
export default function routeProgressPlugin(): Plugin {
	return {
		name: 'robo-route-progress',
		configureWebpack: () => ({
			resolve: {
				alias: { [themeClassicFile('nprogress.js', 'plugins/loading/route-progress')]: join(here, 'client.ts') },
			},
		}),
	}
}
