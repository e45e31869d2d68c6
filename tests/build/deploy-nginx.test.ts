/**
 * README's deployment section, run for real: Debian's nginx serves the production build with
 * exactly the server block README.md gives (taken from README at test time; only `listen` and
 * `root` are replaced, by a free port on 127.0.0.1 and this build). Through it: `/a`, `/a/` and
 * `/a.html`, redirect pages, the 404 page with status 404, cache headers for hashed assets and for
 * HTML, and every address of the previous site. nginx runs unprivileged with its own prefix, pid
 * and logs in a temporary folder. Without nginx the suite is skipped and says why.
 */
import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { articleHeading, checkLiveUrls, liveUrls, refreshTarget, uncheckedProblems } from '../support/liveSite'
import { buildDir, repoRoot } from '../support/paths'
import { freePort } from '../support/server'

const nginxBinary = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
	(p): p is string => !!p && existsSync(p),
)
const built = existsSync(join(buildDir, 'index.html'))
const skip = !nginxBinary
	? 'nginx is not installed (apt-get install nginx; .ci/run installs it): the deployment test did not run'
	: !built && `no build at ${buildDir}: run npm run build`
if (!nginxBinary) console.warn(`[deploy-nginx] SKIPPED: ${skip}`)

/** The nginx fence of README's "Deploying" section. */
export function readmeServerBlock(readme: string): string {
	const section = readme.slice(readme.indexOf('\n## Deploying'))
	const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1]
	assert.ok(block, 'README.md has an nginx block under "## Deploying"')
	return block
}

/** The block with only `listen` and `root` replaced; each must occur exactly once. */
export function localServerBlock(block: string, port: number, root: string): string {
	const replace = (text: string, pattern: RegExp, value: string): string => {
		assert.equal(text.match(new RegExp(pattern.source, 'gm'))?.length, 1, `one ${pattern.source} in the block`)
		return text.replace(new RegExp(pattern.source, 'm'), value)
	}
	const listened = replace(block, /^(\s*)listen\s+[^;]+;/, `$1listen 127.0.0.1:${port};`)
	return replace(listened, /^(\s*)root\s+[^;]+;/, `$1root ${JSON.stringify(root)};`)
}

describe('deploying with README’s nginx server block', { skip }, () => {
	let prefix = ''
	let origin = ''
	let nginx: ChildProcess | undefined
	let stderr = ''

	before(async () => {
		prefix = mkdtempSync(join(tmpdir(), 'robojs-nginx-'))
		for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir))
		const port = await freePort()
		const server = localServerBlock(readmeServerBlock(readFileSync(join(repoRoot, 'README.md'), 'utf8')), port, buildDir)
		const mimeTypes = ['/etc/nginx/mime.types'].find((p) => existsSync(p))
		const temp = (name: string): string => `${name}_temp_path ${join(prefix, 'temp', name)};`
		writeFileSync(
			join(prefix, 'nginx.conf'),
			[
				'daemon off;',
				'worker_processes 1;',
				`pid ${join(prefix, 'nginx.pid')};`,
				`error_log ${join(prefix, 'logs', 'error.log')} warn;`,
				'events { worker_connections 64; }',
				'http {',
				mimeTypes ? `\tinclude ${mimeTypes};` : '',
				'\tdefault_type application/octet-stream;',
				'\taccess_log off;',
				...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `\t${temp(n)}`),
				server,
				'}',
				'',
			].join('\n'),
		)
		const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')]
		const check = spawnSync(nginxBinary ?? 'nginx', [...args, '-t'], { encoding: 'utf8' })
		assert.equal(check.status, 0, `nginx -t rejected the configuration:\n${check.stderr}`)
		nginx = spawn(nginxBinary ?? 'nginx', args, { stdio: ['ignore', 'ignore', 'pipe'] })
		nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		origin = `http://127.0.0.1:${port}`
		for (let tries = 0; ; tries++) {
			try {
				await fetch(`${origin}/`, { redirect: 'manual' })
				break
			} catch (err) {
				if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr || String(err)}`)
				await new Promise((r) => setTimeout(r, 50))
			}
		}
	})

	after(async () => {
		if (nginx && nginx.exitCode === null) {
			const exited = new Promise((r) => nginx?.once('exit', r))
			nginx.kill('SIGQUIT')
			await exited
		}
		if (prefix) rmSync(prefix, { recursive: true, force: true })
	})

	const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' })

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
})
