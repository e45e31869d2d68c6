import type { Plugin } from '@docusaurus/types'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Every internal link that scrolls into view asks `window.docusaurus.prefetch` to fetch its page's
 * chunks. Each call matches the path against the whole route table and adds `<link rel=prefetch>`
 * tags; the links visible when a page opens all fire in the same task, which on a phone became one
 * of the longest tasks after hydration. ./client.ts queues those calls and runs them in idle time,
 * after loading the route data the call needs when plugins/loading/lazy-routes keeps it out of main.js.
 */
export default function prefetchPlugin(): Plugin {
	return {
		name: 'robo-idle-prefetch',
		getClientModules: () => [join(here, 'client.ts')],
	}
}
