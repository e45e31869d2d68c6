import assert from 'node:assert/strict'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, it } from 'node:test'
import ts from 'typescript'

import { extractExamples, importsOf, isCheckable } from '../support/examples'
import { repoRoot } from '../support/paths'

const examples = extractExamples()
const isTs = (lang: string, title: string) => /^(ts|tsx|typescript)$/.test(lang) && /\.(ts|tsx|mts)$/.test(title)
const where = (e: { doc: string; line: number; title: string }) => `${e.doc}:${e.line} (${e.title})`

describe('code examples in the guides', () => {
	it('finds the titled examples', () => {
		assert.ok(examples.length > 0, 'no titled code blocks found under docs/')
	})

	it('type-checks every complete TypeScript file against robo.js 0.10.32 and discord.js', () => {
		const checked = examples.filter((e) => isTs(e.lang, e.title) && !e.nocheck)
		// Inside the repo so the examples resolve the project's node_modules.
		const dir = join(repoRoot, '.cache', 'examples')
		rmSync(dir, { recursive: true, force: true })
		const files = checked.map((e, i) => {
			const file = join(dir, String(i), e.title.replace(/^\/+/, ''))
			mkdirSync(dirname(file), { recursive: true })
			writeFileSync(file, e.code)
			return file
		})
		writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
		const program = ts.createProgram(files, {
			strict: true,
			noEmit: true,
			target: ts.ScriptTarget.ES2022,
			module: ts.ModuleKind.ESNext,
			moduleResolution: ts.ModuleResolutionKind.Bundler,
			jsx: ts.JsxEmit.ReactJSX,
			esModuleInterop: true,
			skipLibCheck: true,
			resolveJsonModule: true,
			types: ['node'],
			typeRoots: [join(repoRoot, 'node_modules/@types')],
		})
		const problems = ts.getPreEmitDiagnostics(program).map((d) => {
			const index = d.file ? files.indexOf(d.file.fileName) : -1
			const origin = index >= 0 ? where(checked[index]) : (d.file?.fileName ?? 'global')
			const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0
			return `${origin} line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
		})
		assert.deepEqual(problems, [])
	})

	it('skips the type-check only for examples that import packages the check cannot install', () => {
		const unjustified = examples
			.filter((e) => isTs(e.lang, e.title) && e.nocheck)
			.filter((e) => importsOf(e.code).every(isCheckable))
			.map(where)
		assert.deepEqual(unjustified, [], 'these nocheck blocks could be type-checked: drop `nocheck`')
	})

	it('has valid syntax in every JavaScript and TypeScript file example', () => {
		const broken: string[] = []
		for (const e of examples) {
			// A title naming a source file marks a complete file; other titles ("excerpt") label fragments.
			if (!/^(js|jsx|javascript|mjs|ts|tsx|typescript)$/.test(e.lang) || !/\.(m?[jt]sx?|cjs|cts)$/.test(e.title))
				continue
			const tsx = /x$/.test(e.lang) || /\.(jsx|tsx)$/.test(e.title)
			const fileName = tsx ? 'example.tsx' : /^(ts|typescript)$/.test(e.lang) ? 'example.ts' : 'example.js'
			const out = ts.transpileModule(e.code, {
				fileName,
				reportDiagnostics: true,
				compilerOptions: { jsx: ts.JsxEmit.Preserve },
			})
			for (const d of out.diagnostics ?? [])
				broken.push(`${where(e)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
		}
		assert.deepEqual(broken, [])
	})
})
