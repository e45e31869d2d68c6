/**
 * Which text of a built page becomes searchable, which pages of a build are indexed at all, and the
 * index file the search modal downloads. A control, a code block or the page chrome leaking into
 * records makes every search noisier; a word split or glued wrongly, a page skipped, or a stale
 * index left beside the new one, makes pages unfindable.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, describe, it } from 'node:test'
import { gzipSync } from 'node:zlib'

import { buildRoutes, extractRecords, recordsFromBuild, routeOf } from '../../plugins/content/search/records'
import { writeSearchIndex } from '../../plugins/content/search/write'

/** A built docs page: a head with `head`, and `body` inside the article Docusaurus renders. */
const builtPage = (body: string, head = '<title>Page | Robo.js</title>') =>
	`<!doctype html><html><head>${head}</head><body><nav>Navbar words</nav><main><article>` +
	`<div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`

const contentOf = (body: string): string | null => extractRecords(builtPage(`<h1>T</h1>${body}`), '/p')[0].content

describe('search records: the text of a section', () => {
	it('leaves out code, controls, media and the page chrome, every kind of them', () => {
		const hidden = [
			'<script>w1</script>',
			'<style>w2</style>',
			'<noscript>w3</noscript>',
			'<template>w4</template>',
			'<svg><text>w5</text></svg>',
			'<pre>w6</pre>',
			'<button>w7</button>',
			'<nav>w8</nav>',
			'<iframe>w9</iframe>',
			'<video>w10</video>',
			'<audio>w11</audio>',
			'<canvas>w12</canvas>',
			'<select><option>w13</option></select>',
			'<textarea>w14</textarea>',
			'<span aria-hidden="true">w15</span>',
			'<div role="tab">w16</div>',
			'<div role="tablist">w17</div>',
			'<div data-search-exclude>w18</div>',
			...[
				'hash-link',
				'theme-code-block',
				'tabs',
				'theme-doc-toc-mobile',
				'theme-doc-breadcrumbs',
				'theme-doc-footer',
				'theme-doc-version-badge',
				'theme-doc-version-banner',
				'pagination-nav',
				'theme-edit-this-page',
				'search-exclude',
			].map((c, i) => `<div class="x ${c}">c${i}</div>`),
		]
		assert.equal(contentOf(`<p>kept</p>${hidden.join('')}<p>too</p>`), 'kept too')
	})

	it('joins inline elements into the words around them and separates blocks', () => {
		const inline = ['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd']
		const more = ['mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']
		for (const tag of [...inline, ...more]) {
			assert.equal(contentOf(`<p>un<${tag}>break</${tag}>able</p>`), 'unbreakable', tag)
		}
		assert.equal(contentOf('<p>one<wbr>word</p>'), 'oneword')
		assert.equal(
			contentOf('<div>two</div><div>blocks</div><p>and<br>a\u200bsoft\u00adhyphen</p>'),
			'two blocks and asofthyphen',
		)
	})

	it('takes the title from <title> without the site name when the page has no h1', () => {
		const page = builtPage('<p>Body</p>', '<title>Flashcore · Core package | Robo.js</title>')
		assert.equal(extractRecords(page, '/p')[0].hierarchy.lvl1, 'Flashcore · Core package')
		assert.deepEqual(extractRecords(builtPage('<p>Body</p>', ''), '/p'), [])
	})

	it('files text under a heading without an id at the page address, with an id of its own', () => {
		const records = extractRecords(
			builtPage('<h1>T</h1><p>intro</p><h2>No id</h2><p>a</p><h2>Also none</h2><p>b</p>'),
			'/p',
		)
		assert.deepEqual(
			records.map((r) => [r.url, r.anchor, r.content]),
			[
				['/p', null, 'intro'],
				['/p', null, 'a'],
				['/p', null, 'b'],
			],
		)
		assert.equal(new Set(records.map((r) => r.objectID)).size, 3)
	})

	it('cuts a long section at a word when asked to, and not when the cut would lose too much', () => {
		const words = 'alpha beta gamma delta epsilon'
		const cut = (max: number, text = words) =>
			extractRecords(builtPage(`<h1>T</h1><p>${text}</p>`), '/p', { maxContentChars: max })[0].content
		assert.equal(cut(100), words)
		assert.equal(cut(words.length), words)
		assert.equal(cut(18), 'alpha beta gamma')
		assert.equal(cut(12), 'alpha beta')
		assert.equal(cut(15, 'alpha betagammadelta'), 'alpha betagamma')
	})
})

describe('search records: the pages of a build', () => {
	const dirs: string[] = []
	after(() => {
		for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
	})
	const build = (files: Record<string, string>): string => {
		const dir = mkdtempSync(join(tmpdir(), 'search-build-'))
		dirs.push(dir)
		for (const [path, content] of Object.entries(files)) {
			mkdirSync(dirname(join(dir, path)), { recursive: true })
			writeFileSync(join(dir, path), content)
		}
		return dir
	}
	const titled = (title: string) => builtPage(`<h1>${title}</h1><p>text</p>`)

	it('serves a/b.html and a/b/index.html at /a/b, and index.html at /', () => {
		assert.equal(routeOf('/b', '/b/index.html'), '/')
		assert.equal(routeOf('/b', '/b/a/index.html'), '/a')
		assert.equal(routeOf('/b', '/b/a/b.html'), '/a/b')
		assert.equal(routeOf('/b', '/b/a/b/index.html'), '/a/b')
		assert.equal(routeOf('/b', '/b/a/index.html.html'), '/a/index.html')
	})

	it('indexes every page once, in route order, and skips assets, other files, 404 and the fixtures', () => {
		const dir = build({
			'index.html': titled('Home'),
			'z/index.html': titled('Zed'),
			'a/b.html': titled('First copy'),
			'a/b/index.html': titled('Second copy'),
			'assets/page.html': titled('Asset'),
			'404.html': titled('Not found'),
			'__fixtures__/x/index.html': titled('Fixture'),
			'__fixtures__.html': titled('Fixture root'),
			'notes.txt': 'not a page',
		})
		assert.deepEqual(
			recordsFromBuild(dir).map((r) => [r.url, r.hierarchy.lvl1]),
			[
				['/', 'Home'],
				['/a/b', 'First copy'],
				['/z', 'Zed'],
			],
		)
		assert.deepEqual([...buildRoutes(dir)].sort(), ['/', '/404', '/__fixtures__', '/__fixtures__/x', '/a/b', '/z'])
	})
})

describe('search index files', () => {
	it('replace the previous index, leave the other files of search/ alone and count pages and bytes', () => {
		const dir = mkdtempSync(join(tmpdir(), 'search-index-'))
		try {
			mkdirSync(join(dir, 'search/0123456789'), { recursive: true })
			writeFileSync(join(dir, 'search/0123456789/t0.json'), '[]')
			writeFileSync(join(dir, 'search/index.0123456789.json'), '{}')
			writeFileSync(join(dir, 'search/index.json'), 'kept')
			writeFileSync(join(dir, 'search/index.abc.json.map'), 'kept')
			mkdirSync(join(dir, 'search/notes'))
			const records = [
				...extractRecords(builtPage('<h1>Café</h1><p>crème</p><h2 id="b">B</h2><p>brûlée</p>'), '/a'),
				...extractRecords(builtPage('<h1>Other</h1><p>text</p>'), '/b'),
			]
			const written = writeSearchIndex(dir, records)
			assert.deepEqual(
				readdirSync(join(dir, 'search')).sort(),
				['index.abc.json.map', 'index.json', 'notes', written.manifest.dir, 'manifest.json'].sort(),
			)
			assert.equal(written.pages, 2)
			assert.equal(written.records.length, 3)
			const files = readdirSync(join(dir, 'search', written.manifest.dir)).sort()
			assert.deepEqual(files, ['t0.json', 'x0.json'])
			const gz = (name: string) => gzipSync(readFileSync(join(dir, 'search', written.manifest.dir, name))).length
			assert.deepEqual(written.shardGzipBytes, [gz('t0.json')])
			assert.deepEqual(written.textGzipBytes, [gz('x0.json')])
			assert.equal(written.manifestGzipBytes, gzipSync(readFileSync(join(dir, 'search/manifest.json'))).length)
			// Text is stored as written, accents included.
			assert.match(readFileSync(join(dir, 'search', written.manifest.dir, 'x0.json'), 'utf8'), /crème/)
		} finally {
			rmSync(dir, { recursive: true, force: true })
		}
	})

	it('name their folder by their content: another text, another folder', () => {
		const dir = mkdtempSync(join(tmpdir(), 'search-index-'))
		try {
			const page = (text: string) => extractRecords(builtPage(`<h1>T</h1><p>${text}</p>`), '/p')
			const a = writeSearchIndex(dir, page('alpha beta'))
			assert.equal(writeSearchIndex(dir, page('alpha beta')).manifest.dir, a.manifest.dir)
			// The same words in another order: the manifest is the same, only a text part differs.
			const b = writeSearchIndex(dir, page('beta alpha'))
			assert.deepEqual({ ...b.manifest, dir: '' }, { ...a.manifest, dir: '' })
			assert.notEqual(b.manifest.dir, a.manifest.dir)
			assert.deepEqual(readdirSync(join(dir, 'search')).sort(), [b.manifest.dir, 'manifest.json'].sort())
		} finally {
			rmSync(dir, { recursive: true, force: true })
		}
	})
})
