import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fromMarkdown } from 'mdast-util-from-markdown'
import type { Root } from 'mdast'

import { linkApiNames, scopesFor, symbolOf, type SymbolIndex } from '../../plugins/api-links'

const index: SymbolIndex = new Map([
	[
		'/ref/framework',
		new Map([
			['Flashcore', '/ref/framework/variables/Flashcore'],
			['createCommandConfig', '/ref/framework/functions/createCommandConfig'],
			['logger', '/ref/framework/variables/logger'],
			['ready', '/ref/framework/functions/ready'],
		]),
	],
	['/ref/@robojs/server', new Map([['RoboRequest', '/ref/@robojs/server/classes/RoboRequest']])],
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
			'/ref/framework/variables/Flashcore',
			'/x',
			'/ref/framework/functions/createCommandConfig',
		])
	})

	it("lets a plugin guide link its own package's symbols", () => {
		assert.deepEqual(scopesFor('plugins/server.mdx'), ['/ref/@robojs/server', '/ref/framework'])
		const tree = fromMarkdown('`RoboRequest` and `Flashcore`')
		linkApiNames(tree, 'plugins/server.mdx', index)
		assert.deepEqual(links(tree), ['/ref/@robojs/server/classes/RoboRequest', '/ref/framework/variables/Flashcore'])
		const other = fromMarkdown('`RoboRequest`')
		linkApiNames(other, 'robojs/config.mdx', index)
		assert.deepEqual(links(other), [])
	})
})
