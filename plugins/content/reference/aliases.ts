/**
 * Reference addresses, read back from TypeDoc's own output.
 *
 * Pages are written flat, `<Kind>.<Name>.md` (options.ts), so a symbol's route is
 * `/ref/<package>/<Kind>.<Name>`: the address the previous robojs.dev reference used. One case
 * needs more: names that differ only in case (`XP` and `xp` in @robojs/xp). TypeDoc's router keeps
 * file names unique ignoring case and gives the second one a suffix (`Variable.xp-1.md`), so the
 * build never writes two files that a case-insensitive disk or host would merge. That symbol's old
 * address (`Variable.xp`) then becomes a case alias:
 *
 * - a redirect page at `<alias>/index.html` (config/redirects.ts) serves it on case-sensitive
 *   hosts: a folder, so it does not collide with `Variable.XP.html` on a case-insensitive disk;
 * - a case-insensitive host serves `Variable.XP.html` for it, and React Router also matches routes
 *   ignoring case, so the page the alias folds onto carries a small redirect (CaseAlias.tsx) that
 *   sends exactly that spelling on to the right page, and a note linking to its namesake.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** TypeDoc's flattened file prefixes (typedoc-plugin-markdown: the reflection kind in PascalCase). */
export const PAGE_KINDS = ['Class', 'Function', 'Interface', 'TypeAlias', 'Variable', 'Enumeration'] as const

/** A symbol page as the docs plugin will publish it. */
export interface ReferencePage {
	/** `/ref/framework/Class.Env` */
	route: string
	/** Package route: `/ref/framework`, `/ref/@robojs/xp`. */
	packageRoute: string
	/** Symbol name, from the page title. */
	name: string
	/** The part of the file name before the name: `Class`, `TypeAlias`, … */
	kind: string
}

export interface CaseAlias {
	/** The address the symbol would have had without TypeDoc's suffix: `/ref/@robojs/xp/Variable.xp`. */
	from: string
	/** Its page: `/ref/@robojs/xp/Variable.xp-1`. */
	to: string
	/** The page whose address equals `from` ignoring case: `/ref/@robojs/xp/Variable.XP`. */
	owner: string
	/** Symbol name of `to`, for the note on the owner's page. */
	name: string
}

/**
 * The address a page would have without TypeDoc's de-duplicating suffix, or null when it has none.
 * `name` decides: a suffix is only what follows the symbol's own name (`xp` in `Variable.xp-1`).
 */
export function unsuffixedBase(base: string, name: string): string | null {
	const match = /^(.*)-\d+$/.exec(base)
	if (!match?.[1] || !match[1].endsWith(`.${name}`)) return null
	return match[1]
}

/**
 * Case aliases of one package, from its page routes and symbol names. An alias is only made when
 * another page holds the unsuffixed address ignoring case; a suffix TypeDoc added for any other
 * reason leaves nothing to redirect.
 */
export function caseAliases(pages: readonly { route: string; name: string }[]): CaseAlias[] {
	const byFolded = new Map(pages.map((p) => [p.route.toLowerCase(), p.route]))
	const routes = new Set(pages.map((p) => p.route))
	return pages.flatMap((page): CaseAlias[] => {
		const slash = page.route.lastIndexOf('/')
		const base = unsuffixedBase(page.route.slice(slash + 1), page.name)
		if (!base) return []
		const from = `${page.route.slice(0, slash + 1)}${base}`
		const owner = byFolded.get(from.toLowerCase())
		if (!owner || routes.has(from)) return []
		return [{ from, to: page.route, owner, name: page.name }]
	})
}

const titleOf = (markdown: string): string | undefined => {
	const raw = /^---\n[\s\S]*?^title:\s*(.+)$/m.exec(markdown)?.[1]?.trim()
	if (!raw) return undefined
	try {
		return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw
	} catch {
		return raw
	}
}

const kindPattern = new RegExp(`^(${PAGE_KINDS.join('|')})\\.`)

/**
 * Every symbol page under `<docsDir>/ref`, as generated and decorated by this build (or left there
 * by the last one when the reference step is off). Landing pages and TypeDoc's sidebar files are
 * not symbol pages.
 */
export function readReferencePages(docsDir: string): ReferencePage[] {
	const refDir = join(docsDir, 'ref')
	if (!existsSync(refDir)) return []
	const pages: ReferencePage[] = []
	const walk = (dir: string): void => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name)
			if (entry.isDirectory()) {
				walk(path)
				continue
			}
			const kind = kindPattern.exec(entry.name)?.[1]
			if (!kind || !/\.mdx?$/.test(entry.name)) continue
			const name = titleOf(readFileSync(path, 'utf8'))
			if (!name) continue
			const route =
				'/' +
				relative(docsDir, path)
					.split(sep)
					.join('/')
					.replace(/\.mdx?$/, '')
			pages.push({ route, packageRoute: route.slice(0, route.lastIndexOf('/')), name, kind })
		}
	}
	walk(refDir)
	return pages.sort((a, b) => a.route.localeCompare(b.route))
}

/**
 * A page's addresses under the other kinds TypeDoc gives its symbol when it reads other input
 * (ManifestEntry.otherKinds): `Function.composeColors` for the variable `composeColors`,
 * `Variable.Session` for the unresolved type alias `Session`. Skipped when a page holds the
 * address, ignoring case.
 */
export function kindAliases(
	pages: readonly { route: string; name: string; kind: string; otherKinds?: readonly string[] }[],
): Redirect[] {
	const taken = new Set(pages.map((p) => p.route.toLowerCase()))
	return pages.flatMap((page) =>
		(page.otherKinds ?? []).flatMap((kind): Redirect[] => {
			const from = page.route.replace(/\/[A-Za-z]+\.([^/]+)$/, `/${kind}.$1`)
			if (from === page.route || taken.has(from.toLowerCase())) return []
			taken.add(from.toLowerCase())
			return [{ from, to: page.route }]
		}),
	)
}

export interface Redirect {
	from: string
	to: string
}

/** File the reference step writes next to each package's pages: its redirects (old address → page). */
export const ALIASES_FILE = 'aliases.json'

/** Every package's redirects, as the reference step last wrote them under `<docsDir>/ref`. */
export function readAliases(docsDir: string): Redirect[] {
	const refDir = join(docsDir, 'ref')
	if (!existsSync(refDir)) return []
	const found: Redirect[] = []
	const walk = (dir: string): void => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name)
			if (entry.isDirectory()) walk(path)
			else if (entry.name === ALIASES_FILE) found.push(...(JSON.parse(readFileSync(path, 'utf8')) as Redirect[]))
		}
	}
	walk(refDir)
	return found
}
