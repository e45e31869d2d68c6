import type { LoadContext, Plugin } from '@docusaurus/types'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lazyRoutesDir, PAGE_MODULES } from '../lazy-routes'
import { chunksByImport, withImportOrigins, type ClientManifest, type StatsChunk } from './origins'

interface Stats {
	toJson(options: object): { chunks?: StatsChunk[] }
}
interface Compiler {
	hooks: { done: { tap(name: string, fn: (stats: Stats) => void): void } }
}

const NAME = 'robo-page-scripts'

/**
 * Lists each page's own chunks (and its lazy-routes group chunk) as `<script defer>` in its HTML, so
 * the browser fetches them alongside main.js. No upstream issue filed: Docusaurus' SSG asks
 * react-loadable-ssr-addon-v5-slorber's manifest for chunks by module path, but under webpack 5 and
 * Rspack that manifest is keyed by chunk name, so every page listed none. This adds the missing
 * entries (module path → chunk ids, from the client build's stats) before pages are rendered.
 */
export default function pageScriptsPlugin(context: LoadContext): Plugin {
	const manifestPath = join(context.generatedFilesDir, 'client-manifest.json')
	const patchManifest = (stats: Stats) => {
		if (!existsSync(manifestPath))
			throw new Error(
				`${NAME}: Docusaurus no longer writes ${manifestPath} after the client build, so pages would ` +
					'lose their chunk list. Update plugins/loading/page-scripts to where the client manifest now lives.',
			)
		const imports = chunksByImport(
			stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true }).chunks ?? [],
		)
		const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest
		const pageModulesPath = join(lazyRoutesDir(context.generatedFilesDir), PAGE_MODULES)
		const alsoNeeds = existsSync(pageModulesPath)
			? (JSON.parse(readFileSync(pageModulesPath, 'utf8')) as Record<string, string>)
			: {}
		writeFileSync(manifestPath, JSON.stringify(withImportOrigins(manifest, imports, alsoNeeds)))
	}
	return {
		name: NAME,
		configureWebpack(_config, isServer) {
			// Only a production build renders pages from the manifest.
			if (isServer || process.env.NODE_ENV !== 'production') return {}
			return { plugins: [{ apply: (compiler: Compiler) => compiler.hooks.done.tap(NAME, patchManifest) }] }
		},
	}
}
