/**
 * A small TypeDoc plugin loaded into every reference instance (by path, through
 * docusaurus-plugin-typedoc's `plugin` option). It
 *
 * - drops the namespace half of a function that has properties assigned to it (`logger` and
 *   `logger.flush`): TypeDoc shows it as a separate "namespace" page in a folder of its own when
 *   it reads .d.ts files, and not at all when it reads sources, so both sources now agree;
 * - writes a manifest of the pages it rendered (name, kind, file, deprecation, one-line summary),
 *   which the landing pages, the post-processor, cross-package links and the tests read;
 * - links types from the other documented packages (a plugin's `CommandConfig` from robo.js) to a
 *   placeholder route, `/ref/__symbol__/<package>/<name>`, which the post-processor points at the
 *   symbol's page, or unlinks when that package has no such page. Packages therefore do not wait
 *   for each other, and a package's cached output does not depend on another package's;
 * - defines the `robojs-reference` theme: the markdown theme, except that a code block inside a
 *   table cell becomes a code span fenced with enough backticks. The stock theme wraps it in single
 *   backticks, so an example with a template literal (`Hi ${ctx.user}`) leaves `${...}` outside the
 *   code span, which MDX then evaluates as an expression and the page fails to render;
 * - creates the package's TypeScript program with a compiler host that shares parsed declaration
 *   files between the packages a worker documents (shared-parse.ts).
 */
import { writeFileSync } from 'node:fs'
import {
	Converter,
	ParameterType,
	ReflectionKind,
	type Application,
	type Comment,
	type CommentDisplayPart,
	type Context,
	type DeclarationReflection,
	type Reflection,
} from 'typedoc'
import {
	MarkdownTheme,
	MarkdownThemeContext,
	type MarkdownApplication,
	type MarkdownPageEvent,
	type MarkdownRendererEvent,
} from 'typedoc-plugin-markdown'
import type { ManifestEntry } from './manifest.ts'
import { shareParsedDeclarations } from './shared-parse.js'
import { codeBlocksToSpans, SYMBOL_PLACEHOLDER } from './text.js'

export const MANIFEST_OPTION = 'referenceManifest'
export const LINK_PACKAGES_OPTION = 'referenceLinkPackages'

function commentOf(reflection: Reflection): Comment | undefined {
	const declaration = reflection as DeclarationReflection
	return reflection.comment ?? declaration.signatures?.[0]?.comment ?? declaration.getSignature?.comment
}

/** Comment parts as Markdown; `{@link X}` and friends become their text (`X`). */
const text = (parts: readonly CommentDisplayPart[] | undefined): string =>
	(parts ?? [])
		.map((part) => part.text)
		.join('')
		.trim()

function firstParagraph(markdown: string): string {
	const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').trim()
	return withoutCode.split(/\n\s*\n/)[0]?.trim() ?? ''
}

/** See ManifestEntry.otherKinds. */
function otherKinds(model: Reflection): string[] {
	const type = (model as DeclarationReflection).type
	if (model.kindOf(ReflectionKind.Variable) && type?.type === 'reflection' && type.declaration.signatures?.length)
		return ['Function']
	if (model.kindOf(ReflectionKind.TypeAlias) && type?.type === 'intrinsic' && type.name === 'any') return ['Variable']
	return []
}

function dropMergedNamespaces(context: Context): void {
	const project = context.project
	for (const ns of project.getReflectionsByKind(ReflectionKind.Namespace)) {
		const parent = ns.parent as DeclarationReflection | undefined
		const twin = parent?.children?.find((c) => c !== ns && c.name === ns.name && c.kindOf(ReflectionKind.Function))
		if (twin) {
			context.logger.verbose(`[reference] ${ns.name}: dropped the namespace merged into function ${twin.name}`)
			project.removeReflection(ns)
		}
	}
}

export const THEME_NAME = 'robojs-reference'

class ReferenceThemeContext extends MarkdownThemeContext {
	constructor(theme: MarkdownTheme, page: MarkdownPageEvent<Reflection>, options: MarkdownThemeContext['options']) {
		super(theme, page, options)
		const comment = this.partials.comment
		this.partials = {
			...this.partials,
			comment: (model, opts = {}) => {
				const markdown = comment(model, opts)
				return opts.isTableColumn ? codeBlocksToSpans(markdown) : markdown
			},
		}
	}
}

class ReferenceTheme extends MarkdownTheme {
	override getRenderContext(page: MarkdownPageEvent<Reflection>): MarkdownThemeContext {
		return new ReferenceThemeContext(this, page, this.application.options)
	}
}

export function load(app: Application): void {
	shareParsedDeclarations(app)
	app.renderer.defineTheme(THEME_NAME, ReferenceTheme)

	app.options.addDeclaration({
		name: MANIFEST_OPTION,
		help: '[robojs reference] Where to write the manifest of rendered symbol pages.',
		type: ParameterType.Path,
		defaultValue: '',
	})

	app.options.addDeclaration({
		name: LINK_PACKAGES_OPTION,
		help: '[robojs reference] Packages whose symbols get a placeholder link for the post-processor.',
		type: ParameterType.Array,
		defaultValue: [],
	})

	app.converter.on(Converter.EVENT_RESOLVE_BEGIN, dropMergedNamespaces)

	app.converter.addUnknownSymbolResolver((_ref, _reflection, _part, symbolId) => {
		const linked = app.options.getValue(LINK_PACKAGES_OPTION) as string[]
		if (!symbolId || !linked.includes(symbolId.packageName)) return undefined
		return `${SYMBOL_PLACEHOLDER}${symbolId.packageName}/${symbolId.qualifiedName}`
	})

	const markdownApp = app as unknown as MarkdownApplication
	markdownApp.renderer.postMarkdownRenderAsyncJobs.push(async (output: MarkdownRendererEvent) => {
		const target = app.options.getValue(MANIFEST_OPTION) as string
		if (!target) return
		const entries: ManifestEntry[] = []
		for (const page of output.pages) {
			const model = page.model as Reflection
			if (!model.isDeclaration() || model.kindOf(ReflectionKind.Module | ReflectionKind.Project)) continue
			const comment = commentOf(model)
			const deprecatedTag = comment?.getTag('@deprecated')
			entries.push({
				name: model.name,
				kind: ReflectionKind.singularString(model.kind),
				file: page.url,
				deprecated: model.isDeprecated(),
				...(deprecatedTag ? { deprecation: text(deprecatedTag.content) } : {}),
				summary: firstParagraph(text(comment?.summary)),
				...(otherKinds(model).length > 0 ? { otherKinds: otherKinds(model) } : {}),
			})
		}
		entries.sort((a, b) => a.file.localeCompare(b.file))
		writeFileSync(target, JSON.stringify(entries, null, '\t'))
	})
}
