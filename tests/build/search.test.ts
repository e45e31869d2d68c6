import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { loadBuiltEngine } from '../../plugins/content/search/bench'
import { SEARCH_WORKER_CHUNK } from '../../plugins/content/search/index'
import { textFile, shardFile } from '../../plugins/content/search/local-index'
import type { SearchManifest } from '../../plugins/content/search/types'
import { builtPages, redirectTarget } from '../support/html'
import { buildDir } from '../support/paths'

const searchDir = join(buildDir, 'search')
const manifest = (): SearchManifest => JSON.parse(readFileSync(join(searchDir, 'manifest.json'), 'utf8'))

describe('build output: search index', () => {
	it('writes a manifest naming a content-hashed folder that holds every part it lists, and nothing else', () => {
		assert.ok(existsSync(join(searchDir, 'manifest.json')), 'no build/search/manifest.json: did the search plugin run?')
		const { dir, shards, texts, documentCount, levels, fieldLength, averageFieldLength } = manifest()
		assert.match(dir, /^[0-9a-f]{10}$/)
		assert.deepEqual(readdirSync(searchDir).sort(), [dir, 'manifest.json'].sort())
		const expected = [...shards.map((_, n) => shardFile(n)), ...texts.map((_, n) => textFile(n))].sort()
		assert.deepEqual(readdirSync(join(searchDir, dir)).sort(), expected)
		assert.equal(levels.length, documentCount)
		assert.equal(fieldLength.length, documentCount * averageFieldLength.length)
	})

	it('gives back every record of the index through the parts, as the browser reads them', async () => {
		const { engine } = loadBuiltEngine(buildDir)
		const hits = await engine.search('flashcore')
		assert.equal(hits[0]?.url_without_anchor, '/robojs/flashcore')
		assert.match(hits[0]._highlightResult.hierarchy.lvl1.value, /<mark>Flashcore<\/mark>/)
	})

	it('indexes every content page of the build and nothing else', () => {
		// Both sides from the build, separately: the index's pages, and the HTML files that are pages a
		// reader could land on (no redirect page, no noindex page, not the 404 page, not a test fixture).
		const indexed = new Set(manifest().pages.map(([url]) => url))
		const content = [...builtPages(buildDir)]
			.filter(([route, path]) => {
				const html = readFileSync(path, 'utf8')
				const noindex = /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(html)
				return route !== '/404' && !route.startsWith('/__fixtures__') && redirectTarget(path) === null && !noindex
			})
			.map(([route]) => route)
		assert.ok(content.length > 150, `${content.length} content pages`)
		assert.deepEqual(
			content.filter((route) => !indexed.has(route)),
			[],
			'content pages missing from the index',
		)
		assert.deepEqual(
			[...indexed].filter((route) => !content.includes(route)),
			[],
			'indexed routes that are not content pages',
		)
	})

	it('indexes docs, reference and templates, not redirects, 404 or fixtures', () => {
		const { pages } = manifest()
		const urls = pages.map(([url]) => url)
		for (const expected of ['/getting-started', '/robojs/flashcore', '/cli/create-robo', '/templates']) {
			assert.ok(urls.includes(expected), `${expected} is not indexed`)
		}
		assert.ok(urls.some((u) => u.startsWith('/ref/framework')), 'no reference page indexed')
		assert.ok(urls.some((u) => u.startsWith('/templates/')), 'no template page indexed')
		const unwanted = urls.filter((u) => u === '/404' || u.startsWith('/__fixtures__') || u.startsWith('/docs/') || u === '/')
		assert.deepEqual(unwanted, [])
		const lvl0 = new Set(pages.map(([, section]) => section))
		for (const section of ['Discord Bots', 'Core Package', 'Plugins', 'Reference', 'Templates']) {
			assert.ok(lvl0.has(section), `no lvl0 "${section}" (have ${[...lvl0].join(', ')})`)
		}
	})

	it('is not referenced by any page: it loads when the modal opens', () => {
		const html = readFileSync(join(buildDir, 'getting-started.html'), 'utf8')
		assert.doesNotMatch(html, /search\/(manifest|[0-9a-f]{10}\/)/)
		assert.doesNotMatch(readFileSync(join(buildDir, 'assets/css', html.match(/assets\/css\/([^"]+\.css)/)?.[1] ?? ''), 'utf8'), /DocSearch-Modal/)
	})
	it('runs the engine in a worker whose code is one file: no second download before the first query', () => {
		const js = join(buildDir, 'assets/js')
		const workers = readdirSync(js).filter((f) => new RegExp(`^${SEARCH_WORKER_CHUNK}\\.[0-9a-f]+\\.js$`).test(f))
		assert.equal(workers.length, 1, `worker chunks: ${workers.join(', ')}`)
		const code = readFileSync(join(js, workers[0]), 'utf8')
		// The bundler's way for a worker to load another chunk; the engine and MiniSearch are inside.
		assert.doesNotMatch(code, /importScripts/)
		assert.match(code, /Unsupported search index format/)
		assert.match(code, /fuzzyGet|atPrefix/)
		// The page starts it by that chunk's name, and no page chunk carries the engine itself.
		const pageChunks = readdirSync(js).filter((f) => f !== workers[0])
		const runtime = pageChunks.find((f) => f.startsWith('runtime~main.')) as string
		assert.match(readFileSync(join(js, runtime), 'utf8'), new RegExp(`${SEARCH_WORKER_CHUNK}:"[0-9a-f]+"`))
		for (const file of pageChunks)
			assert.doesNotMatch(readFileSync(join(js, file), 'utf8'), /Unsupported search index format/, file)
	})
})
