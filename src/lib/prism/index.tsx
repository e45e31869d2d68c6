/**
 * Stands in for `prism-react-renderer` in the site bundle (aliased in plugins/loading/prism). That package
 * ships one file with Prism and about twenty grammars (~33 KB gzipped) that every page downloaded,
 * code or not. This module is the same `Highlight` render-prop API over prism-core and only the
 * grammars in ./languages (~14 KB), and it is reached only from the code block, so pages without
 * code never load it.
 */
import './setup'
import Prism from 'prismjs/components/prism-core'
import './languages'
import { useMemo, type CSSProperties, type ReactNode } from 'react'
import type { PrismTheme } from 'prism-react-renderer'

export { Prism }

export interface Token {
	types: string[]
	content: string
	empty?: boolean
}

type StyleDictionary = Record<string, CSSProperties>

interface LineInput {
	line: Token[]
	className?: string
	style?: CSSProperties
	[key: string]: unknown
}
interface TokenInput {
	token: Token
	className?: string
	style?: CSSProperties
	[key: string]: unknown
}

export interface RenderProps {
	tokens: Token[][]
	className: string
	style: CSSProperties
	getLineProps: (input: LineInput) => Record<string, unknown> & { className: string; style?: CSSProperties }
	getTokenProps: (
		input: TokenInput,
	) => Record<string, unknown> & { className: string; style?: CSSProperties; children: string }
}

export interface HighlightProps {
	code: string
	language: string
	theme?: PrismTheme
	prism?: typeof Prism
	children: (props: RenderProps) => ReactNode
}

const NEWLINE = /\r\n|\r|\n/

/** Appends a type, or several (an alias list), unless the same single type already ends the list. */
const withType = (types: string[], type: string | string[] | undefined): string[] => {
	if (!type) return types
	if (typeof type === 'string' && types[types.length - 1] === type) return types
	return types.concat(type)
}

/**
 * Flattens Prism's token tree into lines of leaf tokens, each carrying the types of every token
 * that encloses it. Top-level text is typed `plain`; an empty line holds one empty newline token so
 * that it keeps its height.
 */
export function tokensToLines(stream: Array<string | Prism.Token>): Token[][] {
	const lines: Token[][] = [[]]
	const push = (types: string[], text: string) => {
		text.split(NEWLINE).forEach((part, i) => {
			if (i > 0) lines.push([])
			lines[lines.length - 1].push({ types, content: part })
		})
	}
	const walk = (items: Array<string | Prism.Token>, types: string[] | null) => {
		for (const item of items) {
			if (typeof item === 'string') {
				push(types ?? ['plain'], item)
				continue
			}
			const own = withType(withType(types ?? [], item.type), item.alias)
			if (typeof item.content === 'string') push(own, item.content)
			else walk(Array.isArray(item.content) ? item.content : [item.content], own)
		}
	}
	walk(stream, null)
	for (const line of lines) {
		if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true })
		else if (line.length === 1 && line[0].content === '') Object.assign(line[0], { content: '\n', empty: true })
	}
	return lines
}

/** Theme entries keyed by token type; `root` styles the block, `plain` each line. */
export function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
	const dict: StyleDictionary = {}
	for (const entry of theme.styles) {
		if (entry.languages && !entry.languages.includes(language)) continue
		for (const type of entry.types) dict[type] = { ...dict[type], ...(entry.style as CSSProperties) }
	}
	dict.root = theme.plain as CSSProperties
	dict.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined }
	return dict
}

export function tokenStyle(dict: StyleDictionary, token: Token): CSSProperties | undefined {
	const { types, empty } = token
	if (types.length === 1 && types[0] === 'plain') return empty ? { display: 'inline-block' } : undefined
	if (types.length === 1 && !empty) return dict[types[0]]
	return Object.assign(empty ? { display: 'inline-block' } : {}, ...types.map((t) => dict[t]))
}

const join = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ')

export function tokenize(prism: typeof Prism, code: string, language: string): Token[][] {
	const grammar = prism.languages[language]
	if (!grammar) return tokensToLines([code])
	const env = { code, grammar, language, tokens: [] as Array<string | Prism.Token> }
	prism.hooks.run('before-tokenize', env)
	env.tokens = prism.tokenize(env.code, env.grammar)
	prism.hooks.run('after-tokenize', env)
	return tokensToLines(env.tokens)
}

const noTheme: PrismTheme = { plain: {}, styles: [] }

export function Highlight({ code, language: rawLanguage, theme = noTheme, prism = Prism, children }: HighlightProps) {
	const language = rawLanguage.toLowerCase()
	const dict = useMemo(() => styleDictionary(theme, language), [theme, language])
	const tokens = useMemo(() => tokenize(prism, code, language), [prism, code, language])
	return children({
		tokens,
		className: `prism-code language-${language}`,
		style: dict.root,
		getLineProps: ({ line: _line, className, style, ...rest }) => ({
			...rest,
			className: join('token-line', className),
			style: style ? { ...dict.plain, ...style } : dict.plain,
		}),
		getTokenProps: ({ token, className, style, ...rest }) => {
			const base = tokenStyle(dict, token)
			return {
				...rest,
				className: join('token', ...token.types, className),
				children: token.content,
				style: style ? { ...base, ...style } : base,
			}
		},
	})
}
