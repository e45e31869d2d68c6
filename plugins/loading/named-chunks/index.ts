import type { Plugin } from '@docusaurus/types'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Part of https://github.com/facebook/docusaurus/issues/7256 (per-page tables in the JavaScript every
 * page loads): a chunk's id becomes its name, so the webpack runtime keeps one per-page table (hashes)
 * instead of three, and ./client.ts answers Docusaurus' `__webpack_require__.gca(name)` without one.
 * Production client bundle only; the dev server keeps Docusaurus' own lookup. Figures:
 * plugins/loading/README.md.
 */
export default function namedChunksPlugin(): Plugin {
	return {
		name: 'robo-named-chunks',
		getClientModules: () => [join(here, 'client.ts')],
		configureWebpack(config, isServer) {
			if (isServer || process.env.NODE_ENV !== 'production') return {}
			const plugins = config.plugins ?? []
			const kept = plugins.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin')
			// Matched by class name: Docusaurus does not export it (@docusaurus/core/lib/webpack/client.js).
			if (kept.length === plugins.length)
				throw new Error(
					"robo-named-chunks: Docusaurus' ChunkAssetPlugin is no longer in the client bundler config, so its " +
						'chunk-name table can no longer be dropped. Update plugins/loading/named-chunks.',
				)
			config.plugins = kept
			return { optimization: { chunkIds: 'named' } }
		},
	}
}
