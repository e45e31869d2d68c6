import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { trimGlobalDocs, type GlobalDoc, type NavbarItem } from '../../plugins/loading/docs/global-data'

const docs: GlobalDoc[] = [
	{ id: 'getting-started', path: '/getting-started', sidebar: 'guide' },
	{ id: 'robojs/flashcore', path: '/robojs/flashcore', sidebar: 'guide' },
	{ id: 'plugins/ai', path: '/plugins/ai', sidebar: 'plugins' },
	{ id: 'ref/framework', path: '/ref/framework', sidebar: 'reference' },
	{ id: 'ref/framework/Variable.Flashcore', path: '/ref/framework/Variable.Flashcore', sidebar: 'reference' },
	{ id: 'legacy/overview', path: '/legacy/overview' },
]
const data = () => ({ path: '/', versions: [{ name: 'current', mainDocId: 'getting-started', docs, sidebars: {} }] })
const ids = (items: NavbarItem[]) => trimGlobalDocs(data(), items).versions[0].docs.map((doc) => doc.id)

describe('docs global data trimmed to what the navbar reads', () => {
	it('keeps the docs of the sidebars that docSidebar items point at, and the main doc', () => {
		assert.deepEqual(ids([{ type: 'docSidebar', sidebarId: 'guide' }, { to: '/ref/framework' }]), [
			'getting-started',
			'robojs/flashcore',
		])
		assert.deepEqual(ids([]), ['getting-started'])
	})

	it("keeps a doc item's doc and the rest of its sidebar, also inside a dropdown", () => {
		assert.deepEqual(ids([{ type: 'dropdown', items: [{ type: 'doc', docId: 'ref/framework' }] }]), [
			'getting-started',
			'ref/framework',
			'ref/framework/Variable.Flashcore',
		])
	})

	it('leaves the list whole when a version item needs every doc', () => {
		assert.equal(ids([{ type: 'docsVersionDropdown' }]).length, docs.length)
	})

	it('keeps everything else in the data as it was', () => {
		const trimmed = trimGlobalDocs(data(), [])
		assert.equal(trimmed.path, '/')
		assert.deepEqual(trimmed.versions[0].sidebars, {})
		assert.equal(trimmed.versions[0].mainDocId, 'getting-started')
	})
})
