import type { Plugin } from '@docusaurus/types'
import { join } from 'node:path'

/**
 * Part of the same problem as https://github.com/facebook/docusaurus/issues/7256: per-page tables
 * in the JavaScript every page loads.
 *
 * The browser's webpack runtime holds a table per question it may have to answer about a chunk.
 * With numeric chunk ids it carried three for every page chunk: id → file name, id → content hash,
 * and (added by Docusaurus' ChunkAssetPlugin for prefetching) chunk name → id. With 480 pages those
 * tables were 11.7 KB of the 12.7 KB runtime, gzipped, on every page.
 *
 * Here a chunk's id is its name (Docusaurus already names every page chunk with a short hash), so
 * the file name is the id and the hash table is the only one left. Docusaurus' lookup
 * `__webpack_require__.gca(name)` then needs no table either: ./client.ts defines it from the
 * runtime's own file-name function. Production client bundle only; the dev server keeps the stock
 * setup, where the client module leaves Docusaurus' own lookup in place.
 */
export default function namedChunksPlugin(): Plugin {
	return {
		name: 'robo-named-chunks',
		getClientModules: () => [join(__dirname, 'client.ts')],
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
