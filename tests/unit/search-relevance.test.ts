import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, it } from 'node:test'

import {
	loadRelevanceQueries,
	measureRelevance,
	RELEVANCE_FILE,
	resolveExpected,
} from '../../plugins/content/search/relevance'
import { repoRoot } from '../support/paths'

/**
 * Queries a second author wrote from the pages alone, not for tuning the engine: how well the ranking
 * does on queries it was not fitted to (npm run bench -- --search-only --queries FILE).
 */
const HELD_OUT_FILE = join(dirname(RELEVANCE_FILE), 'heldout.json')

describe('search relevance bench', () => {
	it('names a reference symbol in a form both reference URL layouts resolve', () => {
		const routes = new Set([
			'/robojs/flashcore',
			'/ref/framework/classes/Env',
			'/ref/framework/Class.Env',
			'/ref/framework/Class.EnvLoader',
			'/ref/@robojs/ai/variables/AI',
			'/ref/@robojs/i18n/functions/createCommandConfig',
		])
		assert.deepEqual(resolveExpected('ref:framework/Env', routes), [
			'/ref/framework/classes/Env',
			'/ref/framework/Class.Env',
		])
		assert.deepEqual(resolveExpected('ref:@robojs/ai/AI', routes), ['/ref/@robojs/ai/variables/AI'])
		// The package matters: the i18n symbol of the same name is another page.
		assert.deepEqual(resolveExpected('ref:framework/createCommandConfig', routes), [])
		assert.deepEqual(resolveExpected('/robojs/flashcore', routes), ['/robojs/flashcore'])
		assert.deepEqual(resolveExpected('/robojs/state', routes), [])
	})

	it('computes top-1, top-3 and MRR over the queries the build can answer', async () => {
		const routes = new Set(['/a', '/b', '/c', '/d'])
		const ranked: Record<string, string[]> = {
			one: ['/a', '/b'],
			two: ['/c', '/b', '/a'],
			four: ['/d', '/c', '/b', '/a'],
		}
		const result = await measureRelevance(
			[
				{ q: 'one', kind: 'section', expect: ['/a'] },
				{ q: 'two', kind: 'section', expect: ['/b'] },
				{ q: 'four', kind: 'typo', expect: ['/a', '/x'] },
				{ q: 'gone', kind: 'issue', expect: ['/x'] },
			],
			routes,
			(q) => ranked[q] ?? [],
		)
		assert.equal(result.measured, 3)
		assert.deepEqual(result.skipped, ['gone'])
		assert.equal(result.top1, 1 / 3)
		assert.equal(result.top3, 2 / 3)
		assert.ok(Math.abs(result.mrr - (1 + 1 / 2 + 1 / 4) / 3) < 1e-9)
		assert.deepEqual(result.misses, [{ q: 'four', rank: 4, got: ['/d', '/c', '/b'] }])
	})

	for (const [name, file, least] of [
		['reader queries', RELEVANCE_FILE, 80],
		['held-out queries', HELD_OUT_FILE, 50],
	] as const) {
		it(`keeps at least ${least} distinct ${name} of every kind, each with pages that exist in the docs`, () => {
			const queries = loadRelevanceQueries(file)
			assert.ok(queries.length >= least, `${queries.length} queries`)
			assert.equal(new Set(queries.map((q) => q.q.toLowerCase())).size, queries.length, 'a query is listed twice')
			for (const kind of ['issue', 'section', 'symbol', 'partial', 'typo']) {
				assert.ok(
					queries.some((q) => q.kind === kind),
					`no ${kind} query`,
				)
			}
			for (const query of queries) {
				assert.ok(query.expect.length > 0, query.q)
				for (const key of query.expect) {
					if (key.startsWith('ref:')) continue // resolved against the built reference
					const page = join(repoRoot, 'docs', key.slice(1))
					assert.ok(existsSync(`${page}.mdx`) || existsSync(`${page}.md`), `${query.q}: no page ${key}`)
				}
			}
		})
	}

	it('holds out queries the tuned set does not have', () => {
		const tuned = new Set(loadRelevanceQueries().map((q) => q.q.toLowerCase()))
		assert.deepEqual(
			loadRelevanceQueries(HELD_OUT_FILE).filter((q) => tuned.has(q.q.toLowerCase())),
			[],
		)
	})
})
