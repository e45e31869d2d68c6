/**
 * The README security core (core.ts) at its edges: the HTML a README author writes by hand rather
 * than the HTML the Markdown pipeline writes for them. A capitalised HTML tag of any kind is still
 * HTML; a <summary> keeps its inline content (a Markdown paragraph included) and nothing else; a
 * footnote reference keeps the element around it and the text beside it; footnote identifiers come
 * back whole even when they hold the prefixes the footnote writer adds; a footnote section written
 * in HTML gives footnotes only for the items that can be one. And the core's own output holds only
 * the JSX it promises: known names, allowed attributes with literal values, no empty elements, since
 * the page trusts that shape.
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

import { ALLOWED_JSX, looksLikeJsx, secureTree } from '../../plugins/content/remote-content/core'
import { sanitizeReadme } from '../../plugins/content/remote-content/sanitize'

const DIR = 'packages/x'

const markdownOf = (children: RootContent[]): string =>
	toMarkdown({ type: 'root', children } as Nodes, { extensions: [gfmToMarkdown(), mdxJsxToMarkdown()] })

/** The README's body as its page shows it (after its first heading), written back as Markdown. */
const page = (readme: string): string => markdownOf(sanitizeReadme(`## A\n\n${readme}`, { dir: DIR }).children.slice(1))

/** The core alone: remark-parse's tree of a README in, the safe tree out. */
const secure = (readme: string): RootContent[] =>
	secureTree((unified().use(remarkParse).use(remarkGfm).parse(readme) as Root).children)

const lines = (...text: string[]) => text.join('\n') + '\n'

/** A node as `{ type or <jsx name>: children }`, text as its value, a footnote reference as `[^id]`. */
const shape = (node: Nodes): unknown => {
	if (node.type === 'text' || node.type === 'inlineCode') return node.value
	if (node.type === 'footnoteReference') return `[^${node.identifier}]`
	if (node.type === 'break') return '<br>'
	if (node.type === 'image') return { image: node.url }
	const children = 'children' in node ? node.children.map(shape) : []
	if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return { [`<${node.name}>`]: children }
	return { [node.type]: children }
}

describe('README security core, hand-written HTML', () => {
	it('reads a capitalised tag as HTML whatever HTML element it names', () => {
		// One name from each stretch of the alphabet HTML knows; JSX (an unknown capitalised name) is text.
		const html = ['<Abbr>', '<Center>', '<Figure>', '<Img>', '<Meta>', '<Nav>', '<Noscript>', '<Ol>', '<P>', '</Param>']
		html.push('<Picture>', '<Span>', '<Template>', '<Var>', '<Wbr>')
		assert.deepEqual(
			html.filter((tag) => looksLikeJsx(tag)),
			[],
		)
		assert.equal(
			page(lines('<P>One</P><Ol><Li>Two</Li></Ol><Noscript>Three</Noscript><Nav>Four</Nav>')),
			lines('One', '', '1. Two', '', 'Four'),
		)
	})

	it("gives a <summary> its inline content, a Markdown paragraph's included, and no block", () => {
		const tree = sanitizeReadme(
			lines(
				'## A',
				'',
				'<details>',
				'<summary>',
				'',
				'**Bold** title',
				'',
				'</summary>',
				'',
				'Body',
				'',
				'</details>',
				'',
				'<details><summary>A <em>e</em> <del>d</del> <code>c</code> <a href="https://example.com/">l</a><br><kbd>K</kbd>',
				'<ul><li>list</li></ul><blockquote>quote</blockquote><pre>code</pre></summary>',
				'',
				'Body',
				'',
				'</details>',
			),
			{ dir: DIR },
		)
		assert.deepEqual(tree.children.slice(1).map(shape), [
			{ '<details>': [{ '<summary>': [{ strong: ['Bold'] }, ' title'] }, { paragraph: ['Body'] }] },
			{
				'<details>': [
					{
						'<summary>': [
							'A ',
							{ emphasis: ['e'] },
							' ',
							{ delete: ['d'] },
							' ',
							'c',
							' ',
							{ link: ['l'] },
							'<br>',
							{ '<kbd>': ['K'] },
						],
					},
					{ paragraph: ['Body'] },
				],
			},
		])
	})

	it('keeps the element around a footnote reference, and the text beside it in <sup>', () => {
		assert.equal(
			page(lines('Press <kbd>[^a]</kbd>, <sub>[^a]</sub>, <sup>[^a] more</sup>, <sup>[^a]</sup>.', '', '[^a]: Note.')),
			lines('Press <kbd>[^a]</kbd>, <sub>[^a]</sub>, <sup>[^a] more</sup>, [^a].', '', '[^a]: Note.'),
		)
	})

	it('reads a hand-written footnote reference that points at no footnote as the link or text it is', () => {
		assert.equal(page('See <a data-footnote-ref>this</a> now.'), lines('See this now.'))
		for (const href of ['#', 'https://example.com/', 'docs/guide.md'])
			assert.equal(
				page(`See <a data-footnote-ref href="${href}">this</a>.`),
				page(`See <a href="${href}">this</a>.`),
				href,
			)
	})

	it('keeps footnote labels that hold #, fn- or user-content-, references and definitions alike', () => {
		assert.equal(
			page(
				lines(
					'T[^c#1] [^my-fn-x] [^y-user-content-z]',
					'',
					'[^c#1]: One.',
					'[^my-fn-x]: Two.',
					'[^y-user-content-z]: Three.',
				),
			),
			lines(
				'T[^c#1] [^my-fn-x] [^y-user-content-z]',
				'',
				'[^c#1]: One.',
				'',
				'[^my-fn-x]: Two.',
				'',
				'[^y-user-content-z]: Three.',
			),
		)
	})

	it('reads a footnote section written in HTML: its ordered items with an id and content are the footnotes', () => {
		// The identifier is the id without the prefixes the footnote writer and the sanitiser add
		// (a leading `user-content-` and `fn-`), so a hand-written `intro-fn-1` stays whole.
		const readme = lines(
			'See<sup><a href="#intro-fn-1" data-footnote-ref>1</a></sup>.',
			'',
			'<section data-footnotes>Loose text<h2>Notes</h2><ul><li id="in-ul">In a list that is not ordered</li></ul>',
			'<ol>Text in the list<li id="intro-fn-1"><p>First</p></li><li>No id</li><li id="empty"></li></ol></section>',
		)
		assert.equal(page(readme), lines('See[^intro-fn-1].', '', '[^intro-fn-1]: First'))
	})

	it('returns only the JSX it promises: allowed names and attributes, literal values, nothing empty', () => {
		const tree = secure(
			lines(
				'<details><summary>Open</summary>',
				'',
				'Body <kbd>K</kbd> <sub>2</sub> <sup>3</sup>',
				'',
				'</details>',
				'',
				'<details open title="t"><summary title="t"></summary>',
				'',
				'Shut <kbd title="t"></kbd> <sub></sub> <sup> </sup>',
				'',
				'</details>',
				'',
				'<img src="a.png" width="10"> <img src="b.png" height="20" alt="B"> <img src="c.png" width="1" height="2">',
			),
		)
		const elements: string[] = []
		const faults: string[] = []
		visit({ type: 'root', children: tree } as Nodes, (node) => {
			if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
			const name = node.name ?? ''
			const allowed = ALLOWED_JSX[name] ?? []
			const attributes = node.attributes.map((a) =>
				a.type === 'mdxJsxAttribute' && allowed.includes(a.name) && (a.value === null || typeof a.value === 'string')
					? `${a.name}=${String(a.value)}`
					: `bad attribute ${JSON.stringify(a) ?? String(a)}`,
			)
			elements.push(`<${name}${attributes.map((a) => ` ${a}`).join('')}>`)
			if (!(name in ALLOWED_JSX)) faults.push(`unknown element <${name}>`)
			if (name !== 'img' && node.children.length === 0) faults.push(`empty <${name}>`)
		})
		assert.deepEqual(faults, [])
		assert.deepEqual(elements, [
			'<details>',
			'<summary>',
			'<kbd>',
			'<sub>',
			'<sup>',
			'<details open=null>',
			'<img src=a.png width=10>',
			'<img src=b.png alt=B height=20>',
			'<img src=c.png width=1 height=2>',
		])
	})
})
