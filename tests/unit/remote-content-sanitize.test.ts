/**
 * The README sanitiser against the hostile corpus in tests/fixtures/hostile-readmes. Every README is
 * checked twice: the mdast it produces (only plain Markdown nodes and allow-listed JSX with literal
 * attributes) and the HTML that tree becomes once MDX compiles it and React renders it.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import type { Element } from 'hast'
import type { Heading, Link, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'

import {
	ALLOWED_JSX,
	GITHUB_REPO,
	IMAGE_HOSTS,
	README_SCHEMA,
	imageAllowed,
	PACKAGE_MANAGER_TABS,
	decodeReadme,
	dropLead,
	nodeText,
	packageCommand,
	sanitizeReadme,
	sanitizeUrl,
	stripEmoji,
	type SanitizeResult,
} from '../../plugins/content/remote-content/sanitize'
import { renderMdast } from '../support/render-mdast'
import { repoRoot } from '../support/paths'
import { REVIEWED_IMAGE_HOSTS } from '../support/imageHosts'

const corpusDir = join(repoRoot, 'tests/fixtures/hostile-readmes')
const corpus = readdirSync(corpusDir)
	.filter((name) => !name.startsWith('.'))
	.sort()
const DIR = 'packages/@robojs/example'

function sanitizeFixture(name: string): SanitizeResult {
	const decoded = decodeReadme(readFileSync(join(corpusDir, name)))
	assert.ok(decoded.ok, `${name} should decode`)
	return sanitizeReadme(decoded.text, { dir: DIR })
}

const root = (children: RootContent[]) => ({ type: 'root' as const, children })

// ---------------------------------------------------------------------------------------------
// Invariants for every README

const JSX_NAMES = new Set([...Object.keys(ALLOWED_JSX), PACKAGE_MANAGER_TABS])
const PM_PROPS = new Set(['create', 'install', 'run', 'exec', 'dev'])
const FORBIDDEN_NODES = new Set(['html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml'])

/** Problems in the mdast a README became; empty when it is safe. */
function treeProblems(children: RootContent[]): string[] {
	const problems: string[] = []
	const ids = new Set<string>()
	visit(root(children), (node) => {
		if (FORBIDDEN_NODES.has(node.type)) problems.push(`${node.type} node`)
		if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
			const element = node as MdxJsxFlowElement | MdxJsxTextElement
			const name = element.name ?? '<fragment>'
			if (!JSX_NAMES.has(name)) problems.push(`JSX <${name}>`)
			const allowed = name === PACKAGE_MANAGER_TABS ? PM_PROPS : new Set(ALLOWED_JSX[name] ?? [])
			for (const attribute of element.attributes) {
				if (attribute.type !== 'mdxJsxAttribute') problems.push(`<${name}> spread attribute`)
				else {
					const attr = attribute as MdxJsxAttribute
					if (!allowed.has(attr.name)) problems.push(`<${name} ${attr.name}>`)
					if (attr.value !== null && typeof attr.value !== 'string')
						problems.push(`<${name} ${attr.name}={expression}>`)
					if (name === 'img' && attr.name === 'src' && !safeImage(String(attr.value)))
						problems.push(`img src ${attr.value}`)
				}
			}
		}
		if (node.type === 'link') {
			const url = (node as Link).url
			if (!/^(https?:\/\/|mailto:|#)/.test(url)) problems.push(`link ${url}`)
		}
		if (node.type === 'image' && !safeImage((node as { url: string }).url))
			problems.push(`image ${(node as { url: string }).url}`)
		if (node.type === 'heading') {
			const heading = node as Heading
			if (heading.depth < 3) problems.push(`h${heading.depth} above the section heading`)
			const id = (heading.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id
			if (id) {
				if (ids.has(id)) problems.push(`duplicate id ${id}`)
				ids.add(id)
			}
		}
		if (
			node.type === 'containerDirective' &&
			!['note', 'tip', 'info', 'warning', 'danger'].includes((node as { name: string }).name)
		) {
			problems.push(`directive ${(node as { name: string }).name}`)
		}
	})
	return problems
}

const safeImage = (url: string) => {
	if (/^data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon)[;,]/i.test(url)) return true
	const host = /^https?:\/\/([^/?#]*)(?:[/?#]|$)/.exec(url)?.[1]
	return host !== undefined && REVIEWED_IMAGE_HOSTS.has(host)
}

const FORBIDDEN_ELEMENTS = new Set([
	'script',
	'style',
	'iframe',
	'frame',
	'frameset',
	'object',
	'embed',
	'applet',
	'form',
	'button',
	'select',
	'textarea',
	'svg',
	'math',
	'meta',
	'link',
	'base',
	'title',
	'template',
	'noscript',
	'portal',
	'video',
	'audio',
])

/** Problems in the HTML a README renders to; empty when it is safe. */
function htmlProblems(html: string): string[] {
	const problems: string[] = []
	// React adds <link rel="preload" as="image"> hints for <img>; they point at the same image URLs.
	const body = html.replace(/<link rel="preload" as="image" href="[^"]*"\/>/g, '')
	visit(fromHtml(body, { fragment: true }), 'element', (node: Element) => {
		if (FORBIDDEN_ELEMENTS.has(node.tagName)) problems.push(`<${node.tagName}>`)
		if (node.tagName === 'input' && !(node.properties.type === 'checkbox' && node.properties.disabled))
			problems.push('<input>')
		for (const [name, value] of Object.entries(node.properties)) {
			const lower = name.toLowerCase()
			if (lower.startsWith('on')) problems.push(`${node.tagName}[${name}]`)
			if (lower === 'style' && !/^text-align:(left|right|center)$/.test(String(value)))
				problems.push(`${node.tagName}[style=${value}]`)
			if (['href', 'src', 'action', 'formAction', 'srcDoc', 'data'].includes(name)) {
				const url = String(value).replace(/\s+/g, '').toLowerCase()
				const raster = node.tagName === 'img' && /^data:image\/(png|jpe?g|gif|webp|avif)[;,]/.test(url)
				if (/^(javascript|vbscript|data|file):/.test(url) && !raster) problems.push(`${node.tagName}[${name}=${value}]`)
			}
		}
	})
	return problems
}

const allText = (children: RootContent[]) => nodeText(children as never)

function jsxElements(children: RootContent[], name: string): (MdxJsxFlowElement | MdxJsxTextElement)[] {
	const found: (MdxJsxFlowElement | MdxJsxTextElement)[] = []
	visit(root(children), (node) => {
		if (
			(node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
			(node as MdxJsxFlowElement).name === name
		) {
			found.push(node as MdxJsxFlowElement)
		}
	})
	return found
}

function links(children: RootContent[]): { url: string; text: string }[] {
	const found: { url: string; text: string }[] = []
	visit(root(children), 'link', (node: Link) => {
		found.push({ url: node.url, text: nodeText(node) })
	})
	return found
}

function headings(children: RootContent[]): { depth: number; text: string; id?: string }[] {
	const found: { depth: number; text: string; id?: string }[] = []
	visit(root(children), 'heading', (node: Heading) => {
		found.push({
			depth: node.depth,
			text: nodeText(node),
			id: (node.data as { hProperties?: { id?: string } })?.hProperties?.id,
		})
	})
	return found
}

const attrs = (element: MdxJsxFlowElement | MdxJsxTextElement) =>
	Object.fromEntries(element.attributes.map((a) => [(a as MdxJsxAttribute).name, (a as MdxJsxAttribute).value]))

/**
 * Every image in document order, as attributes. An <img> with a size stays JSX; any other image,
 * Markdown or HTML, is a Markdown image (hast-util-to-mdast cannot tell them apart, nor need it).
 */
function images(children: RootContent[]): Record<string, string | null | undefined>[] {
	const found: Record<string, string | null | undefined>[] = []
	visit(root(children), (node) => {
		if (node.type === 'image') {
			const image = node as { url: string; alt?: string | null; title?: string | null }
			found.push({
				src: image.url,
				...(image.alt ? { alt: image.alt } : {}),
				...(image.title ? { title: image.title } : {}),
			})
		} else if (
			(node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
			(node as MdxJsxTextElement).name === 'img'
		)
			found.push(attrs(node as MdxJsxTextElement) as Record<string, string | null>)
	})
	return found
}

// ---------------------------------------------------------------------------------------------
// What each README must (and must not) become

const raw = (path: string) => `${GITHUB_REPO.rawBase}${DIR}/${path}`
const blob = (path: string) => `${GITHUB_REPO.blobBase}${DIR}/${path}`

const expectations: Record<string, (r: SanitizeResult, html: string) => void> = {
	'01-script-tags.md'(r, html) {
		assert.doesNotMatch(allText(r.children), /__pwned/)
		assert.match(html, /Text before\s+text after\./)
		assert.match(html, /Paragraph after the unclosed inline script stays\./)
		assert.doesNotMatch(html, /Banner/, 'the lead above the first ## is gone')
	},
	'02-img-onerror.md'(r, html) {
		const all = images(r.children)
		assert.ok(all.length >= 5)
		for (const image of all)
			assert.deepEqual(
				Object.keys(image).filter((k) => !['src', 'alt', 'title', 'width', 'height'].includes(k)),
				[],
			)
		assert.ok(all.some((i) => i.src === raw('missing.png') && i.alt === 'kept image'))
		assert.ok(!all.some((i) => i.height === '99999'), 'absurd sizes dropped')
		// New core: an unsized <img> becomes a Markdown image; only a sized one stays JSX.
		assert.deepEqual(jsxElements(r.children, 'img').map(attrs), [{ src: raw('x'), width: '100%' }])
		assert.doesNotMatch(html, /javascript/i)
	},
	'03-javascript-links.md'(r, html) {
		assert.deepEqual(links(r.children), [{ url: 'https://example.com/safe', text: 'safe link with handler' }])
		for (const text of ['lower', 'upper', 'mixed', 'reference link', 'html link', 'inline html link keeps its text'])
			assert.match(html, new RegExp(text))
	},
	'04-data-urls.md'(r) {
		assert.deepEqual(links(r.children), [])
		const sources = jsxElements(r.children, 'img').map((i) => String(attrs(i).src))
		visit(root(r.children), 'image', (n: { url: string }) => {
			sources.push(n.url)
		})
		assert.deepEqual(sources.map((s) => s.slice(0, 15)).sort(), ['data:image/gif;', 'data:image/png;'])
	},
	'05-svg-script.md'(r, html) {
		assert.doesNotMatch(html, /circle|foreignObject|xlink|animate/i)
		assert.doesNotMatch(allText(r.children), /__pwned/)
	},
	'06-mdx-expressions.md'(r, html) {
		const text = allText(r.children)
		for (const literal of [
			'{process.exit(1)}',
			"{window.__pwned = 'expression'}",
			'{/* a comment that MDX would swallow */}',
			'{process.env.SECRET}',
		]) {
			assert.ok(text.includes(literal), `${literal} arrives as text`)
		}
		assert.match(html, /\{window.__pwned = &#x27;table&#x27;\}/)
	},
	'07-mdx-import.md'(r) {
		const text = allText(r.children)
		assert.ok(text.includes("import os from 'os'"), 'import arrives as text')
		assert.ok(text.includes("{fs.readFileSync('/etc/passwd', 'utf8')}"))
	},
	'08-mdx-export.md'(r) {
		const text = allText(r.children)
		assert.ok(text.includes("export const meta = { title: 'pwned' }"))
		assert.ok(text.includes("export { readFileSync } from 'fs'"))
	},
	'09-unclosed-jsx.md'(r) {
		const text = allText(r.children)
		for (const literal of [
			"<Foo bar={window.__pwned = 'jsx-attr'}",
			'<Tabs>',
			'<PackageManagerTabs install="evil; rm -rf /" />',
			'<Component prop={1} />',
		]) {
			assert.ok(text.includes(literal), `${literal} arrives as text`)
		}
		assert.equal(jsxElements(r.children, PACKAGE_MANAGER_TABS).length, 0)
		assert.doesNotMatch(text, /'head'/, '<Head> is HTML <head>: dropped with its script')
	},
	'10-html-comments.md'(r, html) {
		assert.doesNotMatch(allText(r.children), /'comment'|'dash-comment'|'inline-comment'|unterminated'/)
		assert.match(html, /Inline\s+comment\./)
	},
	'11-entity-encoded.md'(r) {
		assert.deepEqual(links(r.children), [])
		assert.equal(jsxElements(r.children, 'img').length, 0)
		assert.ok(
			allText(r.children).includes("<script>window.__pwned = 'escaped text'</script>"),
			'escaped markup stays text',
		)
	},
	'12-style-tags.md'(r, html) {
		assert.deepEqual(
			jsxElements(r.children, 'kbd').map((k) => [nodeText(k as never), k.attributes.length]),
			[
				['Ctrl', 0],
				['C', 0],
			],
		)
		assert.match(html, /styled div text/)
		assert.doesNotMatch(html, /evil\.example|display: none/)
	},
	'13-iframe-object-embed.md'(_r, html) {
		assert.doesNotMatch(html, /fallback text|evil\.example/)
		assert.match(html, /Inline\s+iframe\./)
	},
	'14-forms.md'(_r, html) {
		assert.doesNotMatch(html, /Go|Click|Button/)
		assert.match(html, /After the forms\./)
	},
	'15-event-handlers.md'(r) {
		const details = jsxElements(r.children, 'details')
		assert.equal(details.length, 2)
		for (const d of details) assert.deepEqual(attrs(d), { open: null })
		for (const name of ['summary', 'kbd', 'sup', 'sub']) {
			for (const element of jsxElements(r.children, name))
				assert.deepEqual(element.attributes, [], `<${name}> keeps no attribute`)
		}
	},
	'16-meta-base.md'(r) {
		assert.deepEqual(links(r.children), [{ url: blob('docs/guide.md'), text: 'link' }])
		assert.doesNotMatch(allText(r.children), /Replaced title/)
	},
	'17-vbscript-and-other-schemes.md'(r) {
		assert.deepEqual(
			links(r.children).map((l) => l.url),
			['mailto:team@example.com', 'http://example.com/plain', 'https://example.com/secure'],
		)
	},
	'18-markdown-images.md'(r) {
		const urls: string[] = []
		visit(root(r.children), 'image', (n: { url: string }) => {
			urls.push(n.url)
		})
		assert.deepEqual(urls, [
			raw('images/shot.png'),
			`${GITHUB_REPO.rawBase}assets/logo.png`,
			`${GITHUB_REPO.rawBase}packages/@robojs/shared/banner.png`,
			raw('images/titled.png'),
			raw('images/ref.png'),
		])
	},
	'19-relative-links.md'(r) {
		assert.deepEqual(links(r.children), [
			{ url: blob('CHANGELOG.md'), text: 'sibling file' },
			{ url: blob('docs/usage.md#options'), text: 'dot slash' },
			{ url: `${GITHUB_REPO.blobBase}packages/@robojs/robo/README.md`, text: 'parent' },
			{ url: `${GITHUB_REPO.blobBase}LICENSE`, text: 'root relative' },
			{ url: blob('src/index.ts?plain=1#L10'), text: 'query' },
			{ url: blob('src/'), text: 'directory' },
			{ url: blob('docs/my%20file.md'), text: 'encoded' },
			{ url: blob('docs/windows.md'), text: 'backslashes' },
			{ url: 'https://example.com/page', text: 'protocol relative' },
			{ url: blob('README.md?tab=readme'), text: 'query only' },
			{ url: 'https://example.com/docs', text: 'absolute' },
		])
	},
	'20-anchors-and-emoji.md'(r) {
		assert.deepEqual(headings(r.children), [
			{ depth: 3, text: 'Getting Started', id: 'getting-started' },
			{ depth: 3, text: 'Development', id: 'development' },
			{ depth: 4, text: 'Shortcode heading', id: 'shortcode-heading' },
			{ depth: 3, text: 'Quick Links', id: 'quick-links' },
			{ depth: 3, text: 'Getting Started', id: 'getting-started-1' },
		])
		assert.deepEqual(links(r.children), [
			{ url: '#development', text: 'development' },
			{ url: '#quick-links', text: 'links' },
			{ url: `${blob('README.md')}#not-a-heading`, text: 'nowhere' },
		])
		assert.doesNotMatch(allText(r.children), /Table of Contents|intro paragraph|Project title/)
	},
	'21-install-commands.md'(r) {
		assert.deepEqual(jsxElements(r.children, PACKAGE_MANAGER_TABS).map(attrs), [
			{ exec: 'robo add @robojs/example' },
			{ install: '@robojs/example' },
			{ install: 'typescript', dev: null },
			{ create: 'my-project --template discord-bots/starter-ts' },
			{ run: 'dev' },
		])
		const code: string[] = []
		visit(root(r.children), 'code', (n: { value: string }) => {
			code.push(n.value)
		})
		assert.equal(code.length, 5, 'chains, substitutions, several lines, other languages and quotes stay code blocks')
	},
	'22-badges-and-title.md'(r) {
		assert.deepEqual(headings(r.children), [{ depth: 3, text: 'Installation', id: 'installation' }])
		assert.equal(allText(r.children).trim(), 'InstallationThis is where the README starts on the page.')
	},
	'23-details-summary.md'(r, html) {
		const details = jsxElements(r.children, 'details')
		assert.equal(details.length, 5)
		assert.deepEqual(
			jsxElements(r.children, 'summary').map((s) => nodeText(s as never)),
			['Click to expand', 'Bold summary', 'Nested', 'Inner', 'Never closed'],
		)
		assert.match(
			html,
			/<details><summary>Nested<\/summary><details><summary>Inner<\/summary><p>Inner body.<\/p><\/details><\/details>/,
		)
		assert.match(html, /<code class="language-js">console.log/)
	},
	'24-deep-nesting.md'(r) {
		let depth = 0
		const measure = (nodes: RootContent[], d: number) => {
			for (const n of nodes) {
				depth = Math.max(depth, d)
				if ('children' in n) measure(n.children as RootContent[], d + 1)
			}
		}
		measure(r.children, 1)
		assert.ok(depth <= 80, `nesting flattened (depth ${depth})`)
		assert.match(allText(r.children), /deep quote/)
	},
	'25-deep-html.md'(r) {
		assert.doesNotMatch(allText(r.children), /__pwned/)
		assert.match(allText(r.children), /deep text/)
		assert.match(allText(r.children), /After the deep HTML\./)
	},
	'26-unicode-tricks.md'(r) {
		for (const link of links(r.children))
			assert.ok(link.url.startsWith(GITHUB_REPO.blobBase), `${link.text} became a repository path`)
		// New core: hast-util-sanitize reads `ｊａｖａｓｃｒｉｐｔ:` as a scheme outside the allow-list and
		// drops the link (the old core resolved it as a repository path); its text stays.
		assert.deepEqual(
			links(r.children).map((l) => l.text),
			['rtl override'],
		)
		assert.match(allText(r.children), /fullwidth/)
	},
	'27-code-blocks.md'(r) {
		const blocks: { lang?: string | null; meta?: string | null }[] = []
		visit(root(r.children), 'code', (n: { lang?: string | null; meta?: string | null }) => {
			blocks.push({ lang: n.lang, meta: n.meta })
		})
		assert.deepEqual(blocks, [
			{ lang: 'mdx', meta: null },
			{ lang: 'jsx', meta: null },
			{ lang: 'html', meta: null },
			{ lang: null, meta: null },
			{ lang: null, meta: null },
		])
	},
	'28-heading-ids.md'(r) {
		assert.deepEqual(
			headings(r.children).map((h) => h.id),
			[
				'custom-id-custom-id',
				'comment-id',
				'heading-with-an-anchor',
				'heading-with-kbd-and-code',
				'installation',
				'installation-1',
			],
		)
	},
	'29-gfm-features.md'(r) {
		const directives: string[] = []
		visit(root(r.children), 'containerDirective', (n: { name: string }) => {
			directives.push(n.name)
		})
		assert.deepEqual(directives, ['note', 'warning'], 'GitHub alerts become admonitions; an empty one goes')
		assert.ok(links(r.children).some((l) => l.url === 'https://example.com/auto'))
		assert.ok(!links(r.children).some((l) => l.text === 'a link'), 'unsafe footnote link dropped')
	},
	'30-invalid-utf8.md'(r) {
		assert.match(allText(r.children), /Broken bytes: \uFFFD/)
		assert.doesNotMatch(allText(r.children), /__pwned/)
	},
	'33-mixed-case-tags.md'(r, html) {
		assert.equal(jsxElements(r.children, 'details').length, 2)
		assert.equal(jsxElements(r.children, 'kbd').length, 1)
		assert.doesNotMatch(html, /pascal-script|evil\.example/)
	},
	'35-image-hosts.md'(r, html) {
		assert.deepEqual(
			images(r.children).map((i) => i.src),
			[raw('images/screenshot.png')],
		)
		assert.doesNotMatch(html, /tracker\.invalid|badges\.invalid/)
		assert.match(html, /A tracking pixel in Markdown: pixel/, 'a dropped image leaves its alt text')
		assert.deepEqual(
			r.notes.filter((n) => n.includes('not an allowed image host')).map((n) => n.split(' ')[2]),
			['tracker.invalid', 'tracker.invalid', 'badges.invalid', 'tracker.invalid'],
		)
		let footnotes = 0
		visit(root(r.children), 'footnoteDefinition', () => {
			footnotes++
		})
		assert.equal(footnotes, 1, 'footnotes survive the round trip through HTML')
	},
	'36-lookalike-hosts.md'(r, html) {
		assert.deepEqual(
			images(r.children).map((i) => i.src),
			[raw('images/logo.png')],
		)
		assert.doesNotMatch(html, /[a-z0-9-]\.invalid\b/, 'no look-alike address reaches the page')
		assert.match(html, /Shouted: upper case/, 'a dropped image leaves its alt text')
		assert.deepEqual(
			r.notes.map((n) => n.replace(/^image from (\S+) not loaded.*$/, '$1').replace(/^unsafe image .*/, 'unsafe')),
			[
				'github.com.invalid',
				'img.shields.io.evil.invalid',
				'img.shields.io.evil.invalid:8443',
				'raw.githubusercontent.com.evil.invalid',
				'evil.invalid',
				'evil.invalid',
				'github.com.evil.invalid',
				'github.com.evil.invalid',
				'xn--gthub-n2e.com.invalid',
				'xn--gthub-2qa.com.invalid',
				'github.com.evil.invalid',
				'img.shields.io.invalid.',
				'avatars.githubusercontent.com.evil.invalid',
				'unsafe',
				'127.0.0.1.evil.invalid',
				'user-images.githubusercontent.com.evil.invalid',
			],
		)
	},
	'34-attribute-breakouts.md'(r) {
		const all = images(r.children)
		assert.deepEqual(
			all[0],
			{ src: raw('x.png'), alt: '"><script>window.__pwned="alt"</script>' },
			'a hostile alt stays a string',
		)
		for (const image of all) assert.ok(!('onerror' in image))
		assert.ok(!all.some((i) => 'width' in i), 'width with junk dropped')
		assert.deepEqual(links(r.children), [{ url: 'https://example.com/', text: 'title break-out' }])
	},
}

describe('hostile README corpus', () => {
	it('has at least 25 READMEs, each with expectations or a reason it is not rendered', () => {
		assert.ok(corpus.length >= 25, `${corpus.length} fixtures`)
		const unrendered = ['31-binary.md', '32-empty.md']
		assert.deepEqual(
			corpus.filter((name) => !(name in expectations) && !unrendered.includes(name)),
			[],
		)
	})

	for (const name of corpus) {
		const decoded = decodeReadme(readFileSync(join(corpusDir, name)))
		if (!decoded.ok) continue
		it(`${name}: safe tree, safe HTML, expected content`, async () => {
			const result = sanitizeFixture(name)
			assert.deepEqual(treeProblems(result.children), [])
			const html = await renderMdast(result.children)
			assert.deepEqual(htmlProblems(html), [])
			expectations[name]?.(result, html)
		})
	}

	it('refuses a binary README and an empty one', () => {
		assert.deepEqual(decodeReadme(readFileSync(join(corpusDir, '31-binary.md'))), { ok: false, reason: 'binary' })
		assert.deepEqual(decodeReadme(readFileSync(join(corpusDir, '32-empty.md'))), { ok: false, reason: 'empty' })
		assert.deepEqual(decodeReadme(new TextEncoder().encode(' \n\t\n')), { ok: false, reason: 'empty' })
	})

	it('cuts 2 MB of text at a paragraph and links to the rest, in bounded time', async () => {
		const paragraph = 'Lorem ipsum <b>dolor</b> sit amet, {consectetur} adipiscing elit. '.repeat(15) + '\n\n'
		const huge = '## Huge\n\n' + paragraph.repeat(Math.ceil((2 * 1024 * 1024) / paragraph.length))
		assert.ok(huge.length >= 2 * 1024 * 1024)
		const started = Date.now()
		const result = sanitizeReadme(huge, { dir: DIR })
		const elapsed = Date.now() - started
		assert.ok(elapsed < 15_000, `took ${elapsed} ms`)
		assert.equal(result.truncated, true)
		assert.ok(allText(result.children).length < 600 * 1024)
		assert.deepEqual(links(result.children.slice(-1)), [{ url: blob('README.md'), text: 'Read the rest on GitHub' }])
		assert.deepEqual(treeProblems(result.children), [])
	})
})

/**
 * The allow-list, written out here rather than imported, so a change to the schema in core.ts is a
 * change a reviewer sees in this test too.
 */
describe('security core schema', () => {
	it('is exactly the reviewed allow-list', () => {
		assert.deepEqual(README_SCHEMA, {
			tagNames: [
				...['a', 'b', 'blockquote', 'br', 'code', 'del', 'details', 'em'],
				...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'kbd', 'li', 'ol', 'p', 'pre'],
				...['s', 'section', 'strike', 'strong', 'sub', 'summary', 'sup'],
				...['table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul'],
			],
			attributes: {
				a: ['href', 'title', 'dataFootnoteRef', 'dataFootnoteBackref'],
				img: ['src', 'alt', 'title', 'width', 'height'],
				details: ['open'],
				code: [['className', /^language-[\w+#.-]+$/]],
				input: [['type', 'checkbox'], ['disabled', true], 'checked'],
				li: ['id'],
				ol: ['start'],
				section: ['dataFootnotes'],
				td: ['align'],
				th: ['align'],
			},
			required: { input: { type: 'checkbox', disabled: true } },
			protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https', 'data'] },
			ancestors: {
				li: ['ol', 'ul'],
				summary: ['details'],
				tbody: ['table'],
				td: ['table'],
				tfoot: ['table'],
				th: ['table'],
				thead: ['table'],
				tr: ['table'],
			},
			clobber: ['id'],
			clobberPrefix: 'user-content-',
			strip: [
				...['applet', 'audio', 'button', 'canvas', 'dialog', 'embed', 'form', 'frame', 'frameset', 'iframe'],
				...['math', 'noembed', 'noframes', 'noscript', 'object', 'option', 'optgroup', 'plaintext', 'portal'],
				...['script', 'select', 'style', 'svg', 'template', 'textarea', 'title', 'video', 'xmp'],
			],
			allowComments: false,
			allowDoctypes: false,
		})
		assert.deepEqual(ALLOWED_JSX, {
			details: ['open'],
			summary: [],
			kbd: [],
			sup: [],
			sub: [],
			img: ['src', 'alt', 'title', 'width', 'height'],
		})
		assert.deepEqual(IMAGE_HOSTS, [
			'github.com',
			'raw.githubusercontent.com',
			'user-images.githubusercontent.com',
			'private-user-images.githubusercontent.com',
			'avatars.githubusercontent.com',
			'img.shields.io',
		])
	})

	// Each case below is a place where the hast-based core reads a README differently from the
	// hand-written tree builder it replaced.
	const render = (md: string) => sanitizeReadme(md, { dir: DIR })
	it('reads a lone `<` and an unknown lowercase tag as a browser does', () => {
		const r = render('## A\n\n<custom-tag>inside</custom-tag> and 1 < 2 <marquee>moving</marquee>')
		assert.equal(allText(r.children), 'Ainside and 1 < 2 moving')
	})
	it('drops a link whose scheme is written in fullwidth letters instead of resolving it as a path', () => {
		assert.deepEqual(links(render('## A\n\n[x](ｊａｖａ:alert(1))').children), [])
	})
	it('keeps an unsized HTML <img> as a Markdown image, a sized one as JSX', () => {
		const r = render('## A\n\n<img src="a.png" alt="a"> <img src="b.png" width="20">')
		assert.deepEqual(images(r.children), [
			{ src: raw('a.png'), alt: 'a' },
			{ src: raw('b.png'), width: '20' },
		])
		assert.equal(jsxElements(r.children, 'img').length, 1)
	})
	it('takes a task list through HTML and back', () => {
		const items: (boolean | null | undefined)[] = []
		visit(
			root(render('## A\n\n- [x] done\n- [ ] open\n- plain').children),
			'listItem',
			(n: { checked?: boolean | null }) => {
				items.push(n.checked)
			},
		)
		assert.deepEqual(items, [true, false, null])
	})
	it('keeps a tight list with nested lists tight, and a loose one loose, through HTML and back', () => {
		const spreads = (md: string) => {
			const found: boolean[] = []
			visit(root(render(md).children), 'listItem', (n: { spread?: boolean | null }) => {
				found.push(n.spread === true)
			})
			return found
		}
		assert.deepEqual(spreads('## A\n\n- one\n  - a\n  - b\n- two\n'), [false, false, false, false])
		assert.deepEqual(spreads('## A\n\n- one\n\n- two\n'), [true, true])
	})
	it('closes HTML that Markdown split across blocks the way parse5 does', () => {
		const r = render('## A\n\n<details>\n<summary>S</summary>\n\nBody **bold**\n\n</details>\n\nAfter')
		assert.equal(jsxElements(r.children, 'details').length, 1)
		assert.match(allText(r.children), /SBody boldAfter$/)
	})
	it('drops an image from a host outside the policy and keeps its alt text', () => {
		const r = render('## A\n\n![hi](https://pixel.invalid/p.gif) ![b](https://img.shields.io/x)')
		assert.deepEqual(images(r.children), [{ src: 'https://img.shields.io/x', alt: 'b' }])
		assert.match(allText(r.children), /hi/)
		assert.ok(imageAllowed('data:image/png;base64,AA'))
	})

	// Addresses that contain an allowed host, or look like one, without being on it. A matcher by
	// suffix, prefix, substring, on the raw text or ignoring user info and port lets one of them through.
	const lookalikes = [
		'https://evilgithub.com/x.png', // suffix
		'https://notraw.githubusercontent.com/x.png',
		'https://shields.io/x', // the parent of an allowed host
		'https://githubusercontent.com/x',
		'https://x-img.shields.io/x', // prefix
		'https://img.shields.io.evil.invalid/x', // embedded
		'https://github.com.evil.invalid/x.png',
		'https://img.shields.iox/x',
		'https://user@github.com.evil.invalid/x', // user info
		'https://github.com@evil.invalid/x',
		'https://github.com:pw@evil.invalid/x',
		'https://user@github.com/x', // user info on the allowed host itself
		'https://github.com:8443/x.png', // port
		'http://img.shields.io:8080/x',
		'https://gіthub.com/x.png', // Cyrillic і
		'https://xn--gthub-n2e.com/x.png',
		'https://githսb.com/x.png', // Armenian ս
		'https://github.com./x.png', // trailing dot
		'https://img.shields.io../x',
		'ftp://github.com/x.png', // another scheme
		'not a url',
	]
	it('refuses look-alike image hosts, however the address is written', () => {
		assert.deepEqual(
			lookalikes.filter((url) => imageAllowed(url)),
			[],
		)
		// Through the whole sanitiser, where the URL is first made absolute and normalised.
		const r = render(`## A\n\n${lookalikes.map((url, i) => `![l${i}](${url})`).join(' ')}`)
		assert.deepEqual(images(r.children), [])
		assert.deepEqual(treeProblems(r.children), [])
	})

	it('keeps an allowed host however its case, port or letters are spelled', () => {
		const allowed = [
			'https://GITHUB.COM/x.png',
			'https://Img.Shields.IO/badge',
			'https://github.com:443/x.png', // the scheme's own port
			'http://img.shields.io:80/x',
			'https://ｇｉｔｈｕｂ.ｃｏｍ/x.png', // fullwidth letters: a browser asks github.com
			'https://raw.githubusercontent.com/Wave-Play/robo.js/main/a.png',
		]
		assert.deepEqual(
			allowed.filter((url) => !imageAllowed(url)),
			[],
		)
		const r = render(`## A\n\n${allowed.map((url, i) => `![a${i}](${url})`).join(' ')}`)
		assert.deepEqual(
			images(r.children).map((i) => i.src),
			[
				'https://github.com/x.png',
				'https://img.shields.io/badge',
				'https://github.com/x.png',
				'http://img.shields.io/x',
				'https://github.com/x.png',
				'https://raw.githubusercontent.com/Wave-Play/robo.js/main/a.png',
			],
		)
		assert.deepEqual(treeProblems(r.children), [])
	})

	it('allows the repository’s own raw host only on its own port', () => {
		const repo = { blobBase: 'http://127.0.0.1:4000/blob/', rawBase: 'http://127.0.0.1:4000/raw/' }
		assert.ok(imageAllowed('http://127.0.0.1:4000/raw/a.png', repo))
		assert.ok(!imageAllowed('http://127.0.0.1:4001/raw/a.png', repo))
		assert.ok(!imageAllowed('http://127.0.0.1/raw/a.png', repo))
		assert.ok(!imageAllowed('http://127.0.0.1.evil.invalid:4000/raw/a.png', repo))
	})

	it('checks kept images against its own host list, which catches a look-alike', () => {
		// The tree check is what would notice a matcher gone wrong in a fixture nobody wrote for it.
		assert.deepEqual(treeProblems([{ type: 'image', url: 'https://evilgithub.com/x.png', alt: '' } as RootContent]), [
			'image https://evilgithub.com/x.png',
		])
		assert.deepEqual(treeProblems([{ type: 'image', url: 'https://github.com/x.png', alt: '' } as RootContent]), [])
	})
})

describe('decodeReadme', () => {
	it('strips a BOM, normalises line ends and keeps text', () => {
		assert.deepEqual(decodeReadme(new TextEncoder().encode('\uFEFF# A\r\nb\rc')), { ok: true, text: '# A\nb\nc' })
	})
	it('replaces invalid UTF-8 rather than failing', () => {
		const decoded = decodeReadme(Uint8Array.from([0x23, 0x20, 0xff, 0x41, 0x0a]))
		assert.deepEqual(decoded, { ok: true, text: '# \uFFFDA\n' })
	})
	it('treats mostly undecodable bytes as binary', () => {
		assert.deepEqual(decodeReadme(Uint8Array.from({ length: 200 }, (_, i) => 0x80 + (i % 60))), {
			ok: false,
			reason: 'binary',
		})
	})
})

describe('sanitizeUrl', () => {
	const link = (url: string) => sanitizeUrl(url, 'link', DIR)
	const image = (url: string) => sanitizeUrl(url, 'image', DIR)

	it('keeps web and mail links', () => {
		assert.deepEqual(link('https://example.com/a?b#c'), { url: 'https://example.com/a?b#c' })
		assert.deepEqual(link('HTTP://EXAMPLE.com'), { url: 'http://example.com/' })
		assert.deepEqual(link('mailto:a@example.com'), { url: 'mailto:a@example.com' })
	})
	it('drops script, data and other schemes however they are spelled', () => {
		for (const url of [
			'javascript:alert(1)',
			' JavaScript:alert(1)',
			'java\tscript:alert(1)',
			'java\nscript:alert(1)',
			'\u0001javascript:alert(1)',
			'javascript&colon;alert(1)',
			'&#106;avascript:alert(1)',
			'%6A%61%76%61script:alert(1)',
			'vbscript:msgbox(1)',
			'data:text/html,<script>',
			'data:image/svg+xml,<svg/>',
			'file:///etc/passwd',
			'ftp://example.com',
			'about:blank',
		]) {
			assert.equal(link(url), null, url)
			assert.equal(image(url), null, url)
		}
	})
	it('allows raster data images only', () => {
		assert.deepEqual(image('data:image/png;base64,AAAA'), { url: 'data:image/png;base64,AAAA' })
		assert.equal(link('data:image/png;base64,AAAA'), null)
		assert.equal(image('data:image/svg+xml;base64,AAAA'), null)
	})
	it('resolves relative paths into the repository and refuses to leave it', () => {
		assert.deepEqual(link('docs/a.md#x'), { url: blob('docs/a.md#x') })
		assert.deepEqual(image('./img/a.png?raw=1#x'), { url: raw('img/a.png?raw=1') })
		assert.deepEqual(link('/LICENSE'), { url: `${GITHUB_REPO.blobBase}LICENSE` })
		assert.deepEqual(link('../../../README.md'), { url: `${GITHUB_REPO.blobBase}README.md` })
		assert.equal(link('../../../../x.md'), null)
		assert.deepEqual(link('//example.com/x'), { url: 'https://example.com/x' })
	})
	it('returns bare fragments as anchors for the heading map', () => {
		assert.deepEqual(link('#usage'), { anchor: 'usage' })
		assert.deepEqual(link('#%E2%9C%A8-start'), { anchor: '✨-start' })
		assert.equal(image('#usage'), null)
	})
})

describe('packageCommand', () => {
	it('recognises single install, add, create and run commands', () => {
		assert.deepEqual(packageCommand('bash', 'npx robo add @robojs/ai'), { exec: 'robo add @robojs/ai' })
		assert.deepEqual(packageCommand('sh', '$ npm install @robojs/ai @robojs/sync'), {
			install: '@robojs/ai @robojs/sync',
		})
		assert.deepEqual(packageCommand('shell', 'pnpm add -D typescript'), { install: 'typescript', dev: true })
		assert.deepEqual(packageCommand('bash', 'npx create-robo <project-name> -p @robojs/ai'), {
			create: '<project-name> -p @robojs/ai',
		})
		assert.deepEqual(packageCommand('bash', 'npm create robo@latest -- my-bot'), { create: 'my-bot' })
		assert.deepEqual(packageCommand('bash', 'npm run build'), { run: 'build' })
	})
	it('leaves everything else as a code block', () => {
		assert.equal(packageCommand('js', 'npm install x'), null)
		assert.equal(packageCommand('bash', 'npm install'), null)
		assert.equal(packageCommand('bash', 'npm install --global x'), null)
		assert.equal(packageCommand('bash', 'npm install x && rm -rf /'), null)
		assert.equal(packageCommand('bash', 'npm install x > log'), null)
		assert.equal(packageCommand('bash', 'npm install `x`'), null)
		assert.equal(packageCommand('bash', 'cd app\nnpm install x'), null)
	})
})

describe('presentation', () => {
	it('strips emoji and shortcodes from heading text', () => {
		assert.equal(stripEmoji('🛠️ Development ✨'), ' Development ')
		assert.equal(stripEmoji(':rocket: Launch at 10:30'), ' Launch at 10:30')
		assert.equal(stripEmoji('🇫🇷 👩🏽‍💻 1️⃣'), '  1')
	})
	it('drops the lead above the first ## but keeps a README without one', () => {
		const parse = (md: string) => sanitizeReadme(md, { dir: DIR }).children
		assert.equal(allText(parse('# T\n\n[![b](b.svg)](x)\n\nIntro\n\n## A\n\nBody')), 'ABody')
		assert.equal(allText(parse('# T\n\n[![b](b.svg)](x)\n\nIntro only.')), 'Intro only.')
		assert.equal(dropLead([]).length, 0)
	})
	it('shifts headings below the section heading, keeping their structure', () => {
		const depths = headings(sanitizeReadme('# T\n\nIntro\n\n## A\n\n### B\n\n###### F', { dir: DIR }).children).map(
			(h) => h.depth,
		)
		assert.deepEqual(depths, [3, 4, 6])
	})
	it('gives README headings ids the host page does not use', () => {
		const ids = new Set<string>()
		const slugger = {
			slug: (v: string) =>
				ids.has(v.toLowerCase()) ? `${v.toLowerCase()}-1` : (ids.add(v.toLowerCase()), v.toLowerCase()),
		}
		slugger.slug('install')
		const result = sanitizeReadme('## Install\n\nSee [install](#install).', { dir: DIR, slugger })
		assert.deepEqual(headings(result.children)[0].id, 'install-1')
		assert.deepEqual(links(result.children), [{ url: '#install-1', text: 'install' }])
	})
	it('falls back to a link to GitHub if the sanitiser ever throws', () => {
		const result = sanitizeReadme('## A', {
			dir: DIR,
			slugger: {
				slug: () => {
					throw new Error('boom')
				},
			},
		})
		assert.deepEqual(links(result.children), [{ url: blob('README.md'), text: 'Read it on GitHub' }])
		assert.match(result.notes[0], /boom/)
	})
})
