/**
 * The security core of the README sanitiser, built on the syntax-tree libraries the Markdown
 * pipeline already uses: the README's mdast becomes hast (raw HTML kept as `raw` nodes), the whole
 * tree is re-parsed by `hast-util-raw` (parse5, so HTML split across Markdown nodes, entities,
 * attribute quoting and implied end tags are read exactly as a browser reads them), cleaned by
 * `hast-util-sanitize` against the allow-list below, and turned back into mdast by
 * `hast-util-to-mdast`. The few elements the site keeps as HTML (<details>, <summary>, <kbd>, <sup>,
 * <sub>, a sized <img>) come back as JSX nodes with literal string attributes; everything else is
 * plain Markdown. URL rewriting and the site's presentation happen afterwards, in sanitize.ts.
 */
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast'
import type { FootnoteDefinition, Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { raw } from 'hast-util-raw'
import { sanitize, type Schema } from 'hast-util-sanitize'
import { toMdast, defaultHandlers, type Handle, type State } from 'hast-util-to-mdast'
import { toHast } from 'mdast-util-to-hast'
import { toText } from 'hast-util-to-text'

/**
 * What survives. Elements not listed are unwrapped (their text stays); `strip` elements go with all
 * their content. Only the attributes listed per element are kept, and URL attributes only with the
 * listed protocols (relative URLs pass and are resolved against the repository later).
 */
export const README_SCHEMA: Schema = {
	tagNames: [
		'a',
		'b',
		'blockquote',
		'br',
		'code',
		'del',
		'details',
		'em',
		'h1',
		'h2',
		'h3',
		'h4',
		'h5',
		'h6',
		'hr',
		'i',
		'img',
		'input',
		'kbd',
		'li',
		'ol',
		'p',
		'pre',
		's',
		'section',
		'strike',
		'strong',
		'sub',
		'summary',
		'sup',
		'table',
		'tbody',
		'td',
		'tfoot',
		'th',
		'thead',
		'tr',
		'ul',
	],
	attributes: {
		a: ['href', 'title', 'dataFootnoteRef', 'dataFootnoteBackref'],
		img: ['src', 'alt', 'title', 'width', 'height'],
		details: ['open'],
		code: [['className', /^language-[\w+#.-]+$/]],
		input: [['type', 'checkbox'], ['disabled', true], 'checked'],
		li: ['id'],
		ol: ['start'],
		section: ['dataFootnotes'],
		td: ['align'],
		th: ['align'],
	},
	required: { input: { type: 'checkbox', disabled: true } },
	protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https', 'data'] },
	ancestors: {
		li: ['ol', 'ul'],
		summary: ['details'],
		tbody: ['table'],
		td: ['table'],
		tfoot: ['table'],
		th: ['table'],
		thead: ['table'],
		tr: ['table'],
	},
	clobber: ['id'],
	clobberPrefix: 'user-content-',
	strip: [
		'applet',
		'audio',
		'button',
		'canvas',
		'dialog',
		'embed',
		'form',
		'frame',
		'frameset',
		'iframe',
		'math',
		'noembed',
		'noframes',
		'noscript',
		'object',
		'option',
		'optgroup',
		'plaintext',
		'portal',
		'script',
		'select',
		'style',
		'svg',
		'template',
		'textarea',
		'title',
		'video',
		'xmp',
	],
	allowComments: false,
	allowDoctypes: false,
}

/** Raw HTML elements that come back as JSX, with the attributes each may carry. */
export const ALLOWED_JSX: Readonly<Record<string, readonly string[]>> = {
	details: ['open'],
	summary: [],
	kbd: [],
	sup: [],
	sub: [],
	img: ['src', 'alt', 'title', 'width', 'height'],
}

/** Deeper HTML than this is flattened to its text before it becomes mdast. */
const MAX_HTML_DEPTH = 64

/**
 * Names HTML knows. A tag written with a capital letter whose name is not one of these is JSX
 * (`<Tabs>`, `<PackageManagerTabs …/>`); JSX in a README is shown as the text the author wrote,
 * not parsed as an unknown HTML element (which would swallow the tag).
 */
const HTML_TAGS = new Set(
	(
		'a abbr address applet area article aside audio b base basefont bdi bdo bgsound big blink blockquote body br ' +
		'button canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em ' +
		'embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html ' +
		'i iframe image img input ins isindex kbd keygen label legend li link listing main map mark marquee math menu ' +
		'menuitem meta meter multicol nav nextid nobr noembed noframes noscript object ol optgroup option output p param ' +
		'picture plaintext portal pre progress q rb rp rt rtc ruby s samp script search section select slot small source ' +
		'spacer span strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title ' +
		'tr track tt u ul var video wbr xmp'
	).split(' '),
)

/** `<Foo`, `</Foo.Bar`, `<x {…}>`: JSX rather than HTML. */
export function looksLikeJsx(value: string): boolean {
	for (const match of value.matchAll(/<\/?([A-Za-z][\w.:-]*)/g)) {
		const name = match[1]
		if (/[.:]/.test(name)) return true
		if (/^[A-Z]/.test(name) && !HTML_TAGS.has(name.toLowerCase())) return true
	}
	return /<[A-Za-z][^<>]*\{/.test(value)
}

const jsxAttribute = (name: string, value: string | null): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value })

/** The mdast node types that are phrasing content in the trees this step produces. */
export const PHRASING_TYPES: ReadonlySet<string> = new Set([
	'text',
	'emphasis',
	'strong',
	'delete',
	'inlineCode',
	'link',
	'image',
	'break',
	'footnoteReference',
	'mdxJsxTextElement',
])

/** Only phrasing content may go into <summary> and inline JSX; paragraphs give up their content. */
function phrasingOnly(nodes: readonly RootContent[]): PhrasingContent[] {
	const out: PhrasingContent[] = []
	for (const node of nodes) {
		if (node.type === 'paragraph' || node.type === 'heading') out.push(...node.children)
		else if (PHRASING_TYPES.has(node.type)) out.push(node as PhrasingContent)
	}
	return out
}

const inlineJsx =
	(name: string): Handle =>
	(state: State, node: Element) => {
		const children = phrasingOnly(state.all(node))
		if (name === 'sup' && children.length === 1 && children[0].type === 'footnoteReference') return children[0]
		if (children.length === 0) return undefined
		const element: MdxJsxTextElement = { type: 'mdxJsxTextElement', name, attributes: [], children }
		return element
	}

/** A footnote id as mdast-util-to-hast writes it (`fn-x`, prefixed by the sanitiser), back to its identifier. */
const footnoteId = (value: unknown): string =>
	String(value ?? '')
		.replace(/^#/, '')
		.replace(/^user-content-/, '')
		.replace(/^fn(?:ref)?-/, '')

const handlers: Record<string, Handle> = {
	details(state, node) {
		const element: MdxJsxFlowElement = {
			type: 'mdxJsxFlowElement',
			name: 'details',
			attributes: node.properties.open ? [jsxAttribute('open', null)] : [],
			children: state.toFlow(state.all(node)) as MdxJsxFlowElement['children'],
		}
		return element
	},
	summary(state, node) {
		const children = phrasingOnly(state.all(node))
		if (children.length === 0) return undefined
		const element: MdxJsxFlowElement = {
			type: 'mdxJsxFlowElement',
			name: 'summary',
			attributes: [],
			children: children as MdxJsxFlowElement['children'],
		}
		return element
	},
	kbd: inlineJsx('kbd'),
	sup: inlineJsx('sup'),
	sub: inlineJsx('sub'),
	img(state, node) {
		const { width, height } = node.properties
		const size = (value: unknown) =>
			typeof value === 'string' || typeof value === 'number'
				? /^\d{1,4}%?$/.test(String(value).trim())
					? String(value).trim()
					: undefined
				: undefined
		const w = size(width)
		const h = size(height)
		// Markdown images cannot carry a size; a sized <img> stays an element.
		if (w === undefined && h === undefined) return defaultHandlers.img(state, node)
		const attributes: MdxJsxAttribute[] = [jsxAttribute('src', String(node.properties.src ?? ''))]
		for (const name of ['alt', 'title'] as const) {
			const value = node.properties[name]
			if (typeof value === 'string') attributes.push(jsxAttribute(name, value.slice(0, 500)))
		}
		if (w !== undefined) attributes.push(jsxAttribute('width', w))
		if (h !== undefined) attributes.push(jsxAttribute('height', h))
		const element: MdxJsxTextElement = { type: 'mdxJsxTextElement', name: 'img', attributes, children: [] }
		return element
	},
	li(state, node) {
		// mdast-util-to-hast writes <p> into the items of a loose list only; hast-util-to-mdast's own
		// guess also calls an item loose when it holds a nested list of two items.
		const result = defaultHandlers.li(state, node)
		if (result && !Array.isArray(result) && result.type === 'listItem')
			result.spread = node.children.some((child) => child.type === 'element' && child.tagName === 'p')
		return result
	},
	a(state, node) {
		if (node.properties.dataFootnoteBackref !== undefined) return undefined
		// A reference points into the page at its footnote; one that does not (hand-written HTML) is a link.
		const href = String(node.properties.href ?? '')
		const identifier = node.properties.dataFootnoteRef !== undefined && href.startsWith('#') ? footnoteId(href) : ''
		if (identifier) return { type: 'footnoteReference', identifier, label: identifier }
		return defaultHandlers.a(state, node)
	},
	section(state, node) {
		if (node.properties.dataFootnotes === undefined) return state.toFlow(state.all(node))
		// The footnote list mdast-util-to-hast appended: back to footnote definitions (its label heading goes).
		const definitions: FootnoteDefinition[] = []
		for (const list of node.children) {
			if (list.type !== 'element' || list.tagName !== 'ol') continue
			for (const item of list.children) {
				if (item.type !== 'element' || item.tagName !== 'li') continue
				const identifier = footnoteId(item.properties.id)
				const children = state.toFlow(state.all(item)) as FootnoteDefinition['children']
				if (identifier && children.length > 0)
					definitions.push({ type: 'footnoteDefinition', identifier, label: identifier, children })
			}
		}
		return definitions
	},
}

/** Replaces elements nested deeper than MAX_HTML_DEPTH by their text (iteratively: no stack to exhaust). */
function flattenDeep(tree: HastRoot): void {
	const stack: { node: HastRoot | Element; depth: number }[] = [{ node: tree, depth: 0 }]
	while (stack.length > 0) {
		const { node, depth } = stack.pop()!
		node.children = node.children.map((child): ElementContent => {
			if (child.type !== 'element') return child as ElementContent
			if (depth + 1 >= MAX_HTML_DEPTH) return { type: 'text', value: toText(child) }
			stack.push({ node: child, depth: depth + 1 })
			return child
		}) as typeof node.children
	}
}

/** JSX-looking raw HTML becomes the text it is, before any HTML parser sees it. */
function jsxHtmlToText(nodes: RootContent[]): void {
	const stack: RootContent[] = [...nodes]
	while (stack.length > 0) {
		const node = stack.pop()!
		if ('children' in node && Array.isArray(node.children)) {
			node.children = (node.children as RootContent[]).map((child) =>
				child.type === 'html' && looksLikeJsx(child.value) ? { type: 'text', value: child.value } : child,
			) as typeof node.children
			stack.push(...(node.children as RootContent[]))
		}
	}
}

/**
 * mdast (straight from remark-parse, raw HTML included) → safe mdast. The input is not modified
 * in a way callers rely on; the output holds only Markdown nodes and the JSX of ALLOWED_JSX.
 */
export function secureTree(children: RootContent[]): RootContent[] {
	const root: Root = { type: 'root', children }
	jsxHtmlToText([root as unknown as RootContent])
	// The footnote ids get their prefix from the sanitiser's clobbering, not twice.
	const hast = toHast(root, { allowDangerousHtml: true, clobberPrefix: '' }) as HastNodes
	const reparsed = raw(hast) as HastRoot
	const clean = sanitize(reparsed, README_SCHEMA) as HastRoot
	flattenDeep(clean)
	const mdast = toMdast(clean, { handlers }) as Nodes
	return mdast.type === 'root' ? mdast.children : [mdast as RootContent]
}
