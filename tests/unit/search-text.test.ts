import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import {
	crop,
	highlight,
	hitFromRecord,
	hitFromTagged,
	markTagged,
	POST_TAG,
	PRE_TAG,
} from '../../plugins/content/search/hits'
import { synonymMap } from '../../plugins/content/search/synonyms'
import { stem, toTerm, words } from '../../plugins/content/search/terms'
import type { SearchRecord } from '../../plugins/content/search/types'
import { escapeHtml, unescapeHtml } from '../../src/lib/html'

/**
 * The pieces every backend shares: how words become index terms, which words a query reaches through
 * synonyms, and the escaped, highlighted text a result shows. The same term on both sides of the index
 * hides a wrong stem from ranking tests (documents and queries change together), so the stems are
 * pinned here one rule at a time.
 */
describe('index terms', () => {
	const cases: [string, string][] = [
		// Four letters or fewer, and words with digits, stay as they are.
		['bots', 'bots'],
		['uses', 'uses'],
		['es2022', 'es2022'],
		['v14s', 'v14s'],
		// -ies → -y; -sses, -xes, -ches, -shes lose -es; a plural -s goes, but not from -ss, -ous, -is.
		['libraries', 'library'],
		['classes', 'class'],
		['boxes', 'box'],
		['matches', 'match'],
		['pushes', 'push'],
		// (Where -s then a final -e would give the same stem, only a short word tells the rules apart.)
		['esses', 'ess'],
		['aches', 'ach'],
		['ashes', 'ash'],
		['plugins', 'plugin'],
		['access', 'access'],
		['previous', 'previous'],
		['analysis', 'analysis'],
		// -ing from a word still over five letters; -ed from one over four, but not -eed.
		['creating', 'creat'],
		['saying', 'say'],
		['using', 'using'],
		['created', 'creat'],
		['acted', 'act'],
		['sheds', 'shed'],
		['proceed', 'proceed'],
		// -tion becomes -t from a word over six letters, meeting its -ate verb; a final -e goes from one over four.
		['migration', 'migrat'],
		['migrations', 'migrat'],
		['migrate', 'migrat'],
		['action', 'action'],
		['style', 'styl'],
		['notes', 'note'],
	]

	it('stems one rule at a time', () => {
		for (const [word, expected] of cases) assert.equal(stem(word), expected, word)
	})

	it('brings a verb’s forms and its noun together, and drops stop words, whatever the case', () => {
		const terms = (text: string) =>
			words(text)
				.map(toTerm)
				.filter((t) => t !== null)
		for (const phrase of ['Creating plugins', 'create a plugin', 'Created plugin', 'plugin creation'])
			assert.deepEqual(terms(phrase).sort(), ['creat', 'plugin'], phrase)
		assert.equal(toTerm('The'), null)
	})

	it('splits words on anything but letters and digits, in any script', () => {
		assert.deepEqual(words('robo.js v0.10 _x $y état 日本'), ['robo', 'js', 'v0', '10', 'x', 'y', 'état', '日本'])
		assert.deepEqual(words('  '), [])
	})
})

describe('synonyms', () => {
	it('maps each word to the others of every group it is in, once each', () => {
		const map = synonymMap([
			['auth', 'login', 'oauth'],
			['oauth', 'oauth2', 'login'],
		])
		assert.deepEqual(map.get('auth'), ['login', 'oauth'])
		assert.deepEqual(map.get('oauth'), ['auth', 'login', 'oauth2'])
		assert.deepEqual(map.get('login'), ['auth', 'oauth', 'oauth2'])
		assert.equal(map.has('token'), false)
	})
})

describe('HTML text', () => {
	it('reads back the entities escaping writes, numeric ones in either case, and a few names', () => {
		const text = `<a href="x">'&'</a>`
		assert.equal(unescapeHtml(escapeHtml(text)), text)
		assert.equal(unescapeHtml('&apos;&nbsp;&AMP;&#65;&#x42;&#X43;&#x10FFFF;'), "'\u00a0&ABC\u{10FFFF}")
	})

	it('leaves alone what stands for no character: code 0, past U+10FFFF, unknown names', () => {
		for (const entity of ['&#0;', '&#x0;', '&#x110000;', '&#1114112;', '&nosuch;'])
			assert.equal(unescapeHtml(entity), entity)
	})
})

describe('highlighting and cropping', () => {
	const n = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `w${from + i}`).join(' ')

	it('escapes text with no term to mark, and reports no match', () => {
		assert.deepEqual(highlight('<b>', new Set()), { html: '&lt;b&gt;', matched: [] })
		assert.deepEqual(highlight('', new Set(['b'])), { html: '', matched: [] })
	})

	it('keeps thirty words around the first match, with an ellipsis on each side cut', () => {
		// Near the end the window takes more words before the match.
		assert.equal(crop(n(100), new Set(['w95'])).plain, `…${n(30, 70)}`)
		// Thirty words: none cut. Thirty-one: the last one is.
		assert.equal(crop(n(30), new Set(['w0'])).plain, n(30))
		assert.equal(crop(n(31), new Set(['w0'])).plain, `${n(30)}…`)
		// Runs of spaces and trailing space count no words.
		assert.equal(crop(n(40).replaceAll(' ', '   '), new Set(['w0'])).plain, `${n(30)}…`)
		assert.equal(crop('alpha beta ', new Set(['alpha'])).plain, 'alpha beta')
		// No match: the first words, a one-letter first word included.
		assert.equal(crop('a b c', new Set()).plain, 'a b c')
		assert.equal(crop('a b c', new Set(['zzz'])).plain, 'a b c')
	})

	it('gives an empty highlight and no match to a missing heading level or text', () => {
		const record: SearchRecord = {
			objectID: '1',
			url: '/p',
			url_without_anchor: '/p',
			anchor: null,
			type: 'lvl1',
			hierarchy: { lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
			content: null,
		} as SearchRecord
		const hit = hitFromRecord(record, new Set(['page']))
		assert.deepEqual(hit._highlightResult.hierarchy.lvl2, { value: '', matchLevel: 'none', matchedWords: [] })
		assert.deepEqual(hit._snippetResult.content, { value: '', matchLevel: 'none', matchedWords: [] })
		assert.equal(hit.content, null)
		assert.deepEqual(hit._highlightResult.hierarchy_camel, [])
		assert.deepEqual(hit._snippetResult.hierarchy_camel, [])
	})
})

describe('hits from a hosted service', () => {
	const tag = (text: string) => `${PRE_TAG}${text}${POST_TAG}`
	const record = (over: Partial<SearchRecord>): SearchRecord =>
		({
			objectID: 'r1',
			url: '/robojs/flashcore#get',
			hierarchy: { lvl0: 'Core', lvl1: 'Flashcore', lvl2: 'Get' },
			content: 'Reads a value',
			type: 'lvl2',
			...over,
		}) as SearchRecord

	it('marks the tagged words as escaped HTML, across a line break, and strips a stray tag', () => {
		assert.deepEqual(markTagged(`a ${tag('Slash\ncommand')} <b> ${PRE_TAG}x`), {
			html: 'a <mark>Slash\ncommand</mark> &lt;b&gt; x',
			matched: ['slash\ncommand'],
		})
		assert.deepEqual(markTagged(`${POST_TAG}plain`), { html: 'plain', matched: [] })
	})

	it('fills what a hosted record leaves out: the page URL, the anchor, the level, the formatted fields', () => {
		const bare = { objectID: 7, url: '/p#x', content: 'Text' } as unknown as SearchRecord
		const hit = hitFromTagged(bare, {})
		assert.equal(hit.objectID, '7')
		assert.equal(hit.url_without_anchor, '/p')
		assert.equal(hit.anchor, null)
		assert.equal(hit.type, 'lvl1')
		assert.deepEqual(hit._highlightResult.hierarchy.lvl1, { value: '', matchLevel: 'none', matchedWords: [] })
		assert.equal(hit.content, 'Text')
		assert.deepEqual(hit._highlightResult.hierarchy_camel, [])
		assert.deepEqual(hit._snippetResult.hierarchy_camel, [])
		// A record typed as plain text (no heading level of that name) stays text.
		assert.equal(hitFromTagged({ ...bare, type: 'content' } as unknown as SearchRecord, {}).type, 'content')
	})

	it('shows the heading when it matched, the text when only the text did, and a page as itself', () => {
		const heading = hitFromTagged(record({}), { hierarchy: { lvl2: tag('Get') } })
		assert.equal(heading.type, 'lvl2')
		assert.equal(heading._highlightResult.hierarchy.lvl2.value, '<mark>Get</mark>')
		const text = hitFromTagged(record({}), { content: `Reads a ${tag('value')}` })
		assert.equal(text.type, 'content')
		assert.equal(text._snippetResult.content.value, 'Reads a <mark>value</mark>')
		assert.equal(text.content, 'Reads a value')
		assert.equal(hitFromTagged(record({ type: 'lvl1', anchor: 'get' }), {}).type, 'lvl1')
		assert.equal(hitFromTagged(record({ anchor: 'get' }), {}).anchor, 'get')
		// A section with no text of its own stays a heading.
		assert.equal(hitFromTagged(record({ content: null }), {}).type, 'lvl2')
	})
})
