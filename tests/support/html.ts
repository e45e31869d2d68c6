import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import type { Element, Root } from 'hast'
import { buildDir } from './paths'

export function walk(dir: string, out: string[] = []): string[] {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) walk(path, out)
		else out.push(path)
	}
	return out
}

/**
 * The app scripts a page's HTML preloads and then starts (config/ssrTemplate.ts), in order
 * (`/assets/js/…`).
 */
export const scriptsInHtml = (html: string): string[] =>
	[...html.matchAll(/<link rel="preload" as="script"[^>]* href="(\/assets\/js\/[^"]+)"/g)].map((m) => m[1])

/** The list the inline loader starts, or null when the page has no loader. */
export function scriptsStarted(html: string): string[] | null {
	const loader = [...html.matchAll(/<script data-scripts="([^"]*)">([\s\S]*?)<\/script>/g)].find((m) =>
		m[2].includes('first-contentful-paint'),
	)
	return loader ? (JSON.parse(loader[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as string[]) : null
}

/** Every HTML page of the build, keyed by the URL path a browser would use. */
export function builtPages(root = buildDir): Map<string, string> {
	const pages = new Map<string, string>()
	for (const file of walk(root)) {
		if (!file.endsWith('.html')) continue
		const rel = relative(root, file).split(sep).join('/')
		const route = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
		pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), file)
	}
	return pages
}

const cache = new Map<string, Root>()
export function parse(file: string): Root {
	let tree = cache.get(file)
	if (!tree) {
		tree = fromHtml(readFileSync(file, 'utf8'))
		cache.set(file, tree)
	}
	return tree
}

export function elements(file: string, test: (el: Element) => boolean): Element[] {
	const found: Element[] = []
	visit(parse(file), 'element', (el: Element) => {
		if (test(el)) found.push(el)
	})
	return found
}

export function ids(file: string): Set<string> {
	const set = new Set<string>()
	for (const el of elements(file, (e) => e.properties.id !== undefined || e.properties.name !== undefined)) {
		if (el.properties.id !== undefined) set.add(String(el.properties.id))
		if (el.tagName === 'a' && el.properties.name !== undefined) set.add(String(el.properties.name))
	}
	return set
}

/** Docusaurus' client-redirect pages carry a meta refresh; returns its target or null. */
export function redirectTarget(file: string): string | null {
	const meta = elements(
		file,
		(e) => e.tagName === 'meta' && String(e.properties.httpEquiv ?? '').toLowerCase() === 'refresh',
	)[0]
	const content = meta ? String(meta.properties.content ?? '') : ''
	const match = content.match(/url=(.+)$/i)
	return match ? match[1].trim() : null
}
