/**
 * Links API names in the guides to their reference pages. The first time a page mentions an
 * exported symbol in inline code (`Flashcore`, `Flashcore.get()`, `createCommandConfig`), the code
 * becomes a link to /ref/framework/... or /ref/@robojs/<plugin>/...; later mentions stay plain so
 * the prose does not turn into a sea of links. Only symbols whose page exists in this build are
 * linked, so an offline build (fewer reference packages) never produces a broken link.
 */
import { createHash } from 'node:crypto'
import { relative, sep } from 'node:path'
import type { Plugin } from '@docusaurus/types'
import type { InlineCode, Link, Parent, Root } from 'mdast'
import { visit, SKIP } from 'unist-util-visit'
import { cacheVersionWith } from '../../build/bundler-cache/key'
import { readReferencePages } from '../reference/aliases'

export interface ApiLinksOptions {
	/** The docs folder; reference pages are generated into <docsDir>/ref. */
	docsDir: string
}

/** Lower-case names that are real APIs rather than ordinary words. */
const LOWERCASE_APIS = new Set(['logger', 'portal'])

export type SymbolIndex = Map<string, Map<string, string>>

/**
 * package route prefix (/ref/framework, /ref/@robojs/server) → symbol name → page route, from the
 * symbol pages the reference step wrote (`docs/ref/<package>/<Kind>.<Name>.md`, named by their title,
 * so a page TypeDoc had to suffix, `Variable.xp-1`, still answers to `xp`).
 */
export function indexReference(docsDir: string): SymbolIndex {
	const index: SymbolIndex = new Map()
	for (const page of readReferencePages(docsDir)) {
		const symbols = index.get(page.packageRoute) ?? new Map<string, string>()
		if (!symbols.has(page.name)) symbols.set(page.name, page.route)
		index.set(page.packageRoute, symbols)
	}
	return index
}

/** `Flashcore.get()` → Flashcore; `createCommandConfig()` → createCommandConfig; anything else → null. */
export function symbolOf(code: string): string | null {
	const match = code.match(/^([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/)
	if (!match) return null
	const name = match[1]
	return /[A-Z]/.test(name) || LOWERCASE_APIS.has(name) ? name : null
}

/** Which packages a page may link into, most specific first: its own plugin, then the framework. */
export function scopesFor(docPath: string): string[] {
	const plugin = docPath.match(/^plugins\/([a-z0-9-]+)\.mdx?$/)?.[1]
	return [...(plugin ? [`/ref/@robojs/${plugin}`] : []), '/ref/framework']
}

export function linkApiNames(tree: Root, docPath: string, index: SymbolIndex): number {
	const scopes = scopesFor(docPath)
		.map((s) => index.get(s))
		.filter((s): s is Map<string, string> => s !== undefined)
	if (scopes.length === 0) return 0
	const seen = new Set<string>()
	let linked = 0
	visit(tree, (node, i, parent: Parent | undefined) => {
		// Never inside headings (their ids come from the text) or existing links.
		if (node.type === 'heading' || node.type === 'link' || node.type === 'linkReference') return SKIP
		if (node.type !== 'inlineCode' || !parent || i === undefined) return
		const name = symbolOf((node as InlineCode).value)
		if (!name || seen.has(name)) return
		const route = scopes.map((s) => s.get(name)).find(Boolean)
		if (!route) return
		seen.add(name)
		const link: Link = { type: 'link', url: route, title: null, children: [node as InlineCode] }
		parent.children[i] = link
		linked++
		return SKIP
	})
	return linked
}

let cached: { dir: string; index: SymbolIndex } | undefined

/** Remark plugin for the docs plugin (runs after the reference step has written docs/ref). */
export default function remarkApiLinks(options: ApiLinksOptions) {
	return (tree: Root, file: { path?: string }) => {
		if (!file.path) return
		const docPath = relative(options.docsDir, file.path).split(sep).join('/')
		if (docPath.startsWith('..') || docPath.startsWith('ref/')) return
		if (!cached || cached.dir !== options.docsDir)
			cached = { dir: options.docsDir, index: indexReference(options.docsDir) }
		linkApiNames(tree, docPath, cached.index)
	}
}

/**
 * Docusaurus plugin half: the bundler caches compiled MDX by its own source, but the links depend
 * on which reference pages exist, so the symbol list is folded into the cache version.
 */
export function apiLinksPlugin(options: ApiLinksOptions): Plugin {
	return {
		name: 'robo-api-links',
		configureWebpack(config) {
			const index = indexReference(options.docsDir)
			const listing = [...index]
				.map(
					([prefix, symbols]) =>
						`${prefix}:${[...symbols]
							.map(([name, route]) => `${name}=${route}`)
							.sort()
							.join(',')}`,
				)
				.join(';')
			const hash = createHash('sha1').update(listing).digest('hex').slice(0, 12)
			return cacheVersionWith(config, `api-${hash}`)
		},
	}
}
