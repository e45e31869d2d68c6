/**
 * Mutants no test can kill because the mutated code behaves the same on every input the module can
 * receive, each with its reason. `npm run test:mutation` counts a surviving mutant as equivalent
 * only when it matches an entry here (file, mutator, replacement, the source text it replaces, and a line containing `code`), and
 * prints any entry that no longer matches a survivor, so the list cannot go stale unnoticed.
 *
 * Kept here rather than as `// Stryker disable` comments: a comment disables every mutant of its
 * mutator on the line, killed ones included, and these modules are edited by others.
 */
export interface EquivalentMutant {
	file: string
	/** Text of the line the mutant starts on (a part of it is enough). */
	code: string
	/** The source text the mutant replaces. */
	original: string
	mutator: string
	/** Stryker's replacement, as printed in the survivors list. */
	replacement: string
	reason: string
}

export const EQUIVALENT: readonly EquivalentMutant[] = [
	// plugins/content/reference/aliases.ts
	{
		file: 'plugins/content/reference/aliases.ts',
		code: 'const match = /^(.*)-\\d+$/.exec(base)',
		original: '/^(.*)-\\d+$/',
		mutator: 'Regex',
		replacement: '/(.*)-\\d+$/',
		reason: 'the greedy `(.*)` can start at the first character, so the match starts there with or without `^`',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: 'if (!base) return []',
		original: '!base',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason: 'without the guard `from` ends in `/null`, and no `<Kind>.<Name>` route folds onto that',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: 'const from = page.route.replace(/\\/[A-Za-z]+\\.([^/]+)$/',
		original: '/\\/[A-Za-z]+\\.([^/]+)$/',
		mutator: 'Regex',
		replacement: '/\\/[A-Za-z]+\\.([^/]+)/',
		reason:
			'package folders (`framework`, `@robojs/<slug>`) hold no `<letters>.`, so the first match is the last segment',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: 'if (from === page.route || taken.has(from.toLowerCase())) return []',
		original: 'from === page.route',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason: "a page's own route is already in `taken`, so the second test refuses the same addresses",
	},
	{
		file: 'config/redirects.ts',
		code: 'if (!referenceAliases) {',
		original: '!referenceAliases',
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason: 'reading the aliases again on every call builds the same map; the guard only saves the reading',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: 'const raw = /^---',
		original: '/^---\\n[\\s\\S]*?^title:\\s*(.+)$/m.exec(markdown)?.[1]?.trim',
		mutator: 'OptionalChaining',
		replacement: '/^---\\n[\\s\\S]*?^title:\\s*(.+)$/m.exec(markdown)?.[1].trim',
		reason:
			'when the pattern matches, its group `(.+)` has at least one character, so `?.` after `[1]` never short-circuits',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: 'const raw = /^---',
		original: '/^---\\n[\\s\\S]*?^title:\\s*(.+)$/m',
		mutator: 'Regex',
		replacement: '/^---\\n[\\s\\S]*?^title:\\s*(.+)/m',
		reason: '`.` stops at a line end, so the greedy `(.+)` ends there with or without `$`',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: 'if (!raw) return undefined',
		original: '!raw',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason: 'with no title, `raw.startsWith` throws inside the `try`, whose `catch` returns the same `undefined`',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: "return raw.startsWith('\"')",
		original: "raw.startsWith('\"')",
		mutator: 'MethodExpression',
		replacement: "raw.endsWith('\"')",
		reason:
			'a title that JSON.parse accepts as a string both starts and ends with a quote; any other falls back to `raw` either way',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: "return raw.startsWith('\"')",
		original: "'\"'",
		mutator: 'StringLiteral',
		replacement: '""',
		reason: 'parsing every title as JSON differs only for a number, true or null, which no TypeScript symbol is named',
	},
	{
		file: 'plugins/content/reference/aliases.ts',
		code: "readFileSync(path, 'utf8')",
		original: "'utf8'",
		mutator: 'StringLiteral',
		replacement: '""',
		reason: 'without an encoding readFileSync returns a Buffer, which the title pattern reads as the same UTF-8 text',
	},
]
