/**
 * The previous robojs.dev's addresses (tests/fixtures/live-site/urls.txt: every HTML page of its
 * build, Wave-Play/robo.js docs/ at 93a9fa06, each with the heading that page showed) and its
 * redirects (redirects.txt), and what a test needs to know about them. Both files are written by
 * scripts/live-site-fixture.ts from the old site's source, not from this site's tables.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_KINDS } from '../../plugins/content/reference/aliases'
import { referencePackages } from '../../plugins/content/reference/packages'
import { repoRoot } from './paths'

const fixtureLines = (name: string): string[][] =>
	readFileSync(join(repoRoot, 'tests/fixtures/live-site', name), 'utf8')
		.split('\n')
		.filter((line) => line.trim() !== '')
		.map((line) => line.split('\t').map((field) => field.trim()))

const liveRows = fixtureLines('urls.txt')

export const liveUrls: readonly string[] = liveRows.map((row) => row[0] ?? '')

/** The heading each old address showed (a redirect: its target's), as the old site wrote it. */
export const oldHeadings: ReadonlyMap<string, string> = new Map(liveRows.map((row) => [row[0] ?? '', row[1] ?? '']))

/** The old site's client redirects, old address -> new address. */
export const oldRedirects: ReadonlyMap<string, string> = new Map(
	fixtureLines('redirects.txt').map((row) => [row[0] ?? '', row[1] ?? '']),
)

/**
 * Pages this site retitled, by the old page's address: the heading the page has now (the old one,
 * emoji removed, in the comment). Every other old page must be headed here exactly as it was, and an
 * old redirect lands on the page its old target was, so two swapped redirects or an address sent to
 * the wrong page fail.
 */
export const RETITLED: Readonly<Record<string, string>> = {
	'/cli/create-robo': 'create-robo', // was "Create Robo"
	'/cli/overview': 'CLI Overview', // was "CLI Tools"
	'/cli/robo': 'robo CLI', // was "Robo"
	'/cli/win-execution_policies': 'Windows Execution Policies', // was "Windows Execution_Policies"
	'/discord-activities/getting-started': 'Getting Started', // was "Getting Started with Discord Activities"
	'/discord-activities/credentials': 'Credentials', // was "Discord Activity Credentials"
	'/discord-bots/commands': 'Slash Commands', // was "Commands"
	'/discord-bots/context-menu': 'Context Menus', // was "Context Menu"
	'/discord-bots/credentials': 'Credentials', // was "Discord Bot Credentials"
	'/discord-bots/invite': 'Inviting Your Bot', // was "Inviting to Servers"
	'/discord-bots/migrate': 'Migrating from discord.js', // was "Migrating existing bots"
	'/discord-bots/sage': 'Sage', // was "Sage Mode"
	'/robojs/internals': 'How Robo.js Works', // was "Understanding Internals"
	'/robojs/linting': 'Linting and formatting', // was "Linting"
	'/plugins/overview': 'Plugins Overview', // was "Robo Plugins"
	'/robojs/flashcore': 'Flashcore', // was "Flashcore Database"
	'/robojs/state': 'State', // was "State Management"
	'/hosting/self-host': 'Self-Hosting', // was "Self-hosting"
	'/legacy/templates/overview': 'Template catalogue (legacy)', // was "Robo Templates"
	'/playground': 'Try It: build your create-robo command', // had no heading
	'/plugins/ai': 'AI', // was "@robojs/ai"
	'/plugins/analytics': 'Analytics', // was "@robojs/analytics"
	'/plugins/auth': 'Auth', // was "@robojs/auth"
	'/plugins/better-stack': 'Better Stack', // was "@robojs/better-stack"
	'/plugins/cron': 'Cron', // was "@robojs/cron"
	'/plugins/dev': 'Dev tools', // was "@robojs/dev"
	'/plugins/giveaways': 'Giveaways', // was "@robojs/giveaways"
	'/plugins/i18n': 'i18n', // was "@robojs/i18n"
	'/plugins/maintenance': 'Maintenance', // was "@robojs/maintenance"
	'/plugins/moderation': 'Moderation', // was "@robojs/moderation"
	'/plugins/roadmap': 'Roadmap', // was "@robojs/roadmap"
	'/plugins/seed': 'Seed Files', // was "Seeding"
	'/plugins/trpc': 'tRPC', // was "@robojs/trpc"
	'/plugins/xp': 'XP', // was "@robojs/xp"
	'/ref/framework': 'robo.js', // was "Framework"
	'/robojs/files': 'Project Files', // was "Robo File Structure"
	'/robojs/overview': 'Robo.js Core', // was "Framework Overview"
	'/templates': 'Templates', // was "Robo Templates"
	'/templates/discord-activities/react-colyseus-ts': 'React + Colyseus', // was "React, Colyseus (TS)"
	'/templates/discord-activities/react-firebase-ts': 'React + Firebase', // was "React w/ Firebase (TS)"
	'/templates/discord-activities/react-js': 'React (JavaScript)', // was "React (JS)"
	'/templates/discord-activities/react-multiplayer-video-ts': 'React Multiplayer Video', // was "React, Multiplayer Video (TS)"
	'/templates/discord-activities/react-music-proxy-ts': 'React Music Proxy', // was "React, Music Proxy (TS)"
	'/templates/discord-activities/react-tailwind-shadcn-ts': 'React + Tailwind + shadcn/ui', // was "React, shadcn, Tailwind (TS)"
	'/templates/discord-activities/react-tailwind-ts': 'React + Tailwind', // was "React, Tailwind (TS)"
	'/templates/discord-activities/react-trpc-ts': 'React + tRPC', // was "React, tRPC (TS)"
	'/templates/discord-activities/react-ts': 'React (TypeScript)', // was "React (TS)"
	'/templates/discord-activities/vanilla-js': 'Vanilla (JavaScript)', // was "Vanilla (JS)"
	'/templates/discord-activities/vanilla-ts': 'Vanilla (TypeScript)', // was "Vanilla (TS)"
	'/templates/discord-bots/ai-chatbot-ts': 'AI Chatbot', // was "AI Chatbot (TS)"
	'/templates/discord-bots/analytics-ts': 'Analytics', // was "Analytics (TS)"
	'/templates/discord-bots/bake-n-take-js': "Bake 'n Take (JavaScript)", // was "Bake 'n Take (JS)"
	'/templates/discord-bots/bake-n-take-ts': "Bake 'n Take (TypeScript)", // was "Bake 'n Take (TS)"
	'/templates/discord-bots/docker-ts': 'Docker', // was "Docker (TS)"
	'/templates/discord-bots/economy-ts': 'Economy', // was "Economy (TS)"
	'/templates/discord-bots/gpt-chatbot-ts': 'GPT Chatbot', // was "GPT Chatbot (TS)"
	'/templates/discord-bots/mongodb-ts': 'MongoDB', // was "MongoDB (TS)"
	'/templates/discord-bots/mrjawesome-dev-toolkit-js': 'Dev Toolkit (JavaScript)', // was "Dev Toolkit (JS)"
	'/templates/discord-bots/mrjawesome-dev-toolkit-ts': 'Dev Toolkit (TypeScript)', // was "Dev Toolkit (TS)"
	'/templates/discord-bots/mrjawesome-slash-commands-js': 'Slash Commands (JavaScript)', // was "Slash Command Package (JS)"
	'/templates/discord-bots/mrjawesome-slash-commands-ts': 'Slash Commands (TypeScript)', // was "Slash Command Package (TS)"
	'/templates/discord-bots/postgres-ts': 'Postgres', // was "Postgres (TS)"
	'/templates/discord-bots/prisma-ts': 'Prisma', // was "Prisma (TS)"
	'/templates/discord-bots/purrth-vader-ts': 'Purrth Vader', // was "Purrth Vader (TS)"
	'/templates/discord-bots/starter-js': 'Starter (JavaScript)', // was "Starter (JS)"
	'/templates/discord-bots/starter-ts': 'Starter (TypeScript)', // was "Starter (TS)"
	'/templates/plugins/starter-js': 'Plugin Starter (JavaScript)', // was "Starter (JS)"
	'/templates/web-apps/discord-auth-ts': 'Discord Authentication', // was "Discord Authentication (TS)"
	'/templates/web-apps/next-auth-ts': 'Next.js + Auth', // was "Next.js + Auth (TS)"
	'/templates/web-apps/next-ts': 'Next.js', // was "Next (TS)"
	'/templates/web-apps/react-js': 'React (JavaScript)', // was "React (JS)"
	'/templates/web-apps/react-ts': 'React (TypeScript)', // was "React (TS)"
	'/templates/web-apps/svelte-js': 'SvelteKit (JavaScript)', // was "SvelteKit (JS)"
	'/templates/web-apps/svelte-ts': 'SvelteKit (TypeScript)', // was "SvelteKit (TS)"
}

/**
 * Old redirects this site sends elsewhere on purpose, old address -> new target. None today: the
 * table in src/data/redirects.ts keeps every pair of the old site.
 */
export const REDIRECTS_CHANGED: Readonly<Record<string, string>> = {}

/** Where the old site's redirect from `from` must land in this site. */
export const redirectTarget = (from: string): string | undefined => REDIRECTS_CHANGED[from] ?? oldRedirects.get(from)

const EMOJI = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{200D})/gu

/** A heading as compared: emoji (the old site put one before most titles) and extra spaces removed. */
export const plainHeading = (heading: string): string => heading.replace(EMOJI, '').replace(/\s+/g, ' ').trim()

/** The heading an old address must land on in this site (a redirect's: its old target's). */
export function expectedHeading(url: string): string | undefined {
	const page = oldRedirects.get(url) ?? url
	const old = oldHeadings.get(page)
	if (old === undefined) return undefined
	return RETITLED[page] ?? plainHeading(old)
}

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

/** A page's own heading: the article's h1, or for a page without an article (home, templates, playground) its first h1. */
export function pageHeading(html: string): string | undefined {
	return (
		articleHeading(html) ??
		/<h1[^>]*>([\s\S]*?)<\/h1>/
			.exec(html)?.[1]
			?.replace(/<[^>]+>/g, '')
			.replace(/&amp;/g, '&')
			.replace(/&#x27;/g, "'")
			.trim()
	)
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
	/** Reference addresses of packages this build has no symbol pages for, by package route. */
	unchecked: Map<string, string[]>
	notDocumented: number
	problems: string[]
}

/**
 * Reference addresses a build without ROBO_REPO_DIR cannot check: the symbol pages of the packages
 * whose sources are not on the registry. Pinned, so that fewer documented packages (or a package
 * that stops being documented) fails instead of quietly checking less.
 */
export const NOT_DOCUMENTED_WITHOUT_SOURCES = 244

/**
 * Follows every address of the previous site with `land` (the build's files, or a real server) and
 * checks that it ends on its own page: headed as the old page was (or as RETITLED says), an old
 * redirect on its old target (REDIRECTS_CHANGED aside), a reference address on its symbol's page.
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
	const unchecked = new Map<string, string[]>()
	for (const url of liveUrls) {
		const symbol = liveSymbol(url)
		if (symbol && !documented.has(symbol.packageRoute)) {
			unchecked.set(symbol.packageRoute, [...(unchecked.get(symbol.packageRoute) ?? []), url])
			continue
		}
		const result = await land(url)
		if (typeof result === 'string') {
			problems.push(`${url}: ${result}`)
			continue
		}
		const landedAt = result.via ?? url
		const target = redirectTarget(url)
		if (target !== undefined && landedAt !== target) {
			problems.push(`${url}: the old site sent it to ${target}, this one to ${landedAt}`)
			continue
		}
		const heading = pageHeading(result.html)
		const expected = expectedHeading(url)
		if (heading !== expected) {
			problems.push(`${url}: lands on ${landedAt}, headed ${JSON.stringify(heading)}, not ${JSON.stringify(expected)}`)
			continue
		}
		if (symbol && heading !== symbol.name) {
			problems.push(`${url}: lands on ${landedAt}, headed ${JSON.stringify(heading)}`)
			continue
		}
		answered++
	}
	const notDocumented = [...unchecked.values()].reduce((n, urls) => n + urls.length, 0)
	return { answered, unchecked, notDocumented, problems }
}

/**
 * What a check left out must be exactly what a build without the packages' sources cannot check:
 * nothing when every package is documented, else the non-registry packages' pinned address count.
 * Returns the problems and a line per package saying what was not checked.
 */
export function uncheckedProblems(report: LiveSiteReport): { problems: string[]; lines: string[] } {
	const lines = [...report.unchecked].map(
		([route, urls]) =>
			`not checked: ${route}, ${urls.length} addresses (${urls.map((u) => u.slice(route.length + 1)).join(' ')})`,
	)
	if (report.notDocumented === 0) return { problems: [], lines }
	const problems: string[] = []
	if (process.env.ROBO_REPO_DIR) problems.push('a build with ROBO_REPO_DIR documents every package')
	const offRegistry = referencePackages.filter((p) => !p.onRegistry).map((p) => p.route)
	const strays = [...report.unchecked.keys()].filter((route) => !offRegistry.includes(route))
	if (strays.length > 0)
		problems.push(`not checked, yet not a reference package off the registry: ${strays.join(', ')}`)
	const missing = offRegistry.filter((route) => !report.unchecked.has(route))
	if (missing.length > 0 && missing.length < offRegistry.length)
		problems.push(`only some packages off the registry are documented: ${missing.join(', ')}`)
	if (report.notDocumented !== NOT_DOCUMENTED_WITHOUT_SOURCES)
		problems.push(
			`${report.notDocumented} reference addresses not checked, expected ${NOT_DOCUMENTED_WITHOUT_SOURCES} (the symbol pages of the packages not on the registry)`,
		)
	return { problems, lines }
}
