import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { fromMarkdown } from 'mdast-util-from-markdown'
import type { Root } from 'mdast'

import { indexReference, linkApiNames, scopesFor, symbolOf, type SymbolIndex } from '../../plugins/content/api-links'

const index: SymbolIndex = new Map([
	[
		'/ref/framework',
		new Map([
			['Flashcore', '/ref/framework/Variable.Flashcore'],
			['createCommandConfig', '/ref/framework/Function.createCommandConfig'],
			['logger', '/ref/framework/Variable.logger'],
			['ready', '/ref/framework/Function.ready'],
		]),
	],
	['/ref/@robojs/server', new Map([['RoboRequest', '/ref/@robojs/server/Class.RoboRequest']])],
])

const links = (tree: Root) => {
	const out: string[] = []
	const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
		if (node.type === 'link') out.push(node.url as string)
		for (const child of (node.children ?? []) as (typeof node)[]) walk(child)
	}
	walk(tree)
	return out
}

describe('API links', () => {
	it('recognises symbol mentions and leaves ordinary code alone', () => {
		assert.equal(symbolOf('Flashcore.get()'), 'Flashcore')
		assert.equal(symbolOf('createCommandConfig'), 'createCommandConfig')
		assert.equal(symbolOf('logger'), 'logger')
		assert.equal(symbolOf('ready'), null)
		assert.equal(symbolOf('npm run dev'), null)
		assert.equal(symbolOf('config/robo.mjs'), null)
	})

	it('links the first mention on a page only, never inside headings or links', () => {
		const tree = fromMarkdown(
			'## `Flashcore` basics\n\nUse `Flashcore.set()` then `Flashcore.get()`.\n\nSee [`createCommandConfig`](/x) and `createCommandConfig`.',
		)
		const count = linkApiNames(tree, 'robojs/flashcore.mdx', index)
		assert.equal(count, 2)
		assert.deepEqual(links(tree), [
			'/ref/framework/Variable.Flashcore',
			'/x',
			'/ref/framework/Function.createCommandConfig',
		])
	})

	it("lets a plugin guide link its own package's symbols", () => {
		assert.deepEqual(scopesFor('plugins/server.mdx'), ['/ref/@robojs/server', '/ref/framework'])
		const tree = fromMarkdown('`RoboRequest` and `Flashcore`')
		linkApiNames(tree, 'plugins/server.mdx', index)
		assert.deepEqual(links(tree), ['/ref/@robojs/server/Class.RoboRequest', '/ref/framework/Variable.Flashcore'])
		const other = fromMarkdown('`RoboRequest`')
		linkApiNames(other, 'robojs/config.mdx', index)
		assert.deepEqual(links(other), [])
	})

	it('indexes the pages the reference step wrote, by the symbol name in their title', () => {
		const docs = mkdtempSync(join(tmpdir(), 'api-links-'))
		try {
			const page = (path: string, title: string): void => {
				mkdirSync(join(docs, path, '..'), { recursive: true })
				writeFileSync(join(docs, path), `---\ntitle: ${JSON.stringify(title)}\n---\n\nText.\n`)
			}
			page('ref/framework/Variable.Flashcore.md', 'Flashcore')
			page('ref/@robojs/xp/Variable.XP.md', 'XP')
			page('ref/@robojs/xp/Variable.xp-1.md', 'xp')
			page('ref/framework.mdx', 'robo.js')
			writeFileSync(join(docs, 'ref/framework/typedoc-sidebar.cjs'), 'module.exports = []')
			const built = indexReference(docs)
			assert.deepEqual([...built.keys()].sort(), ['/ref/@robojs/xp', '/ref/framework'])
			assert.equal(built.get('/ref/framework')?.get('Flashcore'), '/ref/framework/Variable.Flashcore')
			assert.equal(built.get('/ref/@robojs/xp')?.get('xp'), '/ref/@robojs/xp/Variable.xp-1')
			assert.equal(built.get('/ref/@robojs/xp')?.get('XP'), '/ref/@robojs/xp/Variable.XP')
		} finally {
			rmSync(docs, { recursive: true, force: true })
		}
	})
})
