import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { normalizeTokens } from 'prism-react-renderer'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'

import { Highlight, Prism, styleDictionary, tokenStyle, tokenize, tokensToLines } from '../../src/lib/prism'
// A complete theme (the site's own colours tokens through CSS classes, see config/prism.ts).
import { palettes } from '../../config/prism'

const samples: Record<string, string> = {
	ts: `import { Flashcore } from 'robo.js'\n\nexport default async () => {\n\tconst n = (await Flashcore.get<number>('count')) ?? 0\n\t// comment\n\treturn \`count: \${n}\`\n}\n`,
	tsx: `export const A = () => <div className="x">{1 + 2}</div>\n`,
	js: `/** @type {import('robo.js').Config} */\nexport default { clientOptions: { intents: ['Guilds'] } }\n`,
	jsx: `const b = <Button onClick={() => go()}>Go</Button>`,
	bash: `npx create-robo my-bot --kit bot\n\nrobo dev # watch\necho "$HOME"`,
	json: `{ "name": "bot", "private": true, "n": 1 }`,
	yaml: `services:\n  bot:\n    image: node:20`,
	diff: `- old\n+ new\n  same`,
	powershell: `Set-ExecutionPolicy -Scope CurrentUser RemoteSigned`,
	docker: `FROM node:20\nRUN npm ci`,
	ini: `DISCORD_TOKEN=abc\n[section]\nkey = value`,
	css: `.a > b { color: red; }`,
	sql: `SELECT * FROM users WHERE id = 1;`,
	nginx: `server { listen 80; }`,
	html: `<a href="/x">x</a>`,
}

describe('code highlighter (src/lib/prism)', () => {
	it('knows every language the docs use', () => {
		for (const lang of Object.keys(samples)) assert.ok(Prism.languages[lang], lang)
	})

	it('turns Prism tokens into the same lines as prism-react-renderer', () => {
		for (const [lang, code] of Object.entries(samples)) {
			const stream = Prism.tokenize(code, Prism.languages[lang])
			assert.deepEqual(tokensToLines(stream), normalizeTokens(stream as never), lang)
		}
	})

	it('keeps empty lines and plain text', () => {
		const lines = tokenize(Prism, 'a\n\nb', 'no-such-language')
		assert.deepEqual(lines, [
			[{ types: ['plain'], content: 'a' }],
			[{ types: ['plain'], content: '\n', empty: true }],
			[{ types: ['plain'], content: 'b' }],
		])
	})

	it('styles tokens from the theme', () => {
		const theme = palettes.light
		const dict = styleDictionary(theme, 'ts')
		assert.equal(dict.root.backgroundColor, theme.plain.backgroundColor)
		assert.equal(dict.plain.backgroundColor, undefined)
		assert.equal(tokenStyle(dict, { types: ['plain'], content: 'x' }), undefined)
		assert.deepEqual(tokenStyle(dict, { types: ['plain'], content: '\n', empty: true }), { display: 'inline-block' })
		assert.ok(tokenStyle(dict, { types: ['keyword'], content: 'const' })?.color)
	})

	it('renders the render-prop API the theme code block uses', () => {
		const html = renderToStaticMarkup(
			// eslint-disable-next-line react/no-children-prop -- the render-prop API is what is under test
			createElement(Highlight, {
				code: 'const a = 1',
				language: 'TS',
				theme: palettes.light,
				children: ({ className, tokens, getLineProps, getTokenProps }) =>
					createElement(
						'pre',
						{ className },
						tokens.map((line, i) =>
							createElement(
								'div',
								{ key: i, ...getLineProps({ line }) },
								line.map((token, j) => createElement('span', { key: j, ...getTokenProps({ token }) })),
							),
						),
					),
			}),
		)
		assert.match(html, /^<pre class="prism-code language-ts">/)
		assert.match(html, /<div class="token-line"[^>]*><span class="token keyword" style="color:[^"]+">const<\/span>/)
	})
})
