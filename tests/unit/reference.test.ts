/**
 * The reference generator's pure parts: packages derived from plugins.ts, the guide map, MDX-safe
 * text, page decoration and landing pages. (The TypeDoc pipeline itself: tests/integration/reference-pipeline.test.ts.)
 */
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { caseAliases, kindAliases, unsuffixedBase } from '../../plugins/content/reference/aliases'
import { firstError } from '../../plugins/content/reference/generate'
import { landingPage } from '../../plugins/content/reference/landing'
import type { ManifestEntry } from '../../plugins/content/reference/manifest'
import { frameworkPackage, referencePackages, safeName } from '../../plugins/content/reference/packages'
import {
	decoratePage,
	excludedByDocs,
	symbolRoute,
	type PageContext,
} from '../../plugins/content/reference/postprocess'
import { codeBlocksToSpans, frontMatter, inlineMdx, plainText } from '../../plugins/content/reference/text'
import { framework, plugins } from '../../src/data/plugins'
import { guideFor, referenceGuides } from '../../src/data/referenceGuides'
import { repoRoot } from '../support/paths'
import { specReferencePackages } from '../spec'

/** The spec's list of packages with a reference (section 2, "API reference"). */
const specPackages = [...specReferencePackages]

describe('reference packages', () => {
	it('are robo.js at /ref/framework, then every plugin with a reference at /ref/@robojs/<slug>', () => {
		assert.equal(referencePackages[0], frameworkPackage)
		assert.equal(frameworkPackage.route, '/ref/framework')
		assert.equal(frameworkPackage.docId, 'ref/framework')
		assert.equal(frameworkPackage.packageName, framework.packageName)
		assert.equal(frameworkPackage.guide.route, '/getting-started')
		const pluginPackages = referencePackages.slice(1)
		assert.deepEqual(pluginPackages.map((p) => p.route.replace('/ref/@robojs/', '')).sort(), specPackages)
		for (const pkg of pluginPackages) {
			const plugin = plugins.find((p) => p.packageName === pkg.packageName)
			assert.ok(plugin?.reference, pkg.id)
			assert.equal(pkg.id, plugin.packageName, 'instance id is the package name')
			assert.equal(pkg.sourceDir, plugin.sourceDir)
			assert.equal(pkg.version, plugin.version)
			assert.equal(pkg.route, `/ref/${plugin.packageName}`)
			assert.equal(pkg.guide.route, `/plugins/${plugin.slug}`)
		}
	})

	it('have unique, file-system-safe cache names', () => {
		const names = referencePackages.map((p) => safeName(p.id))
		assert.equal(new Set(names).size, names.length)
		for (const name of names) assert.match(name, /^[a-zA-Z0-9._-]+$/)
	})
})

describe('reference guide map', () => {
	it('points only at guide routes of the spec, for symbols named like identifiers', () => {
		const guideRoute =
			/^\/(robojs|discord-bots|discord-activities|plugins|cli|hosting)\/[a-z0-9_-]+$|^\/getting-started$/
		for (const [pkg, guides] of Object.entries(referenceGuides)) {
			assert.ok(
				referencePackages.some((p) => p.packageName === pkg),
				`${pkg} has a reference`,
			)
			for (const [symbol, route] of Object.entries(guides ?? {})) {
				assert.match(symbol, /^[A-Za-z_$][\w$]*$/)
				assert.match(route, guideRoute, `${pkg} ${symbol}`)
			}
		}
	})

	it('finds the guide of a symbol and nothing for unknown or inherited names', () => {
		assert.equal(guideFor('robo.js', 'Flashcore'), '/robojs/flashcore')
		assert.equal(guideFor('robo.js', 'NoSuchSymbol'), undefined)
		assert.equal(guideFor('robo.js', 'constructor'), undefined)
		assert.equal(guideFor('robo.js', 'toString'), undefined)
		assert.equal(guideFor('@robojs/unknown', 'Flashcore'), undefined)
	})
})

describe('reference text helpers', () => {
	it('escapes braces, angle brackets and pipes outside code spans, keeps code, drops link targets', () => {
		assert.equal(inlineMdx('Use {name} or <T> here'), 'Use \\{name\\} or \\<T\\> here')
		assert.equal(inlineMdx('Call `get<T>({ key })` now'), 'Call `get<T>({ key })` now')
		assert.equal(inlineMdx('a | b and `x | y`'), 'a \\| b and `x \\| y`')
		assert.equal(inlineMdx('See [the docs](../x.md)\nfor more'), 'See the docs for more')
		assert.equal(inlineMdx('back\\slash'), 'back\\\\slash')
	})

	it('makes short plain-text descriptions', () => {
		assert.equal(plainText('The `Flashcore` [store](https://x) is **fast**.'), 'The Flashcore store is fast.')
		const long = plainText('word '.repeat(60))
		assert.ok(long.length <= 160, String(long.length))
		assert.ok(long.endsWith('…'))
	})

	it('turns a code block in a table cell into one code span that contains its backticks', () => {
		assert.equal(codeBlocksToSpans('x ```ts\nconst a = `Hi ${b}`\nrun()\n``` y'), 'x `` const a = `Hi ${b}` run() `` y')
		assert.equal(codeBlocksToSpans('```\nplain()\n```'), '`plain()`')
		// A run of two backticks inside would make a three-backtick fence: four are used instead.
		assert.equal(codeBlocksToSpans('```js\na ``b`` c\n```'), '```` a ``b`` c ````')
	})

	it('writes front matter as YAML strings', () => {
		assert.equal(
			frontMatter({ title: 'A: "b"', custom_edit_url: null, last_update: { author: 'me' } }),
			'---\ntitle: "A: \\"b\\""\ncustom_edit_url: null\nlast_update:\n  author: "me"\n---\n',
		)
	})
})

describe('reference page decoration', () => {
	const pkg = frameworkPackage
	const entry = (over: Partial<ManifestEntry> = {}): ManifestEntry => ({
		name: 'Flashcore',
		kind: 'Variable',
		file: 'Variable.Flashcore.md',
		deprecated: false,
		summary: 'Built-in KV database for {long-term} storage.',
		...over,
	})
	const context = (routes: string[] = []): PageContext => ({
		pkg,
		outDir: '/site/docs/ref/framework',
		docsDir: '/nonexistent',
		entries: [],
		version: '0.10.32',
		routeExists: (route) => routes.includes(route),
		symbols: new Map([['robo.js', new Map([['State', '/ref/framework/Class.State']])]]),
	})
	const raw = [
		'# Variable: Flashcore',
		'',
		'```ts',
		'const Flashcore: object;',
		'```',
		'',
		'[**Learn more:** Flashcore](https://robojs.dev/robojs/flashcore) and [hosting](https://robojs.dev/hosting/gone)',
		'',
		'Back to [the index](index.md).',
		'',
		'| Name | Type |',
		'| --- | --- |',
		'| <a id="property-get"></a> `get()` | `Function` |',
		'',
	].join('\n')
	const file = '/site/docs/ref/framework/Variable.Flashcore.md'

	it('titles the page with the bare symbol name and states kind, package and version', () => {
		const page = decoratePage(raw, entry(), context(), file)
		assert.match(page, /^---\ntitle: "Flashcore"\nsidebar_label: "Flashcore"\n/)
		assert.match(page, /^description: "Built-in KV database for \{long-term\} storage\."$/m)
		assert.match(page, /^custom_edit_url: null$/m)
		// Who generated it, but no date: a build-time stamp would differ between two builds of one commit.
		assert.match(page, /^last_update:\n {2}author: "TypeDoc \(robo\.js 0\.10\.32\)"\n---$/m)
		assert.doesNotMatch(page, /^ {2}date:/m)
		assert.doesNotMatch(page, /^# /m, "TypeDoc's own title line is gone")
		assert.match(page, /^\*\*Variable\*\* in \[robo\.js\]\(\/ref\/framework\) 0\.10\.32$/m)
	})

	it('links the guide and robojs.dev pages only when they exist here, and the index to the landing page', () => {
		const page = decoratePage(raw, entry(), context(['/robojs/flashcore']), file)
		assert.match(page, /· Guide: \[\/robojs\/flashcore\]\(\/robojs\/flashcore\)/)
		assert.match(page, /\[\*\*Learn more:\*\* Flashcore\]\(\/robojs\/flashcore\)/)
		assert.match(page, /\[hosting\]\(https:\/\/robojs\.dev\/hosting\/gone\)/)
		assert.match(page, /\[the index\]\(\/ref\/framework\)/)
		assert.doesNotMatch(decoratePage(raw, entry(), context(), file), /Guide:/)
	})

	it('registers table anchors with Docusaurus through Link', () => {
		const page = decoratePage(raw, entry(), context(), file)
		assert.match(page, /^import Link from '@docusaurus\/Link'$/m)
		assert.match(page, /\| <Link id="property-get" \/> `get\(\)` \|/)
		assert.doesNotMatch(page, /<a id=/)
	})

	it('marks deprecated symbols with an admonition carrying the reason', () => {
		const withSection = `${raw}\n## Deprecated\n\nOld text.\n\n## Returns\n\nx\n`
		const page = decoratePage(
			withSection,
			entry({ deprecated: true, deprecation: 'Use `State` {instead}.' }),
			context(),
			file,
		)
		assert.match(page, /:::caution\[Deprecated\]\n\nUse `State` \\\{instead\\\}\.\n\n:::/)
		assert.doesNotMatch(page, /## Deprecated/)
		assert.match(page, /## Returns/)
	})

	it('points links to other packages at their symbol pages, and unlinks symbols without a page', () => {
		const linked = [
			raw,
			'- [`State`](/ref/__symbol__/robo.js/State)',
			'- [`LoggerOptions`](/ref/__symbol__/robo.js/LoggerOptions)',
			'- [`RoboRequest`](/ref/__symbol__/@robojs/server/RoboRequest)',
		].join('\n')
		const page = decoratePage(linked, entry(), context(), file)
		assert.match(page, /- \[`State`\]\(\/ref\/framework\/Class\.State\)/)
		assert.match(page, /^- `LoggerOptions`$/m)
		assert.match(page, /^- `RoboRequest`$/m)
		assert.doesNotMatch(page, /__symbol__/)
	})

	it('knows which symbol pages the docs plugin would exclude (config/docs.ts: **/_*.md)', () => {
		// Flat `<Kind>.<Name>` files never start with `_`, so `_internal` gets its page.
		assert.equal(excludedByDocs('Function._internal.md'), false)
		assert.equal(excludedByDocs('_internal.md'), true)
		assert.equal(excludedByDocs('ref/framework/_internal'), true)
		assert.equal(excludedByDocs('Function.get_state.md'), false)
	})

	it('routes symbol pages under the package route', () => {
		assert.equal(symbolRoute(pkg, { file: 'Class.Logger.md' }), '/ref/framework/Class.Logger')
		const server = referencePackages.find((p) => p.id === '@robojs/server')
		assert.ok(server)
		assert.equal(symbolRoute(server, { file: 'Function.ready.md' }), '/ref/@robojs/server/Function.ready')
	})
})

describe('reference addresses of names that differ only in case', () => {
	const xp = '/ref/@robojs/xp'
	const pages = [
		{ route: `${xp}/Variable.XP`, name: 'XP' },
		{ route: `${xp}/Variable.xp-1`, name: 'xp' },
		{ route: `${xp}/Function.formatXP`, name: 'formatXP' },
	]

	it("reads TypeDoc's suffix only after the symbol's own name", () => {
		assert.equal(unsuffixedBase('Variable.xp-1', 'xp'), 'Variable.xp')
		assert.equal(unsuffixedBase('Variable.xp-12', 'xp'), 'Variable.xp')
		assert.equal(unsuffixedBase('Variable.XP', 'XP'), null)
		assert.equal(unsuffixedBase('Variable.v-1', 'x'), null)
	})

	it('gives the suffixed page its old address, folded onto the page that holds it ignoring case', () => {
		assert.deepEqual(caseAliases(pages), [
			{ from: `${xp}/Variable.xp`, to: `${xp}/Variable.xp-1`, owner: `${xp}/Variable.XP`, name: 'xp' },
		])
		// A suffix with no namesake to fold onto leaves nothing to redirect.
		assert.deepEqual(caseAliases([{ route: `${xp}/Variable.xp-1`, name: 'xp' }]), [])
	})

	it('answers at the other kind TypeDoc gives a symbol on other input, unless a page holds it', () => {
		const fw = '/ref/framework'
		assert.deepEqual(
			kindAliases([
				{ route: `${fw}/Variable.composeColors`, name: 'composeColors', kind: 'Variable', otherKinds: ['Function'] },
				{ route: `${fw}/TypeAlias.Session`, name: 'Session', kind: 'Type Alias', otherKinds: ['Variable'] },
				{ route: `${fw}/Variable.mode`, name: 'mode', kind: 'Variable', otherKinds: ['Function'] },
				{ route: `${fw}/Function.Mode`, name: 'Mode', kind: 'Function' },
				{ route: `${fw}/Variable.Flashcore`, name: 'Flashcore', kind: 'Variable' },
			]),
			[
				{ from: `${fw}/Function.composeColors`, to: `${fw}/Variable.composeColors` },
				{ from: `${fw}/Variable.Session`, to: `${fw}/TypeAlias.Session` },
			],
		)
	})

	it('links the two pages to each other; the owner sends the exact other spelling on', () => {
		const entries: ManifestEntry[] = [
			{ name: 'XP', kind: 'Variable', file: 'Variable.XP.md', deprecated: false, summary: '' },
			{ name: 'xp', kind: 'Variable', file: 'Variable.xp-1.md', deprecated: false, summary: '' },
		]
		const server = referencePackages.find((p) => p.id === '@robojs/server')
		assert.ok(server)
		const pkg = { ...server, route: xp, docId: 'ref/@robojs/xp' }
		const context: PageContext = {
			pkg,
			outDir: '/site/docs/ref/@robojs/xp',
			docsDir: '/nonexistent',
			entries,
			version: '0.5.0',
			routeExists: () => false,
			symbols: new Map(),
		}
		const aliases = caseAliases(entries.map((e) => ({ route: symbolRoute(pkg, e), name: e.name })))
		const [upper, lower] = entries.map((e) =>
			decoratePage('# Variable: x\n\nText.\n', e, context, `/site/docs/ref/@robojs/xp/${e.file}`, aliases),
		)
		// The generated page imports the component by a site path: it must name a file that exists.
		const imported = /^import CaseAlias from '@site\/(.+)'$/m.exec(upper ?? '')?.[1]
		assert.ok(imported && existsSync(join(repoRoot, `${imported}.tsx`)), `CaseAlias import: ${imported}`)
		assert.match(
			upper ?? '',
			/<CaseAlias aliases=\{\[\["\/ref\/@robojs\/xp\/Variable\.xp","\/ref\/@robojs\/xp\/Variable\.xp-1"\]\]\} \/>/,
		)
		assert.match(upper ?? '', /\[xp\]\(\/ref\/@robojs\/xp\/Variable\.xp-1\)/)
		assert.match(lower ?? '', /\[XP\]\(\/ref\/@robojs\/xp\/Variable\.XP\)/)
		assert.doesNotMatch(lower ?? '', /CaseAlias/)
	})
})

describe('reference landing page', () => {
	const server = referencePackages.find((p) => p.id === '@robojs/server')
	assert.ok(server)
	const entries: ManifestEntry[] = [
		{
			name: 'ready',
			kind: 'Function',
			file: 'Function.ready.md',
			deprecated: false,
			summary: 'Resolves when {ready}.',
		},
		{ name: 'RoboRequest', kind: 'Class', file: 'Class.RoboRequest.md', deprecated: false, summary: '' },
		{ name: 'old', kind: 'Function', file: 'Function.old.md', deprecated: true, summary: 'Gone.' },
	]

	it('says what the package is, how to install it, its guide, and lists symbols by kind', () => {
		const page = landingPage({
			pkg: server,
			entries,
			source: 'npm 0.6.6',
			version: '0.6.6',
			guideTitle: 'Server',
			hint: 'ROBO_REPO_DIR',
		})
		assert.match(page, /^title: "@robojs\/server"$/m)
		assert.match(page, /^import PackageManagerTabs from '@site\/src\/components\/PackageManagerTabs'$/m)
		assert.match(page, /<PackageManagerTabs exec="robo add @robojs\/server" \/>/)
		assert.match(page, /\[Server\]\(\/plugins\/server\)/)
		assert.match(page, /\[robo\.js\]\(\/ref\/framework\)/)
		assert.ok(page.indexOf('### Classes') < page.indexOf('### Functions'))
		assert.match(page, /\| \[RoboRequest\]\(\/ref\/@robojs\/server\/Class\.RoboRequest\) \| — \|/)
		assert.match(page, /\| \[ready\]\(\/ref\/@robojs\/server\/Function\.ready\) \| Resolves when \\\{ready\\\}\. \|/)
		assert.match(page, /\| ~~\[old\]\(\/ref\/@robojs\/server\/Function\.old\)~~ \| \*\*Deprecated\.\*\* Gone\. \|/)
		assert.doesNotMatch(page, /could not be generated/)
	})

	it('stands without sources: no symbols, a note naming the variable to set, no guide link to a missing page', () => {
		const page = landingPage({ pkg: server, entries: null, hint: 'ROBO_REPO_DIR' })
		assert.match(page, /:::note\[Reference not generated\]/)
		assert.match(page, /could not be generated in this build/)
		assert.match(page, /Set `ROBO_REPO_DIR`/)
		assert.doesNotMatch(page, /\| Guide \|/)
		assert.doesNotMatch(page, /### /)
	})

	it('installs robo.js itself with the package manager and points at create-robo', () => {
		const page = landingPage({ pkg: frameworkPackage, entries: [], hint: 'ROBO_REPO_DIR' })
		assert.match(page, /<PackageManagerTabs install="robo\.js" \/>/)
		assert.match(page, /\[create-robo\]\(\/cli\/create-robo\)/)
		assert.doesNotMatch(page, /Built on/)
	})
})

describe('reference build failures', () => {
	it('name the first error of a TypeDoc run, a worker that ran out of heap included', () => {
		const typedoc = [
			'[info] Loaded plugin x',
			'[error] Unable to find any entry points. See previous warnings',
			'[error] later',
		]
		assert.equal(firstError(typedoc.join('\n')), '[error] Unable to find any entry points. See previous warnings')
		// What a V8 worker prints when it reaches its --max-old-space-size.
		const oom = [
			'<--- Last few GCs --->',
			'[4242:0x5c0]    9012 ms: Mark-Compact 118.9 (121.5) -> 118.2 (122.0) MB',
			'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
			' 1: 0xe1f3c4 node::OOMErrorHandler',
		]
		assert.equal(
			firstError(oom.join('\n')),
			'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
		)
		assert.equal(firstError('[info] all good\n[warning] a note'), undefined)
	})
})
