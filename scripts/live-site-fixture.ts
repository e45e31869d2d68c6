/**
 * Writes the previous site's facts the live-site tests compare against, from that site's own source
 * (Wave-Play/robo.js docs/, at ROBO_REPO_DIR or ../robo-src), so they do not come from this site's tables:
 *
 * - tests/fixtures/live-site/redirects.txt: `old<TAB>new`, every client redirect its docusaurus.config.js declared;
 * - tests/fixtures/live-site/urls.txt: `address<TAB>heading`, the heading each old address showed (a doc's first
 *   `# ` heading, a reference page's symbol name, a custom page's h1; a redirect shows its target's heading).
 *
 * The address list itself is not derived here (it is the old build's HTML files): the script keeps
 * the addresses already in urls.txt and fails on one it cannot find a heading for.
 *
 *   npx tsx scripts/live-site-fixture.ts [robo.js checkout]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const siteDir = join(import.meta.dirname, '..')
const roboDir = process.argv[2] ?? process.env.ROBO_REPO_DIR ?? join(siteDir, '..', 'robo-src')
const oldSite = join(roboDir, 'docs')
const fixtureDir = join(siteDir, 'tests', 'fixtures', 'live-site')

// The redirect table of the old docusaurus.config.js: `{ from: '…', to: '…' }` objects inside the
// client-redirects plugin's `redirects: [ … ]`.
const config = readFileSync(join(oldSite, 'docusaurus.config.js'), 'utf8')
const redirectBlock = /'@docusaurus\/plugin-client-redirects',\s*\{\s*redirects:\s*\[([\s\S]*?)\n\t{4}\]/.exec(
	config,
)?.[1]
if (!redirectBlock) throw new Error('no client-redirects table in the old docusaurus.config.js')
const redirects = [...redirectBlock.matchAll(/from:\s*'([^']+)',\s*to:\s*'([^']+)'/g)].map((m) => ({
	from: m[1] ?? '',
	to: m[2] ?? '',
}))
if (redirects.length !== (redirectBlock.match(/from:/g) ?? []).length) throw new Error('a redirect was not read')

/** The first `# ` heading of a Markdown file, outside code fences. */
function firstH1(file: string): string | undefined {
	let fence = false
	for (const line of readFileSync(file, 'utf8').split('\n')) {
		if (/^\s*(```|~~~)/.test(line)) fence = !fence
		if (!fence && /^# \S/.test(line)) return line.slice(2).trim()
	}
	return undefined
}

/** The heading an old address showed, or undefined when the old source has no page for it. */
function heading(url: string): string | undefined {
	const redirect = redirects.find((r) => r.from === url)
	if (redirect) return heading(redirect.to)
	if (url === '/404') return 'Page Not Found' // Docusaurus' theme NotFound page
	if (url === '/templates')
		return /<h1[^>]*>([^<]+)<\/h1>/.exec(readFileSync(join(oldSite, 'src/pages/templates.tsx'), 'utf8'))?.[1]
	if (url === '/playground') return '' // a full-width tool with no heading
	const path = decodeURIComponent(url).replace(/\/$/, '')
	const symbol = /^\/ref\/.+\/(Class|Function|Interface|TypeAlias|Variable|Enumeration)\.([^/]+)$/.exec(path)
	for (const file of [`${path}.md`, `${path}.mdx`, `${path}/index.md`, `${path}/index.mdx`].map((f) =>
		join(oldSite, 'docs', f),
	)) {
		if (!existsSync(file)) continue
		const h1 = firstH1(file)
		if (!symbol) return h1
		// TypeDoc's `# Kind: Name<T>` (with modifiers like `abstract` in backticks): the page is headed by the name.
		const name = /^[A-Za-z ]+: (?:`[a-z]+` )*([^<(]+)/.exec((h1 ?? '').replace(/\\(.)/g, '$1'))?.[1]?.trim()
		// Two symbols whose names differ only in case (XP and xp of @robojs/xp) share one file in a checkout
		// on a case-insensitive disk; the old build had a page for each, headed by its own name.
		if (name?.toLowerCase() !== symbol[2]?.toLowerCase())
			throw new Error(`${file}: heading ${h1} does not name ${symbol[2]}`)
		return symbol[2]
	}
	// TypeDoc wrote most symbol pages at build time (the checkout keeps some): such a page was headed by its name.
	return symbol?.[2]
}

const urls = readFileSync(join(fixtureDir, 'urls.txt'), 'utf8')
	.split('\n')
	.map((line) => line.split('\t')[0]?.trim() ?? '')
	.filter(Boolean)
const missing: string[] = []
const lines = urls.map((url) => {
	const h = heading(url)
	if (h === undefined) missing.push(url)
	return `${url}\t${h ?? ''}`
})
if (missing.length > 0) throw new Error(`no old page for:\n${missing.join('\n')}`)

writeFileSync(join(fixtureDir, 'urls.txt'), lines.join('\n') + '\n')
writeFileSync(join(fixtureDir, 'redirects.txt'), redirects.map((r) => `${r.from}\t${r.to}`).join('\n') + '\n')
console.log(`${lines.length} addresses with their headings, ${redirects.length} redirects`)
