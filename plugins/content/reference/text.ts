/**
 * Text helpers for the Markdown this generator writes itself (front matter, landing pages, the
 * intro line of symbol pages). Everything that comes from a JSDoc comment passes through here:
 * Docusaurus compiles every page as MDX, where a stray `{` or `<` is a syntax error.
 */

/** Markdown links become their text; relative targets in comments would not resolve on this site. */
const unlink = (markdown: string): string => markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')

/**
 * One line of MDX-safe Markdown: code spans kept, braces and angle brackets escaped outside them,
 * line breaks folded, and `|` escaped so the text can sit in a table cell.
 */
export function inlineMdx(markdown: string): string {
	const oneLine = unlink(markdown)
		.replace(/\s*\n\s*/g, ' ')
		.trim()
	return oneLine
		.split(/(`[^`]*`)/g)
		.map((part, i) =>
			i % 2 === 1 ? part.replace(/\|/g, '\\|') : part.replace(/\\/g, '\\\\').replace(/[{}<>|]/g, (c) => `\\${c}`),
		)
		.join('')
}

/** Plain text for meta descriptions: no Markdown, at most `max` characters, cut at a word. */
export function plainText(markdown: string, max = 160): string {
	const text = unlink(markdown)
		.replace(/`([^`]*)`/g, '$1')
		.replace(/[*_~]+/g, '')
		.replace(/\s+/g, ' ')
		.trim()
	if (text.length <= max) return text
	const cut = text.slice(0, max - 1)
	return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`
}

/** A YAML scalar for front matter; JSON strings are valid YAML. */
export const yaml = (value: string): string => JSON.stringify(value)

/** Front matter block from a flat record (nested objects for `last_update`). */
export function frontMatter(fields: Record<string, string | null | Record<string, string>>): string {
	const lines = Object.entries(fields).flatMap(([key, value]) => {
		if (value === null) return [`${key}: null`]
		if (typeof value === 'string') return [`${key}: ${yaml(value)}`]
		return [`${key}:`, ...Object.entries(value).map(([k, v]) => `  ${k}: ${yaml(v)}`)]
	})
	return ['---', ...lines, '---', ''].join('\n')
}

/** ```ts\ncode\n``` → a one-line code span whose fence is longer than any backtick run inside. */
export function codeBlocksToSpans(markdown: string): string {
	return markdown.replace(/```[^\n]*\n([\s\S]*?)```/g, (_block, code: string) => {
		const line = code.trim().replace(/\s*\n\s*/g, ' ')
		const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))
		// Three backticks would read as a block fence again when the table cell is formatted.
		const size = longest + 1 === 3 ? 4 : longest + 1
		const fence = '`'.repeat(size)
		const pad = line.startsWith('`') || line.endsWith('`') || size > 1 ? ' ' : ''
		return `${fence}${pad}${line}${pad}${fence}`
	})
}

/** Route prefix of links to other packages' symbols until the post-processor resolves them. */
export const SYMBOL_PLACEHOLDER = '/ref/__symbol__/'
