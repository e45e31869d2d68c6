import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { benchQueries } from '../../plugins/content/search/bench'
import { engineFromRecords, FIRST_PARTS } from '../../plugins/content/search/engine'
import { toIndexParts } from '../../plugins/content/search/local-index'
import { loadRelevanceQueries } from '../../plugins/content/search/relevance'
import { words } from '../../plugins/content/search/terms'
import { fixtureRecords } from '../support/searchFixtures'

/**
 * The split index: a query downloads only the parts its words need, and answers exactly as the
 * whole index would. Shards are made tiny here (60 characters) so the fixture pages spread over
 * dozens of them, as the real site's index does.
 */
const records = fixtureRecords()
const SHARD_CHARS = 60

/** Queries of every kind: readers', the bench's, and per fixture word its prefixes, a typo and a swap. */
function queries(): string[] {
	const vocabulary = [...new Set(records.flatMap((r) => words(`${r.hierarchy.lvl1} ${r.content ?? ''}`)))]
		.map((w) => w.toLowerCase())
		.filter((w) => w.length >= 4)
		.sort()
		.filter((_, i) => i % 3 === 0)
	const derived = vocabulary.flatMap((w) => [
		w.slice(0, 2),
		w.slice(0, 4),
		`${w.slice(0, -1)}x`, // one letter wrong
		`${w[1]}${w[0]}${w.slice(2)}`, // two letters swapped
		`${w} `, // finished word: no prefix
		`robo ${w}`,
	])
	return [...loadRelevanceQueries().map((q) => q.q), ...benchQueries, ...derived]
}

describe('search index split into parts', () => {
	it('answers every query exactly as the whole index does: same sections, order, scores and highlights', async () => {
		const split = engineFromRecords(records, { shardChars: SHARD_CHARS })
		const whole = engineFromRecords(records, { shardChars: SHARD_CHARS, wholeIndex: true })
		assert.ok(split.manifest.shards.length >= 20, `${split.manifest.shards.length} shards`)
		const all = queries()
		assert.ok(all.length > 300, `${all.length} queries`)
		let answered = 0
		for (const query of all) {
			const [a, b] = await Promise.all([split.search(query), whole.search(query)])
			assert.deepEqual(a, b, query)
			if (a.length) answered++
		}
		assert.ok(answered > all.length / 2, `only ${answered} of ${all.length} queries found anything`)
	})

	it('fetches for a query only the shards of its words and the text of the results it shows, each once', async () => {
		const fetched: string[] = []
		const engine = engineFromRecords(records, { shardChars: SHARD_CHARS, onPart: (part) => fetched.push(part) })
		const hits = await engine.search('flashcore ')
		const shards = fetched.filter((p) => p.startsWith('t'))
		// "flashcore" and its stem live in one or two shards of dozens.
		assert.ok(shards.length >= 1 && shards.length <= 2, shards.join(' '))
		const texts = fetched.filter((p) => p.startsWith('x'))
		assert.ok(texts.length >= 1 && texts.length <= hits.length, texts.join(' '))
		assert.equal(new Set(fetched).size, fetched.length, 'a part was fetched twice')
		fetched.length = 0
		await engine.search('flashcore ')
		assert.deepEqual(fetched, [], 'the same query fetched parts again')
	})

	it('expands the word being typed to the words it starts, and a word it lacks to near spellings', async () => {
		const fetched: string[] = []
		const engine = engineFromRecords(records, { shardChars: SHARD_CHARS, onPart: (part) => fetched.push(part) })
		assert.equal((await engine.search('flashc'))[0]?.url_without_anchor, '/robojs/flashcore')
		assert.equal((await engine.search('flahscore'))[0]?.url_without_anchor, '/robojs/flashcore')
		// A single letter is not a prefix: it would fetch a fifth of the index.
		fetched.length = 0
		await engine.search('f')
		assert.ok(fetched.filter((p) => p.startsWith('t')).length <= 1, fetched.join(' '))
	})

	it('hands over the results whose text comes in the first round of requests before the rest', async () => {
		// One document per text part: "flashcore" finds more results than one round of requests holds.
		const engine = engineFromRecords(records, { textChars: 1 })
		const firsts: string[][] = []
		const hits = await engine.search('flashcore', 20, (first) => firsts.push(first.map((h) => h.url)))
		const urls = hits.map((h) => h.url)
		assert.ok(urls.length > FIRST_PARTS, `${urls.length} results`)
		assert.equal(firsts.length, 1)
		assert.deepEqual(firsts[0], urls.slice(0, FIRST_PARTS))
		// Few enough parts for one round: no early answer.
		const few: unknown[] = []
		await engine.search('flashcore', FIRST_PARTS, (first) => few.push(first))
		assert.deepEqual(few, [])
	})

	it('rejects a query whose part cannot be had, and fetches that part again for the next query', async () => {
		const { manifest, shards, texts } = toIndexParts(records, SHARD_CHARS)
		let failShards = true
		let failTexts = false
		const { createEngine } = await import('../../plugins/content/search/engine')
		const engine = createEngine(
			{ ...manifest, dir: 'memory' },
			{
				shard: async (n) => {
					if (failShards) throw new Error(`GET t${n}.json answered 503`)
					return shards[n]
				},
				text: async (n) => {
					if (failTexts) throw new Error(`GET x${n}.json answered 503`)
					return texts[n]
				},
			},
		)
		await assert.rejects(engine.search('flashcore'), /t\d+\.json answered 503/)
		failShards = false
		failTexts = true
		await assert.rejects(engine.search('flashcore'), /x\d+\.json answered 503/)
		failTexts = false
		assert.equal((await engine.search('flashcore'))[0]?.url_without_anchor, '/robojs/flashcore')
	})

	it('writes shards of about the size asked, sorted terms, and a text part for every document', () => {
		const { manifest, shards, texts } = toIndexParts(records, SHARD_CHARS)
		assert.deepEqual(manifest.terms, [...manifest.terms].sort())
		assert.equal(new Set(manifest.terms).size, manifest.terms.length)
		assert.equal(shards.length, manifest.shards.length)
		assert.equal(shards.flat().length, manifest.terms.length)
		for (const shard of shards) {
			// A shard holds one term past the size when that term alone is bigger.
			assert.ok(shard.length === 1 || JSON.stringify(shard).length <= SHARD_CHARS + shard.length + 2)
		}
		assert.equal(texts.flat().length, manifest.documentCount)
		assert.equal(manifest.levels.length, manifest.documentCount)
	})
})
