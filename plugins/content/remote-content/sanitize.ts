/**
 * The README sanitiser: a README is data, never code. It is parsed as CommonMark + GFM (never as
 * MDX) and rebuilt as a plain mdast tree that the MDX compiler can only print:
 *
 * - Text stays text (MDX `{…}`, `import`, `export` and JSX tags included), so React escapes it.
 * - Raw HTML is handled by the security core in core.ts: hast-util-raw re-parses the README's HTML
 *   as a browser would, hast-util-sanitize keeps only an allow-list of elements, attributes and URL
 *   protocols, and hast-util-to-mdast turns the result back into Markdown. <details>, <summary>,
 *   <kbd>, <sup>, <sub> and a sized <img> come back as JSX with literal string attributes.
 * - URLs: http(s) and mailto links, raster `data:image/…` images and images from IMAGE_HOSTS
 *   (other image hosts would see every reader, so those images are dropped). Anything else
 *   (javascript:, vbscript:, data:text/html, …) is dropped. Relative links and images point at
 *   GitHub (`blob/main/<dir>/…` and the raw host) and in-page anchors follow the rebuilt headings.
 * - Presentation: the title/badge block above the first `##` and a "Table of Contents" section are
 *   removed, headings lose emoji and are shifted below the page's own section heading, GitHub
 *   alerts become admonitions and one-line install commands become <PackageManagerTabs>.
 *
 * Everything here is pure: same input, same tree. No expression or ESM node is ever created.
 */
import { repository } from '../../../src/data/repository'
import { posix } from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import { createSlugger } from '@docusaurus/utils'
import type {
	BlockContent,
	Heading,
	Image,
	Link,
	ListItem,
	Nodes,
	Paragraph,
	PhrasingContent,
	Root,
	RootContent,
	Text,
} from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { ContainerDirective } from 'mdast-util-directive'
import { ALLOWED_JSX, PHRASING_TYPES, secureTree } from './core'

export { ALLOWED_JSX, README_SCHEMA } from './core'

// ---------------------------------------------------------------------------------------------
// Options and results

export interface RepoLocation {
	/** Prefix of a file page on the forge, ending in `/`: `https://github.com/Wave-Play/robo.js/blob/main/`. */
	blobBase: string
	/** Prefix of a raw file, ending in `/`: `https://raw.githubusercontent.com/Wave-Play/robo.js/main/`. */
	rawBase: string
}

export const GITHUB_REPO: RepoLocation = {
	blobBase: repository.blobBase,
	rawBase: repository.rawBase,
}

export interface Slugger {
	slug(value: string, options?: { maintainCase?: boolean }): string
}

export interface SanitizeOptions {
	/** Folder of the README in the repository (`packages/plugin-api`); relative URLs resolve against it. */
	dir: string
	repo?: RepoLocation
	/** Depth the README's top-level headings get (default DEFAULT_TOP_DEPTH: below the page's `##` section heading). */
	topDepth?: number
	/**
	 * Makes heading ids. Share it with the host page (seeded with the page's own ids) so the README's
	 * ids never collide with them; Docusaurus keeps ids that are already set.
	 */
	slugger?: Slugger
	/** Longer input is cut at a paragraph boundary and ends with a link to the full README. */
	maxChars?: number
}

export interface SanitizeResult {
	children: RootContent[]
	/** What was removed or changed, for logs and tests (`dropped <script>`, `unsafe link javascript:…`). */
	notes: string[]
	truncated: boolean
}

export const DEFAULT_MAX_CHARS = 512 * 1024
const DEFAULT_TOP_DEPTH = 3
export const PACKAGE_MANAGER_TABS = 'PackageManagerTabs'

// ---------------------------------------------------------------------------------------------
// Decoding

export type DecodedReadme = { ok: true; text: string } | { ok: false; reason: 'empty' | 'binary' }

/**
 * Bytes to README text. Invalid UTF-8 becomes U+FFFD; content that is mostly not text (NUL bytes,
 * control characters, undecodable bytes) is refused as binary; whitespace-only is `empty`.
 */
export function decodeReadme(bytes: Uint8Array): DecodedReadme {
	if (bytes.length === 0) return { ok: false, reason: 'empty' }
	const head = bytes.subarray(0, 8192)
	if (head.includes(0)) return { ok: false, reason: 'binary' }
	const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes)
	const sample = text.slice(0, 8192)
	let suspicious = 0
	for (const ch of sample) {
		const code = ch.codePointAt(0) ?? 0
		if (ch === '\uFFFD' || (code < 0x20 && ch !== '\n' && ch !== '\r' && ch !== '\t' && ch !== '\f')) suspicious++
	}
	if (suspicious > Math.max(8, sample.length * 0.1)) return { ok: false, reason: 'binary' }
	const clean = text
		.replace(/^\uFEFF/, '')
		.replace(/\r\n?/g, '\n')
		// C0 controls other than tab and newline have no business in Markdown.
		// eslint-disable-next-line no-control-regex
		.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
	if (clean.trim() === '') return { ok: false, reason: 'empty' }
	return { ok: true, text: clean }
}

// ---------------------------------------------------------------------------------------------
// URLs

export type UrlVerdict = { url: string } | { anchor: string } | null

const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|livescript|mocha|data|file|blob|filesystem|about|jar|view-source):/i

/** Undoes the encodings a browser (or a careless second decoder) might apply, for the scheme check only. */
function looselyDecoded(url: string): string {
	let out = url
	for (let i = 0; i < 3; i++) {
		const before = out
		out = out
			.replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeFromCodePoint(parseInt(hex, 16)))
			.replace(/&#(\d+);?/g, (_, dec: string) => safeFromCodePoint(parseInt(dec, 10)))
			.replace(/&colon;?/gi, ':')
			.replace(/&(?:tab|newline);?/gi, '')
			.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
		if (out === before) break
	}
	// Controls, spaces and invisible format characters a browser or a person would not see.
	// eslint-disable-next-line no-control-regex
	const invisible = /[\u0000-\u0020\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]+/g
	return out.replace(invisible, '').toLowerCase()
}

const safeFromCodePoint = (code: number): string => {
	try {
		return String.fromCodePoint(code)
	} catch {
		return ''
	}
}

const safeDecodeURIComponent = (s: string): string => {
	try {
		return decodeURIComponent(s)
	} catch {
		return s
	}
}

/**
 * Decides what a README URL becomes. `link` allows http(s) and mailto; `image` allows http(s) and
 * raster data images. Relative paths resolve against `dir` in the repository and must stay inside
 * it; a bare `#fragment` link is returned as an anchor for the caller to map onto the rebuilt
 * headings. Everything else is `null`: drop the link (keep its text) or the image.
 */
export function sanitizeUrl(
	raw: string,
	kind: 'link' | 'image',
	dir: string,
	repo: RepoLocation = GITHUB_REPO,
): UrlVerdict {
	// What a browser does before parsing: strip leading/trailing C0 controls and spaces, drop tabs and newlines.
	// eslint-disable-next-line no-control-regex
	let url = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
	if (url === '' || url.length > 4096) return null
	if (DANGEROUS_SCHEME.test(looselyDecoded(url)) && !(kind === 'image' && RASTER_DATA_IMAGE.test(url))) return null

	const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase()
	if (scheme) {
		if (kind === 'image' && scheme === 'data') return RASTER_DATA_IMAGE.test(url) ? { url } : null
		const allowed = kind === 'link' ? ['http', 'https', 'mailto'] : ['http', 'https']
		if (!allowed.includes(scheme)) return null
		return parsedHref(url)
	}

	// A browser reads `\` in a web URL's path as `/`; mdast-util-to-hast has percent-encoded it by now.
	url = url.replace(/\\|%5c/gi, '/')
	if (url.startsWith('//')) return parsedHref(`https:${url}`)

	const hashAt = url.indexOf('#')
	const hash = hashAt >= 0 ? url.slice(hashAt) : ''
	const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url
	const queryAt = beforeHash.indexOf('?')
	const query = queryAt >= 0 ? beforeHash.slice(queryAt) : ''
	let path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash

	if (path === '' && query === '') {
		if (kind === 'image') return null
		return { anchor: safeDecodeURIComponent(hash.slice(1)) }
	}
	if (path === '') path = 'README.md'

	const decoded = safeDecodeURIComponent(path)
	const joined = posix.normalize(decoded.startsWith('/') ? decoded : posix.join('/', dir, decoded))
	// Normalised against "/", a path that climbed above the repository root has been clamped; refuse it instead.
	const climbed = posix.normalize(posix.join(dir, decoded)).startsWith('..')
	if (!decoded.startsWith('/') && climbed) return null
	const clean = joined.replace(/^\/+/, '')
	const encoded = clean
		.split('/')
		.map((segment) => encodeURIComponent(segment).replace(/%40/g, '@'))
		.join('/')
	const base = kind === 'link' ? repo.blobBase : repo.rawBase
	return parsedHref(base + encoded + query + (kind === 'link' ? hash : ''))
}

function parsedHref(url: string): { url: string } | null {
	try {
		const parsed = new URL(url)
		if (!['http:', 'https:', 'mailto:'].includes(parsed.protocol)) return null
		return { url: parsed.href }
	} catch {
		return null
	}
}

// ---------------------------------------------------------------------------------------------
// Small pure helpers

/** Pictographs, flags, skin tones, variation selectors, joiners, keycaps and tag characters. */
const EMOJI =
	/(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{E0020}-\u{E007F}])/gu
const SHORTCODE = /:[a-z][a-z0-9_+-]*:/gi

/** Removes emoji (and `:shortcode:` emoji, which the site would otherwise expand) from a heading's text. */
export const stripEmoji = (value: string): string => value.replace(EMOJI, '').replace(SHORTCODE, '')

/** Text content of an mdast node, like mdast-util-to-string (image alt included), without recursion limits. */
export function nodeText(node: Nodes | Nodes[]): string {
	let out = ''
	const stack: unknown[] = Array.isArray(node) ? [...node].reverse() : [node]
	while (stack.length > 0) {
		const next = stack.pop() as { value?: unknown; alt?: unknown; children?: unknown[] }
		if (!next || typeof next !== 'object') continue
		if (typeof next.value === 'string') out += next.value
		else if (typeof next.alt === 'string') out += next.alt
		else if (Array.isArray(next.children)) stack.push(...[...next.children].reverse())
	}
	return out
}

export type PackageCommandProps =
	{ create: string } | { install: string; dev?: boolean } | { run: string } | { exec: string }

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'terminal', 'shellscript', 'sh-session'])

/**
 * A fenced block holding exactly one package-manager command (`npm install x`, `npx robo add x`,
 * `npx create-robo …`, `npm run dev`) as props for <PackageManagerTabs>; anything else is `null`.
 */
export function packageCommand(lang: string | null | undefined, value: string): PackageCommandProps | null {
	if (!SHELL_LANGS.has((lang ?? '').toLowerCase())) return null
	const lines = value
		.split('\n')
		.map((l) => l.trim())
		.filter(Boolean)
	if (lines.length !== 1) return null
	const line = lines[0].replace(/^[$>]\s+/, '')
	// No pipes, chains, substitutions or redirections (a `<placeholder>` is fine): those stay a plain code block.
	if (!/^[\w@./:<>=~^+,\- ]+$/.test(line) || /[<>]/.test(line.replace(/<[\w.-]+>/g, 'x'))) return null
	const t = line.split(/\s+/)
	const rest = (from: number) => t.slice(from).join(' ')
	const pm = t[0]
	if (pm === 'npx' && t[1] === 'create-robo') return { create: rest(2) }
	if (['npm', 'pnpm', 'yarn', 'bun'].includes(pm) && t[1] === 'create' && /^robo(?:@[\w.-]+)?$/.test(t[2] ?? '')) {
		return {
			create: t
				.slice(3)
				.filter((x, i) => !(i === 0 && x === '--'))
				.join(' '),
		}
	}
	if (pm === 'npx' && t.length > 1 && !t[1].startsWith('-')) return { exec: rest(1) }
	const installVerb = pm === 'npm' ? ['install', 'i', 'add'] : ['pnpm', 'yarn', 'bun'].includes(pm) ? ['add'] : []
	if (installVerb.includes(t[1] ?? '')) {
		let dev = false
		const packages: string[] = []
		for (const arg of t.slice(2)) {
			if (arg === '-D' || arg === '--save-dev' || arg === '--dev') dev = true
			else if (arg.startsWith('-')) return null
			else packages.push(arg)
		}
		if (packages.length === 0) return null
		return dev ? { install: packages.join(' '), dev: true } : { install: packages.join(' ') }
	}
	if (pm === 'npm' && t[1] === 'run' && t.length > 2) return { run: rest(2) }
	return null
}

const ALERTS: Record<string, string> = {
	note: 'note',
	tip: 'tip',
	important: 'info',
	warning: 'warning',
	caution: 'danger',
}

// ---------------------------------------------------------------------------------------------
// Images: which hosts a reader's browser may be sent to

/**
 * Hosts a README image may load from. Anything else (analytics pixels, badge services that count
 * views) would be requested by every reader's browser, so it is dropped at build time with a note
 * the build prints. GitHub's own hosts carry the repository's files and screenshots; shields.io
 * serves the badges. `data:` raster images make no request at all.
 */
export const IMAGE_HOSTS: readonly string[] = [
	'github.com',
	'raw.githubusercontent.com',
	'user-images.githubusercontent.com',
	'private-user-images.githubusercontent.com',
	'avatars.githubusercontent.com',
	'img.shields.io',
]

/** Ends the note of an image dropped by the policy (`image from <host> not loaded …`). */
export const IMAGE_POLICY_NOTE = 'not loaded (not an allowed image host)'

/**
 * True when an (already sanitised) image URL makes no request outside the policy. The host is
 * compared whole, never by prefix or suffix (`evilgithub.com`, `img.shields.io.evil.example`), on
 * the parsed URL: WHATWG parsing lowercases it and turns an international name into its punycode
 * (so a look-alike letter never equals an allowed host). A trailing dot (`github.com.`) is refused
 * rather than folded: no README needs it, and what is kept is then literally an allowed host. User
 * info (`https://github.com@evil.example/`) or a port other than the scheme's makes it another
 * request than the host's own images, so either is refused.
 */
export function imageAllowed(url: string, repo: RepoLocation = GITHUB_REPO): boolean {
	if (url.startsWith('data:')) return true
	let parsed: URL
	let repoUrl: URL
	try {
		parsed = new URL(url)
		repoUrl = new URL(repo.rawBase)
	} catch {
		return false
	}
	if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
	if (parsed.username !== '' || parsed.password !== '') return false
	if (parsed.hostname === repoUrl.hostname && parsed.port === repoUrl.port) return true
	return parsed.port === '' && IMAGE_HOSTS.includes(parsed.hostname)
}

// ---------------------------------------------------------------------------------------------
// Presentation: the safe tree from core.ts, rewritten for the page

interface Context {
	dir: string
	repo: RepoLocation
	notes: string[]
	mapDepth: (depth: number) => number
}

/** Nesting deeper than this is flattened to text. */
const MAX_DEPTH = 32

/**
 * One node of the sanitised tree → the nodes the page gets. Every node type is listed; anything
 * else (which core.ts cannot produce) is dropped, so the page only ever receives these.
 */
function present(node: RootContent, ctx: Context, depth: number, inLink: boolean): RootContent[] {
	if (depth > MAX_DEPTH) {
		const value = nodeText(node as Nodes)
			.replace(/\s+/g, ' ')
			.trim()
		if (!value) return []
		return PHRASING_TYPES.has(node.type) ? [text(value)] : [{ type: 'paragraph', children: [text(value)] }]
	}
	const all = (children: readonly RootContent[], insideLink = inLink) =>
		children.flatMap((child) => present(child, ctx, depth + 1, insideLink))
	const phrasing = (children: readonly RootContent[], insideLink = inLink) =>
		trimPhrasing(all(children, insideLink)) as PhrasingContent[]
	const flow = (children: readonly RootContent[]) => all(children) as BlockContent[]

	switch (node.type) {
		case 'paragraph': {
			const children = phrasing(node.children)
			return children.length === 0 ? [] : [{ type: 'paragraph', children }]
		}
		case 'heading': {
			const heading = makeHeading(ctx.mapDepth(node.depth), phrasing(node.children))
			return heading ? [heading] : []
		}
		case 'thematicBreak':
			return [{ type: 'thematicBreak' }]
		case 'blockquote': {
			const children = flow(node.children)
			const quote = children.length === 0 ? null : alertOrQuote(children)
			return quote ? [quote] : []
		}
		case 'list': {
			// hast-util-to-mdast reads looseness back from the HTML (an item holding <p> is loose).
			const items = node.children
				.map((item): ListItem => {
					const children = flow(item.children)
					return {
						type: 'listItem',
						spread: item.spread === true,
						checked: typeof item.checked === 'boolean' ? item.checked : null,
						children,
					}
				})
				.filter((item) => item.children.length > 0 || item.checked !== null)
			if (items.length === 0) return []
			return [
				{
					type: 'list',
					ordered: node.ordered === true,
					start: typeof node.start === 'number' ? node.start : null,
					spread: node.spread === true,
					children: items,
				},
			]
		}
		case 'code': {
			const command = packageCommand(node.lang, node.value)
			if (command) {
				const attributes = Object.entries(command).map(([name, value]) =>
					jsxAttribute(name, value === true ? null : String(value)),
				)
				return [{ type: 'mdxJsxFlowElement', name: PACKAGE_MANAGER_TABS, attributes, children: [] }]
			}
			return node.value.trim() === ''
				? []
				: [{ type: 'code', lang: codeLanguage(node.lang), meta: null, value: node.value }]
		}
		case 'table':
			return [
				{
					type: 'table',
					align: (node.align ?? []).map((a) => (a === 'left' || a === 'right' || a === 'center' ? a : null)),
					children: node.children.map((row) => ({
						type: 'tableRow',
						children: row.children.map((cell) => ({ type: 'tableCell', children: phrasing(cell.children) })),
					})),
				},
			]
		case 'footnoteDefinition':
			return [
				{ type: 'footnoteDefinition', identifier: node.identifier, label: node.label, children: flow(node.children) },
			]
		case 'footnoteReference':
			return [{ type: 'footnoteReference', identifier: node.identifier, label: node.label }]
		case 'text':
			return node.value === '' ? [] : [text(node.value)]
		case 'emphasis':
		case 'strong':
		case 'delete': {
			const children = phrasing(node.children)
			return children.length === 0 ? [] : [{ type: node.type, children } as PhrasingContent]
		}
		case 'inlineCode':
			return node.value.trim() === '' ? [] : [{ type: 'inlineCode', value: node.value }]
		case 'break':
			return [{ type: 'break' }]
		case 'link': {
			const inner = phrasing(node.children, true)
			const verdict = inLink ? null : sanitizeUrl(node.url, 'link', ctx.dir, ctx.repo)
			if (!verdict) {
				if (!inLink) ctx.notes.push(`unsafe link ${node.url}`.slice(0, 200))
				return inner
			}
			return inner.length === 0 ? [] : [makeLink(verdict, inner, node.title ?? null)]
		}
		case 'image': {
			const src = imageSource(node.url, ctx)
			if (!src) return node.alt ? [text(node.alt)] : []
			const image: Image = { type: 'image', url: src, alt: node.alt ?? '', title: node.title ?? null }
			return [image]
		}
		case 'mdxJsxFlowElement':
		case 'mdxJsxTextElement':
			return presentJsx(node, ctx, flow, phrasing)
		default:
			return []
	}
}

/** The JSX core.ts made (details, summary, kbd, sup, sub, sized img), attributes re-checked against ALLOWED_JSX. */
function presentJsx(
	node: MdxJsxFlowElement | MdxJsxTextElement,
	ctx: Context,
	flow: (children: readonly RootContent[]) => BlockContent[],
	phrasing: (children: readonly RootContent[]) => PhrasingContent[],
): RootContent[] {
	const name = node.name ?? ''
	const allowed = ALLOWED_JSX[name]
	if (!allowed) return []
	const attributes = node.attributes.filter(
		(a): a is MdxJsxAttribute =>
			a.type === 'mdxJsxAttribute' && allowed.includes(a.name) && (a.value === null || typeof a.value === 'string'),
	)
	if (name === 'img') {
		const src = attributes.find((a) => a.name === 'src')
		const url = typeof src?.value === 'string' ? imageSource(src.value, ctx) : null
		if (!url) {
			const alt = attributes.find((a) => a.name === 'alt')?.value
			return typeof alt === 'string' && alt ? [text(alt)] : []
		}
		const element: MdxJsxTextElement = {
			type: 'mdxJsxTextElement',
			name: 'img',
			attributes: [jsxAttribute('src', url), ...attributes.filter((a) => a.name !== 'src')],
			children: [],
		}
		return [element]
	}
	if (node.type === 'mdxJsxFlowElement') {
		const children =
			name === 'details' ? flow(node.children as RootContent[]) : phrasing(node.children as RootContent[])
		if (name === 'summary' && children.length === 0) return []
		return [{ ...node, attributes, children: children as MdxJsxFlowElement['children'] }]
	}
	const children = phrasing(node.children as RootContent[])
	return children.length === 0 ? [] : [{ ...node, attributes, children }]
}

/** The URL an image may load from, or null (with a note saying why). */
function imageSource(url: string, ctx: Context): string | null {
	const verdict = sanitizeUrl(url, 'image', ctx.dir, ctx.repo)
	if (!verdict || !('url' in verdict)) {
		ctx.notes.push(`unsafe image ${url}`.slice(0, 200))
		return null
	}
	if (!imageAllowed(verdict.url, ctx.repo)) {
		ctx.notes.push(`image from ${new URL(verdict.url).host} ${IMAGE_POLICY_NOTE}`)
		return null
	}
	return verdict.url
}

function makeLink(
	target: { url: string } | { anchor: string },
	children: PhrasingContent[],
	title?: string | null,
): Link {
	if ('url' in target) return { type: 'link', url: target.url, title: title ?? null, children }
	return {
		type: 'link',
		url: `#${target.anchor}`,
		title: title ?? null,
		children,
		data: { readmeAnchor: target.anchor } as Link['data'],
	}
}

function makeHeading(depth: number, children: PhrasingContent[]): Heading | null {
	const source = nodeText(children as Nodes[])
	const cleaned = trimPhrasing(stripEmojiInPhrasing(children)) as PhrasingContent[]
	if (cleaned.length === 0 || nodeText(cleaned as Nodes[]).trim() === '') return null
	return {
		type: 'heading',
		depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
		children: cleaned,
		data: { readmeSource: source } as Heading['data'],
	}
}

function stripEmojiInPhrasing(children: PhrasingContent[]): PhrasingContent[] {
	const out: PhrasingContent[] = []
	for (const child of children) {
		if (child.type === 'text') {
			const value = stripEmoji(child.value).replace(/ {2,}/g, ' ')
			if (value) out.push({ ...child, value })
		} else if (child.type === 'emphasis' || child.type === 'strong' || child.type === 'delete') {
			// Emphasis cannot open or close on a space: one an emoji leaves at its edge goes outside it
			// ("*🚀 Fast*" becomes "*Fast*", not "*&#x20;Fast*").
			const inner = stripEmojiInPhrasing(child.children)
			const first = inner[0]
			const last = inner.at(-1)
			const lead = first?.type === 'text' && /^\s/.test(first.value)
			const trail = last?.type === 'text' && /\s$/.test(last.value)
			if (lead) inner[0] = text(first.value.trimStart())
			if (trail) inner[inner.length - 1] = text((inner.at(-1) as Text).value.trimEnd())
			if (lead) out.push(text(' '))
			out.push({ ...child, children: inner.filter((node) => node.type !== 'text' || node.value) } as PhrasingContent)
			if (trail) out.push(text(' '))
		} else if ('children' in child && Array.isArray(child.children)) {
			out.push({ ...child, children: stripEmojiInPhrasing(child.children as PhrasingContent[]) } as PhrasingContent)
		} else out.push(child)
	}
	// A space moved out of emphasis next to the text beside it: one text, one space.
	const merged: PhrasingContent[] = []
	for (const node of out) {
		const previous = merged.at(-1)
		if (node.type === 'text' && previous?.type === 'text')
			merged[merged.length - 1] = text((previous.value + node.value).replace(/ {2,}/g, ' '))
		else merged.push(node)
	}
	return merged
}

const text = (value: string): Text => ({ type: 'text', value })

function jsxAttribute(name: string, value: string | null): MdxJsxAttribute {
	return { type: 'mdxJsxAttribute', name, value }
}

/** Trims whitespace at the edges of an inline run and drops it if nothing visible is left. */
function trimPhrasing(nodes: RootContent[]): RootContent[] {
	const out = [...nodes]
	while (out.length > 0 && ((out[0].type === 'text' && out[0].value.trim() === '') || out[0].type === 'break'))
		out.shift()
	while (
		out.length > 0 &&
		((out.at(-1)!.type === 'text' && (out.at(-1) as Text).value.trim() === '') || out.at(-1)!.type === 'break')
	)
		out.pop()
	if (out.length === 0) return out
	if (out[0].type === 'text') out[0] = text(out[0].value.replace(/^\s+/, ''))
	const last = out.length - 1
	if (out[last].type === 'text') out[last] = text((out[last] as Text).value.replace(/\s+$/, ''))
	return out
}

function codeLanguage(lang: string | null | undefined): string | null {
	if (!lang) return null
	const clean = lang.toLowerCase()
	if (!/^[a-z0-9_+#.-]{1,32}$/.test(clean)) return null
	// Docusaurus treats this fence specially in its own sources; a README's copy is just MDX source.
	return clean === 'mdx-code-block' ? 'mdx' : clean
}

/** `> [!NOTE]` and friends (GitHub alerts) become the site's admonitions. */
function alertOrQuote(children: BlockContent[]): RootContent | null {
	const first = children[0]
	const lead = first?.type === 'paragraph' ? first.children[0] : undefined
	const match = lead?.type === 'text' ? /^\[!(note|tip|important|warning|caution)\][ \t]*\n?/i.exec(lead.value) : null
	if (!match || first?.type !== 'paragraph' || lead?.type !== 'text') return { type: 'blockquote', children }
	const rest = lead.value.slice(match[0].length)
	const paragraphChildren = trimPhrasing([
		...(rest ? [text(rest)] : []),
		...first.children.slice(1),
	]) as PhrasingContent[]
	const body = [
		...(paragraphChildren.length > 0 ? [{ type: 'paragraph', children: paragraphChildren } as Paragraph] : []),
		...children.slice(1),
	]
	if (body.length === 0) return null
	const directive: ContainerDirective = {
		type: 'containerDirective',
		name: ALERTS[match[1].toLowerCase()],
		attributes: {},
		children: body,
	}
	return directive
}

// ---------------------------------------------------------------------------------------------
// Whole-README passes

function walk(nodes: readonly RootContent[], visit: (node: RootContent) => void): void {
	const stack: RootContent[] = [...nodes].reverse()
	while (stack.length > 0) {
		const node = stack.pop()!
		visit(node)
		if ('children' in node && Array.isArray(node.children))
			stack.push(...[...(node.children as RootContent[])].reverse())
	}
}

const headingTitle = (node: RootContent): string | undefined =>
	node.type === 'heading' ? stripEmoji(nodeText(node)).replace(/\s+/g, ' ').trim() : undefined

/**
 * The title and badge block above the first `##` goes (our page has its own title and intro). A
 * README without any `##` only loses a leading `#` title and the badges and banners around it.
 */
export function dropLead(children: readonly RootContent[]): RootContent[] {
	const firstSection = children.findIndex((n) => n.type === 'heading' && n.depth === 2)
	if (firstSection >= 0) return children.slice(firstSection)
	let i = 0
	let sawTitle = false
	while (i < children.length) {
		const node = children[i]
		if (node.type === 'html' || node.type === 'thematicBreak' || isBadgeParagraph(node)) i++
		else if (node.type === 'heading' && node.depth === 1 && !sawTitle) {
			sawTitle = true
			i++
		} else break
	}
	return children.slice(i)
}

function isBadgeParagraph(node: RootContent): boolean {
	if (node.type !== 'paragraph') return false
	const ok = (n: RootContent): boolean =>
		n.type === 'image' ||
		n.type === 'imageReference' ||
		n.type === 'break' ||
		n.type === 'html' ||
		(n.type === 'text' && n.value.trim() === '') ||
		((n.type === 'link' || n.type === 'linkReference') && n.children.length > 0 && n.children.every(ok))
	return node.children.length > 0 && node.children.every(ok)
}

/** A "Table of Contents" section duplicates the page's own table of contents. */
export function dropTableOfContents(children: readonly RootContent[]): RootContent[] {
	const out: RootContent[] = []
	let skipDepth: number | undefined
	for (const node of children) {
		if (skipDepth !== undefined) {
			if (node.type === 'heading' && node.depth <= skipDepth) skipDepth = undefined
			else continue
		}
		if (node.type === 'heading' && /^(?:table of contents|contents|toc)$/i.test(headingTitle(node) ?? '')) {
			skipDepth = node.depth
			continue
		}
		out.push(node)
	}
	return out
}

/** Heading ids (shared slugger) and in-README anchors rewritten to them. */
function assignIdsAndAnchors(nodes: RootContent[], slugger: Slugger, readmeUrl: string): void {
	const githubSlugs = createSlugger()
	const exact = new Map<string, string>()
	const loose = new Map<string, string>()
	const looseKey = (s: string) =>
		stripEmoji(safeDecodeURIComponent(s))
			.toLowerCase()
			.replace(/[^\p{L}\p{N}]+/gu, '')

	walk(nodes, (node) => {
		if (node.type !== 'heading') return
		const data = (node.data ?? {}) as Record<string, unknown>
		const source = typeof data.readmeSource === 'string' ? data.readmeSource : nodeText(node)
		delete data.readmeSource
		const value = nodeText(node).trim()
		if (!value) return
		const id = slugger.slug(value)
		node.data = { ...data, id, hProperties: { ...((data.hProperties as object) ?? {}), id } } as Heading['data']
		const original = githubSlugs.slug(source)
		if (!exact.has(original)) exact.set(original, id)
		const key = looseKey(source)
		if (key && !loose.has(key)) loose.set(key, id)
	})

	walk(nodes, (node) => {
		if (node.type !== 'link') return
		const data = node.data as Record<string, unknown> | undefined
		const anchor = data?.readmeAnchor
		if (typeof anchor !== 'string') return
		delete data!.readmeAnchor
		if (Object.keys(data!).length === 0) delete node.data
		const id = exact.get(anchor.toLowerCase()) ?? exact.get(anchor) ?? loose.get(looseKey(anchor))
		node.url = id ? `#${id}` : anchor ? `${readmeUrl}#${encodeURIComponent(anchor)}` : readmeUrl
	})
}

/** Cuts overlong input at a paragraph boundary. */
export function truncate(markdown: string, maxChars: number): { text: string; truncated: boolean } {
	if (markdown.length <= maxChars) return { text: markdown, truncated: false }
	const paragraphEnd = markdown.lastIndexOf('\n\n', maxChars)
	const cut = paragraphEnd > maxChars / 2 ? paragraphEnd : maxChars
	return { text: markdown.slice(0, cut), truncated: true }
}

// ---------------------------------------------------------------------------------------------
// Entry point

/** Where a README's own page is on GitHub: the target of the fallback and "read the rest" links. */
const readmeUrlOf = (repo: RepoLocation, dir: string): string => `${repo.blobBase}${dir}/README.md`

export function sanitizeReadme(markdown: string, options: SanitizeOptions): SanitizeResult {
	const repo = options.repo ?? GITHUB_REPO
	const readmeUrl = readmeUrlOf(repo, options.dir)
	try {
		return sanitizeOrThrow(markdown, options, repo, readmeUrl)
	} catch (error) {
		// Never let a README break the page: fall back to a pointer at the original.
		return {
			children: [
				{
					type: 'paragraph',
					children: [
						text('This README could not be shown here. '),
						{ type: 'link', url: readmeUrl, title: null, children: [text('Read it on GitHub')] },
						text('.'),
					],
				},
			],
			notes: [`sanitiser failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300)],
			truncated: false,
		}
	}
}

function sanitizeOrThrow(
	markdown: string,
	options: SanitizeOptions,
	repo: RepoLocation,
	readmeUrl: string,
): SanitizeResult {
	const { text: source, truncated } = truncate(markdown, options.maxChars ?? DEFAULT_MAX_CHARS)
	const tree = unified().use(remarkParse).use(remarkGfm).parse(source) as Root

	// The security core first: everything after it only sees allow-listed Markdown and JSX.
	const safe = secureTree(dropTableOfContents(dropLead(tree.children)))
	let minDepth = 6
	walk(safe, (node) => {
		if (node.type === 'heading') minDepth = Math.min(minDepth, node.depth)
	})
	const topDepth = options.topDepth ?? DEFAULT_TOP_DEPTH
	const ctx: Context = {
		dir: options.dir,
		repo,
		notes: [],
		mapDepth: (depth) => Math.min(6, topDepth + Math.max(0, depth - minDepth)),
	}

	const out = safe.flatMap((node) => present(node, ctx, 0, false))
	if (truncated) {
		out.push({
			type: 'paragraph',
			children: [
				{
					type: 'emphasis',
					children: [
						text('This README is longer than this page shows. '),
						{ type: 'link', url: readmeUrl, title: null, children: [text('Read the rest on GitHub')] },
						text('.'),
					],
				},
			],
		})
	}
	assignIdsAndAnchors(out, options.slugger ?? createSlugger(), readmeUrl)
	return { children: out, notes: ctx.notes, truncated }
}
