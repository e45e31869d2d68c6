import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import {
	chunkNamesIn,
	groupKey,
	MIN_GROUP_ROUTES,
	registryEntries,
	routePathOf,
	splitRouteData,
} from '../../plugins/loading/lazy-routes/groups'

describe('lazy route data: groups', () => {
	it('groups pages by first segment, reference pages by package, and keeps the rest in main.js', () => {
		assert.equal(groupKey('/robojs/flashcore'), 'robojs')
		assert.equal(groupKey('/ref/framework/Variable.Flashcore'), 'ref/framework')
		assert.equal(groupKey('/ref/@robojs/ai/Function.chat'), 'ref/@robojs/ai')
		for (const path of ['/', '/templates', '/ref/framework', '/ref/@robojs/ai', '/:docsSection(a|b)', '*', 'x'])
			assert.equal(groupKey(path), null, path)
	})

	it('reads route keys and nested chunk names as Docusaurus writes them', () => {
		assert.equal(routePathOf('/robojs/flashcore-e66'), '/robojs/flashcore')
		assert.equal(routePathOf('/discord-bots/getting-started-0a1'), '/discord-bots/getting-started')
		assert.deepEqual(chunkNamesIn({ __comp: 'a', __context: { plugin: 'b' }, items: ['c'] }), ['a', 'b', 'c'])
	})

	it('moves a group’s routes and the chunks only it uses; shared chunks and small groups stay', () => {
		const table: Record<string, unknown> = { '/-861': { __comp: 'root' }, '/templates-441': { __comp: 'gallery' } }
		for (let i = 0; i < MIN_GROUP_ROUTES; i++) table[`/robojs/p${i}-00${i}`] = { __comp: 'docitem', content: `r${i}` }
		table['/cli/one-abc'] = { __comp: 'docitem', content: 'cli1' }
		const split = splitRouteData(table, ['root', 'gallery', 'docitem', 'cli1', 'r0', 'r1'])
		assert.deepEqual(Object.keys(split.groups), ['robojs'])
		assert.equal(split.groups.robojs.routes.length, MIN_GROUP_ROUTES)
		assert.deepEqual(split.groups.robojs.chunks, ['r0', 'r1'])
		assert.deepEqual(split.main.chunks, ['root', 'gallery', 'docitem', 'cli1'])
		assert.deepEqual(split.main.routes, ['/-861', '/templates-441', '/cli/one-abc'])
	})

	it('gives up on a registry line it cannot read (the plugin then fails the build; the real registry is parsed in tests/build/docusaurus-internals.test.ts)', () => {
		assert.equal(registryEntries(`export default {\n  "a1": something else\n};`), null)
	})
})
