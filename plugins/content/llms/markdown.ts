/**
 * Turns an authored MDX page into plain Markdown for /llms-full.txt and the page's `.md` twin.
 *
 * The page is parsed the way the build parses it (remark-parse with front matter, GFM, directives
 * and MDX, after Docusaurus' own source fix-ups), each MDX node is replaced by Markdown nodes, and
 * remark-stringify writes the result. Working on the MDX tree rather than the built HTML keeps what
 * the author wrote (list and table structure, fence languages and file titles) and needs no theme
 * markup (anchors, copy buttons, token spans) stripped back out.
 */
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import {
	admonitionTitleToDirectiveLabel,
	escapeMarkdownHeadingIds,
	parseMarkdownHeadingId,
	unwrapMdxCodeBlocks,
} from '@docusaurus/utils'
import type { Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'

import { components, isComment, type JsxElement, type RenderContext } from './components'

export interface PageInfo {
	title: string
	description: string
	/** Absolute URL of the HTML page. */
	url: string
}

export interface ConvertOptions {
	/** Container directives the docs plugin renders as admonitions (`:::note Title` is rewritten as the build does). */
	admonitions: readonly string[]
	/** Site route or relative link → the URL written to the output. Defaults to resolving against `page.url`. */
	link?: (url: string) => string
	/** The source's path, for error messages. */
	file?: string
}

/** The admonition keywords of Docusaurus 3 plus the site's own `:::plugin`. */
export const defaultAdmonitions: readonly string[] = [
	'secondary',
	'info',
	'success',
	'danger',
	'note',
	'tip',
	'warning',
	'important',
	'caution',
	'plugin',
]

/** The source as the docs plugin hands it to MDX: the same three fix-ups its preprocessor applies. */
function preprocess(source: string, admonitions: readonly string[]): string {
	return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), [...admonitions])
}

/**
 * The mdast of an MDX page as the build reads it (before any of its transforms), and the
 * preprocessed text its positions refer to.
 */
export function parsePage(
	source: string,
	admonitions: readonly string[] = defaultAdmonitions,
): { tree: Root; prepared: string } {
	const prepared = preprocess(source, admonitions)
	const tree = unified()
		.use(remarkParse)
		.use(remarkFrontmatter)
		.use(remarkGfm)
		.use(remarkDirective)
		.use(remarkMdx)
		.parse(prepared)
	return { tree, prepared }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Keeps the fence's language and file title; the rest of the meta (nocheck, line marks) is build-only. */
function codeMeta(meta: string | null | undefined): string | null {
	const title = meta?.match(/\btitle=(["'])(.*?)\1/)?.[2]
	if (!title) return null
	return title.includes('"') ? `title='${title}'` : `title="${title}"`
}

/** `### $init {#init}`: the explicit anchor id is not part of the heading's text. */
function stripHeadingId(heading: Heading): void {
	const last = heading.children.at(-1)
	if (last?.type === 'text') last.value = parseMarkdownHeadingId(last.value).text.trimEnd()
}

export function convertTree(tree: Root, source: string, options: ConvertOptions & { pageUrl: string }): Root {
	const file = options.file ?? 'page'
	const link = options.link ?? ((url: string) => resolveLink(url, options.pageUrl))
	const where = (node: Nodes) => `${file}:${node.position?.start.line ?? '?'}`
	const ctx: RenderContext = {
		link,
		children: (node) => convertAll(node.children as RootContent[]),
		where,
	}

	function admonition(node: ContainerDirective): RootContent[] {
		const [first, ...rest] = node.children
		const labelled =
			first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
		const label: PhrasingContent[] = labelled
			? (convertAll(first.children) as PhrasingContent[])
			: [{ type: 'text', value: capitalise(node.name) }]
		const body = labelled ? rest : node.children
		const title: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: label }] }
		return [{ type: 'blockquote', children: [title, ...(convertAll(body as RootContent[]) as Paragraph[])] }]
	}

	function convert(node: RootContent): RootContent[] {
		switch (node.type) {
			case 'yaml':
			case 'mdxjsEsm':
				return []
			case 'mdxFlowExpression':
			case 'mdxTextExpression':
				if (isComment(node.value)) return []
				throw new Error(`[llms] ${where(node)}: the expression {${node.value}} has no Markdown form`)
			case 'mdxJsxFlowElement':
			case 'mdxJsxTextElement': {
				if (node.name === null) return convertAll(node.children as RootContent[])
				const render = components[node.name]
				if (!render) {
					throw new Error(
						`[llms] ${where(node)}: <${node.name}> has no Markdown form; add one to plugins/content/llms/components.ts`,
					)
				}
				return render(node as JsxElement, ctx)
			}
			case 'containerDirective':
				if (options.admonitions.includes(node.name)) return admonition(node)
				// The build warns about it too and renders it as a bare block: the page needs fixing.
				throw new Error(`[llms] ${where(node)}: :::${node.name} is not an admonition the site renders`)
			case 'leafDirective':
			case 'textDirective':
				// Not a directive the site renders (e.g. `host:3000` in prose): the build shows it as typed.
				return [literal(node)]
			case 'code':
				return [{ ...node, meta: codeMeta(node.meta) } satisfies Code]
			case 'heading':
				stripHeadingId(node)
				break
			case 'link':
			case 'image':
			case 'definition':
				node.url = link(node.url)
				break
		}
		if ('children' in node) (node as { children: RootContent[] }).children = convertAll(node.children as RootContent[])
		return [node]
	}

	/** A node kept as the text it was written as. */
	function literal(node: Nodes): RootContent {
		const start = node.position?.start.offset
		const end = node.position?.end.offset
		if (start === undefined || end === undefined)
			throw new Error(`[llms] ${where(node)}: ${node.type} without a position`)
		return { type: 'text', value: source.slice(start, end) }
	}

	function convertAll(nodes: RootContent[]): RootContent[] {
		return nodes.flatMap(convert)
	}

	return { type: 'root', children: convertAll(tree.children) }
}

/** Site routes and relative links become absolute URLs, so a page read on its own still links correctly. */
export function resolveLink(url: string, pageUrl: string): string {
	if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url
	return new URL(url, pageUrl).href
}

const stringifier = unified()
	.use(remarkGfm, { tablePipeAlign: false })
	.use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' })

export function mdxToMarkdown(source: string, page: PageInfo, options: Partial<ConvertOptions> = {}): string {
	const admonitions = options.admonitions ?? defaultAdmonitions
	const { tree, prepared } = parsePage(source, admonitions)
	const body = convertTree(tree, prepared, { ...options, admonitions, pageUrl: page.url })
	const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }]
	if (page.description) {
		head.push({
			type: 'blockquote',
			children: [{ type: 'paragraph', children: [{ type: 'text', value: page.description }] }],
		})
	}
	head.push({
		type: 'paragraph',
		children: [
			{ type: 'text', value: 'Source: ' },
			{ type: 'link', url: page.url, children: [{ type: 'text', value: page.url }] },
		],
	})
	return stringifier.stringify({ type: 'root', children: [...head, ...body.children] })
}

/**
 * The absolute URL a link of an authored page points at: a route gets the site's address, a link
 * to another page's source file (`./state.mdx#persisting`) the address of that page, as the build does.
 */
export function linkFor(
	href: string,
	source: string,
	pageUrl: string,
	siteRoot: string,
	bySource: ReadonlyMap<string, string>,
): string {
	const file = href.match(/^([^#?]+\.mdx?)(#.*)?$/)
	if (file && !/^[a-z][a-z\d+.-]*:/i.test(href)) {
		const target = file[1].startsWith('/') ? `docs${file[1]}` : posix.join(posix.dirname(source), file[1])
		const permalink = bySource.get(target)
		if (permalink) return new URL(permalink + (file[2] ?? ''), pageUrl).href
	}
	if (href.startsWith('/') && !href.startsWith('//')) return siteRoot + href
	return resolveLink(href, pageUrl)
}

/** Everything the conversion of a site's authored pages needs, as plain data (it crosses a process boundary). */
export interface ConvertJob {
	siteDir: string
	/** Site URL with its base path, no trailing slash. */
	siteRoot: string
	/** Source path (`docs/robojs/state.mdx`) → permalink, for links to another page's file. */
	bySource: [string, string][]
	pages: { source: string; title: string; description: string; url: string }[]
}

/** The Markdown of each page of the job, in order. */
export function convertPages(job: ConvertJob): string[] {
	const bySource = new Map(job.bySource)
	return job.pages.map((page) =>
		mdxToMarkdown(
			readFileSync(join(job.siteDir, page.source), 'utf8'),
			{ title: page.title, description: page.description, url: page.url },
			{ file: page.source, link: (href) => linkFor(href, page.source, page.url, job.siteRoot, bySource) },
		),
	)
}
