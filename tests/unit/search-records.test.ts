import assert from 'node:assert/strict'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, it } from 'node:test'

import { engineFromRecords } from '../../plugins/content/search/engine'
import { clip, recordOf, SNIPPET_CHARS, toIndexParts } from '../../plugins/content/search/local-index'
import { extractRecords, recordsFromBuild } from '../../plugins/content/search/records'
import type { SearchRecord } from '../../plugins/content/search/types'
import { writeSearchIndex } from '../../plugins/content/search/write'
import { fixtureRecords, searchFixtures } from '../support/searchFixtures'

const fixtures = searchFixtures()

/** Every record of an index, read back from its parts the way the engine shows a result. */
function recordsOfParts(records: readonly SearchRecord[]): SearchRecord[] {
	const { manifest, texts } = toIndexParts(records)
	const last = (starts: number[], id: number) => starts.filter((first) => first <= id).length - 1
	const pageOf = (id: number) =>
		last(
			manifest.pages.map(([, , , first]) => first),
			id,
		)
	const partOf = (id: number) => last(manifest.texts, id)
	return records.map((_, id) => recordOf(manifest, pageOf(id), id, texts[partOf(id)], manifest.texts[partOf(id)]))
}
const page = (route: string): SearchRecord[] => extractRecords(fixtures.get(route) ?? '', route)

describe('search records: extraction from built HTML', () => {
	it('makes one record per heading section, in the hosted services’ shape', () => {
		const records = page('/robojs/flashcore')
		assert.deepEqual(
			records.map((r) => [r.type, r.anchor, r.url]),
			[
				['lvl1', null, '/robojs/flashcore'],
				['lvl2', 'quick-start', '/robojs/flashcore#quick-start'],
				['lvl2', 'api', '/robojs/flashcore#api'],
				['lvl3', 'get', '/robojs/flashcore#get'],
				['lvl3', 'set', '/robojs/flashcore#set'],
				['lvl4', 'set-options', '/robojs/flashcore#set-options'],
				['lvl2', 'next-steps', '/robojs/flashcore#next-steps'],
			],
		)
		const options = records[5]
		assert.deepEqual(options.hierarchy, {
			lvl0: 'Core Package',
			lvl1: 'Flashcore',
			lvl2: 'API',
			lvl3: 'set',
			lvl4: 'Options of set',
			lvl5: null,
			lvl6: null,
		})
		assert.equal(options.url_without_anchor, '/robojs/flashcore')
		assert.equal(options.content, 'namespace: a string ttl: not supported')
		for (const record of records) {
			assert.match(record.objectID, /^[0-9a-f]{20}$/)
			assert.deepEqual(Object.keys(record).sort(), [
				'anchor',
				'content',
				'hierarchy',
				'objectID',
				'type',
				'url',
				'url_without_anchor',
			])
		}
		assert.equal(new Set(records.map((r) => r.objectID)).size, records.length)
	})

	it('keeps prose, tables and admonitions; drops code blocks, tab labels, hash links and page chrome', () => {
		const records = page('/robojs/flashcore')
		assert.equal(
			records[0].content,
			'Flashcore is a small key-value database that ships inside robo.js. It keeps values on disk.',
		)
		assert.equal(records[1].content, 'Save a value, read it back: tip Await every call.')
		assert.match(records[3].content ?? '', /Option Meaning namespace Groups keys/)
		const all = records.map((r) => `${Object.values(r.hierarchy).join(' ')} ${r.content}`).join(' ')
		for (const absent of [
			'secretcodeword',
			'TypeScript',
			'JavaScript',
			'\u200b',
			'Edit this page',
			'On this page',
			'Previous',
			'Robo.js is open source',
			'Search',
		]) {
			assert.ok(!all.includes(absent), `"${absent}" leaked into the records`)
		}
	})

	it('takes lvl0 from the sidebar section: breadcrumbs, category landing pages, top-level pages, areas', () => {
		assert.equal(page('/robojs/flashcore')[0].hierarchy.lvl0, 'Core Package')
		assert.equal(page('/cli/create-robo')[0].hierarchy.lvl0, 'Command Line')
		// The landing doc of a category has one crumb, the category itself.
		assert.equal(page('/discord-bots/getting-started')[0].hierarchy.lvl0, 'Discord Bots')
		// A doc at the top of the sidebar has one crumb too, but it is the page, not a section.
		assert.equal(page('/getting-started')[0].hierarchy.lvl0, 'Docs')
		// Whole areas, from the navbar: reference, plugins, templates.
		assert.equal(page('/ref/framework/Function.createCommandConfig')[0].hierarchy.lvl0, 'Reference')
		assert.equal(page('/plugins/hostile')[0].hierarchy.lvl0, 'Plugins')
		assert.equal(page('/templates')[0].hierarchy.lvl0, 'Templates')
	})

	it('indexes a page without .theme-doc-markdown from <main>, and does not split on generated ids', () => {
		const records = page('/templates')
		assert.equal(records.length, 1)
		assert.equal(records[0].hierarchy.lvl1, 'Templates')
		assert.equal(
			records[0].content,
			'Start from a working project. Starter (TypeScript) A minimal bot. React + Colyseus A multiplayer Activity.',
		)
	})

	it('skips redirect pages, noindex pages, 404 and the test fixtures', () => {
		assert.deepEqual(page('/docs/basics/overview'), [])
		assert.deepEqual(extractRecords(fixtures.get('/404') ?? '', '/not-404'), [])
		assert.deepEqual(extractRecords(fixtures.get('/robojs/flashcore') ?? '', '/404'), [])
		assert.deepEqual(extractRecords(fixtures.get('/robojs/flashcore') ?? '', '/__fixtures__/crash'), [])
	})

	it('keeps markup written as text as plain text (escaping happens when hits are made)', () => {
		const [intro, section] = page('/plugins/hostile')
		assert.equal(intro.hierarchy.lvl1, 'Escaping <img src=x onerror=alert(1)>')
		assert.match(intro.content ?? '', /<script>alert\("flashcore"\)<\/script> & more/)
		assert.equal(section.hierarchy.lvl2, 'Tom & Jerry <3')
	})

	it('is deterministic: same build, same records, same index file and hash', () => {
		const dir = mkdtempSync(join(tmpdir(), 'search-build-'))
		try {
			for (const [route, html] of fixtures) {
				const file = join(dir, route.slice(1) + '.html')
				mkdirSync(dirname(file), { recursive: true })
				writeFileSync(file, html)
			}
			const first = recordsFromBuild(dir)
			assert.deepEqual(recordsFromBuild(dir), first)
			assert.deepEqual(first, fixtureRecords())
			const a = writeSearchIndex(dir, first)
			const b = writeSearchIndex(dir)
			assert.equal(a.manifest.dir, b.manifest.dir)
			assert.match(a.manifest.dir, /^[0-9a-f]{10}$/)
			const manifest = JSON.parse(readFileSync(join(dir, 'search/manifest.json'), 'utf8'))
			assert.deepEqual(manifest, a.manifest)
			// The parts give back the records, objectID aside (positions in the index) and text cut for snippets.
			const strip = (r: SearchRecord) => ({ ...r, objectID: '', content: r.content && clip(r.content, SNIPPET_CHARS) })
			assert.deepEqual(recordsOfParts(first).map(strip), first.map(strip))
		} finally {
			rmSync(dir, { recursive: true, force: true })
		}
	})

	it('finds every word of a long section, though results show only its opening words', async () => {
		const long = fixtureRecords().map((r, i) => ({
			...r,
			content: `${r.content ?? ''} ${'word'.repeat(1 + (i % 7))} `.repeat(80).trim() + ` tailword${i}`,
		}))
		const back = recordsOfParts(long)
		for (const [i, record] of back.entries()) {
			assert.ok((record.content ?? '').length <= SNIPPET_CHARS, `${record.url}: ${record.content?.length} chars`)
			assert.ok(long[i].content.startsWith(record.content ?? ''))
		}
		const engine = engineFromRecords(long)
		for (const i of [0, 5, long.length - 1]) assert.equal((await engine.search(`tailword${i}`))[0]?.url, long[i].url)
	})

	it("carries a page's keywords front matter on its introduction record, through the index parts", async () => {
		const html = searchFixtures().get('/robojs/flashcore') ?? ''
		const withKeywords = html.replace(
			'</head>',
			'<meta name="keywords" content="Database, key-value store,database"></head>',
		)
		const records = extractRecords(withKeywords, '/robojs/flashcore')
		assert.deepEqual(records[0].keywords, ['database', 'key-value store'])
		assert.ok(records.slice(1).every((r) => r.keywords === undefined))
		const back = recordsOfParts(records)
		assert.deepEqual(back[0].keywords, ['database', 'key-value store'])
		assert.ok(back.slice(1).every((r) => r.keywords === undefined))
		// The keyword finds the page though its text may not use the word.
		assert.equal((await engineFromRecords(records).search('key-value'))[0]?.url_without_anchor, '/robojs/flashcore')
	})
})
