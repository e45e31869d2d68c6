import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
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

/** Module specifiers a block depends on: imports, re-exports, dynamic imports and triple-slash type references. */
export const importsOf = (code: string): string[] =>
	[
		...code.matchAll(
			/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]|^\/\/\/\s*<reference\s+types=['"]([^'"]+)['"]/gm,
		),
	].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4])

/**
 * Whether the check could resolve this import. Relative imports point at other files of the
 * reader's project, which an isolated example does not have, so they justify `nocheck` too.
 */
export const isCheckable = (specifier: string): boolean =>
	!specifier.startsWith('.') &&
	checkedModules.some((m) => specifier === m || specifier.startsWith(m.endsWith(':') ? m : m + '/'))
