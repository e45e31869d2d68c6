/**
 * Fact tests: the flag, config, variable and message tables the guides mark (tests/support/facts/pages.ts)
 * are checked row by row against the packages themselves: the CLI's command objects, the exported
 * types through the TypeScript checker, robo.js's table of defaults and the defaults its code
 * applies, and the text of the code. A wrong name, short form, type, default or message fails the
 * test of its table, naming the page, the line and the row. Tables of packages whose code is not
 * here (not on the registry, no ROBO_REPO_DIR) are counted as skipped and printed with the reason.
 */
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { isDeepStrictEqual } from 'node:util'
import { allPageFacts, type Cell, type FactRow, type FactTable } from '../support/facts/pages'
import {
	cliOptions,
	codeDefaultOf,
	codeFiles,
	codeText,
	containsMessage,
	packageSource,
	readsVariable,
	resolveTypes,
	roboDefaultConfig,
	sourcePaths,
	typesModule,
	type TypeView,
} from '../support/facts/packages'

const facts = allPageFacts()

type Kind =
	'flags' | 'config keys' | 'types' | 'defaults' | 'defaults (as the type documents them)' | 'variables' | 'messages'
const checked = new Map<Kind, number>()
const skipped = new Map<string, number>()
const count = (kind: Kind, n = 1): void => void checked.set(kind, (checked.get(kind) ?? 0) + n)
const skip = (reason: string, n = 1): void => void skipped.set(reason, (skipped.get(reason) ?? 0) + n)

after(() => {
	const lines = [...checked].map(([kind, n]) => `${n} ${kind}`)
	console.log(
		`[facts] ${facts.tables.length} tables and ${facts.quotes.length} quoted messages on ${facts.pages} pages`,
	)
	console.log(`[facts] checked: ${lines.join(', ')}`)
	for (const [reason, n] of skipped) console.log(`[facts] skipped ${n}: ${reason}`)
})

const column = (table: FactTable, ...names: string[]): string | undefined =>
	table.columns.find((c) => names.includes(c))

const rowName = (row: FactRow, key: string): string => `${row.where} (${row.cells[key]?.text ?? '?'})`

/** Top-level `|` splits a union; `'a' | 'b'` and `'b' | 'a'` are the same type. */
function normaliseType(text: string): string {
	const flat = text
		.replace(/\s*\((?:ms|seconds|milliseconds)\)\s*$/, '')
		.replace(/^discord\.js\s+/, '')
		.replace(/"/g, "'")
		.replace(/;\s*}/g, '}')
		.replace(/\s+/g, '')
	const parts: string[] = []
	let depth = 0
	let current = ''
	for (const ch of flat) {
		if ('<({['.includes(ch)) depth++
		if ('>)}]'.includes(ch)) depth--
		if (ch === '|' && depth === 0) {
			parts.push(current)
			current = ''
		} else current += ch
	}
	parts.push(current)
	// An optional key's `| undefined` says nothing a reader needs.
	return parts
		.filter((part) => part && part !== 'undefined')
		.sort()
		.join('|')
}

type Literal = { kind: 'none' } | { kind: 'value'; value: unknown } | { kind: 'words' }

/** A default cell: nothing, one code span holding a literal, or a description in words. */
function readDefault(cell: Cell | undefined): Literal {
	const text = cell?.text ?? ''
	if (/^(none|—|-|)$/i.test(text)) return { kind: 'none' }
	if (cell?.codes.length === 1 && cell.codes[0] === text) {
		try {
			return { kind: 'value', value: JSON.parse(text.replace(/'/g, '"')) }
		} catch {
			return { kind: 'words' }
		}
	}
	return { kind: 'words' }
}

/** `300000 (5 minutes)` → `300000`; `'en-US'` → `"en-US"`: the literal a `@default` tag starts with. */
function documentedValue(tag: string): string | null {
	const literal = /^(?:'[^']*'|"[^"]*"|`[^`]*`|-?[\d.]+|true|false|\[\])/.exec(tag.replace(/^`|`$/g, ''))?.[0]
	if (!literal) return null
	try {
		return JSON.stringify(JSON.parse(literal.replace(/^['`]|['`]$/g, '"')))
	} catch {
		return null
	}
}

function at(object: unknown, path: string): unknown {
	return path
		.split('.')
		.filter(Boolean)
		.reduce<unknown>(
			(value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
			object,
		)
}

const byKind = (kind: FactTable['kind']): FactTable[] => facts.tables.filter((t) => t.kind === kind)

describe('fact marks', () => {
	it('are well formed and each sits right above what it describes', () => {
		assert.deepEqual(facts.problems, [])
	})

	it('cover the flag, config and variable tables of the CLI and configuration pages', () => {
		const pages = new Set(facts.tables.map((t) => t.page))
		for (const page of [
			'docs/cli/robo.mdx',
			'docs/cli/create-robo.mdx',
			'docs/robojs/config.mdx',
			'docs/robojs/environment-variables.mdx',
		])
			assert.ok(pages.has(page), `${page} has no marked fact table`)
	})
})

describe('CLI flag tables match the flags the CLI defines', () => {
	for (const table of byKind('cli')) {
		const [pkg, ...words] = table.args
		it(`${table.page}:${table.line} ${pkg} ${words.join(' ')}`, async () => {
			const options = await cliOptions(pkg, words)
			if (!options) {
				skip(
					`${pkg} flags: its source is not here (set ROBO_REPO_DIR to a Wave-Play/robo.js checkout)`,
					table.rows.length,
				)
				return
			}
			const flagColumn = column(table, 'flag', 'option')
			const shortColumn = column(table, 'short')
			assert.ok(flagColumn, `${table.page}:${table.line}: the table has no Flag column`)
			const problems: string[] = []
			const listed = new Set<string>()
			for (const row of table.rows) {
				// `--kit bot` names --kit; `--typescript` / `--javascript` two flags, paired with `-ts` / `-js`.
				const names = row.cells[flagColumn].codes.filter((c) => c.startsWith('--')).map((c) => c.split(/\s/)[0])
				const shorts = shortColumn ? row.cells[shortColumn].codes.filter((c) => c.startsWith('-')) : []
				if (names.length === 0) problems.push(`${rowName(row, flagColumn)}: no --flag in the Flag column`)
				names.forEach((name, i) => {
					listed.add(name)
					const option = options.find((o) => o.name === name)
					if (!option) {
						problems.push(`${rowName(row, flagColumn)}: ${pkg} ${words.join(' ')} has no ${name}`)
						return
					}
					if (shortColumn) {
						const stated = shorts[i] ?? null
						if (stated !== option.alias)
							problems.push(
								`${rowName(row, flagColumn)}: ${name} has short form ${option.alias ?? 'none'}, the page says ${stated ?? 'none'}`,
							)
					}
					count('flags')
				})
			}
			if (table.options.partial === undefined)
				for (const option of options)
					if (!listed.has(option.name))
						problems.push(
							`${table.page}:${table.line}: ${option.name} (${option.alias ?? 'no short form'}) is defined but not listed`,
						)
			assert.deepEqual(problems, [])
		})
	}
})

describe('config tables match the exported types and the defaults the code applies', () => {
	const tables = byKind('config')
	const views = new Map<string, TypeView>()
	let defaults: Record<string, unknown> = {}
	const idOf = (t: FactTable): string => `${t.page}:${t.line}`
	const moduleOf = (t: FactTable): string | null => {
		const source = packageSource(t.args[0])
		return source && typesModule(source, t.options.from)
	}
	const available = tables.filter((t) => moduleOf(t))

	it('type expressions of every mark resolve', async () => {
		// One TypeScript program for the installed packages, one per monorepo package (each has its own `@/` alias).
		const groups = new Map<string, FactTable[]>()
		for (const t of available) {
			const group = packageSource(t.args[0])?.from === 'installed' ? 'installed' : t.args[0]
			groups.set(group, [...(groups.get(group) ?? []), t])
		}
		for (const group of groups.values()) {
			const source = packageSource(group[0].args[0])
			const requests = group.map((t) => ({
				id: idOf(t),
				entry: moduleOf(t) ?? '',
				expression: t.args.slice(1).join(' '),
			}))
			for (const [id, view] of resolveTypes(requests, source ? sourcePaths(source) : {})) views.set(id, view)
		}
		defaults = await roboDefaultConfig()
	})

	for (const table of tables) {
		const [pkg] = table.args
		it(`${table.page}:${table.line} ${table.args.join(' ')}`, () => {
			const source = packageSource(pkg)
			if (!source || !moduleOf(table)) {
				skip(`${pkg} config keys: its types are not here (set ROBO_REPO_DIR)`, table.rows.length)
				return
			}
			const view = views.get(idOf(table))
			assert.ok(view, `the type of ${idOf(table)} did not resolve`)
			const keyColumn = column(table, 'key', 'option', 'property', 'field') ?? table.columns[0]
			const typeColumn = column(table, 'type')
			const defaultColumn = column(table, 'default')
			const problems: string[] = []
			const listed = new Set<string>()
			for (const row of table.rows) {
				const key = row.cells[keyColumn].codes[0]
				const name = rowName(row, keyColumn)
				const declared = key ? view.lookup(key) : undefined
				if (!key || !declared) {
					problems.push(`${name}: ${table.args.slice(1).join(' ')} of ${pkg} has no key ${key ?? '(no code span)'}`)
					continue
				}
				listed.add(key.split('.')[0])
				count('config keys')
				if (typeColumn) {
					const stated = row.cells[typeColumn].text
					// "object" and an arrow such as `(event) => void` state the kind only; anything else is the
					// type as declared or with its aliases expanded.
					const ok =
						stated === 'object'
							? declared.isObject
							: /^\([^)]*\)\s*=>/.test(stated)
								? declared.isFunction
								: [declared.written, declared.expanded].some((t) => normaliseType(t) === normaliseType(stated))
					if (!ok) problems.push(`${name}: type is ${declared.written.replace(/\s+/g, ' ')}, the page says ${stated}`)
					else count('types')
				}
				if (defaultColumn) {
					const stated = readDefault(row.cells[defaultColumn])
					const tableDefaults =
						pkg === 'robo.js' && table.options.defaults !== undefined ? at(defaults, table.options.defaults) : undefined
					// robo.js writes `null` for "nothing" in its defaults (clientOptions).
					const known = tableDefaults === undefined ? undefined : (at(tableDefaults, key) ?? undefined)
					if (stated.kind === 'words') skip('defaults described in words (what decides them is explained in the row)')
					else if (stated.kind === 'none') {
						if (known !== undefined)
							problems.push(`${name}: robo.js defaults it to ${JSON.stringify(known)}, the page says none`)
						else count('defaults')
					} else if (known !== undefined) {
						if (!isDeepStrictEqual(known, stated.value))
							problems.push(
								`${name}: robo.js defaults it to ${JSON.stringify(known)}, the page says ${JSON.stringify(stated.value)}`,
							)
						else count('defaults')
					} else if (codeDefaultOf(codeFiles(source), key.split('.').at(-1) ?? key, stated.value)) count('defaults')
					else if (
						declared.documentedDefault &&
						documentedValue(declared.documentedDefault) === JSON.stringify(stated.value)
					)
						count('defaults (as the type documents them)')
					else
						problems.push(
							`${name}: the page says the default is ${JSON.stringify(stated.value)}, but ${pkg}'s code gives ${key} no such default`,
						)
				}
			}
			if (table.options.partial === undefined)
				for (const key of view.keys.keys())
					if (!listed.has(key)) problems.push(`${table.page}:${table.line}: ${key} is declared but not listed`)
			assert.deepEqual(problems, [])
		})
	}
})

describe('variable tables name variables the code reads', () => {
	for (const table of byKind('env')) {
		it(`${table.page}:${table.line} ${table.args.join(' ')}`, () => {
			const present = table.args.map((pkg) => packageSource(pkg)).filter((s) => s !== null)
			const missing = table.args.filter((pkg) => !packageSource(pkg))
			const problems: string[] = []
			for (const row of table.rows) {
				const cell = row.cells[table.columns[0]]
				for (const name of cell.codes.filter((c) => /^[A-Z][A-Z0-9_]+$/.test(c))) {
					if (present.some((s) => readsVariable(codeText(s), name))) count('variables')
					else if (missing.length) skip(`variables that only ${missing.join(', ')} may read (set ROBO_REPO_DIR)`)
					else problems.push(`${row.where}: none of ${table.args.join(', ')} reads ${name}`)
				}
			}
			assert.deepEqual(problems, [])
		})
	}
})

describe('quoted messages are the ones the code prints', () => {
	it('every marked message is on its page and in its package', () => {
		const problems: string[] = []
		for (const quote of facts.quotes) {
			const where = `${quote.page}:${quote.line}`
			const pieces = quote.text.split('…').map((p) => p.trim())
			if (!pieces.every((piece) => quote.block.includes(piece)))
				problems.push(`${where}: the block below the mark does not quote "${quote.text}"`)
			const source = packageSource(quote.pkg)
			if (!source) skip(`messages of ${quote.pkg} (set ROBO_REPO_DIR)`)
			else if (!containsMessage(codeText(source), quote.text))
				problems.push(`${where}: ${quote.pkg} never prints "${quote.text}"`)
			else count('messages')
		}
		assert.deepEqual(problems, [])
	})
})
