import type { PluginConfig } from '@docusaurus/types'
import { join } from 'node:path'
import { apiLinksPlugin } from '../plugins/api-links'
import llms from '../plugins/llms'
import search from '../plugins/search'
import testFixtures from '../plugins/test-fixtures'
import { env } from './env'
import { clientRedirects } from './redirects'
import { reference } from './reference'
import { remoteContent } from './remoteContent'

/** Local and third-party plugins, in the order they run. */
export const plugins: PluginConfig[] = [
	clientRedirects,
	...remoteContent,
	...reference,
	// After the reference step, which writes the pages the guides link to.
	() => apiLinksPlugin({ docsDir: join(__dirname, '..', 'docs') }),
	llms,
	search,
	...(env.testFixtures ? [testFixtures] : []),
]
