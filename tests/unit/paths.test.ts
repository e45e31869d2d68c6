import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import ts from 'typescript'

import { repoRoot } from '../support/paths'

/**
 * Every repository path written in the code, its messages and comments, and the documents must
 * exist. A "fails by name" message that names a moved folder sends the maintainer who reads it on
 * upgrade day to the wrong place; folder moves left thirteen such paths behind before this test.
 */

/** The folders a path written as `plugins/…`, `src/…`, … is read against. */
const ROOTS = ['plugins', 'src', 'config', 'scripts', 'tests']
/**
 * Never read: installed or generated files, and authored pages (the build checks their links).
 * Test fixtures are read as part of the tree but not as text: they are data, such as hostile READMEs.
 */
const SKIPPED_TOP = new Set(['build', 'docs', '.docusaurus', '.cache', 'bench-results'])
const SKIPPED_ANYWHERE = new Set(['node_modules', '.git'])
/** This file, whose own examples are stale on purpose. */
const SELF = 'tests/unit/paths.test.ts'
const CODE = /\.(ts|tsx|mts|mjs)$/

/** Every file and folder of the repository outside SKIPPED, relative, with `/` separators. */
function listTree(dir = '', out = new Set<string>()): Set<string> {
	for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
		if (SKIPPED_ANYWHERE.has(entry.name) || (!dir && SKIPPED_TOP.has(entry.name))) continue
		const path = dir ? `${dir}/${entry.name}` : entry.name
		out.add(path)
		if (entry.isDirectory()) listTree(path, out)
	}
	return out
}

/** The files whose text is read: code, Markdown and shell scripts in the repository root and under ROOTS, fixtures aside. */
function sourceFiles(tree: Set<string>): string[] {
	return [...tree].filter(
		(path) =>
			(CODE.test(path) || /\.(md|sh)$/.test(path)) &&
			(!path.includes('/') || ROOTS.includes(path.split('/')[0])) &&
			!path.startsWith('tests/fixtures/') &&
			path !== SELF,
	)
}

/**
 * The prose of a code file: its comments, and its string and template literals that contain a
 * space (messages). Literals without one are data (a doc id such as 'plugins/ai', a template id
 * such as 'plugins/starter-js'), not paths.
 */
function proseOf(file: string, text: string): string[] {
	const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
	const out: string[] = []
	const seen = new Set<number>()
	const comments = (ranges: ts.CommentRange[] | undefined) => {
		for (const range of ranges ?? []) {
			if (seen.has(range.pos)) continue
			seen.add(range.pos)
			out.push(text.slice(range.pos, range.end))
		}
	}
	const visit = (node: ts.Node) => {
		comments(ts.getLeadingCommentRanges(text, node.pos))
		comments(ts.getTrailingCommentRanges(text, node.end))
		if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
			if (/\s/.test(node.text)) out.push(node.text)
		}
		for (const child of node.getChildren(source)) visit(child)
	}
	visit(source)
	return out
}

/**
 * A path starts at a root name not preceded by a path or word character (so `docs/plugins/x`,
 * `@docusaurus/theme-classic/src/…` and `robo-src/…` are not ours), and runs over path
 * characters, `*` globs, `<placeholder>` segments and `{a,b}` alternatives.
 */
const PATH = new RegExp(String.raw`(?<![\w.@/~$#-])(?:${ROOTS.join('|')})/(?:[\w.*@/-]|<[\w-]+>|\{[\w.,-]+\}|…)*`, 'g')

function pathsIn(text: string): string[] {
	return [...text.matchAll(PATH)].map((m) => m[0].replace(/[.…]+$/, '').replace(/\/$/, ''))
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
const expand = (path: string): string[] => {
	const m = /\{([^}]*)\}/.exec(path)
	if (!m) return [path]
	return m[1].split(',').flatMap((alt) => expand(path.slice(0, m.index) + alt + path.slice(m.index + m[0].length)))
}

/** A glob over the tree: `*` within a segment, `…` or `**` over segments, `<name>` one segment. */
const globRegex = (path: string) =>
	new RegExp(
		'^' +
			path
				.split(/(\*\*|\*|…|<[\w-]+>)/)
				.map((part) =>
					part === '**' || part === '…'
						? '.*'
						: part === '*'
							? '[^/]*'
							: part.startsWith('<')
								? '[^/]+'
								: part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
				)
				.join('') +
			'$',
	)

/** Module paths are written without their extension (`src/lib/prism/highlighted`). */
const MODULE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx']

/**
 * Names that look like paths under plugins/ but are page ids: a plugin's guide (`plugins/ai`,
 * its README stored as `plugins/ai.md`) or a plugin template (`plugins/starter-js`).
 */
const isPageId = (path: string) => {
	const id = path.replace(/\.mdx?$/, '')
	return ['docs', 'docs/templates'].some((dir) =>
		['.md', '.mdx'].some((ext) => existsSync(join(repoRoot, dir, id + ext))),
	)
}

/**
 * Paths a file writes about another tree, not this repository: a Robo.js project (the one
 * create-robo generates, or a guide's example file) or a package of the robo.js monorepo. Each
 * entry is one file and the paths it may write so; everything else in that file is checked.
 */
const OTHER_TREES: Record<string, RegExp> = {
	// The project create-robo generates, which the playground models.
	'src/lib/playground.ts': /^(?:src\/(?:app|api|hooks)(?:\/|$)|config\/(?:robo|eslint)\.)/,
	// The temporary Robo.js project the guides' examples run in.
	'tests/support/example-runner.ts': /^config\/robo\./,
	'tests/support/examples.ts': /^src\/commands\//,
	'tests/integration/examples-run.test.ts': /^src\/commands\//,
	// A guide's file title, as a Robo.js project names it.
	'README.md': /^src\/commands\//,
	'tests/unit/llms.test.ts': /^src\/a\.ts$/,
	// A package's entry point in the robo.js monorepo.
	'plugins/content/reference/sources.ts': /^src\/index\.(?:ts|tsx|mts)$/,
	// A plugin's module, built or in the monorepo, that a fact mark reads types from.
	'tests/support/facts/packages.ts': /^src\/events\//,
}

function exists(path: string, tree: Set<string>): boolean {
	return expand(path).every((candidate) => {
		if (/[*…<]/.test(candidate)) {
			const pattern = globRegex(candidate)
			return [...tree].some((entry) => pattern.test(entry))
		}
		return MODULE_SUFFIXES.some((suffix) => tree.has(candidate + suffix))
	})
}

function missingPaths(tree: Set<string>, files: string[]): string[] {
	const missing: string[] = []
	for (const file of files) {
		const text = readFileSync(join(repoRoot, file), 'utf8')
		const prose = CODE.test(file) ? proseOf(file, text) : [text]
		for (const path of new Set(prose.flatMap(pathsIn))) {
			if (OTHER_TREES[file]?.test(path) || (path.startsWith('plugins/') && isPageId(path))) continue
			if (!exists(path, tree)) missing.push(`${file}: ${path}`)
		}
	}
	return missing
}

describe('repository paths written in code, messages, comments and documents', () => {
	const tree = listTree()
	const files = sourceFiles(tree)

	it('reads the code, the READMEs and the maintainer documents', () => {
		for (const file of [
			'README.md',
			'plugins/loading/README.md',
			'config/plugins.ts',
			'tests/unit/layout.test.ts',
			'scripts/test.sh',
		])
			assert.ok(files.includes(file), `${file} is not read`)
		assert.ok(!files.some((file) => file.startsWith('docs/') || file.startsWith('tests/fixtures/')))
	})

	it('finds paths in comments and messages, with globs, placeholders and alternatives', () => {
		assert.deepEqual(
			pathsIn('see `plugins/loading/{prism,docs}/index.ts`, docs/plugins/x and src/theme/<Name>/index.tsx.'),
			['plugins/loading/{prism,docs}/index.ts', 'src/theme/<Name>/index.tsx'],
		)
		assert.ok(exists('plugins/loading/{prism,docs}/index.ts', tree))
		assert.ok(exists('src/theme/<Name>/index.tsx', tree))
		assert.ok(!exists('plugins/lazy-routes/groups.ts', tree))
		const code = proseOf(
			'x.ts',
			"// moved from plugins/docs\nconst id = 'plugins/ai'\nthrow new Error(`see ${x} tests/old.ts`)",
		)
		assert.deepEqual(code.flatMap(pathsIn), ['plugins/docs', 'tests/old.ts'])
	})

	it('names only paths that exist', () => {
		// Each entry is "<file>: <path it names>"; correct the path, or the file if the path is right.
		assert.deepEqual(missingPaths(tree, files), [])
	})
})
