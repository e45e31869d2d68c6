/**
 * Built HTML → search records, one per heading section, in the shape DocSearch, Meilisearch and
 * Algolia index. Runs in Node after the build (plugins/content/search/index.ts) and in `npm run search:index`.
 * Deterministic: the same build gives byte-identical records.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import type { Element, Root, RootContent } from 'hast'

import { navbarLinks } from '../../../src/data/links'
import type { Hierarchy, SearchRecord } from './types'

/**
 * Section text longer than this is cut at a word boundary. Infinity: records carry the whole text of
 * each section (a hosted service indexes it all; the local index decides what it shows, see write.ts).
 */
export const MAX_CONTENT_CHARS = Infinity

/**
 * lvl0 for whole areas of the site, by path prefix. Derived from the navbar: a page under a navbar
 * link's first path segment belongs to that link (Plugins, Reference, Templates, Try It...). Pages
 * elsewhere take their top sidebar category from the breadcrumbs ("Discord Bots", "Core Package").
 */
export const defaultAreas: readonly (readonly [prefix: string, label: string])[] = [
	...navbarLinks.flatMap((link) => (link.to ? [[`/${link.to.split('/')[1]}`, link.label] as const] : [])),
	// The legacy template table is a page of the template catalogue, though it lives outside /templates.
	['/legacy/templates', 'Templates'],
]

/** Label for pages that sit at the top of the docs sidebar (Getting Started) or outside any area. */
export const FALLBACK_LVL0 = 'Docs'

export interface ExtractOptions {
	areas?: readonly (readonly [prefix: string, label: string])[]
	maxContentChars?: number
}

/** Routes never indexed: the not-found page and the browser suite's fixtures. */
export const isExcludedRoute = (route: string): boolean =>
	route === '/404' || route === '/__fixtures__' || route.startsWith('/__fixtures__/')

// --- tiny hast helpers -------------------------------------------------------------------------

/** hast parses `class` into a list of names, so there is no string form to split. */
const classes = (el: Element): string[] => {
	const value: unknown = el.properties.className
	return Array.isArray(value) ? value.map(String) : []
}
const hasClass = (el: Element, name: string) => classes(el).includes(name)

function find(node: Root | Element, test: (el: Element) => boolean): Element | null {
	for (const child of node.children) {
		if (child.type !== 'element') continue
		if (test(child)) return child
		const found = find(child, test)
		if (found) return found
	}
	return null
}

function findAll(node: Root | Element, test: (el: Element) => boolean, out: Element[] = []): Element[] {
	for (const child of node.children) {
		if (child.type !== 'element') continue
		if (test(child)) out.push(child)
		else findAll(child, test, out)
	}
	return out
}

/** Subtrees whose text is not page content: code, controls, navigation, decorations. */
const SKIPPED_TAGS = new Set([
	'script',
	'style',
	'noscript',
	'template',
	'svg',
	'pre',
	'button',
	'nav',
	'iframe',
	'img',
	'video',
	'audio',
	'canvas',
	'select',
	'textarea',
	'input',
])
const SKIPPED_CLASSES = [
	'hash-link',
	'theme-code-block',
	'tabs',
	'theme-doc-toc-mobile',
	'theme-doc-breadcrumbs',
	'theme-doc-footer',
	'theme-doc-version-badge',
	'theme-doc-version-banner',
	'pagination-nav',
	'theme-edit-this-page',
	'search-exclude',
]
const skipped = (el: Element): boolean =>
	SKIPPED_TAGS.has(el.tagName) ||
	el.properties.ariaHidden === 'true' ||
	el.properties.role === 'tab' ||
	el.properties.role === 'tablist' ||
	el.properties.dataSearchExclude !== undefined ||
	SKIPPED_CLASSES.some((c) => hasClass(el, c))

const INLINE_TAGS = new Set([
	'a',
	'abbr',
	'b',
	'bdi',
	'bdo',
	'cite',
	'code',
	'data',
	'del',
	'dfn',
	'em',
	'i',
	'ins',
	'kbd',
	'mark',
	'q',
	's',
	'samp',
	'small',
	'span',
	'strong',
	'sub',
	'sup',
	'time',
	'u',
	'var',
	'wbr',
])

const clean = (text: string): string =>
	text
		.replace(/[\u200b\u00ad]/g, '')
		.replace(/\s+/g, ' ')
		.trim()

/** Visible text of a subtree, with block boundaries turned into spaces. */
function textOf(node: RootContent | Element, out: string[] = []): string[] {
	if (node.type === 'text') out.push(node.value)
	else if (node.type === 'element' && !skipped(node)) {
		const block = !INLINE_TAGS.has(node.tagName)
		if (block) out.push(' ')
		for (const child of node.children) textOf(child, out)
		if (block) out.push(' ')
	}
	return out
}
const text = (node: Element): string => clean(textOf(node).join(''))

const headingLevel = (el: Element): number => (/^h[1-6]$/.test(el.tagName) ? Number(el.tagName[1]) : 0)

function truncate(value: string, max: number): string {
	if (value.length <= max) return value
	const cut = value.lastIndexOf(' ', max)
	return value.slice(0, cut > max * 0.6 ? cut : max)
}

export const objectId = (url: string): string => createHash('sha1').update(url).digest('hex').slice(0, 20)

// --- extraction ---------------------------------------------------------------------------------

function isRedirect(tree: Root): boolean {
	return !!find(
		tree,
		(el) => el.tagName === 'meta' && String(el.properties.httpEquiv ?? '').toLowerCase() === 'refresh',
	)
}

/** The page's `<meta name="keywords">` (Docusaurus writes it from the `keywords` front matter). */
export function pageKeywords(tree: Root): string[] {
	const meta = find(
		tree,
		(el) => el.tagName === 'meta' && String(el.properties.name ?? '').toLowerCase() === 'keywords',
	)
	const content = meta ? String(meta.properties.content ?? '') : ''
	return [...new Set(content.split(',').map((k) => clean(k).toLowerCase()))].filter(Boolean)
}

function isNoIndex(tree: Root): boolean {
	return !!find(
		tree,
		(el) =>
			el.tagName === 'meta' &&
			String(el.properties.name ?? '').toLowerCase() === 'robots' &&
			/noindex/i.test(String(el.properties.content ?? '')),
	)
}

/**
 * The top sidebar category of a docs page, read from its breadcrumbs (first crumb). A page that is
 * itself a top-level sidebar link (Getting Started) has a single crumb that is not a category.
 */
function breadcrumbSection(tree: Root, topLevelLink: boolean): string | null {
	const nav = find(tree, (el) => hasClass(el, 'theme-doc-breadcrumbs'))
	if (!nav) return null
	const crumbs = findAll(nav, (el) => hasClass(el, 'breadcrumbs__item'))
		.map((item) => clean(textOfAll(item)))
		.filter(Boolean)
	if (crumbs.length === 0 || (crumbs.length === 1 && topLevelLink)) return null
	return crumbs[0]
}
/** Text including normally skipped nav parts (breadcrumbs live in a nav). */
const textOfAll = (node: Element): string =>
	node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOfAll(c) : '')).join('')

/** Whether the sidebar's current item is a link at its top level (not a category or inside one). */
function isTopLevelSidebarLink(html: string): boolean {
	const menu = html.indexOf('theme-doc-sidebar-menu')
	const current = menu < 0 ? -1 : html.indexOf('aria-current="page"', menu)
	if (current < 0) return false
	const item = html.lastIndexOf('<li', current)
	return item >= 0 && html.slice(item, current).includes('theme-doc-sidebar-item-link-level-1')
}

function lvl0For(route: string, tree: Root, html: string, areas: ExtractOptions['areas'] = defaultAreas): string {
	for (const [prefix, label] of areas) {
		if (route === prefix || route.startsWith(prefix + '/')) return label
	}
	return breadcrumbSection(tree, isTopLevelSidebarLink(html)) ?? FALLBACK_LVL0
}

/**
 * The parts of a page the records come from: its head (title, robots, refresh) and its main element.
 * Parsing only these skips the sidebar and navbar, most of the bytes of a reference page.
 */
function relevantHtml(html: string): string {
	const headEnd = html.indexOf('</head>')
	const mainStart = html.indexOf('<main')
	const mainEnd = html.lastIndexOf('</main>')
	const page =
		headEnd < 0 || mainStart < headEnd || mainEnd < mainStart
			? html
			: html.slice(0, headEnd) + '</head><body>' + html.slice(mainStart, mainEnd + 7) + '</body></html>'
	// Code blocks are skipped anyway and are most of a page's markup (one span per token): drop them
	// before parsing. A <pre> cannot contain another <pre>, so the lazy match is exact.
	return page.replace(/<pre\b[\s\S]*?<\/pre>/g, '<pre></pre>')
}

/**
 * Ids React makes up (useId: `_R_1l6qh_`, `«r0»`, `:r0:`) change whenever the component tree does;
 * a heading with one is a component's title (a template card), not a section to link to.
 */
const isGeneratedId = (id: unknown): boolean => typeof id === 'string' && /^(?:_r_|«r|:r)/i.test(id)

interface Section {
	anchor: string | null
	level: number
	parts: string[]
}

/**
 * Records of one built page. `route` is the URL path the page is served at (no trailing slash);
 * returns [] for redirect, noindex and excluded pages, and for pages without a title.
 */
export function extractRecords(html: string, route: string, options: ExtractOptions = {}): SearchRecord[] {
	if (isExcludedRoute(route)) return []
	const tree = fromHtml(relevantHtml(html))
	if (isRedirect(tree) || isNoIndex(tree)) return []
	const root =
		find(tree, (el) => hasClass(el, 'theme-doc-markdown')) ??
		find(tree, (el) => el.tagName === 'main') ??
		find(tree, (el) => el.tagName === 'article')
	if (!root) return []

	const h1 = find(root, (el) => el.tagName === 'h1')
	const titleEl = find(tree, (el) => el.tagName === 'title')
	const title = h1 ? text(h1) : titleEl ? clean(textOfAll(titleEl)).replace(/\s+[|·–-]\s+[^|·–-]+$/, '') : ''
	if (!title) return []

	const maxChars = options.maxContentChars ?? MAX_CONTENT_CHARS
	const lvl0 = lvl0For(route, tree, html, options.areas)
	const headings: (string | null)[] = [null, null, null, null, null, null, null] // index = level
	const sections: { section: Section; hierarchy: Hierarchy }[] = []
	let current: Section = { anchor: null, level: 1, parts: [] }
	const snapshot = (): Hierarchy => ({
		lvl0,
		lvl1: title,
		lvl2: headings[2],
		lvl3: headings[3],
		lvl4: headings[4],
		lvl5: headings[5],
		lvl6: headings[6],
	})
	let hierarchy = snapshot()

	const visit = (node: RootContent): void => {
		if (node.type === 'text') {
			current.parts.push(node.value)
			return
		}
		if (node.type !== 'element' || skipped(node)) return
		const level = headingLevel(node)
		if (level === 1) return // the title, taken above
		if (level > 1 && !isGeneratedId(node.properties.id)) {
			sections.push({ section: current, hierarchy })
			const label = text(node)
			headings[level] = label || null
			for (let deeper = level + 1; deeper <= 6; deeper++) headings[deeper] = null
			// A heading that skips levels (h2 → h4) leaves the missing level empty; DocSearch copes.
			current = { anchor: node.properties.id ? String(node.properties.id) : null, level, parts: [] }
			hierarchy = snapshot()
			return
		}
		const block = !INLINE_TAGS.has(node.tagName)
		if (block) current.parts.push(' ')
		for (const child of node.children) visit(child)
		if (block) current.parts.push(' ')
	}
	for (const child of root.children) visit(child)
	sections.push({ section: current, hierarchy })

	const keywords = pageKeywords(tree)
	const records: SearchRecord[] = []
	for (const { section, hierarchy } of sections) {
		const content = truncate(clean(section.parts.join('')), maxChars) || null
		const isIntro = section.level === 1
		if (!isIntro && !content && !hierarchy[`lvl${section.level}` as keyof Hierarchy]) continue
		// A heading without an id cannot be linked to: its text still counts, under the page URL.
		const url = section.anchor ? `${route}#${section.anchor}` : route
		const record: SearchRecord = {
			objectID: objectId(section.anchor ? url : `${route}#${records.length}`),
			url,
			url_without_anchor: route,
			anchor: section.anchor,
			type: `lvl${section.level}` as SearchRecord['type'],
			hierarchy,
			content,
		}
		if (isIntro && keywords.length) record.keywords = keywords
		records.push(record)
	}
	return records
}

// --- whole build --------------------------------------------------------------------------------

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Every page of a build: its `.html` files outside `assets/`. */
export function htmlFiles(dir: string, out: string[] = []): string[] {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) {
			if (entry.name !== 'assets') htmlFiles(path, out)
		} else if (entry.name.endsWith('.html')) out.push(path)
	}
	return out
}

/** The URL path a static host serves a built file at: `a/b.html` and `a/b/index.html` → `/a/b`. */
export function routeOf(buildDir: string, file: string): string {
	const rel = relative(buildDir, file).split(sep).join('/')
	const route = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
	return route === '/' ? '/' : route.replace(/\/$/, '')
}

/** The routes of every page of a build (the indexed ones and the rest). */
export const buildRoutes = (buildDir: string): Set<string> =>
	new Set(htmlFiles(buildDir).map((file) => routeOf(buildDir, file)))

/** Every record of a build, pages sorted by route so the output does not depend on the file system. */
export function recordsFromBuild(buildDir: string, options: ExtractOptions = {}): SearchRecord[] {
	const pages = htmlFiles(buildDir)
		.map((file) => ({ file, route: routeOf(buildDir, file) }))
		.filter(({ route }) => !isExcludedRoute(route))
		.sort((a, b) => compare(a.route, b.route) || compare(a.file, b.file))
	const seen = new Set<string>()
	const records: SearchRecord[] = []
	for (const { file, route } of pages) {
		if (seen.has(route)) continue // a/b.html and a/b/index.html: the host serves the first
		seen.add(route)
		records.push(...extractRecords(readFileSync(file, 'utf8'), route, options))
	}
	return records
}
