/**
 * The persistent bundler cache must never serve output compiled by an older plugin. Rspack
 * invalidates a cached module when the module's own files change, not when a Node-side plugin that
 * shaped it does (a remark plugin, a loader option, a file a plugin reads). plugins/build/bundler-cache
 * makes every file under plugins/ and config/ a build dependency; this test builds a one-page site
 * with the real plugin on Docusaurus' real bundler config, three times:
 *   1. cold;
 *   2. after changing a file the remark plugin reads from outside plugins/: the page must be stale,
 *      which shows the cache is really in use (without it, step 3 would prove nothing);
 *   3. after changing a file under plugins/: the page must be fresh.
 */
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'

import { repoRoot } from '../support/paths'

const run = promisify(execFile)

const remarkProbe = `import { readFileSync } from 'node:fs'
export default function probe() {
	const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8').trim()
	return (tree) => {
		tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: read('./word.txt') + ' ' + read('../data/word.txt') }] })
	}
}
`

const siteConfig = (pluginPath: string) => `import bundlerCache from ${JSON.stringify(pluginPath)}
import probe from './plugins/probe.mjs'
export default {
	title: 'cache probe',
	url: 'http://127.0.0.1',
	baseUrl: '/',
	onBrokenLinks: 'ignore',
	future: { faster: { rspackBundler: true, rspackPersistentCache: true, swcJsLoader: true, mdxCrossCompilerCache: true } },
	presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [probe] }, blog: false, theme: {} }]],
	plugins: [(context) => bundlerCache({ siteDir: context.siteDir, persistentCacheOn: true })],
}
`

describe('bundler cache (plugins/build/bundler-cache, real Docusaurus build)', () => {
	let site = ''
	const build = async () => {
		const env: NodeJS.ProcessEnv = { ...process.env }
		delete env.DOCUSAURUS_NO_PERSISTENT_CACHE
		await run(join(repoRoot, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', 'out'], { cwd: site, env })
		return readFileSync(join(site, 'out/index.html'), 'utf8').match(/plugin-[a-z]+ data-[a-z]+/)?.[0]
	}

	before(() => {
		site = mkdtempSync(join(tmpdir(), 'robo-cache-'))
		// Its own node_modules folder (entries linked to the repo's), so the cache stays in this site.
		mkdirSync(join(site, 'node_modules'))
		for (const entry of readdirSync(join(repoRoot, 'node_modules')))
			if (entry !== '.cache') symlinkSync(join(repoRoot, 'node_modules', entry), join(site, 'node_modules', entry))
		for (const dir of ['plugins', 'data', 'docs']) mkdirSync(join(site, dir))
		writeFileSync(join(site, 'package.json'), '{ "name": "cache-probe", "private": true }\n')
		writeFileSync(
			join(site, 'docusaurus.config.ts'),
			siteConfig(join(repoRoot, 'plugins/build/bundler-cache/index.ts')),
		)
		writeFileSync(join(site, 'plugins/probe.mjs'), remarkProbe)
		writeFileSync(join(site, 'docs/index.md'), '---\nslug: /\n---\n# Probe\n')
		writeFileSync(join(site, 'plugins/word.txt'), 'plugin-one')
		writeFileSync(join(site, 'data/word.txt'), 'data-one')
	})
	after(() => rmSync(site, { recursive: true, force: true }))

	it('reuses cached modules, and a change under plugins/ invalidates them', { timeout: 240_000 }, async () => {
		assert.equal(await build(), 'plugin-one data-one')
		writeFileSync(join(site, 'data/word.txt'), 'data-two')
		assert.equal(await build(), 'plugin-one data-one', 'the second build did not reuse the cache')
		writeFileSync(join(site, 'plugins/word.txt'), 'plugin-two')
		assert.equal(await build(), 'plugin-two data-two', 'a change under plugins/ left a stale page')
	})
})
