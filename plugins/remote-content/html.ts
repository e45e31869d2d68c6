/**
 * Raw HTML found in a README, turned into a flat list of events (open tag, close tag, void tag,
 * text) that the sanitiser's tree builder consumes. The HTML is parsed by parse5 (through
 * hast-util-from-html), so attribute values and character references are decoded exactly as a
 * browser would decode them before anything is checked. Comments, doctypes and processing
 * instructions disappear here. Nothing in this module decides what is allowed: see sanitize.ts.
 *
 * Markdown splits HTML across nodes (`<details>` in one node, Markdown in between, `</details>` in a
 * later one), so an element still open at the end of its node is reported as an `open` without a
 * `close`, and an end tag that closes nothing in its own node is reported as a stray `close`.
 */
import { fromHtml } from 'hast-util-from-html'
import type { Element, Nodes as HastNodes, Root as HastRoot } from 'hast'

export type HtmlAttributes = Record<string, string | true>

export type HtmlEvent =
	| { type: 'open'; tag: string; attributes: HtmlAttributes }
	| { type: 'close'; tag: string }
	| { type: 'void'; tag: string; attributes: HtmlAttributes }
	| { type: 'text'; value: string }

/** Elements with no content and no end tag. */
export const VOID_TAGS = new Set([
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'keygen',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
	'image',
])

/**
 * Names HTML knows. A tag written with a capital letter whose name is not one of these is JSX
 * (`<Tabs>`, `<PackageManagerTabs …/>`), and JSX in a README arrives as text.
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
	// An attribute expression: `<div style={…}>`, `<img {...props} />`.
	return /<[A-Za-z][^<>]*\{/.test(value)
}

/** Collapses runs of HTML whitespace the way a browser renders them (outside <pre>). */
export const collapseWhitespace = (value: string): string => value.replace(/[ \t\n\r\f]+/g, ' ')

interface Span {
	start: number
	end: number
}

const spanOf = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }): Span | undefined => {
	const start = node.position?.start.offset
	const end = node.position?.end.offset
	return start === undefined || end === undefined ? undefined : { start, end }
}

/** How deep the HTML may nest before the rest of it is flattened to text. */
const MAX_HTML_DEPTH = 64

/**
 * Events for one raw HTML string. `dropTags` are elements whose whole content is discarded: they
 * are not descended into, and if one is left open the caller drops everything up to its end tag.
 */
export function htmlEvents(value: string, dropTags: ReadonlySet<string>): HtmlEvent[] {
	if (looksLikeJsx(value)) return [{ type: 'text', value }]
	let tree: HastRoot
	try {
		tree = fromHtml(value, { fragment: true })
	} catch {
		// Pathological input (for example nesting deep enough to exhaust the stack): keep it as text.
		return [{ type: 'text', value }]
	}

	const events: { at: number; order: number; event: HtmlEvent }[] = []
	let order = 0
	const push = (at: number, event: HtmlEvent) => events.push({ at, order: order++, event })
	/** Source ranges whose end tags are accounted for (text, comments, dropped elements, closed elements). */
	const covered: Span[] = []
	const closedEnds = new Set<number>()

	const endsWithEndTag = (span: Span, tag: string): boolean =>
		new RegExp(`</${escapeRegExp(tag)}\\s*>$`, 'i').test(value.slice(span.start, span.end))

	/** `atEnd`: the node is the last thing in the string, inside elements that are all still open. */
	function walk(node: HastNodes, depth: number, atEnd: boolean): void {
		if (node.type === 'root') {
			node.children.forEach((child, i) => walk(child, depth, i === node.children.length - 1))
			return
		}
		const span = spanOf(node)
		if (node.type === 'comment' || node.type === 'doctype') {
			if (span) covered.push(span)
			return
		}
		if (node.type === 'text') {
			if (span) covered.push(span)
			push(span?.start ?? 0, { type: 'text', value: node.value })
			return
		}
		if (node.type !== 'element') return
		const element: Element = node
		const tag = element.tagName.toLowerCase()
		const at = span?.start ?? 0
		const attributes = readAttributes(element)
		// parse5 closes elements implicitly; only one still running at the end of the string is really open.
		const explicitlyClosed = span !== undefined && endsWithEndTag(span, tag)
		const openAtEnd = atEnd && !explicitlyClosed
		if (explicitlyClosed && span) closedEnds.add(span.end)

		if (VOID_TAGS.has(tag)) {
			// A void element never has content, so a dropped one (<meta>, <link>, <input>) cannot swallow what follows.
			push(at, { type: 'void', tag, attributes })
			return
		}
		if (dropTags.has(tag)) {
			if (span) covered.push(span)
			if (openAtEnd) push(at, { type: 'open', tag, attributes })
			return
		}
		if (depth >= MAX_HTML_DEPTH) {
			if (span) covered.push(span)
			push(at, { type: 'text', value: textContent(element, dropTags) })
			return
		}
		push(at, { type: 'open', tag, attributes })
		element.children.forEach((child, i) => walk(child, depth + 1, openAtEnd && i === element.children.length - 1))
		if (!openAtEnd) push(span?.end ?? at, { type: 'close', tag })
	}
	walk(tree, 0, true)

	// End tags parse5 had nothing to match with: they close elements opened in an earlier node.
	for (const match of value.matchAll(/<\/([A-Za-z][A-Za-z0-9-]*)\s*>/g)) {
		const start = match.index ?? 0
		const stop = start + match[0].length
		if (closedEnds.has(stop)) continue
		if (covered.some((s) => start >= s.start && stop <= s.end)) continue
		push(start, { type: 'close', tag: match[1].toLowerCase() })
	}

	return events.sort((a, b) => a.at - b.at || a.order - b.order).map((e) => e.event)
}

function readAttributes(element: Element): HtmlAttributes {
	const out: HtmlAttributes = {}
	for (const [name, raw] of Object.entries(element.properties ?? {})) {
		if (raw === false || raw === null || raw === undefined) continue
		const key = name.toLowerCase()
		if (raw === true) out[key] = true
		else out[key] = Array.isArray(raw) ? raw.join(' ') : String(raw)
	}
	return out
}

/** Text of a subtree, leaving out the content of `dropTags` elements. */
export function textContent(node: HastNodes, dropTags: ReadonlySet<string> = new Set()): string {
	if (node.type === 'text') return node.value
	if (node.type === 'element' || node.type === 'root') {
		let out = ''
		// Iterative, so absurd nesting cannot exhaust the stack.
		const stack: HastNodes[] = [...node.children].reverse()
		while (stack.length > 0) {
			const next = stack.pop()!
			if (next.type === 'text') out += next.value
			else if (next.type === 'element' && !dropTags.has(next.tagName.toLowerCase()))
				stack.push(...[...next.children].reverse())
		}
		return out
	}
	return ''
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
