/**
 * What the redirect pages are written from: the client-redirects options built from the redirect
 * table and the reference aliases, and the readers of the reference step's output on disk (its
 * symbol pages and the aliases.json files next to them). A wrong entry here sends an old address
 * to the wrong page, or to none, on every host.
 */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, describe, it } from 'node:test'
import { clientRedirects, redirectOptions } from '../../config/redirects'
import { redirects as table } from '../../src/data/redirects'
import {
	caseAliases,
	kindAliases,
	readAliases,
	readReferencePages,
	unsuffixedBase,
} from '../../plugins/content/reference/aliases'

const sites: string[] = []
after(() => {
	for (const dir of sites) rmSync(dir, { recursive: true, force: true })
})

/** A site folder with these files (path → content) under it. */
function site(files: Record<string, string>): string {
	const dir = mkdtempSync(join(tmpdir(), 'redirect-tables-'))
	sites.push(dir)
	for (const [path, content] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true })
		writeFileSync(join(dir, path), content)
	}
	return dir
}

const page = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n`

/** Runs `run` with console.warn recorded, and returns what it warned. */
function warnings(run: () => void): string[] {
	const said: string[] = []
	const warn = console.warn
	console.warn = (...args: unknown[]) => void said.push(args.join(' '))
	try {
		run()
	} finally {
		console.warn = warn
	}
	return said
}

describe('client-redirects options', () => {
	it('redirects each old address to its own page and skips, with a warning, one whose page is gone', () => {
		const dir = site({ 'docs/robojs/flashcore.mdx': page('Flashcore'), 'src/pages/playground.tsx': '' })
		let options: ReturnType<typeof redirectOptions> | undefined
		const said = warnings(() => {
			options = redirectOptions(dir, [
				{ from: '/docs/basics/flashcore', to: '/robojs/flashcore' },
				{ from: '/docs/basics/states', to: '/robojs/state' },
				{ from: '/docs/playground', to: '/playground' },
			])
		})
		assert.deepEqual(options?.redirects, [
			{ from: '/docs/basics/flashcore', to: '/robojs/flashcore' },
			{ from: '/docs/playground', to: '/playground' },
		])
		assert.deepEqual(said, ['[redirects] skipped /robojs/state: no page for this target yet'])
	})

	it('gives a reference page every old address the reference step wrote for it, and other pages none', () => {
		const dir = site({
			'docs/ref/@robojs/xp/aliases.json': JSON.stringify([
				{ from: '/ref/@robojs/xp/Variable.xp', to: '/ref/@robojs/xp/Variable.xp-1' },
				{ from: '/ref/@robojs/xp/Function.xp', to: '/ref/@robojs/xp/Variable.xp-1' },
			]),
			'docs/ref/framework/aliases.json': JSON.stringify([
				{ from: '/ref/framework/Function.composeColors', to: '/ref/framework/Variable.composeColors' },
			]),
		})
		const { createRedirects } = redirectOptions(dir, [])
		assert.ok(createRedirects)
		assert.deepEqual(createRedirects('/ref/@robojs/xp/Variable.xp-1'), [
			'/ref/@robojs/xp/Variable.xp',
			'/ref/@robojs/xp/Function.xp',
		])
		assert.deepEqual(createRedirects('/ref/framework/Variable.composeColors'), [
			'/ref/framework/Function.composeColors',
		])
		assert.deepEqual(createRedirects('/ref/framework/Class.Env'), [])
		// Asked again, the same answer (the aliases are read once, not added twice).
		assert.deepEqual(createRedirects('/ref/framework/Variable.composeColors'), [
			'/ref/framework/Function.composeColors',
		])
	})

	it('keeps every redirect of the real table whose page is in this repository', () => {
		const dir = join(import.meta.dirname, '..', '..')
		const redirects = redirectOptions(dir).redirects ?? []
		assert.ok(redirects.length > 0)
		assert.ok(redirects.some((r) => r.from === '/docs/basics/flashcore' && r.to === '/robojs/flashcore'))
	})

	it('makes the site write a redirect page at every old address that sends the reader to its own page', async () => {
		const siteConfig = { baseUrl: '/', future: {} }
		const out = site({})
		const context = { siteDir: join(import.meta.dirname, '..', '..'), siteConfig, outDir: out, baseUrl: '/' }
		const plugin = clientRedirects(context as unknown as Parameters<typeof clientRedirects>[0])
		assert.ok(plugin?.postBuild)
		const routesPaths = [...new Set(table.map((r) => r.to))]
		await plugin.postBuild({ routesPaths, baseUrl: '/', outDir: out, siteConfig } as unknown as Parameters<
			typeof plugin.postBuild
		>[0])
		for (const { from, to } of table) {
			const file = join(out, from, 'index.html')
			assert.ok(existsSync(file), `no redirect page for ${from}`)
			assert.equal(
				/<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(readFileSync(file, 'utf8'))?.[1],
				to,
				from,
			)
		}
	})
})

describe('reference output readers', () => {
	it('reads every package’s aliases.json, at any depth, and nothing else', () => {
		const alias = { from: '/ref/@robojs/xp/Variable.xp', to: '/ref/@robojs/xp/Variable.xp-1' }
		const kind = { from: '/ref/framework/Function.composeColors', to: '/ref/framework/Variable.composeColors' }
		const dir = site({
			'docs/ref/@robojs/xp/aliases.json': JSON.stringify([alias]),
			'docs/ref/framework/aliases.json': JSON.stringify([kind]),
			'docs/ref/framework/manifest.json': JSON.stringify([{ from: '/x', to: '/y' }]),
			'docs/guides/aliases.json': JSON.stringify([{ from: '/outside', to: '/ref' }]),
		})
		const found = readAliases(join(dir, 'docs'))
		assert.deepEqual(
			found.sort((a, b) => a.from.localeCompare(b.from)),
			[alias, kind].sort((a, b) => a.from.localeCompare(b.from)),
		)
		assert.deepEqual(readAliases(join(site({ 'docs/intro.mdx': page('Intro') }), 'docs')), [])
	})

	it('reads each symbol page as its route, package, title and kind, and skips what is not a symbol page', () => {
		const dir = site({
			'docs/ref/framework/Class.Env.md': page('Env'),
			'docs/ref/framework/Variable.xp-1.mdx': page('"xp"'),
			'docs/ref/@robojs/xp/TypeAlias.Level.md': page('Level'),
			'docs/ref/@robojs/xp/Interface.Broken.md': '---\ntitle: "unterminated\n---\n',
			'docs/ref/framework/index.md': page('framework'),
			'docs/ref/framework/Class.Untitled.md': '# no front matter\n',
			'docs/ref/framework/Class.Env.json': '{}',
			'docs/ref/framework/Class.Env.md.orig': page('Env'),
			'docs/ref/framework/Function.mdToHtml.md': page('mdToHtml'),
			// Sorted as readers read (a before B), not by code point (B before a)
			'docs/ref/framework/Function.Bind.md': page('Bind'),
			'docs/ref/framework/Function.apply.md': page('apply'),
			'docs/ref/framework/Class.Spaced.md': '---\ntitle: Spaced   \n---\n',
			'docs/ref/framework/Enumeration.Tight.md': '---\nsidebar_position: 2\nsubtitle: Other\ntitle:Tight\n---\n',
			'docs/ref/framework/Variable.Body.md': '# Body\n\nsee a---\ntitle: Fake\n',
			'docs/guides/Class.Guide.md': page('Guide'),
			'docs/ref/framework/Namespace.Util.md': page('Util'),
			'docs/ref/framework/typedoc-sidebar.cjs': 'module.exports = []',
		})
		assert.deepEqual(readReferencePages(join(dir, 'docs')), [
			{
				route: '/ref/@robojs/xp/Interface.Broken',
				packageRoute: '/ref/@robojs/xp',
				name: '"unterminated',
				kind: 'Interface',
			},
			{ route: '/ref/@robojs/xp/TypeAlias.Level', packageRoute: '/ref/@robojs/xp', name: 'Level', kind: 'TypeAlias' },
			{ route: '/ref/framework/Class.Env', packageRoute: '/ref/framework', name: 'Env', kind: 'Class' },
			{ route: '/ref/framework/Class.Spaced', packageRoute: '/ref/framework', name: 'Spaced', kind: 'Class' },
			{
				route: '/ref/framework/Enumeration.Tight',
				packageRoute: '/ref/framework',
				name: 'Tight',
				kind: 'Enumeration',
			},
			{ route: '/ref/framework/Function.apply', packageRoute: '/ref/framework', name: 'apply', kind: 'Function' },
			{ route: '/ref/framework/Function.Bind', packageRoute: '/ref/framework', name: 'Bind', kind: 'Function' },
			{
				route: '/ref/framework/Function.mdToHtml',
				packageRoute: '/ref/framework',
				name: 'mdToHtml',
				kind: 'Function',
			},
			{ route: '/ref/framework/Variable.xp-1', packageRoute: '/ref/framework', name: 'xp', kind: 'Variable' },
		])
		assert.deepEqual(readReferencePages(join(site({ 'docs/intro.mdx': page('Intro') }), 'docs')), [])
	})
})

describe('reference aliases', () => {
	const xp = '/ref/@robojs/xp'

	it("reads only a trailing number as TypeDoc's suffix", () => {
		assert.equal(unsuffixedBase('Variable.xp-1x', 'xp'), null)
		assert.equal(unsuffixedBase('Variable.xp-', 'xp'), null)
	})

	it('makes no case alias when the unsuffixed address is itself a page', () => {
		const pages = [
			{ route: `${xp}/Variable.xp`, name: 'xp' },
			{ route: `${xp}/Variable.XP`, name: 'XP' },
			{ route: `${xp}/Variable.xp-1`, name: 'xp' },
		]
		assert.deepEqual(caseAliases(pages), [])
	})

	it('gives an old address to one page only when two symbols could claim it', () => {
		const fw = '/ref/framework'
		assert.deepEqual(
			kindAliases([
				{ route: `${fw}/Variable.logger`, name: 'logger', kind: 'Variable', otherKinds: ['Function'] },
				{ route: `${fw}/TypeAlias.Logger`, name: 'Logger', kind: 'TypeAlias', otherKinds: ['Function'] },
			]),
			[{ from: `${fw}/Function.logger`, to: `${fw}/Variable.logger` }],
		)
	})
})
