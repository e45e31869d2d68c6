import { readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import ts from 'typescript'
import { walk } from './html'
import { repoRoot } from './paths'

export interface Example {
	/** Doc file the block was found in, relative to the repo. */
	doc: string
	line: number
	lang: string
	title: string
	nocheck: boolean
	code: string
}

/** Every fenced block with a file title in the authored docs (generated reference pages excluded). */
export function extractExamples(docsDir = join(repoRoot, 'docs')): Example[] {
	const examples: Example[] = []
	for (const file of walk(docsDir)) {
		if (!/\.mdx?$/.test(file) || relative(docsDir, file).startsWith('ref/')) continue
		const lines = readFileSync(file, 'utf8').split('\n')
		for (let i = 0; i < lines.length; i++) {
			const open = lines[i].match(/^(\s*)(`{3,}|~{3,})(\w+)?\s*(.*)$/)
			if (!open) continue
			const [, indent, fence, lang = '', meta] = open
			const end = lines.findIndex(
				(l, j) =>
					j > i &&
					l.trimStart().startsWith(fence) &&
					l.trim() ===
						l
							.trim()
							.slice(0, fence.length + 1)
							.trim(),
			)
			const close = end === -1 ? lines.length : end
			const title = meta.match(/title=["']([^"']+)["']/)?.[1]
			if (title) {
				examples.push({
					doc: relative(repoRoot, file),
					line: i + 1,
					lang,
					title,
					nocheck: /(^|\s)nocheck(\s|$)/.test(meta),
					code: lines
						.slice(i + 1, close)
						.map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
						.join('\n'),
				})
			}
			i = close
		}
	}
	return examples
}

/** Packages the type-check can resolve (devDependencies pinned to the documented versions). */
export const checkedModules = [
	'robo.js',
	'discord.js',
	'@robojs/server',
	'@robojs/sync',
	'@robojs/patch',
	'react',
	'node:',
]

/**
 * Module specifiers a block depends on, read with TypeScript's parser (so text in comments, JSDoc and
 * strings is never mistaken for an import). By default only what the code needs when it runs: static
 * imports and re-exports, `import()` and `require()` calls; `import type`, `export type` and imports
 * whose every name is marked `type` are erased by the compiler, so a package they name need not be
 * installed to run the block. With `types`, also what the type-checker must resolve: type-only imports,
 * `import('…')` types and `/// <reference types>` directives.
 */
export function importsOf(code: string, fileName = 'example.ts', { types = false } = {}): string[] {
	const kind = /\.[jt]sx$/.test(fileName)
		? ts.ScriptKind.TSX
		: /\.(m?js|cjs)$/.test(fileName)
			? ts.ScriptKind.JS
			: ts.ScriptKind.TS
	const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind)
	const found: string[] = []
	const add = (node: ts.Node | undefined, typeOnly: boolean) => {
		if (node && ts.isStringLiteralLike(node) && (types || !typeOnly)) found.push(node.text)
	}
	const allTypes = (elements: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[]) =>
		elements.length > 0 && elements.every((e) => e.isTypeOnly)
	const visit = (node: ts.Node): void => {
		if (ts.isImportDeclaration(node)) {
			const clause = node.importClause
			const bindings = clause?.namedBindings
			const typeOnly =
				!!clause?.isTypeOnly ||
				(!!clause && !clause.name && !!bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements))
			add(node.moduleSpecifier, typeOnly)
		} else if (ts.isExportDeclaration(node)) {
			const clause = node.exportClause
			add(node.moduleSpecifier, node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && allTypes(clause.elements)))
		} else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
			add(node.moduleReference.expression, node.isTypeOnly)
		} else if (ts.isImportTypeNode(node)) {
			const argument = node.argument
			if (ts.isLiteralTypeNode(argument)) add(argument.literal, true)
		} else if (
			ts.isCallExpression(node) &&
			(node.expression.kind === ts.SyntaxKind.ImportKeyword ||
				(ts.isIdentifier(node.expression) && node.expression.text === 'require'))
		) {
			add(node.arguments[0], false)
		}
		ts.forEachChild(node, visit)
	}
	visit(source)
	if (types) found.push(...source.typeReferenceDirectives.map((d) => d.fileName))
	return [...new Set(found)]
}

/** Whether the type-check can resolve this package (relative imports are looked up on the page instead). */
export const isCheckable = (specifier: string): boolean =>
	checkedModules.some((m) => specifier === m || specifier.startsWith(m.endsWith(':') ? m : m + '/'))

/** A title naming a file (`src/commands/ping.ts`), with an optional note in brackets (`(before)`). */
export const fileTitle = /^(\S.*?\.(?:m?[jt]sx?|c[jt]s))(?:\s+\((.+)\))?$/

/** The path of the file an example shows, if its title names one. */
export const fileOf = (e: Example): string | undefined => fileTitle.exec(e.title)?.[1]

export const isTsLike = (lang: string) => /^(ts|tsx|typescript)$/.test(lang)

export const stripExt = (f: string) => f.replace(/\.(m?[jt]sx?|c[jt]s)$/, '')

/**
 * The example on the same page, in the same language, that a relative import of `from` points at: the
 * latest version shown before the importing example, else the first one after it.
 */
export function siblingOf(file: string, specifier: string, page: Example[], from: Example): Example | undefined {
	const target = stripExt(posix.normalize(posix.join(posix.dirname(file), specifier)))
	const candidates = page.filter(
		(e) => e !== from && isTsLike(e.lang) === isTsLike(from.lang) && stripExt(fileOf(e) ?? '') === target,
	)
	return candidates.filter((e) => e.line < from.line).at(-1) ?? candidates[0]
}

/**
 * The files of its page an example needs, itself first, following relative imports as a reader who
 * copied the page would have them; `missing` lists relative imports no fence of the page shows.
 * With `types`, type-only imports are followed too (what the type-check needs, not only the run).
 */
export function closureOf(example: Example, page: Example[], { types = false } = {}) {
	const files: Example[] = []
	const missing: string[] = []
	const visit = (e: Example) => {
		if (files.includes(e)) return
		files.push(e)
		const file = fileOf(e)!
		for (const specifier of importsOf(e.code, file, { types }).filter((s) => s.startsWith('.'))) {
			const sibling = siblingOf(file, specifier, page, e)
			if (sibling) visit(sibling)
			else missing.push(specifier)
		}
	}
	visit(example)
	return { files, missing }
}
