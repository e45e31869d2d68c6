/**
 * The facts a page declares. An author marks a table whose rows are facts of a package with an MDX
 * comment right above it, and a quoted message with a comment right above the block that quotes it;
 * readers see the same table and text, and the fact tests read the marks:
 *
 *   {/* facts: cli robo.js build plugin *\/}        a flag table of `robo build plugin`
 *   {/* facts: config robo.js Config['logger'] *\/} a key table of that type (keys, types, defaults)
 *   {/* facts: env robo.js @robojs/server *\/}      a table whose first column names variables
 *   {/* says robo.js: Plugin already removed. *\/}  a message the next block quotes
 *
 * A mark that is not followed by what it describes is an error of its own, so a table cannot slip
 * out from under its mark when a page is edited.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Root, RootContent, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { parsePage } from '../../../plugins/content/llms/markdown'
import { walk } from '../html'
import { repoRoot } from '../paths'

export type FactKind = 'cli' | 'config' | 'env'

export interface Cell {
	/** The cell as a reader sees it, code spans without their backticks. */
	text: string
	/** The code spans in the cell, in order. */
	codes: string[]
}

export interface FactRow {
	/** `page:line` of the row, for failure messages. */
	where: string
	cells: Record<string, Cell>
}

export interface FactTable {
	page: string
	line: number
	kind: FactKind
	/** Everything after the kind: the package and what in it the table describes. */
	args: string[]
	/** Options written as `name=value` after the arguments. */
	options: Record<string, string>
	columns: string[]
	rows: FactRow[]
}

export interface Quote {
	page: string
	line: number
	pkg: string
	text: string
	/** The text of the block below the mark, as a reader sees it. */
	block: string
}

export interface PageFacts {
	tables: FactTable[]
	quotes: Quote[]
	/** Marks that are malformed or not followed by what they announce. */
	problems: string[]
}

const TABLE_MARK = /^\/\*\s*facts:\s*([\s\S]*?)\s*\*\/$/
const QUOTE_MARK = /^\/\*\s*says\s+(\S+?):\s*([\s\S]*?)\s*\*\/$/
const KINDS: readonly FactKind[] = ['cli', 'config', 'env']

function cellOf(node: RootContent): Cell {
	const codes: string[] = []
	visit(node, 'inlineCode', (code) => {
		codes.push(code.value)
	})
	return { text: toString(node).trim(), codes }
}

function readTable(table: Table, page: string): { columns: string[]; rows: FactRow[] } {
	const [head, ...body] = table.children
	const columns = head.children.map((cell) => toString(cell).trim().toLowerCase())
	const rows = body.map((row) => {
		const cells: Record<string, Cell> = {}
		row.children.forEach((cell, i) => {
			if (columns[i]) cells[columns[i]] = cellOf(cell)
		})
		return { where: `${page}:${row.position?.start.line ?? '?'}`, cells }
	})
	return { columns, rows }
}

/** Splits `cli robo.js build partial=yes` into the kind, its words and its options. */
function parseMark(body: string): { kind: string; args: string[]; options: Record<string, string> } {
	const words = body.split(/\s+/).filter(Boolean)
	const options: Record<string, string> = {}
	const args: string[] = []
	for (const word of words.slice(1)) {
		const option = /^([a-z-]+)=(.*)$/.exec(word)
		if (option) options[option[1]] = option[2]
		else args.push(word)
	}
	return { kind: words[0] ?? '', args, options }
}

export function factsOf(page: string, source: string): PageFacts {
	const { tree } = parsePage(source)
	const tables: FactTable[] = []
	const quotes: Quote[] = []
	const problems: string[] = []
	// Marks may sit anywhere a block can: at the top level, in a list item, an admonition or a tab.
	visit(tree as Root, 'mdxFlowExpression', (node, index, parent) => {
		const value = node.value.trim()
		const line = node.position?.start.line ?? 0
		const next = index === undefined ? undefined : (parent?.children[index + 1] as RootContent | undefined)
		const table = TABLE_MARK.exec(value)
		if (table) {
			const { kind, args, options } = parseMark(table[1])
			if (!KINDS.includes(kind as FactKind)) problems.push(`${page}:${line}: unknown fact kind "${kind}"`)
			else if (args.length === 0) problems.push(`${page}:${line}: a facts mark names no package`)
			else if (next?.type !== 'table') problems.push(`${page}:${line}: a facts mark is not followed by a table`)
			else tables.push({ page, line, kind: kind as FactKind, args, options, ...readTable(next, page) })
			return
		}
		const quote = QUOTE_MARK.exec(value)
		if (quote) {
			if (!next || next.type === 'mdxFlowExpression')
				problems.push(`${page}:${line}: a says mark is not followed by the block that quotes it`)
			else quotes.push({ page, line, pkg: quote[1], text: quote[2], block: toString(next) })
			return
		}
		if (/^\/\*\s*(facts?|says)\b/.test(value)) problems.push(`${page}:${line}: malformed mark "${value}"`)
	})
	return { tables, quotes, problems }
}

/** The facts of every authored page (generated reference pages have none). */
export function allPageFacts(): PageFacts & { pages: number } {
	const docsDir = join(repoRoot, 'docs')
	const files = walk(docsDir).filter((f) => /\.mdx?$/.test(f) && !relative(docsDir, f).startsWith('ref/'))
	const all: PageFacts = { tables: [], quotes: [], problems: [] }
	for (const file of files) {
		const facts = factsOf(relative(repoRoot, file), readFileSync(file, 'utf8'))
		all.tables.push(...facts.tables)
		all.quotes.push(...facts.quotes)
		all.problems.push(...facts.problems)
	}
	return { ...all, pages: files.length }
}
