import assert from 'node:assert/strict'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, it } from 'node:test'
import ts from 'typescript'

import { closureOf, extractExamples, fileOf, importsOf, isCheckable, type Example } from '../support/examples'
import { repoRoot } from '../support/paths'

const examples = extractExamples()
// A complete file: its title names the file alone (a fragment adds a note such as "(excerpt)").
const isTs = (e: Example) => /^(ts|tsx|typescript)$/.test(e.lang) && /\.(ts|tsx|mts)$/.test(e.title)
const where = (e: { doc: string; line: number; title: string }) => `${e.doc}:${e.line} (${e.title})`
const pageOf = (e: Example) => examples.filter((other) => other.doc === e.doc)

/**
 * Why the type-check cannot take this example, if it cannot: it (or a file of the page it imports)
 * imports a package the check does not install, or a file of the reader's project the page never shows.
 */
function uncheckable(e: Example): string | undefined {
	const { files, missing } = closureOf(e, pageOf(e), { types: true })
	if (missing.length > 0) return `imports ${missing[0]}, which no fence of the page shows`
	for (const file of files) {
		const pkg = importsOf(file.code, fileOf(file), { types: true }).find((s) => !s.startsWith('.') && !isCheckable(s))
		if (pkg) return `${file === e ? 'imports' : `imports ${fileOf(file)}, which imports`} ${pkg}`
	}
	return undefined
}

/**
 * Lays out the examples as the reader's projects: one folder per page and language holding each
 * example at its path with the files of the page it imports, as the example runner materialises them.
 * An example whose path (or an imported file's path) is already taken by another version shown on the
 * same page goes to the next folder of that page. Returns where each checked example was written.
 */
function layOut(dir: string, checked: Example[]): Map<string, Example> {
	const written = new Map<string, Example>()
	const projects = new Map<string, Map<string, Example>[]>()
	for (const e of checked) {
		const { files } = closureOf(e, pageOf(e), { types: true })
		const family = projects.get(e.doc) ?? []
		projects.set(e.doc, family)
		let project = family.find((p) => files.every((f) => (p.get(fileOf(f)!) ?? f) === f))
		if (!project) family.push((project = new Map()))
		for (const f of files) project.set(fileOf(f)!, f)
	}
	for (const [doc, family] of projects)
		family.forEach((project, n) => {
			const root = join(dir, doc.replace(/[^\w]+/g, '-') + '-' + n)
			mkdirSync(root, { recursive: true })
			writeFileSync(join(root, 'package.json'), '{ "type": "module" }')
			for (const [path, e] of project) {
				const file = join(root, path.replace(/^\/+/, ''))
				mkdirSync(dirname(file), { recursive: true })
				writeFileSync(file, e.code)
				written.set(file, e)
			}
		})
	return written
}

describe('code examples in the guides', () => {
	it('finds the titled examples', () => {
		assert.ok(examples.length > 0, 'no titled code blocks found under docs/')
	})

	it("type-checks every complete TypeScript file, with the page's other files, against robo.js 0.10.32 and discord.js", () => {
		const checked = examples.filter((e) => isTs(e) && !e.nocheck)
		// Inside the repo so the examples resolve the project's node_modules.
		const dir = join(repoRoot, '.cache', 'examples')
		rmSync(dir, { recursive: true, force: true })
		const written = layOut(dir, checked)
		const program = ts.createProgram([...written.keys()], {
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
			const example = d.file && written.get(d.file.fileName)
			const origin = example ? where(example) : (d.file?.fileName ?? 'global')
			const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0
			return `${origin} line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
		})
		// A file imported by several examples is written once per project; its problems are said once.
		assert.deepEqual([...new Set(problems)], [])
	})

	it('skips the type-check only for examples that import a package it cannot install or a file the page lacks', () => {
		const unjustified = examples.filter((e) => isTs(e) && e.nocheck && !uncheckable(e)).map(where)
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
