/**
 * Names that differ only in case (`XP` and `xp` in @robojs/xp) on a host that ignores case. Such a
 * host serves the namesake's page for the suffixed symbol's old address; in the browser, that page
 * (CaseAlias, plugins/content/reference/CaseAlias.tsx) must send the reader on to the right symbol's page.
 * Served here by a small server that looks files up ignoring case. The reference has such a pair
 * only in builds with the packages' sources (ROBO_REPO_DIR: @robojs/xp); a build with the test
 * fixtures has one of the same shape (tests/fixtures/pages/caseAliases.ts), so the redirect runs in
 * CI too. What a build leaves unchecked is printed.
 */
import assert from 'node:assert/strict'
import { createReadStream, existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { readAliases, unsuffixedBase } from '../../plugins/content/reference/aliases'
import { launch, openPage, realProblems } from '../support/browser'
import { articleHeading, resolveIgnoringCase } from '../support/liveSite'
import { buildDir, repoRoot } from '../support/paths'
import { resolveFile } from '../support/server'
import { fixtureCaseAliases } from '../fixtures/pages/caseAliases'

/** Case aliases of the build: `from` is `to` without TypeDoc's suffix, and both resolve in the build. */
const referenceAliases = readAliases(join(repoRoot, 'docs')).filter(
	({ from, to }) =>
		unsuffixedBase(to.split('/').pop() ?? '', (from.split('/').pop() ?? '').replace(/^[A-Za-z]+\./, '')) ===
			from.split('/').pop() && resolveFile(buildDir, to) !== null,
)
/** A build with the test fixtures (it has /__fixtures__/crash) must have the fixture pair too. */
const fixtureBuild = resolveFile(buildDir, '/__fixtures__/crash') !== null
const aliases = [...referenceAliases, ...(fixtureBuild ? fixtureCaseAliases : [])]
const skip = !existsSync(join(buildDir, 'index.html'))
	? `no build at ${buildDir}`
	: aliases.length === 0 &&
		'this build documents no names that differ only in case and has no test fixtures (build with DOCS_TEST_FIXTURES=1 or ROBO_REPO_DIR)'

it('has the fixture case pair whenever the build has the test fixtures', (t) => {
	if (referenceAliases.length === 0)
		t.diagnostic('not checked: the reference case aliases (@robojs/xp Variable.xp), this build has no sources for them')
	if (!fixtureBuild) return
	for (const { to, owner } of fixtureCaseAliases) {
		assert.ok(resolveFile(buildDir, owner), `${owner} is not in ${buildDir}`)
		assert.ok(resolveFile(buildDir, to), `${to} is not in ${buildDir}`)
	}
})

describe('names that differ only in case, on a host that ignores case', { skip }, () => {
	let server: Server | undefined
	let origin = ''
	let browser: Browser | undefined

	before(async () => {
		server = createServer((req, res) => {
			const file = resolveIgnoringCase(buildDir, req.url ?? '/')
			res.statusCode = file ? 200 : 404
			const target = file ?? join(buildDir, '404.html')
			const type = target.endsWith('.html')
				? 'text/html; charset=utf-8'
				: target.endsWith('.js')
					? 'text/javascript'
					: target.endsWith('.css')
						? 'text/css'
						: target.endsWith('.json')
							? 'application/json'
							: 'application/octet-stream'
			res.setHeader('Content-Type', type)
			createReadStream(target).pipe(res)
		})
		await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
		const address = server.address()
		origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
		browser = await launch()
	})

	after(async () => {
		await browser?.close()
		await new Promise((resolve) => server?.close(resolve))
	})

	it('sends each suffixed symbol’s old address to its own page', async () => {
		assert.ok(browser)
		for (const { from, to } of aliases) {
			const { page, context, problems } = await openPage(browser)
			await page.goto(origin + from)
			// The address changes only once the page has hydrated and CaseAlias has run.
			await page.waitForURL((url) => url.pathname === to)
			const name = (to.split('/').pop() ?? '').replace(/^[A-Za-z]+\./, '').replace(/-\d+$/, '')
			// The router renders the target once its chunks have loaded.
			await page.waitForFunction(
				(expected) => document.querySelector('article h1')?.textContent?.trim() === expected,
				name,
			)
			assert.equal(articleHeading(await page.content()), name, from)
			assert.deepEqual(realProblems(problems), [], from)
			await context.close()
		}
	})
})
