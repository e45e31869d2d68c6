/**
 * How the structure of a built page decides its records: what its head says (a redirect, noindex,
 * keywords), where its text is (main, article), what starts a section and names it, and which sidebar
 * section (lvl0) it is filed under. A rule lost here drops a page from search, indexes a page that
 * only redirects, or files results under the wrong heading or section.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { extractRecords, routeOf } from '../../plugins/content/search/records'

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
					'<h3 id="b">un<em>break</em><!-- -->able</h3><p>y</p>',
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
		assert.equal(indexed('<meta name="robots">'), true)
	})

	it('reads keywords from the keywords meta whatever its case, and from no other meta', () => {
		const keywords = (head: string) => extractRecords(builtPage(body, `<title>T</title>${head}`), '/p')[0].keywords
		assert.deepEqual(keywords('<meta NAME="Keywords" content="Storage,  DB ,,storage">'), ['storage', 'db'])
		assert.equal(keywords('<meta name="description" content="storage, db">'), undefined)
		assert.equal(keywords('<meta name="keywords">'), undefined)
	})
})

describe('search records: sections and their text', () => {
	const records = (body: string) => extractRecords(builtPage(`<h1>T</h1>${body}`), '/p')

	it('indexes the article only, not the table of contents beside it in <main>', () => {
		const page =
			'<html><head><title>T</title></head><body><main><div class="row"><div class="col">' +
			'<article><div class="theme-doc-markdown"><h1>T</h1><p>body text</p></div></article></div>' +
			'<div class="col col--3"><div class="theme-doc-toc-desktop"><ul><li>Install section</li></ul></div></div>' +
			'</div></main></body></html>'
		assert.deepEqual(
			extractRecords(page, '/p').map((r) => r.content),
			['body text'],
		)
		assert.deepEqual(extractRecords('<html><head><title>X</title></head><body><div>text</div></body></html>', '/x'), [])
	})

	it('reads text around the comments React leaves in it, and spaces blocks inside inline elements', () => {
		assert.equal(records('<p>one<!-- -->two</p>')[0].content, 'onetwo')
		assert.equal(records('<span>a<div>b</div>c</span>')[0].content, 'a b c')
	})

	it('drops a section with neither heading text nor content, and keeps text after an empty heading', () => {
		const found = records('<p>i</p><h2 id="empty"></h2><h2 id="x"></h2><p>after an empty heading</p>')
		assert.deepEqual(
			found.map((r) => [r.anchor, r.content]),
			[
				[null, 'i'],
				['x', 'after an empty heading'],
			],
		)
	})

	it('forgets deeper headings when a shallower one starts, down to h6', () => {
		const found = records('<h2 id="a">A</h2><h6 id="f">F</h6><p>deep</p><h2 id="b">B</h2><p>next</p>')
		assert.equal(found[2].hierarchy.lvl6, 'F')
		assert.equal(found[3].hierarchy.lvl2, 'B')
		assert.equal(found[3].hierarchy.lvl6, null)
	})

	it('splits at a heading whose id merely contains what React puts at the start of its own ids', () => {
		const found = records('<h2 id="user_r_id">user_r_id</h2><p>a</p><h2 id="_R_1l6_">Card</h2><p>b</p>')
		assert.deepEqual(
			found.map((r) => [r.anchor, r.content]),
			[
				[null, null],
				['user_r_id', 'a Card b'],
			],
		)
	})

	it('ignores a robots or keywords name on anything but a meta element', () => {
		const page = builtPage(
			'<h1>T</h1><p>text</p><div name="robots" content="noindex"></div><div name="keywords" content="spam"></div>',
		)
		const found = extractRecords(page, '/p')
		assert.equal(found.length, 1)
		assert.equal(found[0].keywords, undefined)
	})

	it('takes the only breadcrumb as the section when the sidebar marks no current link', () => {
		const crumb =
			'<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><span>Discord Bots</span></li></ul></nav>'
		const sidebar = '<ul class="theme-doc-sidebar-menu"><li class="theme-doc-sidebar-item-link-level-1">x</li></ul>'
		const page = builtPage(`${crumb}<h1>T</h1><p>x</p>`).replace('<main>', `<aside>${sidebar}</aside><main>`)
		assert.equal(extractRecords(page, '/d')[0].hierarchy.lvl0, 'Discord Bots')
	})

	it('files a top-level sidebar page under Docs though the navbar marks its own current link first', () => {
		const crumb =
			'<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><span>Getting Started</span></li></ul></nav>'
		const navbar = '<nav class="navbar"><a aria-current="page" href="/getting-started">Docs</a></nav>'
		const sidebar =
			'<ul class="theme-doc-sidebar-menu"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1">' +
			'<a aria-current="page" href="/getting-started">Getting Started</a></li></ul>'
		const page = builtPage(`${crumb}<h1>Getting Started</h1><p>x</p>`).replace(
			'<main>',
			`${navbar}<aside>${sidebar}</aside><main>`,
		)
		assert.equal(extractRecords(page, '/getting-started')[0].hierarchy.lvl0, 'Docs')
	})
})

describe('search records: the files of a build', () => {
	it('serves a file inside a folder whose name ends in .html at that folder', () => {
		assert.equal(routeOf('/b', '/b/v1.html/page.html'), '/v1.html/page')
	})
})
