import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, it } from 'node:test'
import { Prism } from 'prism-react-renderer'

import '../../src/lib/prism/languages'
import { walk } from '../support/html'
import { repoRoot } from '../support/paths'

/** A line of each language the docs highlight, with a token the grammar must recognise. */
const samples: Record<string, [code: string, tokenType: string]> = {
	ts: [`const n: number = await Flashcore.get('count')`, 'keyword'],
	tsx: [`export const A = () => <div className="x">{1 + 2}</div>`, 'tag'],
	js: [`export default { clientOptions: { intents: ['Guilds'] } }`, 'keyword'],
	jsx: [`const b = <Button onClick={() => go()}>Go</Button>`, 'tag'],
	bash: [`npx create-robo my-bot --kit bot # watch`, 'comment'],
	json: [`{ "name": "bot", "private": true }`, 'property'],
	yaml: [`services:\n  bot:\n    image: node:20`, 'key'],
	diff: [`- old\n+ new`, 'inserted-sign'],
	powershell: [`Set-ExecutionPolicy -Scope CurrentUser RemoteSigned`, 'function'],
	docker: [`FROM node:20\nRUN npm ci`, 'keyword'],
	ini: [`[section]\nkey = value`, 'section'],
	css: [`.a > b { color: red; }`, 'property'],
	sql: [`SELECT * FROM users WHERE id = 1;`, 'keyword'],
	nginx: [`server { listen 80; }`, 'directive'],
	html: [`<a href="/x">x</a>`, 'tag'],
}

const typesIn = (tokens: (string | Prism.Token)[]): string[] =>
	tokens.flatMap((token) =>
		typeof token === 'string'
			? []
			: [token.type, ...(Array.isArray(token.content) ? typesIn(token.content as (string | Prism.Token)[]) : [])],
	)

describe('code highlighter (stock prism-react-renderer + src/lib/prism/languages.ts)', () => {
	it('highlights every sample language', () => {
		for (const [lang, [code, type]] of Object.entries(samples)) {
			const grammar = Prism.languages[lang]
			assert.ok(grammar, `no grammar for ${lang}`)
			assert.ok(typesIn(Prism.tokenize(code, grammar)).includes(type), `${lang}: no ${type} token`)
		}
	})

	it('has a sample for every language a docs code fence uses', () => {
		const plainText = new Set([
			'text',
			'txt',
			'plain',
			'plaintext',
			'mdx',
			'md',
			'markdown',
			'env',
			'dotenv',
			'sh',
			'shell',
			'console',
		])
		const used = new Set<string>()
		for (const file of walk(join(repoRoot, 'docs'))) {
			if (!/\.mdx?$/.test(file) || relative(repoRoot, file).startsWith('docs/ref/')) continue
			for (const match of readFileSync(file, 'utf8').matchAll(/^\s*```([\w-]+)/gm)) used.add(match[1])
		}
		const unknown = [...used].filter((lang) => !(lang in samples) && !plainText.has(lang) && !Prism.languages[lang])
		assert.deepEqual(unknown, [], 'fences in these languages render unhighlighted: register them in languages.ts')
	})
})
