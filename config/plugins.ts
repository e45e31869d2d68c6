import type { PluginConfig } from '@docusaurus/types'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apiLinksPlugin } from '../plugins/content/api-links'
import bundlerCache from '../plugins/build/bundler-cache'
import stableRuntime from '../plugins/build/stable-runtime'
import docsPlugin from '../plugins/loading/docs'
import lazyRoutes from '../plugins/loading/lazy-routes'
import llms from '../plugins/content/llms'
import namedChunks from '../plugins/loading/named-chunks'
import pageScripts from '../plugins/loading/page-scripts'
import prefetch from '../plugins/loading/prefetch'
import prism from '../plugins/loading/prism'
import routeProgress from '../plugins/loading/route-progress'
import search from '../plugins/content/search'
import socialCards from '../plugins/content/social-cards'
import { docs } from './docs'
import { env } from './env'
import { codeColorsCss } from './prism'
import { reference } from './reference'
import { remoteContent } from './remoteContent'
import { redirectsThenPolicy } from './security'
import { testing } from './testing'

const here = dirname(fileURLToPath(import.meta.url))

const without = env.benchWithout

/**
 * Every plugin of the site, by role. Docusaurus runs each lifecycle hook in this order; where the
 * order matters, the entry says why.
 */
export const plugins: PluginConfig[] = [
	// Content: steps that write, transform or index the pages.
	// The README and reference steps write pages before the docs plugin reads them.
	...remoteContent,
	...reference,
	// The docs plugin, wrapped so that each sidebar's data ships with its own pages (plugins/loading/docs).
	(context) => docsPlugin(context, docs, { trimGlobalData: !without.has('global-data') }),
	// After the reference step: guides link API names to the reference pages it wrote.
	() => apiLinksPlugin({ docsDir: join(here, '..', 'docs') }),
	llms,
	(context) => search(context, { env }),
	socialCards,
	// The redirect pages, then the Content-Security-Policy of every page (plugins/security/csp), which
	// hashes the final HTML: one entry, because postBuild hooks run at once (config/security.ts).
	redirectsThenPolicy,

	// Loading: what a page downloads and when (plugins/loading/README.md maps their couplings).
	// ROBO_BENCH_WITHOUT leaves parts out of a measurement build (`npm run bench -- --parts`).
	(context) => lazyRoutes(context, { split: !without.has('lazy-routes') }),
	// Reads lazy-routes' page-modules.json when it exists; without it, lists each page's own chunks only.
	pageScripts,
	...(without.has('named-chunks') ? [] : [namedChunks]),
	...(without.has('prefetch') ? [] : [prefetch]),
	() => prism({ codeColorsCss: codeColorsCss() }),
	routeProgress,

	// Build: the same output from any checkout path (the runtime chunk is minified without renaming).
	stableRuntime,
	// Build: a second build reuses the bundler's cache, and a change to config/ or plugins/ evicts it.
	(context) =>
		bundlerCache({
			siteDir: context.siteDir,
			persistentCacheOn: context.siteConfig.future.faster.rspackPersistentCache,
		}),

	// Test wiring (only with DOCS_TEST_FIXTURES=1): config/testing.ts.
	...testing,
]
