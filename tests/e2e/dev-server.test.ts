/**
 * `npm start` is where contributors work, and it differs from the build the other browser tests
 * load: its own page template, React's development build with its warnings, the stock route tables.
 * Its pages must hydrate and stay free of console errors and warnings as well.
 */
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'

import { hydrated, launch, openPage, realProblems } from '../support/browser'
import { repoRoot } from '../support/paths'

const port = 3100 + Math.floor(Math.random() * 800)
const base = `http://127.0.0.1:${port}`

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
	const until = Date.now() + timeoutMs
	while (Date.now() < until) {
		try {
			const response = await fetch(url)
			if (response.ok && (await response.text()).includes('<div id="__docusaurus">')) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 300))
	}
	throw new Error(`npm start did not serve ${url} within ${timeoutMs / 1000} s`)
}

describe('npm start (dev server)', () => {
	let server: ChildProcess | undefined
	let browser: Browser | undefined

	before(async () => {
		// The same content as the build under test (fixtures included), so the tree it regenerates
		// matches what the build wrote.
		server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
			cwd: repoRoot,
			detached: true,
			stdio: 'ignore',
			env: { ...process.env, BROWSER: 'none', DOCS_TEST_FIXTURES: '1' },
		})
		await waitForServer(`${base}/getting-started`, 180_000)
		browser = await launch()
	})

	after(async () => {
		await browser?.close()
		if (server?.pid) process.kill(-server.pid, 'SIGTERM')
	})

	it('serves pages that hydrate, switch tabs and navigate with no console error or warning', async () => {
		const { page, context, problems } = await openPage(browser!, { viewport: { width: 390, height: 800 } })
		await page.goto(`${base}/discord-bots/commands`)
		await hydrated(page)
		await page.getByRole('tab', { name: 'JavaScript' }).first().click()
		await page.waitForSelector('[role="tab"][aria-selected="true"]:text-is("JavaScript")')
		// Code blocks measured for their wrap buttons in idle time (the batch once made React warn).
		await page.locator('button[aria-label="Toggle word wrap"]').first().waitFor({ state: 'attached' })
		await page.goto(`${base}/robojs/flashcore`)
		await hydrated(page)
		await page.locator('button[aria-label="Toggle word wrap"]').first().waitFor({ state: 'attached' })
		assert.deepEqual(
			realProblems(problems).filter((p) => !/\[HMR\]|webpack-dev-server|Download the React DevTools/i.test(p)),
			[],
		)
		await context.close()
	})
})
