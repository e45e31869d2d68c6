/**
 * The Markdown form of each JSX element the authored pages use. A page that uses a component with
 * no entry here fails the conversion with the component's name: a Markdown reader must get what the
 * HTML reader sees, so a new component needs a deliberate Markdown form, never a silent drop.
 */
import type { Code, PhrasingContent, RootContent, Table, TableRow } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { commandFor, type PackageCommand } from '../../../src/lib/packageManagers'
import { pluginCategories, pluginRefPath, plugins } from '../../../src/data/plugins'
import { templateId, templateKinds } from '../../../src/data/templates'
import { galleryTemplates, languageLabels } from '../../../src/lib/templateFilters'

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

export interface RenderContext {
	/** Turns a site route or relative link into the form the output uses. */
	link: (url: string) => string
	/** Converts the children of an element (recursively, with the same rules as the page). */
	children: (node: JsxElement) => RootContent[]
	/** Where the element is, for error messages: `docs/x.mdx:12`. */
	where: (node: JsxElement) => string
}

/** A JSX attribute as a plain value: `dev` → true, `run="build"` → 'build', `dev={false}` → false. */
export function attribute(node: JsxElement, name: string, ctx: RenderContext): string | boolean | undefined {
	const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
	if (!attr) return undefined
	if (attr.value === null || attr.value === undefined) return true
	if (typeof attr.value === 'string') return attr.value
	const expression = attr.value.value.trim()
	if (expression === 'true' || expression === 'false') return expression === 'true'
	const literal = expression.match(/^(['"`])([^'"`]*)\1$/)
	if (literal) return literal[2]
	throw new Error(`[llms] ${ctx.where(node)}: <${node.name} ${name}={${expression}}> is not a literal`)
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] })

/** The command a <PackageManagerTabs> shows, for one package manager. */
function packageCommand(node: JsxElement, ctx: RenderContext): PackageCommand {
	const value = (name: string) => {
		const v = attribute(node, name, ctx)
		return typeof v === 'string' ? v : undefined
	}
	const create = value('create')
	if (create !== undefined) return { create }
	const install = value('install')
	if (install !== undefined) return { install, dev: attribute(node, 'dev', ctx) === true }
	const run = value('run')
	if (run !== undefined) return { run }
	const exec = value('exec')
	if (exec !== undefined) return { exec }
	throw new Error(`[llms] ${ctx.where(node)}: <PackageManagerTabs> needs one of create, install, run or exec`)
}

/**
 * npm only: it is the tab every reader sees first, and the other three are the same command in
 * another tool's spelling that any reader (or model) translates, so four copies would add bulk, not
 * facts.
 */
function packageManagerTabs(node: JsxElement, ctx: RenderContext): RootContent[] {
	const code: Code = { type: 'code', lang: 'bash', meta: null, value: commandFor('npm', packageCommand(node, ctx)) }
	return [code]
}

/** Each tab's content under its label, in order: a Markdown reader sees every variant at once. */
function tabs(node: JsxElement, ctx: RenderContext): RootContent[] {
	const out: RootContent[] = []
	for (const child of node.children) {
		if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem') {
			const label = attribute(child, 'label', ctx) ?? attribute(child, 'value', ctx)
			if (typeof label !== 'string') throw new Error(`[llms] ${ctx.where(child)}: <TabItem> without a label or value`)
			out.push({ type: 'paragraph', children: [strong(label)] }, ...ctx.children(child))
		} else if (child.type !== 'mdxFlowExpression' || !isComment(child.value)) {
			throw new Error(`[llms] ${ctx.where(node)}: <Tabs> may only hold <TabItem> elements, found ${child.type}`)
		}
	}
	return out
}

/** The same rows as the legacy template table, from the same data. */
function templateTable(_node: JsxElement, ctx: RenderContext): RootContent[] {
	const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children })
	const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) })
	const table: Table = {
		type: 'table',
		children: [
			row(['Kind', 'Name', 'Language', 'Summary', 'Author'].map((h) => [text(h)])),
			...galleryTemplates.map((t) =>
				row([
					[text(templateKinds[t.kind])],
					[{ type: 'link', url: ctx.link(`/templates/${templateId(t)}`), children: [text(t.name)] }],
					[text(languageLabels[t.language])],
					[text(t.summary)],
					[t.author ? { type: 'link', url: t.author.url, children: [text(t.author.name)] } : text('Robo.js team')],
				]),
			),
		],
	}
	return [table]
}

/** Every plugin card, unfiltered (the filter is an interactive view of the same list). */
function pluginDirectory(_node: JsxElement, ctx: RenderContext): RootContent[] {
	return [
		{
			type: 'list',
			ordered: false,
			spread: false,
			children: plugins.map((p) => {
				const line: PhrasingContent[] = [
					{ type: 'link', url: ctx.link(`/plugins/${p.slug}`), children: [text(p.packageName)] },
					text(` (${pluginCategories[p.category]}, v${p.version}): ${p.summary} Install: `),
					{ type: 'inlineCode', value: `npx robo add ${p.packageName}` },
				]
				if (p.reference)
					line.push(text('. '), { type: 'link', url: ctx.link(pluginRefPath(p)), children: [text('API reference')] })
				return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: line }] }
			}),
		},
	]
}

/** `<kbd>Ctrl</kbd>` → `Ctrl` as inline code, the usual Markdown spelling of a key. */
function kbd(node: JsxElement): RootContent[] {
	return [{ type: 'inlineCode', value: toString(node) }]
}

export const components: Record<string, (node: JsxElement, ctx: RenderContext) => RootContent[]> = {
	PackageManagerTabs: packageManagerTabs,
	Tabs: tabs,
	TemplateTable: templateTable,
	PluginDirectory: pluginDirectory,
	kbd,
}

/** `{/* … *\/}`: an MDX comment, which renders nothing. */
export const isComment = (expression: string): boolean => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression)
