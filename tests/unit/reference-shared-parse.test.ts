/**
 * The reference step's shared parse (plugins/content/reference/shared-parse.ts) and the lanes that
 * schedule packages by it (lanes.ts). TypeDoc's output with and without the shared parse is
 * compared in tests/integration/reference-shared-parse.test.ts.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import ts from 'typescript'
import { runOnLanes } from '../../plugins/content/reference/lanes'
import { parseGroup, sharedCompilerHost, sharedParseStats } from '../../plugins/content/reference/shared-parse'
import { repoRoot } from '../support/paths'

// Inside the repository, so `mdast` resolves to the site's node_modules/@types/mdast.
mkdirSync(join(repoRoot, '.cache'), { recursive: true })
const scratch = mkdtempSync(join(repoRoot, '.cache', 'shared-parse-test-'))
after(() => rmSync(scratch, { recursive: true, force: true }))

/** A one-file package importing a type from node_modules; no default lib, to stay fast. */
function pkg(name: string, body: string): string {
	const file = join(scratch, name, 'index.ts')
	mkdirSync(join(scratch, name), { recursive: true })
	writeFileSync(file, `import type { Root } from 'mdast'\n${body}\n`)
	return file
}
const base: ts.CompilerOptions = {
	noLib: true,
	types: [],
	module: ts.ModuleKind.ESNext,
	moduleResolution: ts.ModuleResolutionKind.Bundler,
	target: ts.ScriptTarget.ES2022,
}
const shared = (root: string, options = base): ts.Program =>
	ts.createProgram({ rootNames: [root], options, host: sharedCompilerHost(options) })
const mdastOf = (program: ts.Program): ts.SourceFile => {
	const file = program.getSourceFiles().find((f) => f.fileName.endsWith('/node_modules/@types/mdast/index.d.ts'))
	assert.ok(file, 'the program did not load @types/mdast')
	return file
}

describe('shared parse', () => {
	const first = pkg('first', 'export const tree: Root = { type: "root", children: [] }')
	const second = pkg('second', 'export function count(root: Root): number { return root.children.length }')

	it('hands the same declaration file to the next program of the group, and parses its own files', () => {
		const before = { ...sharedParseStats() }
		const a = shared(first)
		const b = shared(second)
		assert.equal(mdastOf(a), mdastOf(b))
		assert.notEqual(a.getSourceFile(first), undefined)
		assert.equal(b.getSourceFile(first), undefined)
		const after = sharedParseStats()
		assert.ok(after.reused > before.reused, 'the second program reused nothing')
	})

	it('type-checks a shared file as a program that parsed it itself does', () => {
		const stock = ts.createProgram({ rootNames: [second], options: base })
		const typeOf = (program: ts.Program): string => {
			const checker = program.getTypeChecker()
			const source = program.getSourceFile(second)
			assert.ok(source)
			const fn = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!)[0]
			return checker.typeToString(checker.getTypeOfSymbol(fn))
		}
		assert.equal(typeOf(shared(second)), typeOf(stock))
		assert.equal(typeOf(stock), '(root: Root) => number')
	})

	it('groups by the options that change parsing, not by where `paths` resolve from', () => {
		const withPaths = { ...base, paths: { '~/*': ['src/*'] }, pathsBasePath: '/a' }
		assert.equal(parseGroup({ ...withPaths, pathsBasePath: '/b' }), parseGroup(withPaths))
		assert.equal(parseGroup(withPaths), parseGroup(base))
		assert.notEqual(parseGroup({ ...base, target: ts.ScriptTarget.ES5 }), parseGroup(base))
		assert.notEqual(parseGroup({ ...base, jsx: ts.JsxEmit.ReactJSX }), parseGroup(base))
	})

	it('parses again for another group', () => {
		const es5 = { ...base, target: ts.ScriptTarget.ES5 }
		assert.notEqual(mdastOf(shared(first, es5)), mdastOf(shared(first)))
	})
})

describe('lanes', () => {
	const tick = (): Promise<void> => new Promise((done) => setImmediate(done))

	it('keeps each group on the lane that started it, when its items are queued', async () => {
		const ran: string[][] = [[], []]
		const items = ['a1', 'b1', 'a2', 'b2', 'a3']
		await runOnLanes(
			items,
			2,
			(item) => item[0],
			async (item, lane) => {
				ran[lane].push(item)
				await tick()
			},
		)
		assert.deepEqual(ran, [
			['a1', 'a2', 'a3'],
			['b1', 'b2'],
		])
	})

	it('takes the next item in order when its group has none left, and runs everything once', async () => {
		const ran: string[] = []
		const items = ['x', 'a1', 'y', 'a2', 'z']
		await runOnLanes(
			items,
			1,
			(item) => (item.startsWith('a') ? 'a' : undefined),
			async (item) => {
				ran.push(item)
			},
		)
		assert.deepEqual(ran, ['x', 'a1', 'a2', 'y', 'z'])
	})

	it('starts no more lanes than there are items', async () => {
		const lanes = new Set<number>()
		await runOnLanes(
			['only'],
			4,
			() => undefined,
			async (_, lane) => void lanes.add(lane),
		)
		assert.deepEqual([...lanes], [0])
	})
})
