/**
 * The README download through docusaurus-plugin-remote-content, as a maintainer runs it: the
 * `download-remote-readmes` and `clear-remote-readmes` commands of the Docusaurus CLI, on a small
 * site whose only plugin is the `readmes` instance built by plugins/content/remote-content/fetch.ts, with
 * ROBO_REPO_DIR pointing at a fixture checkout. Plus the axios adapter on its own: each link of the
 * source chain answers through it, and it never rejects.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import axios from 'axios'

import { runRemoteContent } from '../../plugins/content/remote-content'
import { documentId, readmePluginOptions } from '../../plugins/content/remote-content/fetch'
import { chainDefaults, type ChainConfig } from '../../plugins/content/remote-content/sources'
import { readStored, writeStored } from '../../plugins/content/remote-content/store'
import { repoRoot } from '../support/paths'
import { readmeEntry as entry } from '../support/readmeEntry'

let work: string

before(() => {
	work = mkdtempSync(join(tmpdir(), 'remote-plugin-'))
	mkdirSync(join(work, 'checkout/packages/local'), { recursive: true })
	writeFileSync(join(work, 'checkout/packages/local/README.md'), '## From the fixture checkout\n\nHello.\n')
	mkdirSync(join(work, 'node_modules/@robojs/published'), { recursive: true })
	writeFileSync(
		join(work, 'node_modules/@robojs/published/package.json'),
		JSON.stringify({ name: '@robojs/published', version: '2.0.0' }),
	)
	writeFileSync(join(work, 'node_modules/@robojs/published/README.md'), '## From npm\n')
})

after(() => rmSync(work, { recursive: true, force: true }))

describe('docusaurus download-remote-readmes / clear-remote-readmes', () => {
	it('downloads from ROBO_REPO_DIR into the store, warns once for a missing README, exits 0, and clears', () => {
		const site = join(work, 'site')
		mkdirSync(site, { recursive: true })
		const fromRepo = (path: string) => JSON.stringify(join(repoRoot, path))
		writeFileSync(
			join(site, 'docusaurus.config.ts'),
			[
				`import { join } from 'node:path'`,
				`import pluginRemoteContent from ${fromRepo('node_modules/docusaurus-plugin-remote-content')}`,
				`import { readmePluginOptions } from ${fromRepo('plugins/content/remote-content/fetch.ts')}`,
				`import { chainDefaults } from ${fromRepo('plugins/content/remote-content/sources.ts')}`,
				`const siteDir = ${JSON.stringify(site)}`,
				`const entry = (name: string) => ({ key: 'plugins/' + name, kind: 'plugin' as const, label: name, dir: 'packages/' + name, route: '/plugins/' + name })`,
				`const { options } = readmePluginOptions({`,
				`	chain: { ...chainDefaults, mode: 'offline', repoDir: process.env.ROBO_REPO_DIR, baseUrl: 'http://127.0.0.1:9/', nodeModulesDir: join(siteDir, 'node_modules'), storeDir: join(siteDir, '.cache/remote-content') },`,
				`	entries: [entry('local'), entry('absent')],`,
				`	siteDir,`,
				`	docsDir: join(siteDir, 'docs'),`,
				`})`,
				`export default { title: 'README download', url: 'http://localhost', baseUrl: '/', plugins: [(context: never) => pluginRemoteContent(context, options)] }`,
				'',
			].join('\n'),
		)
		const docusaurus = (command: string) =>
			spawnSync(process.execPath, [join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), command], {
				cwd: site,
				env: { ...process.env, ROBO_REPO_DIR: join(work, 'checkout'), NO_COLOR: '1' },
				encoding: 'utf8',
				timeout: 120_000,
			})

		const download = docusaurus('download-remote-readmes')
		assert.equal(download.status, 0, download.stderr)
		const output = download.stdout + download.stderr
		const store = join(site, '.cache/remote-content')
		const stored = readStored(store, 'plugins/local')
		assert.ok(stored, output)
		assert.equal(stored.text, '## From the fixture checkout\n\nHello.\n')
		assert.equal(stored.meta.source, 'checkout')
		assert.equal(stored.meta.from, join(work, 'checkout/packages/local/README.md'))
		assert.equal(readStored(store, 'plugins/absent'), null)
		assert.equal(output.match(/no README for plugins\/absent/g)?.length, 1, output)

		const clear = docusaurus('clear-remote-readmes')
		assert.equal(clear.status, 0, clear.stderr)
		assert.ok(!existsSync(join(store, 'plugins/local.md')))
		assert.equal(readStored(store, 'plugins/local'), null)
	})
})

describe('the axios adapter of the readmes instance', () => {
	const config = (overrides: Partial<ChainConfig> = {}): ChainConfig => ({
		...chainDefaults,
		mode: 'offline',
		baseUrl: 'http://127.0.0.1:9/',
		nodeModulesDir: join(work, 'node_modules'),
		storeDir: join(work, 'adapter-store'),
		...overrides,
	})

	it('answers each document from the first link that has it, and never rejects', async () => {
		const entries = [
			entry('local'),
			entry('published', { npm: { packageName: '@robojs/published', version: '2.0.0' } }),
			entry('kept'),
			entry('absent'),
		]
		// The last good copy of `kept`, from an earlier run.
		writeStored(
			join(work, 'adapter-store'),
			{
				key: 'plugins/kept',
				source: 'remote',
				from: 'x',
				path: 'packages/kept/README.md',
				fetchedAt: '2025-01-01T00:00:00Z',
			},
			'## Kept\n',
		)
		const { options, run } = readmePluginOptions({
			chain: config({ repoDir: join(work, 'checkout') }),
			entries,
			siteDir: work,
			docsDir: join(work, 'docs'),
			log: { warn: () => {} },
		})
		const client = axios.create({ baseURL: options.sourceBaseUrl, ...options.requestConfig })
		const bodies: string[] = []
		for (const e of entries) {
			const response = await client.get<string>(documentId(e))
			assert.equal(response.status, 200)
			bodies.push(response.data)
		}
		assert.deepEqual(bodies, ['## From the fixture checkout\n\nHello.\n', '## From npm\n', '## Kept\n', ''])
		assert.deepEqual(
			[...run.byId.values()].map((o) => (o.status === 'ok' ? o.source : 'missing')),
			['checkout', 'npm', 'cache', 'missing'],
		)
		// modifyContent records provenance in the store, and keeps a cached copy's original date.
		assert.deepEqual(options.modifyContent?.('plugins/published.md', '## From npm\n'), { content: '## From npm\n' })
		assert.equal(readStored(join(work, 'adapter-store'), 'plugins/published')?.meta.source, 'npm')
		options.modifyContent?.('plugins/kept.md', '## Kept\n')
		assert.equal(readStored(join(work, 'adapter-store'), 'plugins/kept')?.meta.fetchedAt, '2025-01-01T00:00:00Z')
	})

	it('does not fail when the store cannot be written: one warning, the build goes on', async () => {
		const site = join(work, 'read-only-site')
		mkdirSync(site, { recursive: true })
		// A file where the store folder should be: the plugin's own write throws ENOTDIR.
		writeFileSync(join(site, 'store'), 'not a folder')
		const warnings: string[] = []
		const result = await runRemoteContent({
			chain: config({ repoDir: join(work, 'checkout'), storeDir: join(site, 'store') }),
			entries: [entry('local')],
			docsDir: join(work, 'docs'),
			siteDir: site,
			log: { info: () => {}, warn: (line) => warnings.push(line) },
		})
		assert.equal(warnings.length, 1, warnings.join('\n'))
		assert.match(warnings[0], /^\[remote\] READMEs not stored in store: .*ENOTDIR/)
		assert.match(result.summary, /1 from ROBO_REPO_DIR/)
	})

	it('passes the request limits of requestConfig to the network link', async () => {
		const { options } = readmePluginOptions({
			chain: config({ mode: 'on', timeoutMs: 1234 }),
			entries: [entry('x')],
			siteDir: work,
			docsDir: work,
		})
		assert.equal(options.requestConfig?.timeout, 1234)
		assert.equal(options.requestConfig?.maxContentLength, chainDefaults.maxBytes)
		assert.equal(options.requestConfig?.maxRedirects, chainDefaults.maxRedirects)
		assert.equal(options.performCleanup, false)
		assert.equal(options.noRuntimeDownloads, false)
		assert.equal(
			readmePluginOptions({ chain: config({ mode: 'off' }), entries: [], siteDir: work, docsDir: work }).options
				.noRuntimeDownloads,
			true,
		)
	})
})
