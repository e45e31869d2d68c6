import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { matchPath } from 'react-router'
import type { RouteConfig } from '@docusaurus/types'

import { groupDocRoutes, sectionsPath, splitVersionRoutes } from '../../plugins/loading/docs/split-routes'

const doc = (path: string, sidebar?: string): RouteConfig => ({ path, component: 'DocItem', exact: true, sidebar })

const docs = [
	doc('/getting-started', 'guide'),
	doc('/cli/robo', 'guide'),
	doc('/discord-bots/commands', 'guide'),
	doc('/plugins/ai', 'plugins'),
	doc('/plugins/directory', 'plugins'),
	doc('/templates/discord-bots/starter-ts', 'templates'),
	doc('/templates/discord-bots/gpt-chatbot-ts'),
	doc('/legacy/templates/overview'),
	doc('/ref/framework', 'reference'),
]

const tree = (): RouteConfig => ({
	path: '/',
	component: 'DocsRoot',
	routes: [
		{
			path: '/',
			component: 'DocVersionRoot',
			props: {
				version: {
					label: 'Next',
					docsSidebars: { guide: ['g'], plugins: ['p'], templates: ['t'], reference: ['r'] },
					docs: {
						'cli/robo': { id: 'cli/robo', sidebar: 'guide' },
						'plugins/ai': { id: 'plugins/ai', sidebar: 'plugins' },
						'templates/discord-bots/gpt-chatbot-ts': { id: 'templates/discord-bots/gpt-chatbot-ts' },
					},
				},
			},
			routes: [{ path: '/', component: 'DocRoot', routes: docs }],
		},
	],
})

describe('docs routes split by sidebar', () => {
	it('keeps a sidebar and its URL sections in one group', () => {
		const groups = groupDocRoutes(docs)
		const bySidebar = (s: string) => groups.find((g) => g.sidebars.includes(s))!
		assert.deepEqual(bySidebar('guide').sections.sort(), ['cli', 'discord-bots', 'getting-started'])
		assert.deepEqual(bySidebar('templates').docs.length, 2, 'the sidebar-less template shares its section')
		assert.equal(groups.length, 5)
		assert.ok(groups.some((g) => g.sidebars.length === 0 && g.sections[0] === 'legacy'))
	})

	it('merges sidebars that share a URL section', () => {
		const groups = groupDocRoutes([doc('/a/x', 'one'), doc('/a/y', 'two'), doc('/b/z', 'two'), doc('/c', 'three')])
		assert.equal(groups.length, 2)
		assert.deepEqual(groups[0].sidebars, ['one', 'two'])
		assert.deepEqual(groups[0].sections, ['a', 'b'])
	})

	it('builds a route path that matches its sections and nothing else', () => {
		const path = sectionsPath('/', ['cli', 'getting-started', 'a.b'])
		const matches = (url: string) => matchPath(url, { path, exact: false }) !== null
		assert.ok(matches('/cli/robo'))
		assert.ok(matches('/getting-started'))
		assert.ok(matches('/a.b/c'))
		assert.ok(!matches('/clix'))
		assert.ok(!matches('/axb/c'), 'dots are escaped')
		assert.ok(!matches('/plugins/ai'))
		assert.equal(sectionsPath('/docs', ['x']), '/docs/:docsSection(x)')
	})

	it('gives each version route only its own sidebars and docs', () => {
		const [root] = [splitVersionRoutes(tree())]
		const versions = root.routes!.slice(0, -1)
		assert.equal(versions.length, 5)
		for (const version of versions) {
			const docRoot = version.routes![0]
			assert.equal(docRoot.path, version.path)
			const {
				docsSidebars,
				docs: meta,
				label,
			} = version.props!.version as {
				docsSidebars: Record<string, unknown>
				docs: Record<string, { sidebar?: string }>
				label: string
			}
			assert.equal(label, 'Next')
			const used = new Set(docRoot.routes!.map((r) => r.sidebar).filter(Boolean))
			assert.deepEqual(Object.keys(docsSidebars).sort(), [...used].sort())
			assert.deepEqual(meta, {}, 'no page in this tree shows doc cards')
			for (const r of docRoot.routes!) assert.ok(matchPath(r.path, { path: version.path, exact: false }))
		}
		// Every doc still has exactly one route.
		assert.equal(versions.flatMap((v) => v.routes![0].routes!).length, docs.length)
	})

	it('keeps the doc titles and descriptions where a generated index shows them as cards', () => {
		const withIndex = tree()
		withIndex.routes![0].routes![0].routes!.push({
			path: '/plugins/category/all',
			component: '@theme/DocCategoryGeneratedIndexPage',
			exact: true,
			sidebar: 'plugins',
		})
		const docsOf = (version: RouteConfig) => (version.props!.version as { docs: object }).docs
		const versions = splitVersionRoutes(withIndex).routes!.slice(0, -1)
		const plugins = versions.find((v) => v.path.includes('plugins'))!
		assert.deepEqual(Object.keys(docsOf(plugins)).sort(), ['plugins/ai', 'templates/discord-bots/gpt-chatbot-ts'])
		for (const other of versions.filter((v) => v !== plugins)) assert.deepEqual(docsOf(other), {})
	})

	it('ends with a catch-all route so unknown URLs reach the not-found page', () => {
		const fallback = splitVersionRoutes(tree()).routes!.at(-1)!
		assert.equal(fallback.path, '/')
		assert.deepEqual(fallback.routes![0].routes, [])
		assert.deepEqual((fallback.props!.version as { docsSidebars: object }).docsSidebars, {})
	})

	it('fails by name on a version route of another shape, or a doc no section can own', () => {
		const atRoot = tree()
		atRoot.routes![0].routes![0].routes!.push(doc('/', 'guide'))
		assert.throws(() => splitVersionRoutes(atRoot), /plugins\/loading\/docs \(split-routes\.ts\): .*base path itself/)
		const noVersion = tree()
		delete noVersion.routes![0].props
		assert.throws(
			() => splitVersionRoutes(noVersion),
			/plugins\/loading\/docs \(split-routes\.ts\): .*no longer has a `version` prop/,
		)
		const leaf = doc('/x')
		assert.equal(splitVersionRoutes(leaf), leaf, 'a route without children is not a docs root')
	})
})
