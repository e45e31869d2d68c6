/**
 * Edges of the local engine that the ranking rules (search-ranking.test.ts) and the split index
 * (search-index.test.ts) leave open: a synonym typed in capitals, a title that holds the query
 * through a synonym or through near spellings, what a finished word downloads, the bound on the
 * results the title rules re-rank, and a search over many text parts without an early answer.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { CANDIDATES, engineFromRecords, FIRST_PARTS } from '../../plugins/content/search/engine'
import { toIndexParts } from '../../plugins/content/search/local-index'
import type { SearchRecord } from '../../plugins/content/search/types'
import { fixtureRecords, sectionRecord as record } from '../support/searchFixtures'

/** Pages of common words, so that the words of a test are not the only ones in the index. */
const filler = (n: number): SearchRecord[] =>
	Array.from({ length: n }, (_, i) => record(`/filler/${i}`, [], null, `common words for page number ${i} plain`))

/** A page's introduction with its own title. */
const titled = (url: string, title: string, content: string | null): SearchRecord => {
	const r = record(url, [], null, content)
	return { ...r, hierarchy: { ...r.hierarchy, lvl1: title } }
}

const urls = async (records: SearchRecord[], query: string): Promise<string[]> =>
	(await engineFromRecords(records).search(query)).map((hit) => hit.url)

describe('local search: synonyms', () => {
	it('expands a word typed in capitals to its synonyms', async () => {
		// No page says "db"; "DB" must find the page that says "database", as "db" does.
		const records = [titled('/database', 'Database', 'rows and keys'), ...filler(5)]
		assert.deepEqual(await urls(records, 'db '), ['/database'])
		assert.deepEqual(await urls(records, 'DB '), ['/database'])
	})

	it('gives every form of a word its synonyms, not only the form the list spells', async () => {
		// The list has "log" and "logging"; "logged" is the same index term as "logging" and finds the page
		// that says only "logger", as "log" does.
		const records = [titled('/logger', 'Logger', 'levels and drains'), ...filler(5)]
		assert.deepEqual(await urls(records, 'log '), ['/logger'])
		assert.deepEqual(await urls(records, 'logged '), ['/logger'])
	})

	it('gives a misspelt word the synonyms of the word it nearly spells', async () => {
		// "authentification" reads as "authentication" (two letters off), whose synonym "login" is this
		// page's title: the page holds the query through its title, and leads the one that only says
		// "authentication" in passing among more words.
		const records = [
			titled('/login', 'Login', 'sign players in'),
			record('/mentions', [], null, 'authentication plain words here and there again'),
			...filler(5),
		]
		assert.deepEqual((await urls(records, 'authentification ')).slice(0, 2), ['/login', '/mentions'])
	})

	it('counts a synonym the list spells two ways once, below the word itself', async () => {
		// "permission" and "permissions" are one index term, a synonym of "privilege": matched once at a
		// synonym's weight, the page saying it stays below the one saying "privilege", even among more words.
		const records = [
			record('/permissions', [], null, 'permissions'),
			record('/privilege', [], null, 'privilege plain'),
			...filler(5),
		]
		assert.deepEqual(await urls(records, 'privilege '), ['/privilege', '/permissions'])
	})

	it('gives words without synonyms only their own matches, so the section that says them more often leads', async () => {
		// "robo" and "here" have no synonyms and are equally rare here: three plus one beats one plus two.
		const records = [
			record('/three-one', [], null, 'robo robo robo here'),
			record('/one-two', [], null, 'robo here here'),
			record('/here', [], null, 'here'),
			record('/robo', [], null, 'robo'),
			...filler(5),
		]
		assert.deepEqual((await urls(records, 'robo here ')).slice(0, 2), ['/three-one', '/one-two'])
	})

	it('counts a title that holds a synonym of the query as a title that holds the query', async () => {
		// "db" is a word of the index here, so the synonym in the title is recognised as the query's
		// own group, not as a near spelling; with the title rule the Database page leads, without it
		// the section headed "Db" would.
		const records = [titled('/database', 'Database', 'plain'), record('/mentions', ['Db'], 'db', 'db'), ...filler(10)]
		assert.deepEqual(await urls(records, 'db '), ['/database', '/mentions#db'])
	})
})

describe('local search: words that are also synonyms of each other', () => {
	it('credits a section holding a word and another whose synonyms include it with both, in either order', async () => {
		// "stored" is an index term of its own (stor) and, as "store", a synonym of "db": the section that
		// holds both words covers the whole query and comes before one that only says "db". Typed first,
		// "db" brings "store" along, but the later "stored" is still its own word, not a synonym of "db".
		const records = [
			record('/both', [], null, 'db stored plain plain plain plain'),
			record('/db', [], null, 'db db'),
			...filler(5),
		]
		assert.deepEqual((await urls(records, 'stored db ')).slice(0, 2), ['/both', '/db'])
		assert.deepEqual(await urls(records, 'db stored '), await urls(records, 'stored db '))
	})
})

describe('local search: coverage of the query words', () => {
	it('counts a word and its synonym in one section as one query word covered, not two', async () => {
		// The second word's group is the one repeated: "db" and its synonym "database" cover "db" once.
		const records = [
			record('/robo', [], null, 'robo plain'),
			record('/both', [], null, 'robo db database'),
			record('/db', [], null, 'db database'),
			...filler(5),
		]
		assert.deepEqual((await urls(records, 'robo db ')).slice(0, 2), ['/both', '/db'])
	})
})

describe('local search: a title holding the query through the words it completes or nearly spells', () => {
	it('counts each query word once, so a title with two such words covers both and one with one does not', async () => {
		const guide = titled('/cache-store', 'Cache store guide for every robo with many more words in it', 'plain')
		// "cachx" is a near spelling of "cache" and "sto" starts "store": the guide's title holds both
		// words of the query, the Cache page's title one of them, however often its text repeats both.
		const other = [titled('/cache', 'Cache', 'cache store cache store'), record('/sto', [], null, 'sto')]
		const found = await urls([...other, guide, ...filler(10)], 'cachx sto')
		assert.deepEqual(found.slice(0, 2), ['/cache-store', '/cache'])
	})

	it('credits each of two words the index lacks with the words it nearly spells, not with every word the other one matched', async () => {
		// "cachx" nearly spells "cache" and "storx" "store"; neither is a word of the index. The Cache
		// page's title nearly spells one of them, and its text the other: only the guide's title holds both.
		const records = [
			titled('/cache', 'Cache', 'store store store'),
			titled('/cache-store', 'Cache store guide for every robo with many more words in it', 'plain'),
			...filler(10),
		]
		assert.deepEqual((await urls(records, 'cachx storx')).slice(0, 2), ['/cache-store', '/cache'])
	})
})

describe('local search: a long query', () => {
	it('counts the first 31 words of a query toward a section’s coverage, and no word after them', async () => {
		// A question pasted whole can run past 31 words; the words are counted in a 31-bit mask. Short
		// words (no typo matches) that no other page holds, so each page covers one word.
		const query = (n: number) => `${Array.from({ length: n }, (_, i) => `w${i}`).join(' ')} `
		const pages = (last: number) => [titled('/last', `W${last}`, 'plain'), record('/first', [], null, 'w0 plain')]
		// The 31st word counts like the first: its page's title match leads.
		assert.deepEqual(await urls(pages(30), query(31)), ['/last', '/first'])
		// The 32nd does not: the page holding only it covers no word of the query and comes last.
		assert.deepEqual(await urls(pages(31), query(32)), ['/first', '/last'])
	})
})

describe('local search: a title equal to the query', () => {
	it("takes a title as the query only when its words are the query's, not the same letters split elsewhere", async () => {
		// "plugi nguide" nearly spells "plugin guide" word by word, and run together its letters are the
		// title's; it matches both pages alike, and the one that repeats the words in its text leads.
		const records = [
			titled('/plugin-guide', 'Plugin Guide', 'plain'),
			titled('/guide-plugin', 'Guide plugin', 'plugin guide'),
			...filler(5),
		]
		assert.equal((await urls(records, 'plugin guide '))[0], '/plugin-guide')
		assert.equal((await urls(records, 'plugi nguide '))[0], '/guide-plugin')
	})
})

describe('local search: what a query downloads', () => {
	// One term per shard, so each term's shard is its own.
	const records = [
		record('/banner', [], null, 'banner'),
		record('/banger', [], null, 'banger'),
		record('/manner', [], null, 'manner'),
		...filler(5),
	]
	const { manifest } = toIndexParts(records, 1)
	const shardOf = (term: string) => `t${manifest.terms.indexOf(term)}.json`

	it('fetches for a finished word of the index only its own shard, not those of its near spellings', async () => {
		const fetched: string[] = []
		const engine = engineFromRecords(records, { shardChars: 1, onPart: (part) => fetched.push(part) })
		assert.deepEqual(
			(await engine.search('banner ')).map((hit) => hit.url),
			['/banner'],
		)
		assert.deepEqual(
			fetched.filter((part) => part.startsWith('t')),
			[shardOf('banner')],
		)
		// A word the index lacks fetches its near spellings, which is what the rule above saves.
		fetched.length = 0
		const fresh = engineFromRecords(records, { shardChars: 1, onPart: (part) => fetched.push(part) })
		assert.deepEqual((await fresh.search('banxer ')).map((hit) => hit.url).sort(), ['/banger', '/banner'])
		assert.deepEqual(fetched.filter((part) => part.startsWith('t')).sort(), ['banger', 'banner'].map(shardOf).sort())
	})

	it('orders sections of equal score as the whole index does, whatever order their terms were found in', async () => {
		// Pages of one word each, under a title of stop words: every page the word being typed completes
		// scores alike, so only the order of the index's terms decides theirs.
		const ties = ['robo', 'roba', 'robb', 'robot', 'rocket', 'role', 'root', 'route', 'cache', 'log'].map((word, i) => {
			const r = record(`/p${i}`, [], null, word)
			return { ...r, hierarchy: { ...r.hierarchy, lvl1: 'A' } }
		})
		const split = engineFromRecords(ties, { shardChars: 1 })
		const whole = engineFromRecords(ties, { shardChars: 1, wholeIndex: true })
		for (const query of ['ro', 'rob', 'robo ro']) {
			const found = await split.search(query)
			assert.ok(found.length >= 4, query)
			assert.deepEqual(found, await whole.search(query), query)
		}
	})

	it('fetches every shard for the whole-index engine the split one is compared with', async () => {
		// The comparison in search-index.test.ts proves nothing if the reference is split too.
		const fetched: string[] = []
		const whole = engineFromRecords(records, { shardChars: 1, wholeIndex: true, onPart: (part) => fetched.push(part) })
		await whole.search('banner ')
		assert.equal(manifest.shards.length, manifest.terms.length)
		assert.deepEqual(
			fetched.filter((part) => part.startsWith('t')).sort(),
			manifest.terms.map((_, n) => `t${n}.json`).sort(),
		)
	})
})

describe('local search: the results the title rules re-rank', () => {
	it("re-ranks only BM25's CANDIDATES best sections, so a page below them is not lifted into the results", async () => {
		// A reference page titled exactly as the query: BM25 (with the reference weight) puts it below
		// guides whose titles hold the word among others; the title rules would put it first.
		const corpus = (guides: number) => [
			...Array.from({ length: guides }, (_, i) => titled(`/p${i}`, `Robo guide ${i}`, 'plain')),
			titled('/ref/robo', 'Robo', 'plain'),
		]
		assert.equal((await urls(corpus(CANDIDATES - 1), 'robo '))[0], '/ref/robo')
		assert.ok(!(await urls(corpus(CANDIDATES), 'robo ')).includes('/ref/robo'))
	})
})

describe('local search: the candidates kept for re-ranking', () => {
	it('keeps a section that covers every query word when the query matches more than CANDIDATES sections', async () => {
		// Each word alone matches CANDIDATES pages; the one page with both must survive the cut.
		const records = [
			...Array.from({ length: CANDIDATES }, (_, i) => record(`/robo/${i}`, [], null, 'robo')),
			...Array.from({ length: CANDIDATES }, (_, i) => record(`/zeta/${i}`, [], null, 'zeta')),
			record('/both', [], null, 'robo zeta'),
		]
		assert.equal((await urls(records, 'robo zeta '))[0], '/both')
	})
})

describe('local search: many text parts', () => {
	it('answers with every result when no early answer is asked for, however many text parts they need', async () => {
		// One document per text part: "flashcore" finds results in more parts than one round of requests.
		const records = fixtureRecords()
		const engine = engineFromRecords(records, { textChars: 1 })
		const hits = await engine.search('flashcore')
		assert.ok(hits.length > FIRST_PARTS, `${hits.length} results`)
		assert.deepEqual(
			hits.map((hit) => hit.url),
			(await engineFromRecords(records).search('flashcore')).map((hit) => hit.url),
		)
	})
})
