import type { PrismTheme } from 'prism-react-renderer'

/**
 * Code colours of our own. The stock GitHub and Dracula themes put comments and constants below the
 * WCAG AA contrast ratio (axe flags them); every colour here is checked by tests/unit/prism.test.ts.
 *
 * Token colours come from CSS, not from the Prism theme: `codeColorsCss()` (injected by
 * plugins/loading/prism) defines one CSS variable per colour role, per colour mode, and one rule per role
 * for Prism's token classes. The theme handed to Docusaurus only colours the block itself. So the
 * server-rendered tokens are right in both modes before hydration, and a token is
 * `<span class="token keyword">` instead of carrying a `style` attribute of its own (a third of the
 * HTML of a page with many code blocks).
 */
export interface Palette {
	background: string
	text: string
	comment: string
	keyword: string
	string: string
	func: string
	constant: string
	property: string
	tag: string
	deleted: string
	inserted: string
}

type Role = Exclude<keyof Palette, 'background'>

/** Which Prism token types get which colour. For a token of several types the later row wins. */
const tokenRoles: { types: string[]; role: Role; italic?: true }[] = [
	{ types: ['comment', 'prolog', 'doctype', 'cdata'], role: 'comment', italic: true },
	{ types: ['punctuation', 'operator'], role: 'text' },
	{ types: ['keyword', 'atrule', 'important', 'selector'], role: 'keyword' },
	{ types: ['string', 'char', 'attr-value', 'regex', 'url', 'template-string'], role: 'string' },
	{ types: ['function', 'function-variable', 'method'], role: 'func' },
	{ types: ['number', 'boolean', 'constant', 'builtin', 'symbol', 'entity'], role: 'constant' },
	{ types: ['property', 'variable', 'parameter', 'class-name', 'maybe-class-name', 'namespace'], role: 'property' },
	{ types: ['tag', 'attr-name'], role: 'tag' },
	{ types: ['deleted'], role: 'deleted' },
	{ types: ['inserted'], role: 'inserted' },
]

/** A complete Prism theme for one palette (what the contrast test checks). */
function theme(p: Palette): PrismTheme {
	return {
		plain: { color: p.text, backgroundColor: p.background },
		styles: tokenRoles.map(({ types, role, italic }) => ({
			types,
			style: italic ? { color: p[role], fontStyle: 'italic' as const } : { color: p[role] },
		})),
	}
}

export const lightPalette: Palette = {
	background: '#f6f8fa',
	text: '#1f2328',
	comment: '#57606a',
	keyword: '#b3261e',
	string: '#0a3069',
	func: '#6639ba',
	constant: '#0550ae',
	property: '#8a3300',
	tag: '#116329',
	deleted: '#82071e',
	inserted: '#116329',
}

export const darkPalette: Palette = {
	background: '#1b1e26',
	text: '#e6edf3',
	comment: '#9aa5b1',
	keyword: '#ff8f87',
	string: '#a5d6ff',
	func: '#d2a8ff',
	constant: '#79c0ff',
	property: '#ffb77c',
	tag: '#7ee787',
	deleted: '#ffa198',
	inserted: '#7ee787',
}

const paletteKeys = Object.keys(lightPalette) as (keyof Palette)[]

const cssVar = (key: keyof Palette) => `var(--robo-code-${key})`

/**
 * The colour variables, light by default and dark under `[data-theme='dark']`, and the token rules
 * that use them (scoped to code blocks, so a stray `.token` elsewhere is left alone).
 */
export function codeColorsCss(): string {
	const block = (p: Palette) => paletteKeys.map((k) => `--robo-code-${k}:${p[k]}`).join(';')
	const rules = tokenRoles.map(({ types, role, italic }) => {
		const selector = types.map((t) => `.prism-code .token.${t}`).join(',')
		return `${selector}{color:${cssVar(role)}${italic ? ';font-style:italic' : ''}}`
	})
	return [`:root{${block(lightPalette)}}`, `[data-theme='dark']{${block(darkPalette)}}`, ...rules].join('')
}

/** The concrete themes, for checking contrast (tests/unit/prism.test.ts). */
export const palettes = { light: theme(lightPalette), dark: theme(darkPalette) }

/** What Docusaurus gets: the block's own colours only; tokens are coloured by codeColorsCss(). */
const siteTheme: PrismTheme = { plain: { color: cssVar('text'), backgroundColor: cssVar('background') }, styles: [] }

export const prism = {
	theme: siteTheme,
	darkTheme: siteTheme,
	// Grammars are registered in src/lib/prism/languages.ts (plugins/loading/prism explains why).
	additionalLanguages: [] as string[],
}
