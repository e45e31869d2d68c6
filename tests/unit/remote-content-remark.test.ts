/**
 * Which README each page gets (derived from the typed catalogues) and how the remark plugin puts
 * it into an authored MDX page: compiled by @mdx-js/mdx and rendered by React, like a doc.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import type { Element } from 'hast'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'

import { plugins } from '../../src/data/plugins'
import { templates } from '../../src/data/templates'
import { entryForDoc, readmeEntries, type ReadmeEntry } from '../../plugins/content/remote-content/entries'
import { appendReadme, remarkRemoteReadme, type RemoteReadmeOptions } from '../../plugins/content/remote-content/remark'
import { GITHUB_REPO } from '../../plugins/content/remote-content/sanitize'
import { writeStored } from '../../plugins/content/remote-content/store'
import { repoRoot } from '../support/paths'
import { testComponents } from '../support/render-mdast'

const entries = readmeEntries(plugins, templates)
const find = (key: string) => entries.find((e) => e.key === key) as ReadmeEntry

describe('README entries', () => {
	it('has one per plugin and template, with the upstream folder from the data', () => {
		assert.equal(entries.length, plugins.length + templates.length)
		assert.equal(new Set(entries.map((e) => e.key)).size, entries.length)
		for (const plugin of plugins) assert.equal(find(`plugins/${plugin.slug}`).dir, plugin.sourceDir)
		for (const template of templates.filter((t) => !t.replacedBy)) {
			assert.equal(
				find(`templates/${template.kind}/${template.name}`).dir,
				`templates/${template.kind}/${template.name}`,
			)
		}
		assert.equal(find('plugins/server').dir, 'packages/plugin-api')
		assert.equal(
			find('templates/discord-bots/gpt-chatbot-ts').dir,
			'templates/discord-bots/ai-chatbot-ts',
			'a retired template shows its replacement',
		)
	})

	it('reads the npm copy only for packages on the registry', () => {
		assert.deepEqual(
			entries.filter((e) => e.npm).map((e) => e.npm!.packageName),
			plugins.filter((p) => p.onRegistry).map((p) => p.packageName),
		)
	})

	it('maps doc paths and front matter to entries', () => {
		assert.equal(entryForDoc(entries, 'plugins/ai.mdx', {})?.key, 'plugins/ai')
		assert.equal(
			entryForDoc(entries, 'templates/discord-bots/starter-ts.mdx', {})?.key,
			'templates/discord-bots/starter-ts',
		)
		assert.equal(entryForDoc(entries, 'templates/web-apps/next-ts/index.md', {})?.key, 'templates/web-apps/next-ts')
		assert.equal(entryForDoc(entries, 'plugins/overview.mdx', {}), undefined)
		assert.equal(entryForDoc(entries, 'plugins/ai.mdx', { readme: false }), undefined)
		assert.equal(entryForDoc(entries, 'guides/x.mdx', { readme: 'plugins/sync' })?.key, 'plugins/sync')
		assert.equal(entryForDoc(entries, 'guides/x.mdx', { readme: 'plugins/../../etc' }), undefined)
	})
})

let work: string
let storeDir: string
const docsDir = join(repoRoot, 'docs')

const README = [
	'<p align="center">badges</p>',
	'',
	'# @robojs/sync',
	'',
	'## 💻 Installation',
	'',
	'```bash',
	'npx robo add @robojs/sync',
	'```',
	'',
	'## Usage',
	'',
	'See [usage](#usage) and <a href="javascript:alert(1)">this</a> {process.exit(1)}.',
	'',
	'> [!TIP]',
	'> A tip.',
].join('\n')

async function renderDoc(
	source: string,
	path: string,
	frontMatter: Record<string, unknown>,
	options: Partial<RemoteReadmeOptions> = {},
) {
	const { evaluate } = await import('@mdx-js/mdx')
	const plugin: [typeof remarkRemoteReadme, RemoteReadmeOptions] = [
		remarkRemoteReadme,
		{ enabled: true, docsDir, storeDir, entries, ...options },
	]
	const { default: Content } = await evaluate(
		{ value: source, path, data: { frontMatter } },
		{ ...(runtime as unknown as Parameters<typeof evaluate>[1]), remarkPlugins: [plugin] },
	)
	return renderToStaticMarkup(React.createElement(Content, { components: testComponents }))
}

describe('remark plugin', () => {
	/** Stores `text` as the sync plugin's README. */
	const storeSyncReadme = (text: string) =>
		writeStored(
			storeDir,
			{
				key: 'plugins/sync',
				source: 'remote',
				from: 'https://raw.githubusercontent.com/Wave-Play/robo.js/main/packages/plugin-sync/README.md',
				path: 'packages/plugin-sync/README.md',
				fetchedAt: '2025-03-04T05:06:07.000Z',
			},
			text,
		)
	before(() => {
		work = mkdtempSync(join(tmpdir(), 'remote-readme-'))
		storeDir = join(work, 'store')
		storeSyncReadme(README)
	})
	after(() => rmSync(work, { recursive: true, force: true }))

	// An authored page, MDX expression included.
	const authored = ['# Sync', '', 'Our own text about {"sync"}.', '', '## Usage', '', 'Our usage.'].join('\n')

	it('appends the README below the authored text, under a section that says where it came from', async () => {
		const html = await renderDoc(authored, join(docsDir, 'plugins/sync.mdx'), {})
		const own = html.indexOf('Our usage.')
		const section = html.indexOf('<h2 id="from-the-package-readme">From the package README</h2>')
		assert.ok(own >= 0 && section > own, html)
		assert.match(
			html,
			/<div class="remote-readme" data-readme="plugins\/sync"><p><em>Fetched from <a href="https:\/\/github.com\/Wave-Play\/robo.js\/blob\/main\/packages\/plugin-sync\/README.md">packages\/plugin-sync\/README.md<\/a> in Wave-Play\/robo.js on 2025-03-04\./,
		)
		// The page's own "Usage" will get `usage` from Docusaurus; the README's takes another id, and its anchor follows.
		assert.match(html, /<h2>Usage<\/h2>/)
		assert.match(html, /<h3 id="usage-1">Usage<\/h3>/)
		assert.match(html, /<a href="#usage-1">usage<\/a>/)
		assert.match(html, /<h3 id="installation">Installation<\/h3>/)
		assert.match(html, /data-package-manager-tabs="\{&quot;exec&quot;:&quot;robo add @robojs\/sync&quot;\}"/)
		assert.match(html, /and this \{process.exit\(1\)\}\./)
		assert.doesNotMatch(html, /badges|javascript:/)
	})

	it('leaves the page alone when there is no README, when disabled, or when the doc opts out', async () => {
		const bare = await renderDoc(authored, join(docsDir, 'plugins/cron.mdx'), {})
		assert.doesNotMatch(bare, /remote-readme|From the package README/)
		const disabled = await renderDoc(authored, join(docsDir, 'plugins/sync.mdx'), {}, { enabled: false })
		assert.doesNotMatch(disabled, /remote-readme/)
		const optedOut = await renderDoc(authored, join(docsDir, 'plugins/sync.mdx'), { readme: false })
		assert.doesNotMatch(optedOut, /remote-readme/)
	})

	it('picks a README by front matter on any page', async () => {
		const html = await renderDoc(authored, join(docsDir, 'guides/anything.mdx'), { readme: 'plugins/sync' })
		assert.match(html, /data-readme="plugins\/sync"/)
	})

	it('renders the whole hostile corpus on the fixture page', async () => {
		const fixtures = join(repoRoot, 'tests/fixtures/hostile-readmes')
		const html = await renderDoc(
			'# Corpus',
			join(repoRoot, 'tests/fixtures/hostile-readme-page/hostile-readme.mdx'),
			{ readme_fixtures: true },
			{
				fixtures: {
					dir: fixtures,
					repo: {
						blobBase: 'http://127.0.0.1/__fixture-repo__/blob/',
						rawBase: 'http://127.0.0.1/__fixture-repo__/raw/',
					},
				},
			},
		)
		assert.equal(html.match(/class="remote-readme"/g)?.length, readdirSync(fixtures).length)
		const unsafe: string[] = []
		visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
			if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'svg', 'meta', 'base'].includes(node.tagName))
				unsafe.push(node.tagName)
			for (const [name, value] of Object.entries(node.properties)) {
				if (/^on/i.test(name) || /^\s*(javascript|vbscript):/i.test(String(value)))
					unsafe.push(`${node.tagName}[${name}]`)
			}
		})
		assert.deepEqual(unsafe, [])
		assert.doesNotMatch(
			html,
			/https:\/\/raw\.githubusercontent\.com/,
			'relative images point at the loopback fixture repository',
		)
	})

	it('ignores the fixture flag unless fixtures are configured', async () => {
		const html = await renderDoc('# Corpus', join(repoRoot, 'tests/fixtures/hostile-readme-page/hostile-readme.mdx'), {
			readme_fixtures: true,
		})
		assert.doesNotMatch(html, /remote-readme/)
	})
})

describe('image policy warning', () => {
	it('names the hosts whose images a README loses, once per README, and none when all are allowed', () => {
		const entry = find('plugins/ai')
		const meta = {
			key: entry.key,
			source: 'checkout' as const,
			from: 'x',
			path: 'packages/@robojs/ai/README.md',
			fetchedAt: '2025-01-01T00:00:00Z',
			sha256: '',
		}
		const warnings: string[] = []
		const readme =
			'## Usage\n\n![a](https://pixel.invalid/a.gif) ![b](https://pixel.invalid/b.gif) ![c](https://img.shields.io/c)\n'
		appendReadme({ type: 'root', children: [] }, entry, readme, meta, GITHUB_REPO, (line) => warnings.push(line))
		assert.deepEqual(warnings, [
			'[remote] plugins/ai: images from pixel.invalid not shown (allowed image hosts: GitHub, shields.io)',
		])
		appendReadme(
			{ type: 'root', children: [] },
			entry,
			'## Usage\n\n![c](https://img.shields.io/c)\n',
			meta,
			GITHUB_REPO,
			(line) => warnings.push(line),
		)
		assert.equal(warnings.length, 1)
	})
})
