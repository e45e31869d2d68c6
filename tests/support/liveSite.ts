/**
 * The previous robojs.dev's addresses (tests/fixtures/live-site/urls.txt: every HTML page of its
 * build, Wave-Play/robo.js docs/ at 93a9fa06), and what a test needs to know about them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_KINDS } from '../../plugins/content/reference/aliases'
import { referencePackages } from '../../plugins/content/reference/packages'
import { repoRoot } from './paths'

export const liveUrls: readonly string[] = readFileSync(join(repoRoot, 'tests/fixtures/live-site/urls.txt'), 'utf8')
	.split('\n')
	.map((line) => line.trim())
	.filter(Boolean)

export interface LiveSymbol {
	/** `/ref/framework`, `/ref/@robojs/xp` */
	packageRoute: string
	kind: string
	/** The name the page must be headed by. */
	name: string
}

const symbolPattern = new RegExp(`^(/ref/(?:@robojs/)?[^/]+)/(${PAGE_KINDS.join('|')})\\.([^/]+)$`)

/** The symbol a reference address names, or null for any other address. */
export function liveSymbol(url: string): LiveSymbol | null {
	const match = symbolPattern.exec(decodeURIComponent(url))
	return match ? { packageRoute: match[1] ?? '', kind: match[2] ?? '', name: match[3] ?? '' } : null
}

/** Package routes with symbol pages in a build (its reference was generated, not just a landing page). */
export function documentedPackages(buildDir: string): Set<string> {
	const documented = new Set<string>()
	for (const pkg of referencePackages) {
		const dir = join(buildDir, pkg.route)
		if (!existsSync(dir)) continue
		if (readdirSync(dir).some((f) => PAGE_KINDS.some((k) => f.startsWith(`${k}.`) && f.endsWith('.html'))))
			documented.add(pkg.route)
	}
	return documented
}

/** Routes of the packages whose typings are installed from the registry: documented in every build. */
export const registryPackageRoutes: readonly string[] = referencePackages
	.filter((p) => p.onRegistry)
	.map((p) => p.route)

/** The text of a page's first h1 inside its article (the page's own heading). */
export function articleHeading(html: string): string | undefined {
	const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? ''
	const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article)?.[1]
	return h1
		?.replace(/<[^>]+>/g, '')
		.replace(/&amp;/g, '&')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&#x27;/g, "'")
		.trim()
}

/** Target of a Docusaurus client-redirect page (meta refresh), or null for a real page. */
export function refreshTarget(html: string): string | null {
	return /<meta http-equiv="refresh" content="0; url=([^"]+)"/i.exec(html)?.[1]?.trim() ?? null
}

/**
 * The file a host that ignores case (a case-insensitive disk, some CDNs) would serve for a URL
 * path, in the lookup order of README's nginx block: the file, `<path>.html`, `<path>/index.html`.
 */
export function resolveIgnoringCase(root: string, url: string): string | null {
	let segments: string[]
	try {
		segments = decodeURIComponent(url.split(/[?#]/)[0] ?? '')
			.split('/')
			.filter(Boolean)
	} catch {
		return null
	}
	if (segments.some((s) => s === '..')) return null
	const find = (dir: string, name: string, wantDir: boolean): string | null => {
		if (!existsSync(dir)) return null
		const entry = readdirSync(dir, { withFileTypes: true }).find(
			(e) => e.name.toLowerCase() === name.toLowerCase() && e.isDirectory() === wantDir,
		)
		return entry ? join(dir, entry.name) : null
	}
	let dir: string | null = root
	for (const segment of segments.slice(0, -1)) {
		dir = dir && find(dir, segment, true)
		if (!dir) return null
	}
	if (!dir) return null
	const last = segments.at(-1)
	if (last === undefined) return find(dir, 'index.html', false)
	const asDir = find(dir, last, true)
	return find(dir, last, false) ?? find(dir, `${last}.html`, false) ?? (asDir && find(asDir, 'index.html', false))
}

/** Where an address ended: the HTML of the page it shows (after at most one redirect page), or why it did not. */
export type Landing = { html: string; via?: string } | string

export interface LiveSiteReport {
	answered: number
	/** Reference addresses of packages this build has no symbol pages for. */
	notDocumented: number
	problems: string[]
}

/**
 * Follows every address of the previous site with `land` (the build's files, or a real server) and
 * checks that it ends on a page, and that a reference address ends on its symbol's page.
 */
export async function checkLiveUrls(
	buildDir: string,
	land: (url: string) => Promise<Landing>,
): Promise<LiveSiteReport> {
	const documented = documentedPackages(buildDir)
	const problems = registryPackageRoutes
		.filter((route) => !documented.has(route))
		.map((route) => `${route} has no symbol pages`)
	let answered = 0
	let notDocumented = 0
	for (const url of liveUrls) {
		const symbol = liveSymbol(url)
		if (symbol && !documented.has(symbol.packageRoute)) {
			notDocumented++
			continue
		}
		const result = await land(url)
		if (typeof result === 'string') {
			problems.push(`${url}: ${result}`)
			continue
		}
		const heading = symbol ? articleHeading(result.html) : undefined
		if (symbol && heading !== symbol.name) {
			problems.push(`${url}: lands on ${result.via ?? url}, headed ${JSON.stringify(heading)}`)
			continue
		}
		answered++
	}
	return { answered, notDocumented, problems }
}
