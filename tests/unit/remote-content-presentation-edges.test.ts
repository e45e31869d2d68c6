/**
 * The edges of a README's presentation that the main cases (remote-content-presentation.test.ts)
 * leave open: what goes with the lead when a `##` follows it, which paragraphs count as badges,
 * headings made of emoji or inline markup and the ids they get, whitespace and breaks at the edges
 * of a line, quotes that are not alerts, empty HTML elements, and the notes the build prints. Each
 * case is a README a package could ship; the expected page is what a reader must see.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Heading, Nodes, RootContent } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { mdxJsxToMarkdown } from 'mdast-util-mdx-jsx'
import { directiveToMarkdown } from 'mdast-util-directive'
import { toHast } from 'mdast-util-to-hast'
import { toHtml } from 'hast-util-to-html'
import { visit } from 'unist-util-visit'

import {
	GITHUB_REPO,
	nodeText,
	packageCommand,
	sanitizeReadme,
	truncate,
	type SanitizeOptions,
} from '../../plugins/content/remote-content/sanitize'

const DIR = 'packages/x'
const README_URL = `${GITHUB_REPO.blobBase}${DIR}/README.md`

const markdownOf = (children: RootContent[]): string =>
	toMarkdown({ type: 'root', children } as Nodes, {
		extensions: [gfmToMarkdown(), mdxJsxToMarkdown(), directiveToMarkdown()],
	})

const sanitized = (readme: string, options: Partial<SanitizeOptions> = {}) =>
	sanitizeReadme(readme, { dir: DIR, ...options })

/** The README as the page shows it, written back as Markdown. */
const page = (readme: string, options: Partial<SanitizeOptions> = {}): string =>
	markdownOf(sanitized(readme, options).children)

const lines = (...text: string[]) => text.join('\n') + '\n'

/** Each heading of the page: its text and the id its anchor uses. */
const headings = (children: RootContent[]): { text: string; id: unknown }[] => {
	const out: { text: string; id: unknown }[] = []
	visit({ type: 'root', children } as Nodes, 'heading', (node: Heading) => {
		out.push({ text: nodeText(node), id: (node.data as { id?: unknown } | undefined)?.id })
	})
	return out
}

describe('README lead', () => {
	it('drops everything above the first ## section, an introduction paragraph included', () => {
		const readme = lines(
			'# Title',
			'',
			'[![npm](https://img.shields.io/npm/v/x)](https://npm.im/x)',
			'',
			'Intro above the first section.',
			'',
			'## Install',
			'',
			'Body',
		)
		assert.equal(page(readme), lines('### Install', '', 'Body'))
	})

	it('leaves an empty page, not the fallback, for a README that is only a title and badges', () => {
		const result = sanitized(lines('# Title', '', '[![npm](https://img.shields.io/npm/v/x)](https://npm.im/x)'))
		assert.deepEqual(result.children, [])
		assert.deepEqual(result.notes, [])
	})

	it('counts as badges only images, reference images, breaks and HTML, alone or in links made of them', () => {
		// Each README has no `##`: a badge paragraph goes with the title after it; anything else stops the lead there.
		const body = ['', '# Title', '', 'Body']
		const badges = [
			'[![npm][npm-img]][npm-url] ![ci][ci-img]',
			'![a](https://img.shields.io/a)\\\n![b](https://img.shields.io/b)',
			'![a](https://img.shields.io/a) <img src="https://img.shields.io/b">',
		]
		const references = [
			'',
			'[npm-img]: https://img.shields.io/npm/v/x',
			'[npm-url]: https://npm.im/x',
			'[ci-img]: https://img.shields.io/ci',
		]
		for (const lead of badges) assert.equal(page(lines(lead, ...body, ...references)), lines('Body'), lead)

		// An empty link, a link or a paragraph holding text beside an image, and a heading of an image are content.
		assert.equal(page(lines('[](https://x.example)', ...body)), lines('### Title', '', 'Body'))
		assert.equal(
			page(lines('[![a](https://img.shields.io/a) npm](https://x.example)', ...body)),
			lines('[![a](https://img.shields.io/a) npm](https://x.example/)', '', '### Title', '', 'Body'),
		)
		assert.equal(
			page(lines('Some text ![b](https://img.shields.io/b)', ...body)),
			lines('Some text ![b](https://img.shields.io/b)', '', '### Title', '', 'Body'),
		)
		assert.equal(
			page(lines('# Title', '', '### ![banner](https://img.shields.io/b)', '', 'Body')),
			lines('### ![banner](https://img.shields.io/b)', '', 'Body'),
		)
	})
})

describe('README sections removed', () => {
	it('removes a table of contents however its words are spaced, and keeps headings that only mention contents', () => {
		const readme = lines(
			'## Table of 📚 Contents',
			'',
			'- [Use](#use)',
			'',
			'## Package contents',
			'',
			'p',
			'',
			'## Contents of the box',
			'',
			'c',
			'',
			'## TOC generator',
			'',
			't',
		)
		assert.equal(
			page(readme),
			lines('### Package contents', '', 'p', '', '### Contents of the box', '', 'c', '', '### TOC generator', '', 't'),
		)
	})
})

describe('README headings', () => {
	it('drops a heading whose only words were emoji, even inside emphasis', () => {
		assert.equal(page(lines('## **🚀** **🚀**', '', '## Kept')), lines('### Kept'))
	})

	it('moves the space an emoji leaves at the edge of emphasis outside it', () => {
		assert.equal(
			page(lines('## *🚀 Fast* start', '', '## Go **fast 🚀** now', '', '## A ~~🚀 b 🚀~~ c')),
			lines('### *Fast* start', '', '### Go **fast** now', '', '### A ~~b~~ c'),
		)
	})

	it('strips emoji inside emphasis and keeps inline code and images, with ids from the visible words', () => {
		const result = sanitized(
			lines(
				'## *🚀 Fast* start',
				'',
				'## Deploy 🚀 now',
				'',
				'## The `run` command',
				'',
				'## ![logo](https://img.shields.io/l) Logo',
			),
		)
		assert.deepEqual(
			headings(result.children).map(({ text, id }) => ({ text: text.trim(), id })),
			[
				{ text: 'Fast start', id: 'fast-start' },
				{ text: 'Deploy now', id: 'deploy-now' },
				{ text: 'The run command', id: 'the-run-command' },
				{ text: 'logo Logo', id: 'logo-logo' },
			],
		)
		assert.equal(
			markdownOf(result.children.slice(1)),
			lines('### Deploy now', '', '### The `run` command', '', '### ![logo](https://img.shields.io/l) Logo'),
		)
	})

	it('numbers same-named headings in reading order, inside a quote too', () => {
		const result = sanitized(lines('## A', '', '> ### Same', '>', '> ### Same', '', '[first](#same) [second](#same-1)'))
		assert.deepEqual(headings(result.children), [
			{ text: 'A', id: 'a' },
			{ text: 'Same', id: 'same' },
			{ text: 'Same', id: 'same-1' },
		])
	})

	it('matches a loose anchor by the letters themselves, so ß is not read as ss', () => {
		assert.equal(
			page(lines('## Straße', '', '[loose](#strasse)')),
			lines('### Straße', '', `[loose](${README_URL}#strasse)`),
		)
	})

	it('keeps an in-page link’s title', () => {
		assert.equal(page(lines('## A', '', '[x](#a "T")')), lines('### A', '', '[x](#a "T")'))
	})
})

describe('README text', () => {
	it('keeps any wording, the words a mutation tool writes in place of an empty string included', () => {
		// "Stryker was here!" is what StrykerJS puts where the code compares with ''; a README may say it too.
		assert.equal(
			page(lines('## Stryker was here!', '', 'Stryker was here!')),
			lines('### Stryker was here!', '', 'Stryker was here!'),
		)
	})

	it('trims spaces, non-breaking spaces and line breaks left at the edges of a line by dropped images', () => {
		const readme = lines(
			'## A',
			'',
			'![](https://evil.invalid/a.png)\\',
			'lead break',
			'',
			'trail break\\',
			'![](https://evil.invalid/b.png)',
			'',
			'![](https://evil.invalid/a.png) ![](https://evil.invalid/c.png) lead space',
			'',
			'trail space ![](https://evil.invalid/a.png) ![](https://evil.invalid/c.png)',
			'',
			'&nbsp;&nbsp;Indented&nbsp;&nbsp;',
		)
		const result = sanitized(readme)
		assert.deepEqual(
			result.children.slice(1),
			['lead break', 'trail break', 'lead space', 'trail space', 'Indented'].map((value) => ({
				type: 'paragraph',
				children: [{ type: 'text', value }],
			})),
		)
	})

	it('leaves no empty text behind where emoji or a dropped image without alt text was', () => {
		const result = sanitized(
			lines(
				'## *a*🚀*b*',
				'',
				'z <img src="https://evil.invalid/x.png" width="10"> w <img src="https://evil.invalid/y.png" alt="" width="10"> v',
			),
		)
		assert.deepEqual(result.children[0].type === 'heading' && result.children[0].children, [
			{ type: 'emphasis', children: [{ type: 'text', value: 'a' }] },
			{ type: 'emphasis', children: [{ type: 'text', value: 'b' }] },
		])
		assert.deepEqual(result.children[1], {
			type: 'paragraph',
			children: [
				{ type: 'text', value: 'z ' },
				{ type: 'text', value: ' w ' },
				{ type: 'text', value: ' v' },
			],
		})
	})

	it('gives a table as table, row and cell nodes, which render as an HTML table', () => {
		const result = sanitized(lines('## A', '', '| a | b |', '|---|---|', '| 1 | 2 |'))
		const cell = (value: string) => ({ type: 'tableCell', children: [{ type: 'text', value }] })
		assert.deepEqual(result.children.slice(1), [
			{
				type: 'table',
				align: [null, null],
				children: [
					{ type: 'tableRow', children: [cell('a'), cell('b')] },
					{ type: 'tableRow', children: [cell('1'), cell('2')] },
				],
			},
		])
		const html = toHtml(toHast({ type: 'root', children: result.children.slice(1) } as Nodes))
		assert.equal(
			html.replace(/\n/g, ''),
			'<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
		)
	})
})

describe('README quotes and HTML elements', () => {
	it('keeps a quote that starts with a block other than a paragraph, or mentions an alert mid-sentence', () => {
		assert.equal(
			page(lines('## A', '', '> ```', '> x', '> ```', '', '> ---', '', '> Read [!NOTE] this')),
			lines('### A', '', '> ```', '> x', '> ```', '', '> ***', '', '> Read \\[!NOTE] this'),
		)
	})

	it('reads text right after the alert marker as the alert’s first words', () => {
		assert.equal(page(lines('## A', '', '> [!TIP]Text')), lines('### A', '', ':::tip', 'Text', ':::'))
	})

	it('drops a quote left empty, and a summary left with only a line break', () => {
		assert.equal(page(lines('## A', '', '> ![](https://evil.invalid/x.png)')), lines('### A'))
		assert.equal(
			page(lines('## A', '', '<details><summary><br></summary>', '', 'Body', '', '</details>')),
			lines('### A', '', '<details>', '  Body', '</details>'),
		)
	})

	it('keeps an empty details element, which GitHub also shows as a closed disclosure', () => {
		assert.equal(page(lines('## A', '', '<details></details>')), lines('### A', '', '<details />'))
	})
})

describe('README install commands and length', () => {
	it('keeps every package of a dev install, separated by spaces', () => {
		assert.deepEqual(packageCommand('bash', 'npm i -D a b'), { install: 'a b', dev: true })
	})

	it('cuts at the limit when the last paragraph end is exactly halfway, not in the second half', () => {
		assert.deepEqual(truncate('aaaa\n\nbbbbbbbb', 8), { text: 'aaaa\n\nbb', truncated: true })
	})
})

describe('README notes', () => {
	it('cuts the note of a refused link to 200 characters', () => {
		const result = sanitized(lines('## A', '', `[up](${'../'.repeat(80)}x)`))
		assert.equal(page(lines('## A', '', `[up](${'../'.repeat(80)}x)`)), lines('### A', '', 'up'))
		assert.deepEqual(result.notes, [`unsafe link ${'../'.repeat(80)}`.slice(0, 200)])
	})
})
