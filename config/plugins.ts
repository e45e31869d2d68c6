import type { PluginConfig } from '@docusaurus/types'
import { join } from 'node:path'
import { apiLinksPlugin } from '../plugins/api-links'
import bundlerCache from '../plugins/bundler-cache'
import docsPlugin from '../plugins/docs'
import lazyRoutes from '../plugins/lazy-routes'
import llms from '../plugins/llms'
import namedChunks from '../plugins/named-chunks'
import pageScripts from '../plugins/page-scripts'
import prefetch from '../plugins/prefetch'
import prism from '../plugins/prism'
import routeProgress from '../plugins/route-progress'
import search from '../plugins/search'
import socialCards from '../plugins/social-cards'
import testFixtures from '../plugins/test-fixtures'
import { env } from './env'
import { docs } from './docs'
import { clientRedirects } from './redirects'
import { reference } from './reference'
import { remoteContent } from './remoteContent'

/** Local and third-party plugins, in the order they run. */
export const plugins: PluginConfig[] = [
	clientRedirects,
	...remoteContent,
	...reference,
	// The docs themselves (not through the preset: see plugins/docs), after the steps that write pages.
	(context) => docsPlugin(context, docs),
	// After the reference step, which writes the pages the guides link to.
	() => apiLinksPlugin({ docsDir: join(__dirname, '..', 'docs') }),
	(context) =>
		bundlerCache({
			siteDir: context.siteDir,
			persistentCacheOn: context.siteConfig.future.faster.rspackPersistentCache,
		}),
	lazyRoutes,
	llms,
	namedChunks,
	pageScripts,
	prefetch,
	prism,
	routeProgress,
	search,
	socialCards,
	...(env.testFixtures ? [testFixtures] : []),
]
