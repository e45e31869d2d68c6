/**
 * The options every docusaurus-plugin-typedoc instance runs with, and the per-package instance
 * built from plugins.ts. Readability choices: one page per symbol, parameters and properties as
 * tables, signatures as code blocks, comments escaped for MDX (Docusaurus compiles every page as
 * MDX, and a `{` or `<` in a JSDoc comment would otherwise break the build).
 */
import type { PluginOptions as TypedocPluginOptions } from 'docusaurus-plugin-typedoc'
import type { TypeDocOptions } from 'typedoc'
import type { ReferencePackage } from './packages'

/** What docusaurus-plugin-typedoc accepts: its own (markdown + sidebar) options plus TypeDoc's. */
export type TypedocInstance = TypedocPluginOptions &
	Partial<TypeDocOptions> & {
		id: string
		/** Declared by typedoc-plugin.mts: packages whose symbols other packages link to. */
		referenceLinkPackages?: string[]
	}

/** Options that hold for every package; a change here invalidates every cached output. */
export const sharedTypedocOptions = {
	// Sources come from checkouts without node_modules and from published .d.ts files, so type
	// errors are expected and must not stop the documentation (the original site lost two
	// packages to exactly that).
	skipErrorChecking: true,
	readme: 'none',
	disableSources: true,
	excludePrivate: true,
	excludeProtected: false,
	excludeInternal: true,
	excludeExternals: false,
	// Pages: one per class, function, interface, type alias, variable (and enum), written flat as
	// `<Kind>.<Name>.md`: the addresses the previous robojs.dev reference used
	// (`/ref/framework/Class.Env`), so every link to it out there still lands on its page.
	// TypeDoc's router keeps file names unique ignoring case (`Variable.XP`, `Variable.xp-1`), so
	// no two pages share a file on a case-insensitive disk or host (see aliases.ts).
	outputFileStrategy: 'members',
	flattenOutputFiles: true,
	entryFileName: 'index.md',
	hidePageHeader: true,
	hideBreadcrumbs: true,
	hideGroupHeadings: false,
	// Layout: tables for parameters and properties, signatures in code blocks.
	useCodeBlocks: true,
	expandObjects: false,
	expandParameters: false,
	parametersFormat: 'table',
	interfacePropertiesFormat: 'table',
	classPropertiesFormat: 'table',
	typeAliasPropertiesFormat: 'table',
	enumMembersFormat: 'table',
	propertyMembersFormat: 'table',
	typeDeclarationFormat: 'table',
	indexFormat: 'table',
	// Titles are rewritten to the bare symbol name by the post-processor; no strikethrough there,
	// deprecation is marked with an admonition and a sidebar class instead.
	strikeDeprecatedPageTitles: false,
	// MDX safety for comments; types are already escaped or in code spans by the markdown theme.
	sanitizeComments: true,
	useHTMLEncodedBrackets: true,
	sidebar: {
		autoConfiguration: true,
		pretty: true,
		typescript: false,
		deprecatedItemClassName: 'reference-sidebar-item--deprecated',
	},
	// The markdown theme with MDX-safe code in table cells (plugins/content/reference/typedoc-plugin.mts).
	theme: 'robojs-reference',
	logLevel: 'Warn',
} satisfies Partial<TypedocInstance>

/** The instance for one package. Entry point and tsconfig come from the source resolver. */
export function typedocInstance(pkg: ReferencePackage, docsPath: string, outDir: string): TypedocInstance {
	return {
		...sharedTypedocOptions,
		id: pkg.id,
		name: pkg.packageName,
		out: outDir,
		docsPath,
		numberPrefixParser: true,
	}
}
