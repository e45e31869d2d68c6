/**
 * Mutants no test can kill because the mutated code behaves the same on every input the module can
 * receive, or sits in a fallback no input reaches (Stryker reports those as not covered), each with
 * its reason. `npm run test:mutation` counts a surviving mutant as equivalent
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
	// plugins/content/remote-content/sanitize.ts
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'if (bytes.length === 0) return',
		original: 'bytes.length === 0',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason: 'no bytes decode to an empty text, which is refused as `empty` a few lines later',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "new TextDecoder('utf-8', { fatal: false, ignoreBOM: false })",
		original: '{ fatal: false, ignoreBOM: false }',
		mutator: 'ObjectLiteral',
		replacement: '{}',
		reason: "these are TextDecoder's defaults",
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "new TextDecoder('utf-8', { fatal: false, ignoreBOM: false })",
		original: 'false',
		mutator: 'BooleanLiteral',
		replacement: 'true',
		reason: '(ignoreBOM) a byte order mark the decoder keeps is stripped by the first replace below',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'const RASTER_DATA_IMAGE =',
		original: '/^data:image\\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\\.microsoft\\.icon)[;,]/i',
		mutator: 'Regex',
		replacement: '/data:image\\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\\.microsoft\\.icon)[;,]/i',
		reason: 'a URL let through by a raster type further in is still refused by the scheme allow-list after it',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'if (out === before) break',
		original: 'out === before',
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason: 'once a round changes nothing, the remaining rounds change nothing either',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'const invisible = /',
		original: '/[\\u0000-\\u0020\\u007F-\\u009F\\u00AD\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u2064\\uFEFF]+/g',
		mutator: 'Regex',
		replacement: '/[\\u0000-\\u0020\\u007F-\\u009F\\u00AD\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u2064\\uFEFF]/g',
		reason: 'a global replace removes a run one character at a time just the same',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "return out.replace(invisible, '').toLowerCase()",
		original: "out.replace(invisible, '').toLowerCase()",
		mutator: 'MethodExpression',
		replacement: "out.replace(invisible, '').toUpperCase()",
		reason: 'the dangerous-scheme pattern is case-insensitive',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (DANGEROUS_SCHEME.test(looselyDecoded(url)) && !(kind === 'image'",
		original: "kind === 'image'",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason: 'a link to a raster data URL let through here meets the link allow-list, which has no `data`',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'exec(url)?.[1]?.toLowerCase()',
		original: '/^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase',
		mutator: 'OptionalChaining',
		replacement: '/^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1].toLowerCase',
		reason: 'when the pattern matches, its group has at least one letter',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (kind === 'image' && scheme === 'data')",
		original: "kind === 'image'",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason: 'a link with a data: URL never gets here: the dangerous-scheme check refused it',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "posix.join('/', dir, decoded)",
		original: "'/'",
		mutator: 'StringLiteral',
		replacement: '""',
		reason:
			'a relative path that climbs is refused below; any other joins to the same path once its leading slash is cut',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "const clean = joined.replace(/^\\/+/, '')",
		original: '/^\\/+/',
		mutator: 'Regex',
		replacement: '/\\/+/',
		reason: 'a normalised absolute path starts with its first run of slashes',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "const clean = joined.replace(/^\\/+/, '')",
		original: '/^\\/+/',
		mutator: 'Regex',
		replacement: '/^\\//',
		reason: 'posix.normalize leaves a single leading slash',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (!['http:', 'https:', 'mailto:'].includes(parsed.protocol)) return null",
		original: "!['http:', 'https:', 'mailto:'].includes(parsed.protocol)",
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			'every URL reaching parsedHref is already http(s) or mailto (the allow-list, the `https:` prefix, the repository base)',
	},
	// plugins/content/remote-content/sanitize.ts, presentation
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (!next || typeof next !== 'object') continue",
		original: "!next || typeof next !== 'object'",
		mutator: 'LogicalOperator',
		replacement: "!next && typeof next !== 'object'",
		reason: 'nodeText walks mdast nodes, all of them objects, so the guard is false with || and with &&',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (!next || typeof next !== 'object') continue",
		original: "typeof next !== 'object'",
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason: 'nodeText walks mdast nodes, all of them objects, so typeof is always object',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (['npm', 'pnpm', 'yarn', 'bun'].includes(pm) && t[1] === 'create' && /^robo(?:@[\\w.-]+)?$/.test(t[2] ?? '')) {",
		original: "''",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason: "with no third word the test fails on '' as on any other text that is not robo[@version]",
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "align: (node.align ?? []).map((a) => (a === 'left' || a === 'right' || a === 'center' ? a : null)),",
		original: '[]',
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason: 'unreachable: hast-util-to-mdast gives every table its align array',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "return node.value === '' ? [] : [text(node.value)]",
		original: '[]',
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason: "unreachable: hast-util-to-mdast's whitespace pass removes empty text nodes before they reach the page",
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "const image: Image = { type: 'image', url: src, alt: node.alt ?? '', title: node.title ?? null }",
		original: "''",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason: 'unreachable: hast-util-to-mdast always gives an image a string alt (collapse() of the attribute)',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'default:',
		original: 'default:\n\t\t\treturn []',
		mutator: 'ConditionalExpression',
		replacement: 'default:',
		reason: 'unreachable: core.ts only produces the node types listed above',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'return []',
		original: '[]',
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason: 'unreachable: core.ts only produces the node types listed above',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "const name = node.name ?? ''",
		original: "''",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason: 'unreachable: core.ts never makes a JSX fragment (an element without a name)',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: 'if (!allowed) return []',
		original: '[]',
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason: 'unreachable: core.ts only makes the JSX elements of ALLOWED_JSX',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (node.type === 'heading' && /^(?:table of contents|contents|toc)$/i.test(headingTitle(node) ?? '')) {",
		original: "''",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason: 'unreachable: headingTitle gives a string for every heading, and the test before it requires one',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (!SHELL_LANGS.has((lang ?? '').toLowerCase())) return null",
		original: "''",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason: 'without a language the fence is not a shell one, and the replacement text is not a shell name either',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (!/^[\\w@./:<>=~^+,\\- ]+$/.test(line) || /[<>]/.test(line.replace(/<[\\w.-]+>/g, 'x'))) return null",
		original: "'x'",
		mutator: 'StringLiteral',
		replacement: '""',
		reason:
			'the placeholder only has to lose its angle brackets before the test for < and >; an empty string does that as x does',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "const installVerb = pm === 'npm' ? ['install', 'i', 'add'] : ['pnpm', 'yarn', 'bun'].includes(pm) ? ['add'] : []",
		original: '[]',
		mutator: 'ArrayDeclaration',
		replacement: '["Stryker was here"]',
		reason:
			'a first word that is no package manager has no install verb; a list holding only the replacement text matches no second word either',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "if (installVerb.includes(t[1] ?? '')) {",
		original: "''",
		mutator: 'StringLiteral',
		replacement: '"Stryker was here!"',
		reason: 'a missing second word matches no install verb, as the replacement text matches none',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "checked: typeof item.checked === 'boolean' ? item.checked : null,",
		original: "typeof item.checked === 'boolean'",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason: 'hast-util-to-mdast gives every item a boolean or null checked, so the test only ever turns null into null',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "start: typeof node.start === 'number' ? node.start : null,",
		original: "typeof node.start === 'number'",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason: 'hast-util-to-mdast gives every list a number or null start, so the test only ever turns null into null',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "align: (node.align ?? []).map((a) => (a === 'left' || a === 'right' || a === 'center' ? a : null)),",
		original: "a === 'left' || a === 'right' || a === 'center'",
		mutator: 'ConditionalExpression',
		replacement: 'true',
		reason: 'hast-util-to-mdast only gives left, right, center or null, so keeping every value keeps the same ones',
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "return node.value === '' ? [] : [text(node.value)]",
		original: "node.value === ''",
		mutator: 'ConditionalExpression',
		replacement: 'false',
		reason:
			"unreachable difference: hast-util-to-mdast's whitespace pass removes empty text nodes before they reach the page",
	},
	{
		file: 'plugins/content/remote-content/sanitize.ts',
		code: "return node.value.trim() === '' ? [] : [{ type: 'inlineCode', value: node.value }]",
		original: 'node.value.trim()',
		mutator: 'MethodExpression',
		replacement: 'node.value',
		reason:
			"core.ts (hast-util-to-mdast's whitespace pass) already turns whitespace-only inline code into an empty value",
	},
]
