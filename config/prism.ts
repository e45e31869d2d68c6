import type { PrismTheme } from 'prism-react-renderer'

/**
 * Code colours of our own. The stock GitHub and Dracula themes put comments and constants below the
 * WCAG AA contrast ratio (axe flags them); every colour here is checked by tests/unit/prism.test.ts.
 *
 * The site hands Prism one theme whose colours are CSS variables (`var(--robo-code-keyword)`), set
 * per colour mode by `codeColorsCss()` (injected by plugins/prism). The server-rendered tokens are
 * then right in both modes: a reader in light mode no longer sees dark-theme code colours until the
 * page has hydrated.
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

function theme(p: Palette): PrismTheme {
	return {
		plain: { color: p.text, backgroundColor: p.background },
		styles: [
			{ types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: p.comment, fontStyle: 'italic' } },
			{ types: ['punctuation', 'operator'], style: { color: p.text } },
			{ types: ['keyword', 'atrule', 'important', 'selector'], style: { color: p.keyword } },
			{ types: ['string', 'char', 'attr-value', 'regex', 'url', 'template-string'], style: { color: p.string } },
			{ types: ['function', 'function-variable', 'method'], style: { color: p.func } },
			{ types: ['number', 'boolean', 'constant', 'builtin', 'symbol', 'entity'], style: { color: p.constant } },
			{
				types: ['property', 'variable', 'parameter', 'class-name', 'maybe-class-name', 'namespace'],
				style: { color: p.property },
			},
			{ types: ['tag', 'attr-name'], style: { color: p.tag } },
			{ types: ['deleted'], style: { color: p.deleted } },
			{ types: ['inserted'], style: { color: p.inserted } },
		],
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

/** The palette whose every colour is the CSS variable of that role. */
const variables = Object.fromEntries(paletteKeys.map((k) => [k, `var(--robo-code-${k})`])) as unknown as Palette

/** The CSS variables behind `variables`, light by default and dark under `[data-theme='dark']`. */
export function codeColorsCss(): string {
	const block = (p: Palette) => paletteKeys.map((k) => `--robo-code-${k}:${p[k]}`).join(';')
	return `:root{${block(lightPalette)}}[data-theme='dark']{${block(darkPalette)}}`
}

/** The concrete themes, for checking contrast (tests/unit/prism.test.ts). */
export const palettes = { light: theme(lightPalette), dark: theme(darkPalette) }

const siteTheme = theme(variables)

export const prism = {
	theme: siteTheme,
	darkTheme: siteTheme,
	// Grammars are registered in src/lib/prism/languages.ts (plugins/prism explains why).
	additionalLanguages: [] as string[],
}
