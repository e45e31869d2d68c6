/**
 * Each ranking rule of the local engine, on a corpus made so that the rule alone decides the order:
 * the fixture pages (search-engine.test.ts) show the rules working together, these show that each
 * one is there. A rule lost means a reader's query lists the wrong page first.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { createEngine, engineFromRecords } from '../../plugins/content/search/engine'
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

const urls = async (records: SearchRecord[], query: string, limit?: number): Promise<string[]> =>
	(await engineFromRecords(records).search(query, limit)).map((hit) => hit.url)

describe('local search ranking rules', () => {
	it('puts a section with every query word above a page titled with only one of them', async () => {
		const records = [
			titled('/one', 'Alpha', 'alpha alpha alpha'),
			record('/both', [], null, `alpha beta ${'plain '.repeat(20)}`),
			...filler(30).map((r) => ({ ...r, content: `${r.content} beta` })),
		]
		assert.deepEqual((await urls(records, 'alpha beta ')).slice(0, 2), ['/both', '/one'])
	})

	it('puts a page whose title holds every query word above a section headed by them', async () => {
		const records = [
			record('/mentions', ['Cache store'], 'cache-store', 'cache store'),
			titled('/cache-store', 'Cache store guide for every robo with many more words in it', 'plain'),
			...filler(10),
		]
		assert.deepEqual(await urls(records, 'cache store '), ['/cache-store', '/mentions#cache-store'])
	})

	it('puts the page whose title is the query first, npm scope aside', async () => {
		const exact = [
			titled('/guide', 'Cache store guide', 'cache store cache store'),
			titled('/exact', 'Cache store', 'plain'),
		]
		assert.deepEqual(await urls([...exact, ...filler(10)], 'cache store '), ['/exact', '/guide'])
		const scoped = [titled('/guide', 'Cache guide', 'cache cache'), titled('/exact', '@robojs/cache', 'plain')]
		assert.deepEqual(await urls([...scoped, ...filler(10)], 'cache '), ['/exact', '/guide'])
		// Stop words aside: "Cache of store" is the query "cache store".
		const stop = [
			titled('/guide', 'Cache store guide', 'cache store cache store'),
			titled('/of', 'Cache of store', 'plain'),
		]
		assert.deepEqual(await urls([...stop, ...filler(10)], 'cache store '), ['/of', '/guide'])
		// Only a leading scope is dropped: "Cache @robojs/store" is not "cache store".
		const middle = [
			titled('/guide', 'Cache store guide', 'cache store cache store'),
			titled('/mid', 'Cache @robojs/store', 'plain'),
		]
		assert.deepEqual(await urls([...middle, ...filler(10)], 'cache store '), ['/guide', '/mid'])
	})

	it('counts keywords, the word being typed and a near spelling as the title holding a query word', async () => {
		const guide = titled('/cache-store', 'Cache store guide for every robo with many more words in it', 'plain')
		// A page titled with one of the words, and "sto" a word of the index too, so that only the rule
		// for words the title starts (or nearly spells) can count "store".
		const other = [titled('/cache', 'Cache', 'cache store cache store'), record('/sto', [], null, 'sto')]
		for (const query of ['cache sto', 'cache stoer ']) {
			const found = await urls([...other, guide, ...filler(10)], query)
			assert.deepEqual(found.slice(0, 2), ['/cache-store', '/cache'], query)
		}
		const keywords = { ...titled('/kw', 'Guide to everything here', 'plain'), keywords: ['cache store'] }
		const mentions = record('/mentions', [], null, 'cache store cache store cache store')
		assert.deepEqual(await urls([mentions, keywords, ...filler(10)], 'cache store '), ['/kw', '/mentions'])
	})

	it("puts a section named by the query in its heading and its page's title above a page that mentions it", async () => {
		const get = record('/flashcore', ['Get'], 'get', 'get reads a value')
		const records = [
			record('/mentions', [], null, 'flashcore get flashcore get'),
			titled('/flashcore', 'Flashcore', 'plain'),
			{ ...get, hierarchy: { ...get.hierarchy, lvl1: 'Flashcore' } },
			...filler(10),
		]
		assert.equal((await urls(records, 'flashcore get '))[0], '/flashcore#get')
	})

	it('lifts a section only when its own heading matches and heading, context and title hold every word', async () => {
		// The context (page title, parent heading) holds both words, the heading neither.
		const setup = record('/api', ['Api', 'Setup'], 'setup', 'flashcore')
		const context = [{ ...setup, hierarchy: { ...setup.hierarchy, lvl1: 'Flashcore' } }]
		const mentions = record('/mentions', [], null, 'flashcore api plain')
		assert.deepEqual(await urls([...context, mentions, ...filler(10)], 'flashcore api '), ['/mentions', '/api#setup'])
		// The heading holds one word of two, and nothing around it the other.
		const get = [record('/fc', ['Get'], 'get', 'reads a value'), record('/other', [], null, 'get get')]
		assert.deepEqual(await urls([...get, ...filler(10)], 'get robo '), ['/other', '/fc#get'])
	})

	it('puts a guide above a reference page that says the same', async () => {
		const same = (url: string) => titled(url, 'Flashcore', 'keeps values on disk')
		const records = [same('/ref/framework/Variable.Flashcore'), same('/robojs/flashcore'), ...filler(5)]
		assert.deepEqual(await urls(records, 'flashcore '), ['/robojs/flashcore', '/ref/framework/Variable.Flashcore'])
	})
})

describe('local search: how query words match', () => {
	const pages = [
		titled('/flashcore', 'Flashcore', 'keeps values on disk'),
		titled('/robo', 'Robo', 'the framework'),
		titled('/cache', 'Cache', 'memory'),
		titled('/storage', 'Storage', 'where values live'),
		titled('/database', 'Database', 'rows'),
		titled('/db', 'Db', 'rows'),
		...filler(5),
	]
	const found = (query: string) => urls(pages, query)

	it('weighs a synonym below the word itself, and finds the synonym all the same', async () => {
		const db = await found('db ')
		assert.equal(db[0], '/db')
		assert.ok(db.includes('/database') && db.includes('/storage'), db.join(' '))
		// Two sections alike but for the word: the one that says "db" first.
		const sections = [
			record('/a', ['Keys'], 'keys', 'a database, the database of keys'),
			record('/b', ['Keys'], 'keys', 'a db of keys'),
		]
		assert.deepEqual(await urls([...sections, ...filler(5)], 'db '), ['/b#keys', '/a#keys'])
	})

	it('adds no weight for a synonym that is the same index term as the word (permissions, permission)', async () => {
		const records = [record('/fc', [], null, 'flashcore'), record('/perm', [], null, 'permission plain'), ...filler(10)]
		assert.deepEqual(await urls(records, 'flashcore permissions '), ['/fc', '/perm'])
	})

	it('completes only the word being typed, from two letters on', async () => {
		assert.ok((await found('fl')).includes('/flashcore'))
		assert.ok((await found('robo fla')).includes('/flashcore'))
		assert.ok(!(await found('f')).includes('/flashcore'))
		assert.ok(!(await found('fla ')).includes('/flashcore'))
		assert.deepEqual(await found('fla robo'), ['/robo'])
	})

	it('allows one typo from five letters on and two from eight, in a word the index lacks', async () => {
		assert.deepEqual(await found('robp '), [])
		assert.deepEqual(await found('cachx '), ['/cache'])
		assert.deepEqual(await found('stxragx '), [])
		// A word read through its near spelling also brings that word's synonyms, below it.
		assert.equal((await found('storagx '))[0], '/storage')
		assert.equal((await found('dataxasx '))[0], '/database')
	})

	it('says a title matched fully only when it holds every query word, stop words and repeats aside', async () => {
		const level = async (query: string) =>
			(await engineFromRecords(pages).search(query))[0]?._highlightResult.hierarchy.lvl1.matchLevel
		assert.equal(await level('flashcore '), 'full')
		assert.equal(await level('the flashcore flashcore '), 'full')
		assert.equal(await level('flashcore zzzz '), 'partial')
	})

	it('returns 20 results unless asked for another number', async () => {
		const many = Array.from({ length: 30 }, (_, i) => titled(`/p${i}`, `Robo ${i}`, 'text'))
		assert.equal((await urls(many, 'robo ')).length, 20)
		assert.equal((await urls(many, 'robo ', 5)).length, 5)
	})
})

describe('local search: many results and foreign indexes', () => {
	it('finds the best page of a word that hundreds of pages use', async () => {
		// BM25's best results are re-ranked and the rest dropped: the best must be among those kept.
		const common = Array.from({ length: 300 }, (_, i) =>
			record(`/p${String(i).padStart(3, '0')}`, [], null, `robo ${'plain '.repeat(i % 40)}`),
		)
		const found = await urls([...common, titled('/robo', 'Robo', 'robo')], 'robo ')
		assert.equal(found[0], '/robo')
		assert.equal(found.length, 20)
	})

	it('refuses a manifest of another format instead of answering wrongly', () => {
		const source = { shard: async () => [], text: async () => [] }
		const { manifest } = toIndexParts([record('/p', [], null, 'text')])
		assert.doesNotThrow(() => createEngine({ ...manifest, dir: 'x' }, source))
		for (const bad of [null, { ...manifest, dir: 'x', version: 2 }, { ...manifest, dir: 'x', terms: undefined }])
			assert.throws(() => createEngine(bad as never, source), /Unsupported search index format/)
	})
})

describe('local search: what a query fetches', () => {
	const records = fixtureRecords()
	const fetchedShards = async (query: string) => {
		const fetched: string[] = []
		await engineFromRecords(records, { shardChars: 60, onPart: (part) => fetched.push(part) }).search(query)
		return fetched.filter((part) => part.startsWith('t')).sort()
	}
	const { manifest } = toIndexParts(records, 60)
	const shardOf = (term: string) => {
		const i = manifest.terms.indexOf(term)
		assert.ok(i >= 0, term)
		return `t${manifest.shards.filter((first) => first <= i).length - 1}.json`
	}

	it('fetches no shard of the words a finished word starts, and none of its near spellings when it is a word of the index', async () => {
		assert.deepEqual(await fetchedShards('co '), [])
		assert.ok((await fetchedShards('co')).length > 0)
		assert.deepEqual(await fetchedShards('get '), [shardOf('get')])
	})
})
