import type { Config } from '@docusaurus/types'
import type * as Preset from '@docusaurus/preset-classic'

import { analyticsScripts } from './config/analytics'
import { announcementBar } from './config/announcement'
import { env } from './config/env'
import { footer } from './config/footer'
import { navbar } from './config/navbar'
import { plugins } from './config/plugins'
import { prism } from './config/prism'
import { ssrTemplate } from './config/ssrTemplate'
import { FIXTURE_ROUTES } from './config/testing'
import { defaultSection, socialImagePath } from './src/data/sections'

const fasterAll = {
	swcJsLoader: true,
	swcJsMinimizer: true,
	// Off: its unquoted attributes make the HTML harder to read and grep. HTML is not minified at all
	// (SKIP_HTML_MINIFICATION in package.json's build script): it saved 0.2–0.4 KB gzipped a page for ~6 s per build.
	swcHtmlMinimizer: false,
	lightningCssMinimizer: true,
	mdxCrossCompilerCache: true,
	rspackBundler: true,
	// Off: on the 2-core machines that build this site, a pool of two rendering threads saved no build
	// time (static rendering took 3.4 s with it, 3.6 s without) and raised the peak memory by 200-250 MB.
	ssgWorkerThreads: false,
	gitEagerVcs: true,
}

const config = {
	title: 'Robo.js',
	tagline: 'Build Discord bots, Activities and web apps with one framework',
	favicon: 'img/favicon.svg',
	url: env.siteUrl,
	baseUrl: '/',
	trailingSlash: false,
	organizationName: 'Wave-Play',
	projectName: 'robo.js',

	// Broken links, anchors and duplicate routes only warn at build; the test suite is stricter.
	onBrokenLinks: 'warn',
	onBrokenAnchors: 'warn',
	onDuplicateRoutes: 'warn',

	i18n: {
		defaultLocale: 'en',
		locales: ['en'],
		localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
	},

	markdown: {
		format: 'mdx',
		mermaid: false,
		hooks: { onBrokenMarkdownLinks: 'warn' },
	},

	scripts: analyticsScripts,
	// The app's scripts start after the first paint (see the file).
	ssrTemplate,

	// Rspack, SWC and Lightning CSS instead of webpack, Babel and Terser: the same output in a
	// fraction of the build time (and CI time). Rspack's persistent cache makes a second build
	// fast; plugins/build/bundler-cache says what invalidates it.
	future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: { ...fasterAll, rspackPersistentCache: true } },

	presets: [
		[
			'classic',
			{
				// Added in config/plugins.ts so that each sidebar gets its own chunk.
				docs: false,
				blog: false,
				theme: { customCss: './src/css/custom.css' },
				sitemap: { lastmod: 'date', changefreq: null, priority: null, ignorePatterns: [`${FIXTURE_ROUTES}/**`] },
			} satisfies Preset.Options,
		],
	],

	plugins,

	themeConfig: {
		// Social card of pages outside any section; sections have their own (plugins/content/social-cards).
		image: socialImagePath(defaultSection).slice(1),
		colorMode: { defaultMode: 'dark', respectPrefersColorScheme: false, disableSwitch: false },
		announcementBar: announcementBar(),
		docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
		tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
		navbar,
		footer,
		prism,
	} satisfies Preset.ThemeConfig,
} satisfies Config

export default config
