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
import { withImportOrigins } from '../../plugins/loading/page-scripts/origins'

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

	it('parses every registry line, including the last one that closes the object, or gives up', () => {
		const line = (name: string, path: string) =>
			`  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`
		const source = `export default {\n${line('a1', '@site/docs/a.mdx')}\n${line('b2', '@site/docs/b.mdx')}};\n`
		const entries = registryEntries(source)
		assert.deepEqual([...(entries?.keys() ?? [])], ['a1', 'b2'])
		assert.equal(entries?.get('b2')?.modulePath, '@site/docs/b.mdx')
		assert.match(
			entries?.get('b2')?.source ?? '',
			/^\[\(\) => import\(.*require\.resolveWeak\("@site\/docs\/b\.mdx"\)\]$/,
		)
		assert.equal(registryEntries(`export default {\n  "a1": something else\n};`), null)
	})
})

describe('page scripts: route data a page needs', () => {
	it('adds the chunks of the page’s route data to its origins', () => {
		const manifest = { origins: { main: ['1'] } }
		const patched = withImportOrigins(
			manifest,
			{ '@site/docs/a.mdx': ['7'], './group-0.js': ['9'] },
			{ '@site/docs/a.mdx': './group-0.js', '@site/docs/gone.mdx': './group-5.js' },
		)
		assert.deepEqual(patched.origins['@site/docs/a.mdx'], ['7', '9'])
		assert.equal(patched.origins['@site/docs/gone.mdx'], undefined)
	})
})
