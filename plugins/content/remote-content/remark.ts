/**
 * Remark plugin, registered before Docusaurus' own (config/docs.ts `beforeDefaultRemarkPlugins`):
 * for the doc of a plugin or template it appends the sanitised README from the store, under a
 * section heading that says where it came from and when. Because it runs before Docusaurus'
 * heading, ToC and admonition plugins, the README's headings get anchors and ToC entries like the
 * page's own, and its GitHub alerts become admonitions.
 *
 * Which README a doc gets: `readme: false` in front matter opts out, `readme: <key>` picks one
 * (`plugins/ai`, `templates/discord-bots/starter-ts`), otherwise the doc path decides
 * (docs/plugins/<slug>.mdx, docs/templates/<kind>/<name>.mdx). No stored README: the page is left
 * exactly as authored.
 *
 * The README is parsed separately as plain Markdown (see sanitize.ts) and only mdast nodes are
 * appended; MDX compiles them to escaped text and literal props, so nothing in a README can run.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils'
import type { Heading, Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { entryForDoc, readmePath, type ReadmeEntry } from './entries'
import {
	GITHUB_REPO,
	IMAGE_POLICY_NOTE,
	decodeReadme,
	nodeText,
	sanitizeReadme,
	type RepoLocation,
	type Slugger,
} from './sanitize'
import { readStored, type StoredMeta } from './store'

export interface RemoteReadmeOptions {
	/** False when REMOTE_CONTENT=off: pages stay as authored. */
	enabled: boolean
	/** The docs plugin's content folder; doc paths are matched relative to it. */
	docsDir: string
	/** The README store (.cache/remote-content). */
	storeDir: string
	entries: readonly ReadmeEntry[]
	repo?: RepoLocation
	/**
	 * DOCS_TEST_FIXTURES only: a page whose front matter has `readme_fixtures: true` shows every
	 * README in this folder through the same sanitiser, for the browser test.
	 */
	fixtures?: { dir: string; repo: RepoLocation }
}

interface FileLike {
	path?: string
	data: Record<string, unknown>
}

export const sectionTitle = (entry: Pick<ReadmeEntry, 'kind'>): string =>
	entry.kind === 'plugin' ? 'From the package README' : 'From the template README'

export function remarkRemoteReadme(options: RemoteReadmeOptions) {
	return (tree: Root, file: FileLike): void => {
		if (!options.enabled) return
		const frontMatter = (file.data.frontMatter ?? {}) as Record<string, unknown>
		try {
			if (options.fixtures && frontMatter.readme_fixtures === true) {
				appendFixtures(tree, options.fixtures)
				return
			}
			const docPath = file.path ? relative(options.docsDir, file.path) : undefined
			const entry = entryForDoc(
				options.entries,
				docPath && !docPath.startsWith('..') ? docPath : undefined,
				frontMatter,
			)
			if (!entry) return
			const stored = readStored(options.storeDir, entry.key)
			if (!stored) return
			appendReadme(tree, entry, stored.text, stored.meta, options.repo ?? GITHUB_REPO)
		} catch (error) {
			// A README must never break a page.
			console.warn(
				`[remote] README not added to ${file.path ?? 'a page'}: ${error instanceof Error ? error.message : String(error)}`,
			)
		}
	}
}

/** Appends the README section to a page tree. Exported for tests. */
export function appendReadme(
	tree: Root,
	entry: ReadmeEntry,
	text: string,
	meta: StoredMeta,
	repo: RepoLocation,
	warn: (line: string) => void = (line) => console.warn(line),
): void {
	const slugger = seededSlugger(tree)
	const title = sectionTitle(entry)
	const headingId = slugger.slug(title)
	const result = sanitizeReadme(text, { dir: entry.dir, repo, slugger })
	const hosts = [...new Set(result.notes.filter((n) => n.endsWith(IMAGE_POLICY_NOTE)).map((n) => n.split(' ')[2]))]
	if (hosts.length > 0) {
		// Every reader's browser would request these; the README is shown without them.
		warn(`[remote] ${entry.key}: images from ${hosts.join(', ')} not shown (allowed image hosts: GitHub, shields.io)`)
	}
	if (result.children.length === 0) return
	tree.children.push(
		heading(2, title, headingId),
		container(entry.key, [
			{ type: 'paragraph', children: [{ type: 'emphasis', children: attribution(entry, meta, repo) }] },
			...result.children,
		]),
	)
}

/** "Fetched from packages/plugin-api/README.md in Wave-Play/robo.js on 2025-11-22." */
export function attribution(entry: ReadmeEntry, meta: StoredMeta, repo: RepoLocation): PhrasingContent[] {
	const date = meta.fetchedAt.slice(0, 10)
	if (meta.source === 'npm' && meta.npm) {
		const { packageName, version } = meta.npm
		return [
			{ type: 'text', value: `Copied on ${date} from the README published with ` },
			link(`https://www.npmjs.com/package/${packageName}/v/${version}`, `${packageName} ${version}`),
			{ type: 'text', value: ' on npm. The repository copy, ' },
			link(`${repo.blobBase}${readmePath(entry)}`, readmePath(entry)),
			{ type: 'text', value: ', may be newer.' },
		]
	}
	return [
		{ type: 'text', value: 'Fetched from ' },
		link(`${repo.blobBase}${readmePath(entry)}`, readmePath(entry)),
		{ type: 'text', value: ` in Wave-Play/robo.js on ${date}. It may describe a newer version than the text above.` },
	]
}

function appendFixtures(tree: Root, fixtures: { dir: string; repo: RepoLocation }): void {
	const slugger = seededSlugger(tree)
	const names = readdirSync(fixtures.dir)
		.filter((name) => !name.startsWith('.'))
		.sort()
	for (const name of names) {
		tree.children.push(heading(2, name, slugger.slug(name)))
		const decoded = decodeReadme(readFileSync(join(fixtures.dir, name)))
		const children: RootContent[] = decoded.ok
			? sanitizeReadme(decoded.text, {
					dir: `__fixtures__/${name.replace(/\.[^.]+$/, '')}`,
					repo: fixtures.repo,
					slugger,
				}).children
			: [{ type: 'paragraph', children: [{ type: 'text', value: `Not shown: ${decoded.reason}.` }] }]
		tree.children.push(container(name, children))
	}
}

/**
 * A slugger that has already seen every heading id of the authored page, computed the way
 * Docusaurus computes them (explicit id, `{#id}`, or the slug of the text), so README headings get
 * ids of their own that Docusaurus then keeps as they are.
 */
export function seededSlugger(tree: Root): Slugger {
	const slugger = createSlugger()
	const stack: RootContent[] = [...tree.children].reverse()
	while (stack.length > 0) {
		const node = stack.pop()!
		if (node.type === 'heading') {
			const explicit = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id
			if (typeof explicit === 'string') {
				slugger.slug(explicit, { maintainCase: true })
				continue
			}
			const text = nodeText(node.children.filter((c) => !['html', 'jsx'].includes(c.type)) as Nodes[])
			const commentId = commentHeadingId(node)
			const id = commentId ?? parseMarkdownHeadingId(text).id
			slugger.slug(id ?? text, id ? { maintainCase: true } : undefined)
		} else if ('children' in node && Array.isArray(node.children)) {
			stack.push(...[...(node.children as RootContent[])].reverse())
		}
	}
	return slugger
}

/** `## Title {/* #id *\/}`: Docusaurus' comment syntax for explicit heading ids. */
function commentHeadingId(node: Heading): string | undefined {
	const last = node.children.at(-1) as { type: string; value?: string } | undefined
	if (last?.type !== 'mdxTextExpression' || typeof last.value !== 'string') return undefined
	const match = /^\s*\/\*\s*#(\S+)[\s\S]*\*\/\s*$/.exec(last.value)
	return match?.[1]
}

function heading(depth: 2 | 3, value: string, id: string): Heading {
	return {
		type: 'heading',
		depth,
		children: [{ type: 'text', value }],
		data: { id, hProperties: { id } } as Heading['data'],
	}
}

function container(key: string, children: RootContent[]): MdxJsxFlowElement {
	return {
		type: 'mdxJsxFlowElement',
		name: 'div',
		attributes: [
			{ type: 'mdxJsxAttribute', name: 'className', value: 'remote-readme' },
			{ type: 'mdxJsxAttribute', name: 'data-readme', value: key },
		],
		children: children as MdxJsxFlowElement['children'],
	}
}

const link = (url: string, value: string): PhrasingContent => ({
	type: 'link',
	url,
	title: null,
	children: [{ type: 'text', value }],
})
