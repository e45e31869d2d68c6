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
 * Works around a mismatch inside Docusaurus (no upstream issue filed yet): its SSG asks
 * react-loadable-ssr-addon-v5-slorber's `getBundles` for chunks by module path, while the manifest
 * that addon writes under webpack 5 and Rspack is keyed by chunk name.
 *
 * Lists each page's own chunks as `<script defer>` in its HTML, after main.js.
 *
 * Docusaurus means to: at build time it collects the modules a page rendered and asks the client
 * manifest for their chunks. But it asks by module path (`@site/docs/x.mdx`) while the manifest, as
 * written for webpack 5 and Rspack, is keyed by chunk name, so every page got only runtime and
 * main.js, and main.js had to run before the browser even requested the page's chunks (a second
 * round trip before the page is interactive, and ~10 script elements created while main.js runs).
 *
 * This adds the missing entries (module path → chunk ids, from the client build's stats) to the
 * manifest right after the client build, before pages are rendered. The browser then fetches the
 * chunks in parallel with main.js; webpack's loader finds the existing script tags by `src` and waits
 * for them instead of adding its own (tests/e2e/payload.test.ts checks nothing is fetched twice).
 * A page whose route data plugins/lazy-routes moved out of main.js gets that chunk listed too.
 */
export default function pageScriptsPlugin(context: LoadContext): Plugin {
	const manifestPath = join(context.generatedFilesDir, 'client-manifest.json')
	const patchManifest = (stats: Stats) => {
		if (!existsSync(manifestPath))
			throw new Error(
				`${NAME}: Docusaurus no longer writes ${manifestPath} after the client build, so pages would ` +
					'lose their chunk list. Update plugins/page-scripts to where the client manifest now lives.',
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
