import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, it } from 'node:test'
import type { Nodes, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit, SKIP } from 'unist-util-visit'

import { docs } from '../../config/docs'
import type { LoadContext } from '@docusaurus/types'
import llmsPlugin from '../../plugins/content/llms'
import { defaultAdmonitions, linkFor, mdxToMarkdown, parsePage } from '../../plugins/content/llms/markdown'
import { plugins } from '../../src/data/plugins'
import { commandFor } from '../../src/lib/packageManagers'
import { galleryTemplates } from '../../src/lib/templateFilters'

const siteDir = join(import.meta.dirname, '..', '..')
const page = { title: 'Flashcore', description: 'Store data.', url: 'https://robojs.dev/robojs/flashcore' }
const convert = (source: string) => mdxToMarkdown(source, page)

/** The output read back as plain Markdown (no MDX), as a reader of the `.md` file would read it. */
const readBack = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown)

/** `{#init}` at the end of a heading: an anchor id, not text. */
const headingId = /\s*\{#[^\s{}]+\}\s*$/

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The text of a Markdown tree outside code blocks and inline code. */
function prose(tree: Root): string {
	const parts: string[] = []
	visit(tree, (node) => {
		if (node.type === 'code' || node.type === 'inlineCode') return SKIP
		if (node.type === 'text') parts.push(node.value)
	})
	return parts.join('\n')
}

function authoredPages(dir = join(siteDir, 'docs')): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) return relative(siteDir, path) === join('docs', 'ref') ? [] : authoredPages(path)
		return /\.mdx?$/.test(entry.name) ? [path] : []
	})
}

describe('mdxToMarkdown on every authored page', () => {
	const files = authoredPages()

	it('finds the authored pages', () => {
		assert.ok(files.length >= 90, `only ${files.length} pages under docs/`)
	})

	for (const path of files) {
		const file = relative(siteDir, path)
		it(file, () => {
			const source = readFileSync(path, 'utf8')
			const markdown = mdxToMarkdown(source, page, { file })
			const out = readBack(markdown)
			const text = prose(out)
			const allText = squash(toString(out))

			// No JSX, ESM or expression survives outside code.
			assert.doesNotMatch(text, /<\/?[A-Z][\w.]*/, 'a component tag leaked')
			visit(out, 'paragraph', (p) => {
				assert.doesNotMatch(toString(p), /^(import|export)\s/, 'an import or export leaked')
			})
			let html = 0
			visit(out, 'html', () => void html++)
			assert.equal(html, 0, 'raw HTML/JSX in the output')

			const { tree } = parsePage(source)
			const headings: string[] = []
			const outHeadings = new Set<string>()
			visit(out, 'heading', (h) => void outHeadings.add(squash(toString(h))))
			const fences: string[] = []
			const outFences = new Set<string>()
			visit(out, 'code', (c) => void outFences.add(c.value))
			const texts: string[] = []
			visit(tree, (node: Nodes) => {
				if (node.type === 'mdxjsEsm') assert.ok(!text.includes(node.value), `${node.value} leaked`)
				if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
					assert.ok(!text.includes(`{${node.value}}`), `the expression {${node.value}} leaked`)
				}
				if (node.type === 'heading') headings.push(squash(toString(node).replace(headingId, '')))
				if (node.type === 'code') fences.push(node.value)
				if (node.type === 'text' || node.type === 'inlineCode') texts.push(squash(node.value.replace(headingId, '')))
			})
			for (const heading of headings) assert.ok(outHeadings.has(heading), `heading "${heading}" is missing`)
			for (const fence of fences) assert.ok(outFences.has(fence), `a code block is missing:\n${fence.slice(0, 200)}`)
			// Every piece of text the page shows (prose, labels, table cells, link texts, inline code).
			const lost = texts.filter((t) => t && !allText.includes(t))
			assert.deepEqual(lost, [], 'text of the page is missing')
		})
	}
})

describe('mdxToMarkdown components', () => {
	it('writes the page header and keeps prose', () => {
		const md = convert('---\ntitle: Flashcore\n---\nIntro *text*.')
		assert.equal(md, '# Flashcore\n\n> Store data.\n\nSource: <https://robojs.dev/robojs/flashcore>\n\nIntro _text_.\n')
	})

	it('drops imports, exports and MDX comments', () => {
		const md = convert(
			"import Tabs from '@theme/Tabs'\nexport const x = 1\n\n{/* a note to authors */}\n\nText {/* inline */} here.",
		)
		assert.doesNotMatch(md, /import|export|note to authors|inline/)
		assert.match(md, /\nText {2}here\.\n$|\nText here\.\n$/)
	})

	it('puts each tab under its label, code titles kept and build-only meta dropped', () => {
		const md = convert(
			[
				'<Tabs groupId="language">',
				'<TabItem value="ts" label="TypeScript">',
				'',
				'```ts title="src/a.ts" nocheck {2}',
				"import { Flashcore } from 'robo.js'",
				'```',
				'',
				'</TabItem>',
				'<TabItem value="js">',
				'',
				'Plain *JS*.',
				'',
				'</TabItem>',
				'</Tabs>',
			].join('\n'),
		)
		assert.match(
			md,
			/\*\*TypeScript\*\*\n\n```ts title="src\/a\.ts"\nimport \{ Flashcore \} from 'robo\.js'\n```\n\n\*\*js\*\*\n\nPlain _JS_\.\n$/,
		)
	})

	it('turns the package-manager component into the npm command', () => {
		const md = convert(
			'<PackageManagerTabs install="typescript" dev />\n\n<PackageManagerTabs create="my-bot --kit bot" />\n\n<PackageManagerTabs run="build" />\n\n<PackageManagerTabs exec="robo add @robojs/ai" />',
		)
		const commands = [
			commandFor('npm', { install: 'typescript', dev: true }),
			'npx create-robo my-bot --kit bot',
			'npm run build',
			'npx robo add @robojs/ai',
		]
		assert.equal(commands[0], 'npm install --save-dev typescript')
		for (const c of commands) assert.ok(md.includes('```bash\n' + c + '\n```'), c)
	})

	it('renders admonitions as labelled quotes, with the legacy title syntax and a nested fence', () => {
		const md = convert(':::plugin Needs @robojs/server\nText\n\n```bash\nnpm i\n```\n:::\n\n:::tip\nShort.\n:::')
		assert.match(
			md,
			/> \*\*Needs @robojs\/server\*\*\n>\n> Text\n>\n> ```bash\n> npm i\n> ```\n\n> \*\*Tip\*\*\n>\n> Short\.\n$/,
		)
	})

	it('keeps a directive-looking word that is not an admonition as text', () => {
		assert.match(convert('Open localhost:3000 or host:port now.'), /localhost:3000 or host:port now\./)
	})

	it('strips explicit heading ids and writes keys as inline code', () => {
		const md = convert('### $init {#init}\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd>.')
		assert.match(md, /### \$init\n\nPress `Ctrl`\+`C`\.\n$/)
	})

	it('makes links and images absolute', () => {
		const md = convert('[State](/robojs/state), [here](#api), [ext](https://x.dev/a), ![d](/img/a.svg)')
		assert.match(
			md,
			/\[State\]\(https:\/\/robojs\.dev\/robojs\/state\), \[here\]\(https:\/\/robojs\.dev\/robojs\/flashcore#api\), \[ext\]\(https:\/\/x\.dev\/a\), !\[d\]\(https:\/\/robojs\.dev\/img\/a\.svg\)/,
		)
	})

	it('renders the template table and plugin directory from their data', () => {
		const table = convert('<TemplateTable />')
		assert.equal(table.match(/^\|/gm)?.length, galleryTemplates.length + 2)
		const t = galleryTemplates[0]
		assert.ok(table.includes(`[${t.name}](https://robojs.dev/templates/${t.kind}/${t.name})`))
		const directory = convert('<PluginDirectory />')
		assert.equal(directory.match(/^- /gm)?.length, plugins.length)
		for (const p of plugins) assert.ok(directory.includes(`\`npx robo add ${p.packageName}\``), p.packageName)
	})

	it('fails by name on a component with no Markdown form or a live expression', () => {
		assert.throws(
			() => mdxToMarkdown('Hi\n\n<Widget />', page, { file: 'docs/x.mdx' }),
			/docs\/x\.mdx:3: <Widget> has no Markdown form/,
		)
		assert.throws(() => convert('Total: {1 + 1}'), /the expression \{1 \+ 1\} has no Markdown form/)
		assert.throws(() => convert(':::aside\nText\n:::'), /:::aside is not an admonition the site renders/)
	})

	it('knows the admonition keywords the docs plugin renders', async () => {
		// Docusaurus' own default list, read from the installed loader, plus the site's keywords.
		const loader = (await import('@docusaurus/mdx-loader/lib/remark/admonitions/index.js' as string)) as {
			DefaultAdmonitionOptions: { keywords: string[] }
		}
		const expected = new Set([...loader.DefaultAdmonitionOptions.keywords, ...docs.admonitions.keywords])
		assert.deepEqual(new Set(defaultAdmonitions), expected)
	})
})

describe('linkFor', () => {
	const bySource = new Map([['docs/robojs/state.mdx', '/robojs/state']])
	const at = (href: string) =>
		linkFor(href, 'docs/robojs/flashcore.mdx', 'https://robojs.dev/robojs/flashcore', 'https://robojs.dev', bySource)
	it('resolves routes, anchors and source-file links to absolute URLs', () => {
		assert.equal(at('/robojs/state#persisting'), 'https://robojs.dev/robojs/state#persisting')
		assert.equal(at('./state.mdx#persisting'), 'https://robojs.dev/robojs/state#persisting')
		assert.equal(at('#api'), 'https://robojs.dev/robojs/flashcore#api')
		assert.equal(at('https://github.com/x'), 'https://github.com/x')
		assert.equal(at('mailto:a@b.c'), 'mailto:a@b.c')
	})
})

describe('llmsPlugin', () => {
	const siteConfig = { url: 'https://robojs.dev', baseUrl: '/', title: 'Robo.js', tagline: 'Bots and more.' }
	/** A site with the given pages under docs/, loaded the way the docs plugin hands them over. */
	function site(pages: Record<string, string | null>) {
		const dir = mkdtempSync(join(tmpdir(), 'llms-plugin-'))
		const docs = Object.entries(pages).map(([id, body]) => {
			if (body !== null) {
				mkdirSync(join(dir, 'docs'), { recursive: true })
				writeFileSync(join(dir, 'docs', `${id}.mdx`), body)
			}
			return { id, title: id, description: `About ${id}.`, permalink: `/${id}`, source: `@site/docs/${id}.mdx` }
		})
		const allContent = {
			'docusaurus-plugin-content-docs': {
				default: {
					loadedVersions: [{ docs, sidebars: { tutorialSidebar: docs.map(({ id }) => ({ type: 'doc', id })) } }],
				},
			},
		}
		const plugin = llmsPlugin({ siteDir: dir, siteConfig } as unknown as LoadContext)
		const outDir = join(dir, 'build')
		mkdirSync(outDir)
		return {
			dir,
			outDir,
			loaded: () => plugin.allContentLoaded!({ allContent } as never),
			postBuild: async () => plugin.postBuild!({ outDir } as never),
		}
	}
	const cached = (dir: string) =>
		existsSync(join(dir, '.cache', 'llms')) ? readdirSync(join(dir, '.cache', 'llms')) : []

	it('writes llms.txt, llms-full.txt and each page’s Markdown in postBuild, keeping each page in .cache/llms', async () => {
		const s = site({ one: '# One\n\nFirst page.\n', two: 'Second page with a [link](/one).\n' })
		await s.loaded()
		assert.deepEqual(cached(s.dir), [], 'nothing is converted before postBuild')
		await s.postBuild()
		assert.equal(cached(s.dir).length, 2)
		assert.match(readFileSync(join(s.outDir, 'two.md'), 'utf8'), /\[link\]\(https:\/\/robojs\.dev\/one\)/)
		assert.match(
			readFileSync(join(s.outDir, 'llms.txt'), 'utf8'),
			/- \[one\]\(https:\/\/robojs\.dev\/one\.md\): About one\./,
		)
		assert.equal(readFileSync(join(s.outDir, 'llms-full.txt'), 'utf8').split('\n---\n').length, 2)
		// The next build takes every page from the cache instead of converting it again.
		for (const file of cached(s.dir)) writeFileSync(join(s.dir, '.cache', 'llms', file), `from the cache: ${file}`)
		await s.postBuild()
		assert.match(readFileSync(join(s.outDir, 'one.md'), 'utf8'), /^from the cache: /)
	})

	it('fails postBuild with the name of a page that cannot be converted', async () => {
		const s = site({ gone: null })
		await s.loaded()
		await assert.rejects(s.postBuild(), /ENOENT.*docs\/gone\.mdx/)
	})
})
