/**
 * The reference pipeline end to end, offline, outside Docusaurus: robo.js, @robojs/server,
 * @robojs/sync and @robojs/patch from their registry tarballs in node_modules, and a fixture
 * package (tests/fixtures/reference-package) through the checkout source, with the resolver's
 * checkout directory pointed at tests/fixtures. Output goes to a scratch docs folder and cache.
 */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { generateReference, type PackageResult, type ReferenceReport } from '../../plugins/content/reference/generate'
import type { ManifestEntry } from '../../plugins/content/reference/manifest'
import { frameworkPackage, referencePackages, type ReferencePackage } from '../../plugins/content/reference/packages'
import { buildReferenceSidebar } from '../../plugins/content/reference/sidebar'
import { repoRoot } from '../support/paths'

const fixture: ReferencePackage = {
	id: '@robojs/reference-fixture',
	packageName: '@robojs/reference-fixture',
	version: '1.2.3',
	sourceDir: 'reference-package',
	summary: 'Fixture package for the reference tests.',
	docId: 'ref/@robojs/reference-fixture',
	route: '/ref/@robojs/reference-fixture',
	guide: { route: '/plugins/reference-fixture', docId: 'plugins/content/reference-fixture', label: 'Fixture guide' },
	onRegistry: false,
}
const registry = referencePackages.filter((p) => p.onRegistry)
const packages = [...registry, fixture]

// Under the site folder, so staged checkouts resolve robo.js and friends from its node_modules.
// Inside the repository so TypeDoc resolves the fixture's imports from its node_modules.
mkdirSync(join(repoRoot, '.cache'), { recursive: true })
const scratch = mkdtempSync(join(repoRoot, '.cache', 'reference-test-'))
const docsDir = join(scratch, 'docs')
const cacheDir = join(scratch, 'cache')
const lines: string[] = []
let cold: ReferenceReport
let warm: ReferenceReport

const run = (): Promise<ReferenceReport> =>
	generateReference({
		siteDir: repoRoot,
		docsDir,
		cacheDir,
		packages,
		repoDir: join(repoRoot, 'tests/fixtures'),
		github: { enabled: false, ref: 'main' },
		routeExists: (route) => route === '/robojs/flashcore',
		log: (line) => lines.push(line),
	})

const result = (report: ReferenceReport, id: string): PackageResult => {
	const r = report.results.find((x) => x.pkg.id === id)
	assert.ok(r, `no result for ${id}`)
	return r
}
const entry = (id: string, name: string): ManifestEntry => {
	const found = result(cold, id).entries?.find((e) => e.name === name)
	assert.ok(found, `${id} has no page for ${name}`)
	return found
}
const page = (pkg: ReferencePackage, e: ManifestEntry): string => readFileSync(join(docsDir, pkg.docId, e.file), 'utf8')
const titleOf = (markdown: string): string | undefined => /^title: "(.*)"$/m.exec(markdown)?.[1]

before(async () => {
	cold = await run()
	warm = await run()
})
after(() => rmSync(scratch, { recursive: true, force: true }))

describe('reference pipeline, offline', () => {
	it('documents the four registry packages from node_modules and the fixture from the checkout', () => {
		for (const pkg of registry) {
			const r = result(cold, pkg.id)
			assert.equal(r.status, 'generated', `${pkg.id}: ${r.message}`)
			assert.equal(r.source, `npm ${pkg.version}`)
			assert.ok((r.entries?.length ?? 0) > 0)
		}
		const f = result(cold, fixture.id)
		assert.equal(f.status, 'generated', f.message)
		assert.equal(f.source, 'checkout')
	})

	it('names robo.js pages after their symbols, with the right kinds', () => {
		const expected: Record<string, string> = {
			Flashcore: 'Variable',
			createCommandConfig: 'Function',
			CommandConfig: 'Interface',
			Logger: 'Class',
			State: 'Class',
			Config: 'Interface',
			Mode: 'Variable',
			LogDrain: 'Type Alias',
			getState: 'Function',
		}
		for (const [name, kind] of Object.entries(expected)) {
			const e = entry('robo.js', name)
			assert.equal(e.kind, kind, name)
			assert.equal(titleOf(page(frameworkPackage, e)), name)
		}
		assert.equal(entry('robo.js', 'Flashcore').file, 'Variable.Flashcore.md')
		assert.equal(entry('robo.js', 'createCommandConfig').file, 'Function.createCommandConfig.md')
		// The namespace half of `logger` (function with properties) is not a page of its own.
		assert.ok(!result(cold, 'robo.js').entries?.some((e) => e.kind === 'Namespace'))
		assert.ok(!existsSync(join(docsDir, frameworkPackage.docId, 'robo.js')))
	})

	it("documents @robojs/server's exports", () => {
		const kinds = Object.fromEntries((result(cold, '@robojs/server').entries ?? []).map((e) => [e.name, e.kind]))
		assert.deepEqual(
			{
				RoboRequest: kinds.RoboRequest,
				RoboResponse: kinds.RoboResponse,
				ready: kinds.ready,
				getServerEngine: kinds.getServerEngine,
			},
			{ RoboRequest: 'Class', RoboResponse: 'Class', ready: 'Function', getServerEngine: 'Function' },
		)
		for (const name of ['Server', 'RouteHandler', 'HttpMethod']) assert.ok(kinds[name], name)
	})

	it('documents the fixture: every kind, deprecation, a page title per symbol, MDX-safe text', () => {
		const kinds = Object.fromEntries((result(cold, fixture.id).entries ?? []).map((e) => [e.name, e.kind]))
		assert.deepEqual(kinds, {
			Greeter: 'Class',
			GreeterOptions: 'Interface',
			GreetCommandConfig: 'Interface',
			Tone: 'Type Alias',
			counter: 'Function',
			defaultTone: 'Variable',
			greet: 'Function',
			shout: 'Function',
			LOUD: 'Variable',
			loud: 'Variable',
		})
		const shout = entry(fixture.id, 'shout')
		assert.equal(shout.deprecated, true)
		assert.match(page(fixture, shout), /:::caution\[Deprecated\]/)
		assert.match(page(fixture, shout), /Use greet with the `loud` tone instead/)

		const greet = page(fixture, entry(fixture.id, 'greet'))
		assert.equal(titleOf(greet), 'greet')
		assert.match(
			greet,
			/^\*\*Function\*\* in \[@robojs\/reference-fixture\]\(\/ref\/@robojs\/reference-fixture\) 1\.2\.3$/m,
		)
		assert.match(greet, /\\\{name\\\}/, 'braces in comments are escaped')

		// A template literal in a table cell stays inside one code span.
		const config = page(fixture, entry(fixture.id, 'GreetCommandConfig'))
		assert.match(config, /`` const template = \(user: string\) => `Hi \$\{user\}, welcome \{back\}!` ``/)
		// Cross-package link: the framework type it extends links to the framework's page.
		assert.match(config, /\]\(\/ref\/framework\/Interface\.CommandConfig\)/)
		// Table anchors go through Link so Docusaurus' anchor checker knows them.
		assert.match(config, /<Link id="property-template" \/>/)
		assert.match(config, /^import Link from '@docusaurus\/Link'$/m)
	})

	it("writes pages at the previous site's <Kind>.<Name> addresses, unique ignoring case", () => {
		const files = (result(cold, fixture.id).entries ?? []).map((e) => e.file)
		assert.ok(files.includes('Class.Greeter.md'))
		assert.ok(files.includes('TypeAlias.Tone.md'))
		assert.ok(files.includes('Interface.GreeterOptions.md'))
		assert.equal(new Set(files.map((f) => f.toLowerCase())).size, files.length)
		// LOUD and loud: TypeDoc suffixes one; its old address redirects, the other page sends it on.
		const upper = entry(fixture.id, 'LOUD').file
		const lower = entry(fixture.id, 'loud').file
		const [suffixed, plain] = /-\d+\.md$/.test(upper) ? [upper, lower] : [lower, upper]
		assert.match(suffixed, /^Variable\.(LOUD|loud)-1\.md$/)
		const route = (file: string): string => `${fixture.route}/${file.replace(/\.md$/, '')}`
		const aliases = JSON.parse(readFileSync(join(docsDir, fixture.docId, 'aliases.json'), 'utf8')) as unknown
		assert.deepEqual(aliases, [{ from: route(suffixed).replace(/-1$/, ''), to: route(suffixed) }])
		assert.match(readFileSync(join(docsDir, fixture.docId, plain), 'utf8'), /<CaseAlias aliases=/)
	})

	it('keeps the Function.<name> address of a variable typed as a function (TypeDoc reads .d.ts)', () => {
		const composeColors = entry('robo.js', 'composeColors')
		assert.equal(composeColors.kind, 'Variable')
		assert.deepEqual(composeColors.otherKinds, ['Function'])
		const aliases = JSON.parse(readFileSync(join(docsDir, frameworkPackage.docId, 'aliases.json'), 'utf8')) as {
			from: string
			to: string
		}[]
		assert.ok(
			aliases.some(
				(a) => a.from === '/ref/framework/Function.composeColors' && a.to === '/ref/framework/Variable.composeColors',
			),
		)
		assert.ok(!aliases.some((a) => a.from === '/ref/framework/Function.Flashcore'), 'only variables typed as functions')
	})

	it('links a symbol to its guide when the guide page exists', () => {
		assert.match(
			page(frameworkPackage, entry('robo.js', 'Flashcore')),
			/Guide: \[\/robojs\/flashcore\]\(\/robojs\/flashcore\)/,
		)
		assert.doesNotMatch(
			page(frameworkPackage, entry('robo.js', 'Logger')),
			/Guide:/,
			'no link to a page that is missing',
		)
	})

	it('writes a landing page per package, listing its symbols by kind', () => {
		const landing = readFileSync(join(docsDir, 'ref/framework.mdx'), 'utf8')
		assert.match(landing, /^title: "robo.js"$/m)
		assert.match(landing, /<PackageManagerTabs install="robo.js" \/>/)
		assert.match(landing, /### Classes[\s\S]*\[Logger\]\(\/ref\/framework\/Class\.Logger\)/)
		assert.match(
			landing,
			/### Functions[\s\S]*\[createCommandConfig\]\(\/ref\/framework\/Function\.createCommandConfig\)/,
		)
		const server = readFileSync(join(docsDir, 'ref/@robojs/server.mdx'), 'utf8')
		assert.match(server, /<PackageManagerTabs exec="robo add @robojs\/server" \/>/)
		assert.match(server, /\| Built on \|[\s\S]*\| \[robo\.js\]\(\/ref\/framework\) \|/)
		assert.ok(
			!existsSync(join(docsDir, 'ref/framework/index.md')),
			"TypeDoc's index page is replaced by the landing page",
		)
	})

	it('prints one line per package and a summary', () => {
		for (const pkg of packages)
			assert.ok(
				lines.some((l) => l.startsWith(`[reference] ${pkg.id} `)),
				pkg.id,
			)
		assert.ok(lines.some((l) => /^\[reference\] robo\.js \d+ pages \d+\.\d s \(npm 0\.10\.32/.test(l)))
		assert.ok(lines.some((l) => /^\[reference\] 5 packages, \d+ pages in/.test(l)))
	})

	it('parses the declaration files packages share once per worker: later packages of a group reuse them', () => {
		const reused = cold.results.reduce((sum, r) => sum + (r.reusedFiles ?? 0), 0)
		// The four registry packages read their .d.ts files with one set of options: one group.
		assert.ok(reused > 100, `only ${reused} declaration files were reused`)
		assert.ok(
			lines.some((l) => new RegExp(`; TypeDoc peak \\d+ MB per worker, ${reused} declaration files reused`).test(l)),
		)
	})

	it('skips TypeDoc on a warm run: every package comes from the cache', () => {
		for (const r of warm.results) assert.equal(r.status, 'cached', r.pkg.id)
		assert.deepEqual(
			warm.results.map((r) => r.entries?.length),
			cold.results.map((r) => r.entries?.length),
		)
		assert.ok(warm.ms < 5000, `warm run took ${warm.ms} ms`)
	})

	it('builds a sidebar with no entry without a page, framework first', () => {
		const sidebar = buildReferenceSidebar(docsDir, packages)
		const ids: string[] = []
		const walk = (items: readonly unknown[]): void => {
			for (const item of items as { type: string; id?: string; items?: unknown[]; link?: { id: string } }[]) {
				if (item.id) ids.push(item.id)
				if (item.link?.id) ids.push(item.link.id)
				if (item.items) walk(item.items)
			}
		}
		walk(sidebar)
		assert.equal(ids[0], 'ref/framework')
		assert.ok(ids.length > 100)
		for (const id of ids) {
			assert.ok(
				['.md', '.mdx'].some((ext) => existsSync(join(docsDir, id + ext))),
				`sidebar entry without a page: ${id}`,
			)
		}
		assert.ok(ids.includes('ref/framework/Variable.Flashcore'))
		assert.ok(ids.includes('ref/@robojs/reference-fixture/Function.greet'))
	})
})

describe('reference pipeline without sources', () => {
	it('still writes the landing page, says the reference is missing and which variable to set', async () => {
		const bare = mkdtempSync(join(repoRoot, '.cache', 'reference-test-'))
		const output: string[] = []
		try {
			const report = await generateReference({
				siteDir: repoRoot,
				docsDir: join(bare, 'docs'),
				cacheDir: join(bare, 'cache'),
				packages: [fixture],
				npm: false,
				github: { enabled: false, ref: 'main' },
				log: (line) => output.push(line),
			})
			assert.equal(report.results[0]?.status, 'missing')
			const landing = readFileSync(join(bare, 'docs', `${fixture.docId}.mdx`), 'utf8')
			assert.match(landing, /could not be generated in this build/)
			assert.match(landing, /Set `ROBO_REPO_DIR`/)
			assert.equal(output.filter((l) => l.includes('set ROBO_REPO_DIR')).length, 1)
			assert.deepEqual(buildReferenceSidebar(join(bare, 'docs'), [fixture]), [
				{ type: 'doc', id: fixture.docId, label: fixture.packageName },
			])
		} finally {
			rmSync(bare, { recursive: true, force: true })
		}
	})
})
