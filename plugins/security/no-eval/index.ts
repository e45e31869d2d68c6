import type { Plugin } from '@docusaurus/types'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'

const here = dirname(fileURLToPath(import.meta.url))
const requireHere = createRequire(import.meta.url)

/** The @docsearch/react bundles that carry zod's `new Function` probe (the modal, and the entry that re-exports it). */
const PROBING_BUNDLES = ['DocSearchModal.js', 'index.js', 'Sidepanel.js']

/**
 * Keeps the search modal from calling `new Function`, which the Content-Security-Policy forbids
 * (plugins/security/csp): see probe-loader.cjs.
 */
export default function noEvalPlugin(): Plugin {
	const dist = dirname(requireHere.resolve('@docsearch/react/modal'))
	return {
		name: 'robo-no-eval',
		configureWebpack: () => ({
			module: {
				rules: [
					{
						test: PROBING_BUNDLES.map((name) => join(dist, name)),
						use: [{ loader: join(here, 'probe-loader.cjs') }],
					},
				],
			},
		}),
	}
}
