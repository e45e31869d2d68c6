import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'
import { links } from '../src/data/links'
import { remoteReadmeRemark } from './remoteContent'

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
	// Appends the sanitised README to plugin and template pages (plugins/remote-content/remark.ts).
	beforeDefaultRemarkPlugins: [remoteReadmeRemark],
} satisfies DocsOptions
