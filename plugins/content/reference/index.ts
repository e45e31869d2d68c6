/**
 * Docusaurus plugin for the API reference. All the work happens in the plugin's constructor,
 * which Docusaurus awaits before any plugin loads content: by the time the docs plugin reads
 * docs/ and sidebars.ts, docs/ref/ holds every package's pages, landing pages and TypeDoc sidebars.
 * (docusaurus-plugin-typedoc itself generates in its constructor for the same reason; here its
 * instances run in a worker process, behind a cache.)
 */
import type { LoadContext, Plugin } from '@docusaurus/types'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateReference, type GenerateOptions } from './generate'

const here = dirname(fileURLToPath(import.meta.url))

export type ReferencePluginOptions = Omit<GenerateOptions, 'siteDir' | 'log' | 'routeExists'> & {
	/** Set false to skip generation (pages already in docs/ref stay as they are). */
	enabled?: boolean
}

/** Options are typed where they are written (config/reference.ts); Docusaurus passes them through. */
export default async function referencePlugin(context: LoadContext, options: unknown): Promise<Plugin> {
	const { enabled = true, ...generateOptions } = (options ?? {}) as ReferencePluginOptions
	if (enabled) {
		try {
			await generateReference({ siteDir: context.siteDir, ...generateOptions })
		} catch (err) {
			// The rest of the site still builds; reference pages that exist in docs/ref stay as they are.
			console.warn(`[reference] not generated: ${err instanceof Error ? err.message : String(err)}`)
		}
	}
	return {
		name: 'robojs-reference',
		// Strikes through deprecated symbols in the reference sidebar.
		getClientModules: () => [join(here, 'reference.css')],
	}
}
