/**
 * How a sanitised README reads on its page: alerts, tables, lists, code and install tabs, headings
 * and their anchors, the lead and the table of contents, links, images and the few HTML elements
 * kept. Each case feeds a small README through the whole sanitiser and compares what the page gets,
 * written back as Markdown (GFM, JSX and directives), so any change a reader would see changes the
 * text compared. The hostile corpus (remote-content-sanitize.test.ts) covers safety; this file
 * covers the reader's view of a README that is not hostile at all.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Heading, Nodes, RootContent } from 'mdast'
import { toMarkdown } from 'mdast-util-to-markdown'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { mdxJsxToMarkdown } from 'mdast-util-mdx-jsx'
import { directiveToMarkdown } from 'mdast-util-directive'
import { visit } from 'unist-util-visit'

import {
	GITHUB_REPO,
	nodeText,
	packageCommand,
	sanitizeReadme,
	stripEmoji,
	truncate,
	type SanitizeOptions,
} from '../../plugins/content/remote-content/sanitize'

const DIR = 'packages/x'
const README_URL = `${GITHUB_REPO.blobBase}${DIR}/README.md`
const RAW = `${GITHUB_REPO.rawBase}${DIR}/`

const markdownOf = (children: RootContent[]): string =>
	toMarkdown({ type: 'root', children } as Nodes, {
		extensions: [gfmToMarkdown(), mdxJsxToMarkdown(), directiveToMarkdown()],
	})

/** The README as the page shows it, written back as Markdown. */
const page = (readme: string, options: Partial<SanitizeOptions> = {}): string =>
	markdownOf(sanitizeReadme(readme, { dir: DIR, ...options }).children)

const lines = (...text: string[]) => text.join('\n') + '\n'

describe('README presentation', () => {
	it('turns each GitHub alert into the admonition of the same meaning, and leaves other quotes alone', () => {
		const readme = lines(
			'## A',
			'',
			'> [!NOTE]',
			'> n',
			'',
			'> [!TIP]',
			'> t',
			'',
			'> [!IMPORTANT]',
			'> i',
			'',
			'> [!WARNING]',
			'> w',
			'',
			'> [!caution] c on the marker line',
			'',
			'> [!NOTE]',
			'',
			'> [!NOTE]',
			'> first',
			'>',
			'> second',
			'',
			'> [!BOGUS] b',
			'',
			'> plain',
		)
		assert.equal(
			page(readme),
			lines(
				'### A',
				'',
				':::note',
				'n',
				':::',
				'',
				':::tip',
				't',
				':::',
				'',
				':::info',
				'i',
				':::',
				'',
				':::warning',
				'w',
				':::',
				'',
				':::danger',
				'c on the marker line',
				':::',
				'',
				':::note',
				'first',
				'',
				'second',
				':::',
				'',
				'> \\[!BOGUS] b',
				'',
				'> plain',
			),
		)
	})

	it('keeps tables with their column alignment, ordered lists with their start, task lists and loose items', () => {
		const readme = lines(
			'## A',
			'',
			'| a | b | c | d |',
			'|:--|:-:|--:|---|',
			'| 1 | 2 | 3 | 4 |',
			'',
			'-',
			'- a',
			'- [x] b',
			'- [ ] c',
			'',
			'3. one',
			'',
			'   two',
			'4. three',
		)
		assert.equal(
			page(readme),
			lines(
				'### A',
				'',
				'| a  |  b  |  c | d |',
				'| :- | :-: | -: | - |',
				'| 1  |  2  |  3 | 4 |',
				'',
				'* a',
				'* [x] b',
				'* [ ] c',
				'',
				'3. one',
				'',
				'   two',
				'',
				'4. three',
			),
		)
		// A checked box with nothing beside it is still an item; a loose item stays loose.
		assert.equal(
			page(lines('## A', '', '<ul><li><input type="checkbox" checked disabled></li><li>b</li></ul>')),
			lines('### A', '', '*', '* b'),
		)
		const spreads: unknown[] = []
		visit(
			{ type: 'root', children: sanitizeReadme(readme, { dir: DIR }).children } as Nodes,
			'listItem',
			(n: { spread?: unknown }) => {
				spreads.push(n.spread)
			},
		)
		assert.deepEqual(spreads, [false, false, false, true, true])
	})

	it('keeps code blocks with a clean language, drops empty ones, and turns one install command into tabs', () => {
		const readme = lines(
			'## A',
			'',
			'```JS title="x.js"',
			'let a',
			'```',
			'',
			'```c{}',
			'x',
			'```',
			'',
			'```mdx-code-block',
			'm',
			'```',
			'',
			'```' + 'a'.repeat(33),
			'long',
			'```',
			'',
			'```',
			'  ',
			'```',
			'',
			'```ZSH',
			'npm i -D typescript',
			'```',
			'',
			'```console',
			'$ npx create-robo my-bot',
			'```',
			'',
			'```bash',
			'npm install a && npm install b',
			'```',
			'',
			'` ` and `a` ~~gone~~ **` `**  ',
			'next',
		)
		assert.equal(
			page(readme),
			lines(
				'### A',
				'',
				'```js',
				'let a',
				'```',
				'',
				'```',
				'x',
				'```',
				'',
				'```mdx',
				'm',
				'```',
				'',
				'```',
				'long',
				'```',
				'',
				'<PackageManagerTabs install="typescript" dev />',
				'',
				'<PackageManagerTabs create="my-bot" />',
				'',
				'```bash',
				'npm install a && npm install b',
				'```',
				'',
				'and `a` ~~gone~~\\',
				'next',
			),
		)
		// Emphasis whose only content was empty code goes too, rather than staying as an empty element.
		const empty: string[] = []
		visit({ type: 'root', children: sanitizeReadme(readme, { dir: DIR }).children } as Nodes, (node) => {
			if ((node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete') && node.children.length === 0)
				empty.push(node.type)
		})
		assert.deepEqual(empty, [])
	})

	it('drops the lead (banner, rule, title, badges) and only the first title of a README without ##', () => {
		const readme = lines(
			'<p align="center"><img src="logo.png"></p>',
			'',
			'---',
			'',
			'# Title',
			'',
			'[![npm](https://img.shields.io/npm/v/x)](https://npm.im/x) ![b](https://img.shields.io/y)',
			'',
			'# Second title',
			'',
			'Body only.',
		)
		assert.equal(page(readme), lines('### Second title', '', 'Body only.'))
		// A link with text is not a badge, nor is an empty link beside text; nothing before a title goes.
		assert.equal(
			page(lines('# T', '', '[text](https://x.example)', '', 'Body')),
			lines('[text](https://x.example/)', '', 'Body'),
		)
		assert.equal(page(lines('# T', '', '[](https://x.example) badge', '', 'Body')), lines('badge', '', 'Body'))
		assert.equal(page(lines('No title here.', '', '# Late title')), lines('No title here.', '', '### Late title'))
	})

	it('removes a table of contents section whatever it is called, up to the next heading of its level', () => {
		const readme = lines(
			'## 📚 Table of Contents',
			'',
			'- [Usage](#usage)',
			'',
			'### Sub of toc',
			'',
			'x',
			'',
			'## Usage',
			'',
			'u',
			'',
			'#### TOC',
			'',
			't',
			'',
			'### Kept',
			'',
			'k',
			'',
			'## contents',
			'',
			'c',
			'',
			'### Under contents',
			'',
			'## End',
		)
		assert.equal(page(readme), lines('### Usage', '', 'u', '', '#### Kept', '', 'k', '', '### End'))
	})

	it('maps in-README anchors onto the rebuilt heading ids, as GitHub or loosely, else to the README on GitHub', () => {
		const readme = lines(
			'## 🚀 Usage',
			'',
			'See [usage](#Usage), [loose](#-usage-), [none](#nowhere), [spaced](#a%20b), [empty](#), [cfg](#config-options).',
			'',
			'### Config  options :gear:',
			'',
			'## 🚀',
			'',
			'## Usage',
			'',
			'second',
		)
		const result = sanitizeReadme(readme, { dir: DIR })
		assert.equal(
			markdownOf(result.children),
			lines(
				'### Usage',
				'',
				`See [usage](#usage-1), [loose](#usage), [none](${README_URL}#nowhere), [spaced](${README_URL}#a%20b), [empty](${README_URL}), [cfg](#config-options).`,
				'',
				'#### Config options',
				'',
				'### Usage',
				'',
				'second',
			),
		)
		const ids: { id: unknown; hProperties: unknown }[] = []
		visit({ type: 'root', children: result.children } as Nodes, 'heading', (node: Heading) => {
			const data = node.data as { id?: unknown; hProperties?: unknown; readmeSource?: unknown }
			assert.equal(data.readmeSource, undefined, 'the source text used for anchors is not left on the page')
			ids.push({ id: data.id, hProperties: data.hProperties })
		})
		assert.deepEqual(ids, [
			{ id: 'usage', hProperties: { id: 'usage' } },
			{ id: 'config-options', hProperties: { id: 'config-options' } },
			{ id: 'usage-1', hProperties: { id: 'usage-1' } },
		])
		visit({ type: 'root', children: result.children } as Nodes, 'link', (node: { data?: unknown }) => {
			assert.equal(node.data, undefined, 'no anchor bookkeeping left on a link')
		})
	})

	it('puts the README’s top heading level at the section level, whatever level the README starts at', () => {
		assert.equal(
			page(lines('### Top', '', '#### Two', '', '##### Three', '', '###### Four')),
			lines('### Top', '', '#### Two', '', '##### Three', '', '###### Four'),
		)
		assert.equal(page(lines('## Top', '', '### Two'), { topDepth: 2 }), lines('## Top', '', '### Two'))
		assert.equal(page(lines('## Top', '', '### Two'), { topDepth: 5 }), lines('##### Top', '', '###### Two'))
	})

	it('keeps details, summary, kbd, sup and sub, and a sized image only from an allowed place', () => {
		const readme = lines(
			'## A',
			'',
			'<details open><summary><h3>Sum</h3></summary>',
			'',
			'Body',
			'',
			'</details>',
			'',
			'<details><summary></summary><summary><img src="https://evil.invalid/s.png"></summary>',
			'',
			'B2',
			'',
			'</details>',
			'',
			'Press <kbd>Ctrl</kbd> <kbd> </kbd> x<sup>2</sup> H<sub>2</sub>O',
			'',
			'<img src="javascript:x" alt="bad alt" width="10"> <img src="https://evil.invalid/a.png" width="10"> <img src="a.png" title="T" alt="A" height="5">',
		)
		const result = sanitizeReadme(readme, { dir: DIR })
		assert.equal(
			markdownOf(result.children),
			lines(
				'### A',
				'',
				'<details open>',
				'  <summary>',
				'    Sum',
				'  </summary>',
				'',
				'  Body',
				'</details>',
				'',
				'<details>',
				'  B2',
				'</details>',
				'',
				'Press <kbd>Ctrl</kbd> x<sup>2</sup> H<sub>2</sub>O',
				'',
				`bad alt  <img src="${RAW}a.png" alt="A" title="T" height="5" />`,
			),
		)
		// The summary whose only content was a dropped image goes with it.
		assert.deepEqual(result.notes, [
			'image from evil.invalid not loaded (not an allowed image host)',
			'unsafe image ',
			'image from evil.invalid not loaded (not an allowed image host)',
		])
	})

	it('keeps an image’s alt text and a link’s text when either is dropped, and titles when kept', () => {
		const result = sanitizeReadme(
			lines(
				'## A',
				'',
				'![dropped](https://evil.invalid/p.gif "t") ![kept](https://img.shields.io/b "Badge") ![](https://evil.invalid/q.gif) ![](https://img.shields.io/c)',
				'',
				'[](https://example.com) [t](https://example.com "Title") [bad](ftp://x.example/) [rel](docs/a.md)',
			),
			{ dir: DIR },
		)
		assert.equal(
			markdownOf(result.children),
			lines(
				'### A',
				'',
				'dropped ![kept](https://img.shields.io/b "Badge")  ![](https://img.shields.io/c)',
				'',
				`[t](https://example.com/ "Title") bad [rel](${GITHUB_REPO.blobBase}${DIR}/docs/a.md)`,
			),
		)
		assert.deepEqual(result.notes, [
			'image from evil.invalid not loaded (not an allowed image host)',
			'image from evil.invalid not loaded (not an allowed image host)',
			'unsafe link ',
		])
	})

	it('keeps a rule, drops what is left empty, and gives an image without alt text an empty one', () => {
		const result = sanitizeReadme(
			lines(
				...['## A', '', 'x', '', '---', '', '-', '-', '', 'y', '', '1.', '', '![](https://evil.invalid/e.png)', ''],
				'z <kbd><img src="https://evil.invalid/x.png"></kbd> w',
				'',
				'<img src="https://img.shields.io/x"> ![](https://img.shields.io/y)',
			),
			{ dir: DIR },
		)
		assert.equal(
			markdownOf(result.children),
			lines(
				...['### A', '', 'x', '', '***', '', 'y', '', 'z  w', ''],
				'![](https://img.shields.io/x) ![](https://img.shields.io/y)',
			),
		)
		const alts: unknown[] = []
		visit({ type: 'root', children: result.children } as Nodes, 'image', (node: { alt?: unknown }) => {
			alts.push(node.alt)
		})
		assert.deepEqual(alts, ['', ''])
	})

	it('flattens Markdown nested deeper than 32 levels into text, keeping the text', () => {
		const depth = 40
		// Each level is a quote holding its line and the next level; level 34 is a code block with runs of spaces.
		const line = (i: number) => {
			const quote = '> '.repeat(i)
			return i === 34 ? `\`\`\`\n${quote}  a   b  \n${quote}\`\`\`` : `level ${i}`
		}
		const readme =
			'## A\n\n' +
			Array.from(
				{ length: depth },
				(_, i) => `${'> '.repeat(i + 1)}${line(i + 1)}\n${'> '.repeat(i + 1).trimEnd()}`,
			).join('\n')
		const result = sanitizeReadme(readme, { dir: DIR })
		let quotes = 0
		let innermost: RootContent[] = []
		visit({ type: 'root', children: result.children } as Nodes, 'blockquote', (node: { children: RootContent[] }) => {
			quotes++
			innermost = node.children
		})
		// The outermost quote and 32 levels nested in it stay quotes; what is deeper becomes one
		// paragraph of its text, spaces collapsed.
		assert.equal(quotes, 33)
		const deeper = Array.from({ length: depth - 34 }, (_, i) => `level ${i + 35}`).join('')
		assert.deepEqual(innermost, [
			{ type: 'paragraph', children: [{ type: 'text', value: 'level 33' }] },
			{ type: 'paragraph', children: [{ type: 'text', value: `a b ${deeper}` }] },
		])
		assert.equal(
			nodeText(result.children as Nodes[]),
			'A' + Array.from({ length: 33 }, (_, i) => `level ${i + 1}`).join('') + `a b ${deeper}`,
		)
		// Past the limit, a quote with no text left (only a rule) leaves nothing behind.
		const empty = sanitizeReadme(
			'## A\n\n' + Array.from({ length: depth }, (_, i) => `${'> '.repeat(i + 1)}${i < 33 ? 'l' : '***'}`).join('\n'),
			{ dir: DIR },
		)
		innermost = []
		visit({ type: 'root', children: empty.children } as Nodes, 'blockquote', (node: { children: RootContent[] }) => {
			innermost = node.children
		})
		assert.deepEqual(innermost, [{ type: 'paragraph', children: [{ type: 'text', value: 'l' }] }])
	})

	it('cuts a long README at a paragraph when one ends in the second half, and says where the rest is', () => {
		assert.deepEqual(truncate('aaaa\n\nbbbb\n\ncccc', 11), { text: 'aaaa\n\nbbbb', truncated: true })
		assert.deepEqual(truncate('aaaa\n\nbbbbbbbbbb', 12), { text: 'aaaa\n\nbbbbbb', truncated: true })
		assert.deepEqual(truncate('aaaa\n\nbbbb', 10), { text: 'aaaa\n\nbbbb', truncated: false })
		const result = sanitizeReadme(lines('## A', '', 'one', '', 'two', '', 'three'), { dir: DIR, maxChars: 13 })
		assert.equal(result.truncated, true)
		assert.equal(
			markdownOf(result.children),
			lines(
				'### A',
				'',
				'one',
				'',
				`*This README is longer than this page shows. [Read the rest on GitHub](${README_URL}).*`,
			),
		)
	})

	it('says why it fell back to a link when the sanitiser fails, whatever was thrown', () => {
		const result = sanitizeReadme('## A', {
			dir: DIR,
			slugger: {
				slug: () => {
					throw 'x'.repeat(400)
				},
			},
		})
		assert.equal(
			markdownOf(result.children),
			lines(`This README could not be shown here. [Read it on GitHub](${README_URL}).`),
		)
		assert.deepEqual(result.notes, [`sanitiser failed: ${'x'.repeat(282)}`])
		assert.equal(result.truncated, false)
	})
})

describe('heading text', () => {
	it('loses every kind of emoji and shortcode, and nothing else', () => {
		assert.equal(stripEmoji('a\u263A\uFE0Eb'), 'ab', 'text presentation selector')
		assert.equal(
			stripEmoji('a\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}b'),
			'ab',
			'tag sequence flag',
		)
		assert.equal(stripEmoji('a\u{1F3FD}b'), 'ab', 'lone skin tone')
		assert.equal(stripEmoji('a#\u20E3b'), 'a#b', 'keycap')
		assert.equal(stripEmoji('a\u200Db'), 'ab', 'joiner')
		assert.equal(stripEmoji(':white_check_mark: x :e-mail: :+1: :A1:'), ' x  :+1: ')
		assert.equal(stripEmoji('Café 10:30 ü'), 'Café 10:30 ü')
	})

	it('reads text in document order, image alt included', () => {
		assert.equal(
			nodeText([
				{ type: 'text', value: 'a' },
				{ type: 'image', url: 'x', alt: 'b' },
				{ type: 'emphasis', children: [{ type: 'text', value: 'c' }] },
			] as Nodes[]),
			'abc',
		)
	})
})

describe('install commands', () => {
	it('recognises one command in any shell fence, as the tabs show it', () => {
		const cases: [string | null | undefined, string, ReturnType<typeof packageCommand>][] = [
			['sh', 'npm i x', { install: 'x' }],
			['shell', 'npm add x', { install: 'x' }],
			['zsh', 'yarn add x --dev', { install: 'x', dev: true }],
			['console', 'bun add x --save-dev', { install: 'x', dev: true }],
			['terminal', 'pnpm add x', { install: 'x' }],
			['shellscript', 'npm run dev', { run: 'dev' }],
			['sh-session', '> npx robo add x', { exec: 'robo add x' }],
			['BASH', '\n  npm install  x@^1.2.3  \n\n', { install: 'x@^1.2.3' }],
			['bash', 'npm install github:user/repo x~1 a+b a,b', { install: 'github:user/repo x~1 a+b a,b' }],
			['bash', 'pnpm create robo my-bot', { create: 'my-bot' }],
			['bash', 'yarn create robo@1.2 -- -k', { create: '-k' }],
			['bash', 'bun create robo my-bot -- -k', { create: 'my-bot -- -k' }],
			['bash', 'npx create-robo', { create: '' }],
			['bash', 'npm create robot x', null],
			['bash', 'npm create', null],
			['bash', 'make run test', null],
			['bash', 'npm install --global x', null],
			['bash', 'npm create robo@latest -- my-bot', { create: 'my-bot' }],
			['bash', 'npm create myrobo x', null],
			['bash', 'npm i robo', { install: 'robo' }],
			['bash', 'pnpm create-robo x', null],
			['bash', 'npx create robo', { exec: 'create robo' }],
			['bash', 'npm install a\nnpm install b', null],
			['bash', '$   npm i x', { install: 'x' }],
			['bash', 'npm run $ x', null],
			['bash', 'npm create x robo', null],
			['bash', 'npx -y robo', null],
			['bash', 'npx', null],
			['bash', 'npm run', null],
			['bash', 'yarn install x', null],
			['bash', 'npm i -D', null],
			['bash', 'npm ci', null],
			['bash', 'npm install <package>', { install: '<package>' }],
			['bash', 'npm install <a b>', null],
			['bash', 'npm install x; rm y', null],
			['bash', 'npm install x | tee', null],
			[null, 'npm install x', null],
			[undefined, 'npm install x', null],
			['text', 'npm install x', null],
		]
		assert.deepEqual(
			cases.map(([lang, value]) => packageCommand(lang, value)),
			cases.map(([, , expected]) => expected),
		)
	})
})
