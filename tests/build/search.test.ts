import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, it } from 'node:test'

import { fromIndexFile } from '../../plugins/content/search/local-index'
import type { LocalIndexFile, SearchManifest } from '../../plugins/content/search/types'
import { INDEX_GZIP_TARGET } from '../../plugins/content/search/write'
import { builtPages, redirectTarget } from '../support/html'
import { buildDir } from '../support/paths'

const searchDir = join(buildDir, 'search')
const manifest = (): SearchManifest => JSON.parse(readFileSync(join(searchDir, 'manifest.json'), 'utf8'))

describe('build output: search index', () => {
	it('writes a manifest naming a content-hashed index', () => {
		assert.ok(existsSync(join(searchDir, 'manifest.json')), 'no build/search/manifest.json: did the search plugin run?')
		const { index, records } = manifest()
		assert.match(index, /^index\.[0-9a-f]{10}\.json$/)
		const file = JSON.parse(readFileSync(join(searchDir, index), 'utf8')) as LocalIndexFile
		assert.equal(fromIndexFile(file).length, records)
	})

	it('indexes every content page of the build and nothing else', () => {
		// Both sides from the build, separately: the index's pages, and the HTML files that are pages a
		// reader could land on (no redirect page, no noindex page, not the 404 page, not a test fixture).
		const file = JSON.parse(readFileSync(join(searchDir, manifest().index), 'utf8')) as LocalIndexFile
		const indexed = new Set(fromIndexFile(file).map((record) => record.url_without_anchor))
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
		const file = JSON.parse(readFileSync(join(searchDir, manifest().index), 'utf8')) as LocalIndexFile
		const urls = file.pages.map(([url]) => url)
		for (const expected of ['/getting-started', '/robojs/flashcore', '/cli/create-robo', '/templates']) {
			assert.ok(urls.includes(expected), `${expected} is not indexed`)
		}
		assert.ok(urls.some((u) => u.startsWith('/ref/framework')), 'no reference page indexed')
		assert.ok(urls.some((u) => u.startsWith('/templates/')), 'no template page indexed')
		const unwanted = urls.filter((u) => u === '/404' || u.startsWith('/__fixtures__') || u.startsWith('/docs/') || u === '/')
		assert.deepEqual(unwanted, [])
		const lvl0 = new Set(file.pages.map(([, section]) => section))
		for (const section of ['Discord Bots', 'Core Package', 'Plugins', 'Reference', 'Templates']) {
			assert.ok(lvl0.has(section), `no lvl0 "${section}" (have ${[...lvl0].join(', ')})`)
		}
	})

	it(`stays within ${INDEX_GZIP_TARGET / 1024} KB gzipped for the whole site`, () => {
		const gz = gzipSync(readFileSync(join(searchDir, manifest().index))).length
		assert.ok(gz <= INDEX_GZIP_TARGET, `${Math.round(gz / 1024)} KB gz`)
	})

	it('is not referenced by any page: it loads when the modal opens', () => {
		const html = readFileSync(join(buildDir, 'getting-started.html'), 'utf8')
		assert.doesNotMatch(html, /search\/(manifest|index\.)/)
		assert.doesNotMatch(readFileSync(join(buildDir, 'assets/css', html.match(/assets\/css\/([^"]+\.css)/)?.[1] ?? ''), 'utf8'), /DocSearch-Modal/)
	})
})
