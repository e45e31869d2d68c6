import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { engineFromRecords } from '../../plugins/content/search/engine'
import { crop, escapeHtml, groupByPage, hitFromRecord, highlight } from '../../plugins/content/search/hits'
import { stem, toTerm } from '../../plugins/content/search/terms'
import { fixtureRecords } from '../support/searchFixtures'

/**
 * Ranking runs on the fixture pages (tests/fixtures/search), which hold each case below: a unit test
 * must not depend on whatever build/ happens to hold. The ranking over the real build is measured in
 * tests/build/search-relevance.test.ts.
 */
const source = 'fixtures'
const records = fixtureRecords()
const engine = engineFromRecords(records)
const pages = async (query: string) => (await engine.search(query)).map((hit) => hit.url_without_anchor)

describe(`local search ranking (${source} index, ${records.length} records)`, () => {
	it('"flashcore" finds the Flashcore guide first, then its reference', async () => {
		const found = await pages('flashcore')
		assert.equal(found[0], '/robojs/flashcore')
		assert.ok(found.includes('/ref/framework/Variable.Flashcore'), found.join(' '))
	})

	it('"create robo" finds /cli/create-robo first', async () => {
		assert.equal((await pages('create robo'))[0], '/cli/create-robo')
	})

	it('a reference symbol finds its reference page first', async () => {
		// robo.js and @robojs/i18n both export one: both reference pages lead.
		const found = [...new Set(await pages('createCommandConfig'))]
		assert.match(found[0], /^\/ref\//)
		assert.ok(found.slice(0, 2).includes('/ref/framework/Function.createCommandConfig'), found.join(' '))
	})

	it('tolerates typos and completes the word being typed', async () => {
		assert.equal((await pages('flashcor'))[0], '/robojs/flashcore') // prefix
		assert.equal((await pages('flascore'))[0], '/robojs/flashcore') // typo
		assert.equal((await pages('FLASHCORE'))[0], '/robojs/flashcore') // case
		assert.equal((await pages('creating robos'))[0], '/cli/create-robo') // stems
	})

	// Regressions of the ranking work (issue 22); the full measure is the relevance bench.
	it('a dotted symbol ranks the section that explains it above pages that mention both words', async () => {
		for (const query of ['Flashcore.get', 'get flashcore', 'flashcore get']) {
			assert.equal((await engine.search(query))[0]?.url, '/robojs/flashcore#get', query)
		}
	})

	it('a question with words no page uses still finds the page that answers the rest', async () => {
		assert.equal((await pages('flashcore get returns undefined'))[0], '/robojs/flashcore')
	})

	it('understands synonyms and swapped letters', async () => {
		// No page says "db": its synonyms (database, storage…) find the pages that do.
		const db = await pages('db')
		assert.ok(db.slice(0, 3).includes('/robojs/flashcore'), db.join(' '))
		assert.equal((await pages('flahscore'))[0], '/robojs/flashcore') // two letters swapped
	})

	it('takes a word the index knows as typed, without typo matches', async () => {
		// "state" is a word of the docs: finished (a space after it: no prefix), it must not also match
		// "stage", "slate" or "static".
		const hits = await engine.search('state ')
		assert.ok(hits.length > 0)
		for (const hit of hits) {
			const text = JSON.stringify(hit._highlightResult).toLowerCase()
			assert.ok(!/<mark>(stage|slate|static)/.test(text), hit.url)
		}
	})

	it('groups results by page: a page’s sections are adjacent and at most three', async () => {
		const found = await pages('flashcore')
		const seen = new Set<string>()
		for (let i = 0; i < found.length; i++) {
			if (i > 0 && found[i] !== found[i - 1]) {
				assert.ok(!seen.has(found[i]), `${found[i]} appears in two groups`)
			}
			seen.add(found[i])
		}
		for (const url of seen) assert.ok(found.filter((u) => u === url).length <= 3, url)
	})

	it('highlights matches and crops content to 30 words around the first match', async () => {
		const [first] = await engine.search('flashcore')
		assert.equal(first.type, 'lvl1')
		assert.equal(first._highlightResult.hierarchy.lvl1.value, '<mark>Flashcore</mark>')
		assert.equal(first._highlightResult.hierarchy.lvl1.matchLevel, 'full')
		const content = first._snippetResult.content.value
		assert.match(content, /<mark>Flashcore<\/mark>/)
		assert.ok(content.replace(/<\/?mark>/g, '').split(/\s+/).length <= 30, content)
	})

	it('finds nothing for a word that is nowhere', async () => {
		assert.deepEqual(await engine.search('zzzzqxj'), [])
		assert.deepEqual(await engine.search('   '), [])
	})
})

describe('search hits', () => {
	it('escape every field, whatever the page text holds', async () => {
		const hostile = fixtureRecords().filter((r) => r.url_without_anchor === '/plugins/hostile')
		const hits = await engineFromRecords(hostile).search('flashcore')
		assert.equal(hits.length, 1)
		const hit = hits[0]
		assert.equal(hit.hierarchy.lvl1, 'Escaping &lt;img src=x onerror=alert(1)&gt;')
		assert.match(
			hit._snippetResult.content.value,
			/&lt;script&gt;alert\(&quot;<mark>flashcore<\/mark>&quot;\)&lt;\/script&gt; &amp; more/,
		)
		const html = JSON.stringify(hit).replace(/<\/?mark>/g, '')
		assert.ok(!/<(img|script)/i.test(html), html)
		const section = hitFromRecord(hostile[1], new Set(['jerry']))
		assert.equal(section.type, 'lvl2')
		assert.equal(section._highlightResult.hierarchy.lvl2.value, 'Tom &amp; <mark>Jerry</mark> &lt;3')
	})

	it('show the content instead of the heading when only the text matched', async () => {
		const record = fixtureRecords().find((r) => r.anchor === 'get')
		assert.ok(record)
		assert.equal(hitFromRecord(record, new Set(['get'])).type, 'lvl3')
		assert.equal(hitFromRecord(record, new Set([toTerm('missing') ?? ''])).type, 'content')
	})

	it('crop long text with ellipses on the cut sides', async () => {
		const text = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')
		const { plain, html } = crop(text, new Set(['w50']))
		assert.equal(plain.split(' ').length, 30)
		assert.ok(plain.startsWith('…w40 '), plain)
		assert.ok(plain.endsWith('w69…'), plain)
		assert.match(html, /<mark>w50<\/mark>/)
		assert.equal(crop('short text', new Set()).plain, 'short text')
	})

	it('highlight by index term, so stems and case match', async () => {
		assert.equal(
			highlight('Creating plugins', new Set([stem('create'), stem('plugin')])).html,
			'<mark>Creating</mark> <mark>plugins</mark>',
		)
		assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
	})

	it('group by page in order of each page’s best hit', async () => {
		const hits = ['/a', '/b', '/a', '/c', '/a', '/a', '/b'].map((url_without_anchor, i) => ({ url_without_anchor, i }))
		assert.deepEqual(
			groupByPage(hits, 3).map((h) => h.i),
			[0, 2, 4, 1, 6, 3],
		)
	})
})
