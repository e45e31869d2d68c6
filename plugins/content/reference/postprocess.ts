/**
 * Turns TypeDoc's Markdown into this site's reference pages. Runs on every build, after the raw
 * output was generated or restored from the cache, so guide links follow the pages that exist now.
 *
 * Per symbol page: front matter with the bare symbol name as title (TypeDoc writes
 * `Function: createCommandConfig()`; a reference page is named after its symbol), a
 * description, no edit link (the page is generated), the generation date as last update (saves
 * one `git log` per generated file); an intro line with kind, package and guide; a caution
 * admonition for deprecated symbols; links to robojs.dev pages that exist here made local.
 * TypeDoc's module index page is removed: the landing page replaces it.
 */
import { docSourceFile } from '../docFiles'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, posix, relative, sep } from 'node:path'
import { guideFor } from '../../../src/data/referenceGuides'
import { ALIASES_FILE, caseAliases, kindAliases, type CaseAlias } from './aliases'
import type { ReferencePackage } from './packages'
import { frontMatter, inlineMdx, plainText, SYMBOL_PLACEHOLDER } from './text'
import type { ManifestEntry } from './manifest'

export interface PageContext {
	pkg: ReferencePackage
	/** docs/<docId>, where the package's pages are. */
	outDir: string
	/** The site's docs folder, to read guide titles. */
	docsDir: string
	entries: readonly ManifestEntry[]
	/** Version the pages were generated from. */
	version: string
	routeExists: (route: string) => boolean
	/** Symbol pages of every package documented in this build: package → symbol name → route. */
	symbols: ReadonlyMap<string, ReadonlyMap<string, string>>
}

/**
 * Whether the docs plugin skips this file: config/docs.ts excludes `**\/_*.md(x)`, so a symbol
 * named `_internal` would get a page file but no route. Such symbols are left out everywhere.
 */
export const excludedByDocs = (file: string): boolean => /(^|\/)_[^/]*$/.test(file)

/** Route of a symbol page: `/ref/framework` + `Class.Logger.md` → `/ref/framework/Class.Logger`. */
export const symbolRoute = (pkg: ReferencePackage, entry: Pick<ManifestEntry, 'file'>): string =>
	`${pkg.route}/${entry.file.replace(/\.md$/, '')}`

/** Title of an authored page, from its front matter, for link text. */
export function docTitle(docsDir: string, route: string): string | undefined {
	const file = docSourceFile(docsDir, route)
	if (!file) return undefined
	const match = /^---\n[\s\S]*?^title:\s*(.+)$/m.exec(readFileSync(file, 'utf8'))
	return match?.[1].trim().replace(/^(['"])(.*)\1$/, '$2')
}

const kindLabel = (kind: string): string => (kind === 'Type Alias' ? 'Type alias' : kind)

/** `https://robojs.dev/robojs/flashcore` → `/robojs/flashcore` when this site has that page. */
function localiseLinks(markdown: string, routeExists: (route: string) => boolean): string {
	return markdown.replace(/\]\(https:\/\/robojs\.dev(\/[^)#\s]*)?\)/g, (whole, path: string | undefined) => {
		const route = (path ?? '/').replace(/\/+$/, '') || '/'
		return routeExists(route) ? `](${route})` : whole
	})
}

/** Links TypeDoc made to its module index now point at the landing page. */
function retargetIndexLinks(markdown: string, fileDir: string, outDir: string, landing: string): string {
	return markdown.replace(/\]\(((?:\.\.?\/)*index\.md)(#[^)]*)?\)/g, (whole, target: string) => {
		const resolved = relative(outDir, join(fileDir, target)).split(sep).join(posix.sep)
		return resolved === 'index.md' ? `](${landing})` : whole
	})
}

/**
 * Links to other packages' symbols arrive as `/ref/__symbol__/<package>/<name>` (see
 * typedoc-plugin.mts); they now point at the symbol's page, or become plain text when that package
 * has no page for the symbol (an internal type, or a package whose reference is missing).
 */
export function resolveSymbolLinks(markdown: string, symbols: PageContext['symbols']): string {
	const placeholder = new RegExp(`\\[([^\\]]*)\\]\\(${SYMBOL_PLACEHOLDER}((?:@[\\w.-]+/)?[\\w.-]+)/([^)\\s]+)\\)`, 'g')
	return markdown.replace(placeholder, (_whole, text: string, pkg: string, name: string) => {
		const route = symbols.get(pkg)?.get(name)
		return route ? `[${text}](${route})` : text
	})
}

/**
 * TypeDoc marks table rows with `<a id="property-x"></a>`. MDX compiles a literal `<a>` to a plain
 * element, so Docusaurus never learns the anchor exists and reports every link to it as broken.
 * Its Link component registers the id with the broken-anchor checker and renders the same `<a id>`.
 */
function registerAnchors(markdown: string): { body: string; usesLink: boolean } {
	let usesLink = false
	const body = markdown.replace(/<a id="([^"]+)"><\/a>/g, (_whole, id: string) => {
		usesLink = true
		return `<Link id="${id}" />`
	})
	return { body, usesLink }
}

function removeDeprecatedSection(markdown: string): string {
	return markdown.replace(/^## Deprecated\n[\s\S]*?(?=^#{1,2} |(?![\s\S]))/m, '')
}

/**
 * What a page says about names that differ from its own only in case: the owner of a folded
 * address links to the symbol that lost it and carries CaseAlias (aliases.ts explains why); the
 * symbol with the suffixed address links back.
 */
function caseNotes(route: string, aliases: readonly CaseAlias[], names: ReadonlyMap<string, string>): string {
	const owned = aliases.filter((a) => a.owner === route)
	const mine = aliases.filter((a) => a.to === route)
	const notes: string[] = []
	for (const a of owned) {
		notes.push(
			`:::note[Name differs only in case]\n\n[${inlineMdx(a.name)}](${a.to}) is another export of this package, documented on its own page.\n\n:::`,
		)
	}
	for (const a of mine) {
		const other = names.get(a.owner) ?? a.owner
		notes.push(
			`:::note[Name differs only in case]\n\n[${inlineMdx(other)}](${a.owner}) is another export of this package. This page used to be at \`${a.from}\`, which still leads here.\n\n:::`,
		)
	}
	if (owned.length > 0) notes.push(`<CaseAlias aliases={${JSON.stringify(owned.map((a) => [a.from, a.to]))}} />`)
	return notes.length > 0 ? `${notes.join('\n\n')}\n\n` : ''
}

export function decoratePage(
	raw: string,
	entry: ManifestEntry,
	context: PageContext,
	file: string,
	aliases: readonly CaseAlias[] = [],
): string {
	const { pkg } = context
	// TypeDoc's title line; the front matter title replaces it.
	let body = raw.replace(/^\s*# .*\n+/, '')
	body = localiseLinks(body, context.routeExists)
	body = resolveSymbolLinks(body, context.symbols)
	body = retargetIndexLinks(body, dirname(file), context.outDir, pkg.route)
	const anchors = registerAnchors(body)
	body = anchors.body
	const route = symbolRoute(pkg, entry)
	const names = new Map(context.entries.map((e) => [symbolRoute(pkg, e), e.name]))
	const cases = caseNotes(route, aliases, names)
	const imports = [
		...(anchors.usesLink ? ["import Link from '@docusaurus/Link'\n\n"] : []),
		...(cases.includes('<CaseAlias ') ? ["import CaseAlias from '@site/plugins/content/reference/CaseAlias'\n\n"] : []),
	].join('')

	const guide = guideFor(pkg.packageName, entry.name)
	const guideLink =
		guide && context.routeExists(guide)
			? ` · Guide: [${inlineMdx(docTitle(context.docsDir, guide) ?? guide)}](${guide})`
			: ''
	const intro = `**${kindLabel(entry.kind)}** in [${pkg.packageName}](${pkg.route}) ${context.version}${guideLink}`

	let notice = ''
	if (entry.deprecated) {
		body = removeDeprecatedSection(body)
		const why = entry.deprecation ? inlineMdx(entry.deprecation) : 'It may be removed in a future version.'
		notice = `:::caution[Deprecated]\n\n${why}\n\n:::\n\n`
	}

	const description = plainText(entry.summary) || `${kindLabel(entry.kind)} ${entry.name} of ${pkg.packageName}.`
	const head = frontMatter({
		title: entry.name,
		sidebar_label: entry.name,
		description,
		custom_edit_url: null,
		// No date: the time TypeDoc ran is not when the API changed, and a build-time stamp would make two
		// builds of one commit differ (and rename most reference chunks on every deploy).
		last_update: { author: `TypeDoc (${pkg.packageName} ${context.version})` },
	})
	return `${head}\n${imports}${intro}\n\n${cases}${notice}${body.trimEnd()}\n`
}

/** Decorates every symbol page of a package and removes the pages the site does not publish. */
export function decoratePackage(context: PageContext): void {
	const aliases = caseAliases(context.entries.map((e) => ({ route: symbolRoute(context.pkg, e), name: e.name })))
	for (const entry of context.entries) {
		const file = join(context.outDir, entry.file)
		if (!existsSync(file)) continue
		writeFileSync(file, decoratePage(readFileSync(file, 'utf8'), entry, context, file, aliases))
	}
	rmSync(join(context.outDir, 'index.md'), { force: true })
	// The old addresses that are not pages of their own; config/redirects.ts writes their redirects.
	const pages = context.entries.map((e) => ({
		route: symbolRoute(context.pkg, e),
		name: e.name,
		kind: e.kind,
		...(e.otherKinds ? { otherKinds: e.otherKinds } : {}),
	}))

	const redirects = [...aliases.map(({ from, to }) => ({ from, to })), ...kindAliases(pages)]
	writeFileSync(join(context.outDir, ALIASES_FILE), JSON.stringify(redirects, null, '\t') + '\n')
}
