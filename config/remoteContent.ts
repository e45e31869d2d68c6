import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PluginConfig } from '@docusaurus/types'
import type { Options as PagesOptions } from '@docusaurus/plugin-content-pages'
import { plugins as pluginCatalogue } from '../src/data/plugins'
import { templates } from '../src/data/templates'
import { readmeEntries } from '../plugins/content/remote-content/entries'
import remoteContentPlugin, { type RemoteContentOptions } from '../plugins/content/remote-content'
import { readmePluginOptions, readmesPlugin } from '../plugins/content/remote-content/fetch'
import { remarkRemoteReadme, type RemoteReadmeOptions } from '../plugins/content/remote-content/remark'
import {
	chainDefaults,
	parseMode,
	withTrailingSlash,
	type ChainConfig,
} from '../plugins/content/remote-content/sources'
import { env } from './env'

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Wiring of the build-time README step (plugins/content/remote-content): docusaurus-plugin-remote-content
 * (instance `readmes`) that downloads the READMEs, the plugin that reports on them, the remark plugin the docs plugin runs to show them, and with DOCS_TEST_FIXTURES=1
 * a page at /__fixtures__/hostile-readme that renders the hostile corpus the same way.
 */
const siteDir = join(here, '..')
const docsDir = join(siteDir, 'docs')
const storeDir = join(siteDir, '.cache', 'remote-content')
const fixturesDir = join(siteDir, 'tests', 'fixtures', 'hostile-readmes')

const mode = parseMode(env.remoteContent)
if (!mode) console.warn(`[remote] REMOTE_CONTENT=${env.remoteContent} is not on, offline or off; using on`)

export const readmes = readmeEntries(pluginCatalogue, templates)

export const remoteContentChain: ChainConfig = {
	...chainDefaults,
	mode: mode ?? 'on',
	repoDir: env.roboRepoDir,
	baseUrl: withTrailingSlash(env.remoteContentBaseUrl),
	nodeModulesDir: join(siteDir, 'node_modules'),
	storeDir,
	timeoutMs:
		Number.isFinite(env.remoteContentTimeoutMs) && env.remoteContentTimeoutMs > 0
			? env.remoteContentTimeoutMs
			: chainDefaults.timeoutMs,
}

/** The fake repository the hostile README corpus links to (with DOCS_TEST_FIXTURES=1). */
export const fixtureRepo = {
	blobBase: 'http://127.0.0.1/__fixture-repo__/blob/',
	rawBase: 'http://127.0.0.1/__fixture-repo__/raw/',
}

const remarkOptions: RemoteReadmeOptions = {
	enabled: remoteContentChain.mode !== 'off',
	docsDir,
	storeDir,
	entries: readmes,
	...(env.testFixtures
		? {
				// Relative URLs in the corpus point at 127.0.0.1, so the browser test can tell a leak from a link.
				fixtures: { dir: fixturesDir, repo: fixtureRepo },
			}
		: {}),
}

/**
 * The remark plugin for config/docs.ts (`beforeDefaultRemarkPlugins`). Options are bound in a
 * closure rather than passed as a [plugin, options] pair: Docusaurus ships the site config to the
 * browser, and the README list would otherwise land in every page's JavaScript.
 */
export const remoteReadmeRemark = function remoteReadme(this: unknown) {
	return remarkRemoteReadme.call(this as never, remarkOptions)
}

/** The `readmes` instance of docusaurus-plugin-remote-content, and the run it fills in. */
const readmeDownload = readmePluginOptions({ chain: remoteContentChain, entries: readmes, siteDir, docsDir })

const pluginOptions: RemoteContentOptions = {
	chain: remoteContentChain,
	entries: readmes,
	docsDir,
	run: readmeDownload.run,
	extraInputs: env.testFixtures ? [fixturesDir] : [],
}

/** The hostile-README page: an MDX page compiled by a pages-plugin instance with the same remark plugin. */
const fixturePages: PluginConfig = [
	'@docusaurus/plugin-content-pages',
	{
		id: 'remote-content-fixtures',
		path: 'tests/fixtures/hostile-readme-page',
		routeBasePath: '/__fixtures__',
		include: ['*.mdx'],
		exclude: [],
		beforeDefaultRemarkPlugins: [remoteReadmeRemark],
	} satisfies PagesOptions,
]

/** For config/plugins.ts. */
export const remoteContent: PluginConfig[] = [
	// Both bound for the same reason as the remark plugin: plugin options given as a [name, options]
	// pair are serialised into the client bundle (the README list, and functions that cannot be).
	// The download plugin comes first: Docusaurus creates plugins in order, and it downloads then.
	(context) => readmesPlugin(context, readmeDownload.options),
	(context) => remoteContentPlugin(context, pluginOptions),
]

/** For config/testing.ts. */
export const remoteContentFixtures: PluginConfig[] = [fixturePages]
