/**
 * DEPLOYING.md's production nginx recipe, run for real over HTTPS (tests/support/nginx.ts: exactly
 * the recipe's blocks, with this machine's ports, certificate, name and paths put in). Through it:
 * `/a`, `/a/` and `/a.html`, redirect pages, the 404 page with status 404, cache headers for hashed
 * assets and for HTML, HTTP sent to HTTPS, the security headers on every kind of response (the
 * Content-Security-Policy being the one the build wrote), every address of the previous site, and
 * Mozilla's HTTP Observatory scanner grading the whole at A+. Without nginx or openssl the suite is
 * skipped and says why.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { articleHeading, checkLiveUrls, liveUrls, refreshTarget, uncheckedProblems } from '../support/liveSite'
import { httpsGet, recipeSkip, startRecipeServer, type RecipeServer } from '../support/nginx'
import { buildDir, repoRoot } from '../support/paths'

const skip = recipeSkip(buildDir)
if (skip) console.warn(`[deploy-nginx] SKIPPED: ${skip}`)

/** Six months, the least HSTS max-age the Observatory (and the HSTS preload list) accepts. */
const SIX_MONTHS = 15_768_000

/** Preload for the scanner's process: connections to 127.0.0.1:80 and :443 go to OBSERVATORY_PORTS. */
const PORT_MAP = `const net = require('node:net')
const ports = JSON.parse(process.env.OBSERVATORY_PORTS)
const connect = net.Socket.prototype.connect
net.Socket.prototype.connect = function (...args) {
	const options = Array.isArray(args[0]) ? args[0][0] : args[0]
	if (options && typeof options === 'object' && options.host === '127.0.0.1' && ports[options.port])
		options.port = ports[options.port]
	return connect.apply(this, args)
}
`

describe('deploying with DEPLOYING.md’s nginx recipe', { skip }, () => {
	let server: RecipeServer | undefined
	let origin = ''

	before(async () => {
		server = await startRecipeServer(buildDir)
		origin = server.origin
	})

	after(async () => {
		await server?.close()
	})

	const get = (path: string) => httpsGet(`${origin}${path}`, server?.certificate ?? '')

	it('serves /a from a.html, and redirects /a/ and /a.html to /a (keeping the query)', async () => {
		const page = await get('/robojs/flashcore')
		assert.equal(page.status, 200)
		assert.match(page.headers.get('content-type') ?? '', /^text\/html/)
		assert.equal(articleHeading(await page.text()), 'Flashcore')
		for (const [path, location] of [
			['/robojs/flashcore/', '/robojs/flashcore'],
			['/robojs/flashcore.html', '/robojs/flashcore'],
			['/robojs/flashcore/?tab=npm', '/robojs/flashcore?tab=npm'],
			['/ref/framework.html', '/ref/framework'],
		] as const) {
			const res = await get(path)
			assert.equal(res.status, 301, path)
			assert.equal(res.headers.get('location'), location, path)
		}
		const home = await get('/')
		assert.equal(home.status, 200)
	})

	it('serves redirect pages for old addresses, and their targets', async () => {
		const old = await get('/docs/basics/commands')
		assert.equal(old.status, 200)
		const target = refreshTarget(await old.text())
		assert.equal(target, '/discord-bots/commands')
		const landed = await get(target)
		assert.equal(landed.status, 200)
		assert.equal(refreshTarget(await landed.text()), null)
	})

	it('answers an unknown path with the 404 page and status 404, also under /assets/', async () => {
		for (const path of ['/no/such/page', '/assets/js/missing.0123abcd.js', '/robojs/flashcore/nested']) {
			const res = await get(path)
			assert.equal(res.status, 404, path)
			assert.match(await res.text(), /Page Not Found/i, path)
			assert.match(res.headers.get('cache-control') ?? '', /max-age=0/, `${path}: the 404 page is not cached`)
		}
	})

	it('caches hashed assets for a year, immutable, and makes HTML revalidate', async () => {
		const js = readdirSync(join(buildDir, 'assets', 'js')).find((f) => f.endsWith('.js'))
		assert.ok(js)
		const asset = await get(`/assets/js/${js}`)
		assert.equal(asset.status, 200)
		assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable')
		assert.match(asset.headers.get('content-type') ?? '', /javascript/)
		for (const path of ['/robojs/flashcore', '/', '/docs/basics/commands']) {
			const res = await get(path)
			assert.equal(res.headers.get('cache-control'), 'public, max-age=0, must-revalidate', path)
		}
	})

	it('lands every address of the previous site on its own page, old redirects on their old targets', async (t) => {
		const report = await checkLiveUrls(buildDir, async (url) => {
			const res = await get(url)
			if (res.status !== 200) return `status ${res.status}`
			const html = await res.text()
			const target = refreshTarget(html)
			if (target === null) return { html }
			const landed = await get(target)
			const landedHtml = await landed.text()
			if (landed.status !== 200 || refreshTarget(landedHtml) !== null)
				return `redirects to ${target}, which answers ${landed.status}`
			return { html: landedHtml, via: target }
		})
		t.diagnostic(
			`${report.answered} of ${liveUrls.length} addresses land on their page through nginx; ${report.notDocumented} not checked`,
		)
		assert.deepEqual([...report.problems, ...uncheckedProblems(report).problems], [])
		assert.equal(report.answered + report.notDocumented, liveUrls.length)
	})

	it('sends plain HTTP to the same address over HTTPS', async () => {
		for (const path of ['/', '/robojs/flashcore?tab=npm', '/no/such/page']) {
			const res = await fetch(`${server?.httpOrigin}${path}`, { redirect: 'manual' })
			assert.equal(res.status, 301, path)
			assert.equal(res.headers.get('location'), `https://127.0.0.1${path}`, path)
		}
	})

	it('sends the security headers and the build’s Content-Security-Policy on every kind of response', async () => {
		const written = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(
			readFileSync(join(buildDir, 'csp-header.conf'), 'utf8'),
		)?.[1]
		assert.ok(written, 'the build wrote csp-header.conf')
		assert.match(written, /(^|; )frame-ancestors 'none'(;|$)/)
		const js = readdirSync(join(buildDir, 'assets', 'js')).find((f) => f.endsWith('.js'))
		const css = readdirSync(join(buildDir, 'assets', 'css')).find((f) => f.endsWith('.css'))
		for (const [path, status] of [
			['/robojs/flashcore', 200],
			['/docs/basics/commands', 200], // a redirect page
			['/robojs/flashcore/', 301],
			['/no/such/page', 404],
			[`/assets/js/${js}`, 200],
			[`/assets/css/${css}`, 200],
			['/assets/js/missing.0123abcd.js', 404],
			['/img/favicon.svg', 200],
		] as const) {
			const res = await get(path)
			assert.equal(res.status, status, path)
			const maxAge = Number(/^max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1])
			assert.ok(maxAge >= SIX_MONTHS, `${path}: HSTS max-age ${maxAge} is under six months`)
			assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path)
			assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path)
			assert.equal(res.headers.get('x-frame-options'), 'DENY', path)
			assert.equal(res.headers.get('content-security-policy'), written, path)
		}
	})

	it('gets an A+ from Mozilla’s HTTP Observatory scanner', (t) => {
		assert.ok(server)
		// The scanner's install script downloads the HSTS preload list and the TLD list; installs here
		// skip install scripts (.npmrc), so it gets small checked-in stand-ins (127.0.0.1 is on neither).
		const require = createRequire(import.meta.url)
		const observatory = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))
		for (const name of ['hsts-preload.json', 'tld-list.json']) {
			const target = join(observatory, 'conf', name)
			if (!existsSync(target)) copyFileSync(join(repoRoot, 'tests/fixtures/observatory', name), target)
		}
		// The scanner takes a host name only and asks ports 80 and 443, as browsers do; this preload
		// sends its connections to 127.0.0.1 on to the test server's ports instead.
		const ports = join(server.prefix, 'ports.cjs')
		writeFileSync(ports, PORT_MAP)
		const scan = spawnSync(process.execPath, ['--require', ports, join(observatory, 'src', 'scan.js'), '127.0.0.1'], {
			encoding: 'utf8',
			timeout: 60_000,
			env: {
				...process.env,
				NODE_EXTRA_CA_CERTS: server.certificateFile,
				OBSERVATORY_PORTS: JSON.stringify({ 80: server.httpPort, 443: server.httpsPort }),
			},
		})
		assert.equal(scan.status, 0, `the scanner failed:\n${scan.stdout}\n${scan.stderr}`)
		const result = JSON.parse(scan.stdout) as {
			scan: { grade: string; score: number }
			tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
		}
		const lines = Object.entries(result.tests).map(
			([name, test]) => `${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${test.scoreModifier})`,
		)
		t.diagnostic(`Observatory: ${result.scan.grade}, ${result.scan.score}/100`)
		for (const line of lines) t.diagnostic(line)
		assert.ok(result.scan.score >= 100, `score ${result.scan.score} < 100:\n${lines.join('\n')}`)
		assert.equal(result.scan.grade, 'A+', lines.join('\n'))
	})
})
