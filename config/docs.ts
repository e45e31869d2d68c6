import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'
import { links } from '../src/data/links'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import remarkApiLinks from '../plugins/content/api-links'
import remarkHeadingLevels from '../plugins/content/heading-levels'
import { remoteReadmeRemark } from './remoteContent'

const here = dirname(fileURLToPath(import.meta.url))

// Bound in a closure: [plugin, options] pairs would be serialised into the client bundle.
const apiLinks = () => remarkApiLinks({ docsDir: join(here, '..', 'docs') })

export const docs = {
	// Docs-only site: pages live at the root, getting-started is the entry point.
	routeBasePath: '/',
	sidebarPath: './sidebars.ts',
	editUrl: links.editBase,
	showLastUpdateAuthor: true,
	showLastUpdateTime: true,
	lastVersion: 'current',
	versions: { current: { label: 'Next' } },
	admonitions: { keywords: ['plugin'], extendDefaults: true },
	exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
	// Appends the sanitised README to plugin and template pages (plugins/content/remote-content/remark.ts),
	// then keeps every page's heading levels from skipping (plugins/content/heading-levels).
	beforeDefaultRemarkPlugins: [remoteReadmeRemark, remarkHeadingLevels],
	// Links the first mention of each API name on a page to its reference page (plugins/content/api-links).
	remarkPlugins: [apiLinks],
} satisfies DocsOptions
