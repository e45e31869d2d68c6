/**
 * Machine-readable copies of the docs, written after the build:
 *   /llms.txt        every page with its one-line description, grouped as the sidebars are
 *   /llms-full.txt   every authored page as Markdown, in sidebar order
 *   /<route>.md      the Markdown twin of each authored page (the "Copy page as Markdown" button reads it)
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LoadContext, Plugin } from '@docusaurus/types'
import type { LoadedContent } from '@docusaurus/plugin-content-docs'

import { convertPages, type ConvertJob } from './markdown'

const here = dirname(fileURLToPath(import.meta.url))

interface Doc {
	id: string
	title: string
	description: string
	permalink: string
	source: string
}

type SidebarItem = {
	type: string
	id?: string
	label?: string
	items?: SidebarItem[]
	link?: { type: string; id?: string }
}

const sidebarTitles: Record<string, string> = {
	tutorialSidebar: 'Docs',
	pluginsSidebar: 'Plugins',
	templateSidebar: 'Templates',
	referenceSidebar: 'API reference',
}

/** Authored pages get a Markdown twin; generated reference pages are listed but not converted. */
const isAuthored = (doc: Doc) => !doc.permalink.startsWith('/ref/')

/** The llms.txt text, and the docs in the order it lists them (sidebar order, then the rest). */
export function buildIndex(
	siteTitle: string,
	tagline: string,
	url: string,
	docs: Doc[],
	sidebars: Record<string, SidebarItem[]>,
): { text: string; order: Doc[] } {
	const byId = new Map(docs.map((d) => [d.id, d]))
	const listed = new Set<string>()
	const order: Doc[] = []
	const line = (doc: Doc) => {
		listed.add(doc.id)
		order.push(doc)
		return `- [${doc.title}](${url}${doc.permalink}${isAuthored(doc) ? '.md' : ''})${doc.description ? `: ${doc.description}` : ''}`
	}
	const sections: string[] = [`# ${siteTitle}`, '', `> ${tagline}`, '']
	const walk = (items: SidebarItem[], depth: number, out: string[]) => {
		for (const item of items) {
			const id =
				item.type === 'doc' || item.type === 'ref' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined
			if (item.type === 'category') {
				out.push('', `${'#'.repeat(Math.min(depth, 6))} ${item.label}`, '')
				const landing = id ? byId.get(id) : undefined
				if (landing && !listed.has(landing.id)) out.push(line(landing))
				walk(item.items ?? [], depth + 1, out)
			} else if (id) {
				const doc = byId.get(id)
				if (doc && !listed.has(doc.id)) out.push(line(doc))
			}
		}
	}
	for (const [name, items] of Object.entries(sidebars)) {
		const out: string[] = []
		walk(items, 3, out)
		sections.push(`## ${sidebarTitles[name] ?? name}`, ...out, '')
	}
	const rest = docs.filter((d) => !listed.has(d.id))
	if (rest.length) sections.push('## Other pages', '', ...rest.map(line), '')
	return { text: sections.join('\n').replace(/\n{3,}/g, '\n\n'), order }
}

const sourcePath = (doc: Doc) => doc.source.replace(/^@site\//, '')

/**
 * Converts only the pages whose Markdown is not in the cache yet: a page's entry is keyed by its
 * source, its metadata, the site's link table and the converter's own code and data, so a warm
 * build with no page changed converts nothing. A page that cannot be converted fails the build with
 * the page's name.
 */
function convertCached(job: ConvertJob, cacheDir: string): string[] {
	const shared = createHash('sha256')
	shared.update(JSON.stringify([job.siteRoot, job.bySource]))
	for (const file of converterInputs()) shared.update(file).update(readFileSync(file))
	const sharedKey = shared.digest('hex')
	const keys = job.pages.map((page) =>
		createHash('sha256')
			.update(sharedKey)
			.update(JSON.stringify(page))
			.update(readFileSync(join(job.siteDir, page.source)))
			.digest('hex')
			.slice(0, 32),
	)
	const cached = keys.map((key) => join(cacheDir, `${key}.md`))
	const missing = job.pages.flatMap((page, i) => (existsSync(cached[i]) ? [] : [{ page, i }]))
	if (missing.length > 0) {
		const converted = convertPages({ ...job, pages: missing.map(({ page }) => page) })
		mkdirSync(cacheDir, { recursive: true })
		missing.forEach(({ i }, n) => writeFileSync(cached[i], converted[n]))
	}
	return cached.map((file) => readFileSync(file, 'utf8'))
}

/** The converter's code and the catalogues its components render (plugin and template tables). */
function converterInputs(): string[] {
	const siteDir = join(here, '..', '..', '..')
	const own = readdirSync(here).map((file) => join(here, file))
	const data = [
		'src/data/plugins.ts',
		'src/data/templates.ts',
		'src/data/templateKinds.ts',
		'src/lib/templateFilters.ts',
		'src/lib/packageManagers.ts',
	]
	return [...own, ...data.map((file) => join(siteDir, file))].filter((file) => file.endsWith('.ts')).sort()
}

/** What postBuild writes, worked out from the loaded docs and the site config. */
function plan(context: LoadContext, docs: Doc[], sidebars: Record<string, SidebarItem[]>) {
	const { siteConfig } = context
	const url = siteConfig.url.replace(/\/$/, '')
	const index = buildIndex(siteConfig.title, siteConfig.tagline, url, docs, sidebars)
	const authored = index.order.filter(isAuthored)
	const job: ConvertJob = {
		siteDir: context.siteDir,
		siteRoot: url + siteConfig.baseUrl.replace(/\/$/, ''),
		bySource: docs.map((d) => [sourcePath(d), d.permalink]),
		pages: authored.map((doc) => ({
			source: sourcePath(doc),
			title: doc.title,
			description: doc.description,
			url: url + doc.permalink,
		})),
	}
	const cacheDir = join(context.siteDir, '.cache', 'llms')
	return { index, authored, convert: () => convertCached(job, cacheDir) }
}

export default function llmsPlugin(context: LoadContext): Plugin {
	let planned: ReturnType<typeof plan> | undefined
	return {
		name: 'robo-llms',
		async allContentLoaded({ allContent }) {
			const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined
			const version = content?.loadedVersions[0]
			const docs = (version?.docs ?? []).map(({ id, title, description, permalink, source }) => ({
				id,
				title,
				description,
				permalink,
				source,
			}))
			const sidebars = (version?.sidebars ?? {}) as unknown as Record<string, SidebarItem[]>
			planned = plan(context, docs, sidebars)
		},
		async postBuild({ outDir }) {
			const started = performance.now()
			// Worked out once, when the docs were loaded (no docs plugin: an empty site).
			const { index, authored, convert } = planned ?? plan(context, [], {})
			writeFileSync(join(outDir, 'llms.txt'), index.text)
			const pages = convert()
			authored.forEach((doc, i) => {
				const target = join(outDir, doc.permalink.replace(/^\//, '') + '.md')
				mkdirSync(dirname(target), { recursive: true })
				writeFileSync(target, pages[i])
			})
			writeFileSync(join(outDir, 'llms-full.txt'), pages.join('\n---\n\n'))
			const seconds = ((performance.now() - started) / 1000).toFixed(1)
			console.log(`[llms] llms.txt, llms-full.txt and ${authored.length} Markdown pages in ${seconds} s`)
		},
	}
}
