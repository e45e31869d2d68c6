/**
 * How the structure of a built page decides its records: what its head says (a redirect, noindex,
 * keywords), where its text is (main, article), what starts a section and names it, and which sidebar
 * section (lvl0) it is filed under. A rule lost here drops a page from search, indexes a page that
 * only redirects, or files results under the wrong heading or section.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { extractRecords } from '../../plugins/content/search/records'

/** A built docs page: a head with `head`, and `body` inside the article Docusaurus renders. */
const builtPage = (body: string, head = '<title>Page | Robo.js</title>') =>
	`<!doctype html><html><head>${head}</head><body><nav>Navbar words</nav><main><article>` +
	`<div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`

describe('search records: what a page is made of', () => {
	it('leaves out a code block whatever the case of its tag', () => {
		const content = extractRecords(builtPage('<h1>T</h1><p>kept</p><PRE>code</PRE><p>too</p>'), '/p')[0].content
		assert.equal(content, 'kept too')
	})

	it('cuts a long section at a word only when the space is past 60 % of the limit', () => {
		const cut = (text: string) =>
			extractRecords(builtPage(`<h1>T</h1><p>${text}</p>`), '/p', { maxContentChars: 5 })[0].content
		assert.equal(cut('abc defghij'), 'abc d')
		assert.equal(cut('abcd efghij'), 'abcd')
	})
})

describe('search records: headings and areas', () => {
	it('names a section by the visible text of its heading, inline parts joined and blocks apart', () => {
		const [, section, next] = extractRecords(
			builtPage(
				'<h1>T</h1><h2 id="a">Install <code>robo</code>.js<span aria-hidden="true">hidden</span>' +
					'<button>copy</button><a class="hash-link" href="#a">#</a><div>now</div>later</h2><p>x</p>' +
					'<h3 id="b">un<em>break</em>able</h3><p>y</p>',
			),
			'/p',
		)
		assert.equal(section.hierarchy.lvl2, 'Install robo.js now later')
		assert.equal(next.hierarchy.lvl3, 'unbreakable')
	})

	it('starts a section only at h2 to h6, not at an element whose name merely holds one', () => {
		const records = extractRecords(
			builtPage(
				'<h1>T</h1><p>a</p><my-h2 id="c">custom</my-h2><h2-note id="d">note</h2-note><h3h3 id="f">odd</h3h3><h6 id="e">six</h6><p>b</p>',
			),
			'/p',
		)
		assert.deepEqual(
			records.map((r) => [r.anchor, r.type, r.content]),
			[
				[null, 'lvl1', 'a custom note odd'],
				['e', 'lvl6', 'b'],
			],
		)
	})

	it('files the legacy template table under Templates, and an area only at its own path', () => {
		const lvl0 = (route: string) => extractRecords(builtPage('<h1>T</h1><p>x</p>'), route)[0].hierarchy.lvl0
		assert.equal(lvl0('/legacy/templates'), 'Templates')
		assert.equal(lvl0('/hosting'), 'Hosting')
		assert.equal(lvl0('/hosting/overview'), 'Hosting')
		assert.equal(lvl0('/hostingx'), 'Docs')
	})

	it('reads a page without <main> from its <article>, and text that ends <main> without a tag', () => {
		const article =
			'<html><head><title>A | Robo.js</title></head><body><article><h1>A</h1><p>from the article</p></article></body></html>'
		assert.deepEqual(
			extractRecords(article, '/a').map((r) => [r.hierarchy.lvl1, r.content]),
			[['A', 'from the article']],
		)
		const bare =
			'<html><head><title>B</title></head><body><nav>menu</nav><main><h1>B</h1>closing words</main></body></html>'
		assert.equal(extractRecords(bare, '/b')[0].content, 'closing words')
	})

	it('takes the sidebar section from the first breadcrumb with text, past the home icon', () => {
		const crumbs =
			'<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">' +
			'<li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg><path d="M0"></path></svg></a></li>' +
			'<li class="breadcrumbs__item"><a href="/robojs/overview"><span>Core<!-- --> Package</span></a></li>' +
			'<li class="breadcrumbs__item breadcrumbs__item--active"><span>Flashcore</span></li></ul></nav>'
		const page = builtPage(`${crumbs}<h1>Flashcore</h1><p>x</p>`)
		assert.equal(extractRecords(page, '/robojs/flashcore')[0].hierarchy.lvl0, 'Core Package')
	})
})

describe('search records: what the head of a page says', () => {
	const body = '<h1>Moved</h1><p>Words of the page</p>'
	const indexed = (head: string) =>
		extractRecords(builtPage(body, `<title>Moved | Robo.js</title>${head}`), '/p').length > 0

	it('skips a redirect page however its refresh is spelled, even with a title and text', () => {
		// Docusaurus writes a security policy before the refresh; both are http-equiv.
		const csp = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">'
		assert.equal(indexed(csp), true)
		assert.equal(indexed(`${csp}<meta http-equiv="refresh" content="0; url=/q">`), false)
		assert.equal(indexed('<meta HTTP-EQUIV="Refresh" content="0; url=/q">'), false)
		// Only a meta element redirects; the same attribute elsewhere is the page's business.
		assert.equal(indexed('<link http-equiv="refresh" href="/q">'), true)
	})

	it('skips a page that asks robots not to index it, and only that', () => {
		assert.equal(indexed('<meta name="robots" content="noindex">'), false)
		assert.equal(indexed('<meta NAME="Robots" content="NoIndex, follow">'), false)
		assert.equal(indexed('<meta name="robots" content="index, follow">'), true)
		// A description that talks about noindex is not an instruction.
		assert.equal(indexed('<meta name="description" content="How noindex keeps a page out">'), true)
		assert.equal(indexed('<meta property="robots" content="noindex">'), true)
	})

	it('reads keywords from the keywords meta whatever its case, and from no other meta', () => {
		const keywords = (head: string) => extractRecords(builtPage(body, `<title>T</title>${head}`), '/p')[0].keywords
		assert.deepEqual(keywords('<meta NAME="Keywords" content="Storage,  DB ,,storage">'), ['storage', 'db'])
		assert.equal(keywords('<meta name="description" content="storage, db">'), undefined)
		assert.equal(keywords('<meta name="keywords">'), undefined)
	})
})
