/**
 * The site's Content-Security-Policy, as pure functions of what a build uses: which hosts it talks
 * to (from the plugin's options) and the inline scripts of its HTML (hashed after the build).
 * Node only; no file access here (index.ts reads and writes the pages).
 */
import { createHash } from 'node:crypto'

/** What a build loads from elsewhere; config/security.ts fills it from config/env.ts. */
export interface PolicyOptions {
	/** URL of the analytics script (ANALYTICS_SRC); empty when the build has no analytics. */
	analyticsSrc: string
	/** Origins the search modal queries (a hosted Meilisearch or Algolia); none for the local index. */
	searchOrigins: readonly string[]
	/** Origins README images may load from (the README step's image policy). */
	imageOrigins: readonly string[]
	/** More image origins for the pages under a route prefix only (the test fixtures' fake repository). */
	routeImageOrigins?: readonly { routePrefix: string; origins: readonly string[] }[]
}

/** One directive and its sources, in the order they are written. */
export type Directive = readonly [name: string, sources: readonly string[]]

/** `'sha256-…'` of a script's text exactly as it stands between its tags (UTF-8, as browsers hash it). */
export function scriptHash(text: string): string {
	return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * Types a browser runs as script. Anything else (`application/ld+json`, `application/json`) is a
 * data block: it never runs, and script-src does not apply to it.
 */
const EXECUTABLE_TYPES = new Set([
	'',
	'module',
	'text/javascript',
	'application/javascript',
	'application/ecmascript',
	'text/ecmascript',
])

function attribute(attributes: string, name: string): string | undefined {
	const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes)
	if (!match) return undefined
	return match[1] ?? match[2] ?? match[3] ?? ''
}

/**
 * The text of every inline script of a page that a browser would run, in page order. The build's
 * HTML comes from React and the page template, which never put `</script` inside a script, so the
 * first closing tag ends it as it does for the browser's parser.
 */
export function inlineScripts(html: string): string[] {
	const scripts: string[] = []
	for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
		const attributes = match[1]
		if (attribute(attributes, 'src') !== undefined) continue
		const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase()
		if (!EXECUTABLE_TYPES.has(type)) continue
		scripts.push(match[2])
	}
	return scripts
}

/** The distinct hashes of a page's inline scripts, sorted so the policy text is stable. */
export function inlineScriptHashes(html: string): string[] {
	return [...new Set(inlineScripts(html).map(scriptHash))].sort()
}

/** A README image host as a source (`img.shields.io` → `https://img.shields.io`). */
export const httpsOrigin = (host: string): string => `https://${host}`

/**
 * The directives for the page at `route`, or, with every page's hashes and no route, for the whole
 * site (the header; route-specific image origins, which only test fixtures have, stay out of it).
 * - `default-src 'none'`: anything not listed below is refused.
 * - Scripts: the site's own files, its inline scripts by hash, the analytics script by its URL.
 *   Never `'unsafe-inline'` or `'unsafe-eval'`.
 * - Styles keep `'unsafe-inline'`: the server-rendered markup carries `style` attributes on every
 *   code block (prism-react-renderer's theme props), Infima's `<details>` animation and READMEs'
 *   table alignment, plus `<style>` elements (the code colours of config/prism.ts, the breakpoint
 *   rules of src/components/Media). Attribute values can only be allowed one by one with
 *   `'unsafe-hashes'`, and any hash in style-src would switch `'unsafe-inline'` off. Styles cannot
 *   run code; scripts stay strict.
 * - Images: the site, `data:` (Infima's CSS icons are `data:image/svg+xml`, READMEs may carry
 *   raster `data:` images) and the README image hosts.
 * - `connect-src`: the site (the search index), the analytics event endpoint, the hosted search.
 * - `frame-ancestors 'none'`: no site may frame these pages (header only: a `<meta>` policy
 *   cannot carry it, and browsers warn when one tries).
 */
export function policyDirectives(options: PolicyOptions, hashes: readonly string[], route?: string): Directive[] {
	const analytics = options.analyticsSrc ? new URL(options.analyticsSrc) : undefined
	const extraImages = (options.routeImageOrigins ?? [])
		.filter(({ routePrefix }) => route !== undefined && (route === routePrefix || route.startsWith(routePrefix + '/')))
		.flatMap(({ origins }) => origins)
	return [
		['default-src', ["'none'"]],
		['script-src', ["'self'", ...hashes, ...(analytics ? [analytics.href] : [])]],
		['style-src', ["'self'", "'unsafe-inline'"]],
		['img-src', ["'self'", 'data:', ...new Set([...options.imageOrigins, ...extraImages])]],
		[
			'connect-src',
			["'self'", ...(analytics ? [`${analytics.origin}/api/event`] : []), ...new Set(options.searchOrigins)],
		],
		['base-uri', ["'self'"]],
		['form-action', ["'self'"]],
		['object-src', ["'none'"]],
		['frame-ancestors', ["'none'"]],
	]
}

/** Directives a `<meta http-equiv>` policy may not carry (browsers ignore them there, with a warning). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/** The policy text; `meta` leaves out the directives only a header may carry. */
export function serializePolicy(directives: readonly Directive[], { meta = false } = {}): string {
	return directives
		.filter(([name]) => !meta || !HEADER_ONLY.has(name))
		.map(([name, sources]) => [name, ...sources].join(' '))
		.join('; ')
}

/** The `<meta>` element for a page's policy. The policy text holds no `"`, `<` or `&`. */
export function metaElement(policy: string): string {
	if (/["<&]/.test(policy)) throw new Error(`CSP: a policy cannot go in a <meta> attribute as it is: ${policy}`)
	return `<meta http-equiv="Content-Security-Policy" content="${policy}">`
}

/**
 * The page with its policy as the first thing in <head> after the charset declaration: a meta
 * policy covers only what comes after it, so it must precede every script and stylesheet. A page
 * that already has one is refused (the step would otherwise stack policies on a rebuilt page).
 */
export function insertMeta(html: string, policy: string): string {
	if (/<meta\s+http-equiv="Content-Security-Policy"/i.test(html))
		throw new Error('CSP: the page already has a Content-Security-Policy <meta>')
	const head = /<head\b[^>]*>/i.exec(html)
	if (!head) throw new Error('CSP: the page has no <head>')
	const afterHead = head.index + head[0].length
	const charset = /^\s*<meta\s+charset\s*=\s*"?[\w-]+"?\s*\/?>/i.exec(html.slice(afterHead))
	const at = afterHead + (charset ? charset[0].length : 0)
	const firstScript = html.search(/<script\b/i)
	if (firstScript !== -1 && firstScript < at) throw new Error('CSP: a script precedes <head>')
	return `${html.slice(0, at)}\n    ${metaElement(policy)}${html.slice(at)}`
}

/** The nginx directive the recipe includes (DEPLOYING.md): the site-wide policy as a header. */
export function nginxHeader(policy: string): string {
	if (/["\\$]/.test(policy)) throw new Error(`CSP: the policy cannot be written as an nginx string: ${policy}`)
	return [
		'# Written by the build (plugins/security/csp): the Content-Security-Policy of this build, with the',
		'# hashes of its inline scripts. DEPLOYING.md includes it in every location; never edit it by hand.',
		`add_header Content-Security-Policy "${policy}" always;`,
		'',
	].join('\n')
}
