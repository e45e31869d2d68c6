/**
 * The README security core (core.ts) on HTML that is not hostile: what a reader sees of the HTML and
 * the GFM extras a README uses. An HTML tag written with capitals is still HTML, JSX is shown as
 * text, footnotes survive the trip through HTML, image sizes are kept only when they are sizes, and
 * HTML nested past the limit becomes its text rather than a stack overflow. Compared as Markdown
 * (GFM, JSX), so any change a reader would see changes the text compared.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Nodes, Root, RootContent } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { mdxJsxToMarkdown } from 'mdast-util-mdx-jsx'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'

import { looksLikeJsx, secureTree } from '../../plugins/content/remote-content/core'
import { GITHUB_REPO, sanitizeReadme } from '../../plugins/content/remote-content/sanitize'

const DIR = 'packages/x'
const RAW = `${GITHUB_REPO.rawBase}${DIR}/`

const markdownOf = (children: RootContent[]): string =>
	toMarkdown({ type: 'root', children } as Nodes, { extensions: [gfmToMarkdown(), mdxJsxToMarkdown()] })

const page = (readme: string): string => markdownOf(sanitizeReadme(readme, { dir: DIR }).children)

/** The core alone: remark-parse's tree of a README in, the safe tree out. */
const secure = (readme: string): RootContent[] =>
	secureTree((unified().use(remarkParse).use(remarkGfm).parse(readme) as Root).children)

const lines = (...text: string[]) => text.join('\n') + '\n'

describe('README security core', () => {
	it('reads an HTML tag written with capitals as the HTML it is, and a JSX tag as text', () => {
		assert.equal(
			page(
				lines(
					'## A',
					'',
					'<B>b</B> <Del>d</Del> <Kbd>k</Kbd> <Strong>s</Strong> <Sup>1</Sup> <Tt>t</Tt> <S>x</S> <I>i</I>',
					'',
					'<Foo>f</Foo> <Foo.Bar /> <svg:rect/> <x-y {...p}>z</x-y>',
					'',
					'<H3>h</H3>',
					'',
					'<Pre>pre</Pre>',
					'',
					'<Ul><Li>u</Li></Ul>',
					'',
					'- item <Tabs>t</Tabs>',
					'  - nested <Foo.Bar />',
				),
			),
			lines(
				'### A',
				'',
				'**b** ~~d~~ <kbd>k</kbd> **s** <sup>1</sup> t ~~x~~ *i*',
				'',
				'\\<Foo>f\\</Foo> \\<Foo.Bar /> svg:rect/ \\<x-y {...p}>z',
				'',
				'#### h',
				'',
				'```',
				'pre',
				'```',
				'',
				'* u',
				'',
				'- item \\<Tabs>t\\</Tabs>',
				'  * nested \\<Foo.Bar />',
			),
		)
	})

	it('tells JSX from HTML by the tag name', () => {
		const jsx = ['<Tabs>', '</Tabs>', '<Foo.Bar/>', '<a:b>', '<x {...p}>', '<x y={1}/>', 'a <br> b <Tabs>']
		const html = ['<Details>', '</DIV>', '<br>', '<img src="a">', 'a { b } <br>', '<Table>', '<Xmp>', '{<b>}', '1 < 2']
		assert.deepEqual(
			jsx.filter((v) => !looksLikeJsx(v)),
			[],
		)
		assert.deepEqual(
			html.filter((v) => looksLikeJsx(v)),
			[],
		)
	})

	it('takes footnotes through HTML and back, references and definitions alike', () => {
		const result = sanitizeReadme(
			lines('## A', '', 'Text[^note] and<sup>[^b]</sup>.', '', '[^note]: The note.', '[^b]: B note.'),
			{
				dir: DIR,
			},
		)
		assert.equal(
			markdownOf(result.children),
			lines('### A', '', 'Text[^note] and[^b].', '', '[^note]: The note.', '', '[^b]: B note.'),
		)
		const identifiers: string[] = []
		visit({ type: 'root', children: result.children } as Nodes, (node) => {
			if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition')
				identifiers.push(`${node.type} ${node.identifier} ${node.label}`)
		})
		assert.deepEqual(identifiers, [
			'footnoteReference note note',
			'footnoteReference b b',
			'footnoteDefinition note note',
			'footnoteDefinition b b',
		])
	})

	it('keeps the text of an HTML section, and a sized image with its size, alt and title', () => {
		const alt = 'a'.repeat(600)
		assert.equal(
			page(
				lines(
					'## A',
					'',
					'<section>sec</section>',
					'',
					`<img src="a.png" width=" 50% " height="12345"> <img src="b.png" width="abc" alt="B"> <img src="c.png" alt="${alt}" title="T" height="7">`,
				),
			),
			lines(
				'### A',
				'',
				'sec',
				'',
				`<img src="${RAW}a.png" width="50%" /> ![B](${RAW}b.png) <img src="${RAW}c.png" alt="${'a'.repeat(500)}" title="T" height="7" />`,
			),
		)
	})

	it('keeps a <details> open only when the README opens it, and its summary as inline text', () => {
		const result = sanitizeReadme(
			lines(
				...['## A', '', '<details open><summary>Open <b>me</b></summary>', '', 'Body', '', '</details>', ''],
				...['<details>', '<summary></summary>', '', 'Shut', '', '</details>'],
			),
			{ dir: DIR },
		)
		/** A node as `{ type or <jsx name>: children, attributes }`, text as its value. */
		const shape = (node: Nodes): unknown => {
			if (node.type === 'text') return node.value
			const children = 'children' in node ? node.children.map(shape) : []
			if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return { [node.type]: children }
			const attributes = node.attributes.map((a) => ('name' in a ? `${a.name}=${String(a.value)}` : 'spread'))
			return { [`<${node.name}>`]: children, ...(attributes.length > 0 ? { attributes } : {}) }
		}
		assert.deepEqual(result.children.slice(1).map(shape), [
			{
				'<details>': [{ '<summary>': ['Open ', { strong: ['me'] }] }, { paragraph: ['Body'] }],
				attributes: ['open=null'],
			},
			{ '<details>': [{ paragraph: ['Shut'] }] },
		])
	})

	it('replaces HTML nested deeper than 63 elements by its text', () => {
		const nested = (n: number) => '<blockquote>'.repeat(n) + 'deep' + '</blockquote>'.repeat(n)
		const quotes = (children: RootContent[]) => {
			let count = 0
			visit({ type: 'root', children } as Nodes, 'blockquote', () => {
				count++
			})
			return count
		}
		const kept = secure(nested(70))
		assert.equal(quotes(kept), 63)
		assert.match(JSON.stringify(kept), /"value":"deep"/)
		assert.equal(quotes(secure(nested(63))), 63)
		assert.equal(quotes(secure(nested(62))), 62)
	})
})
