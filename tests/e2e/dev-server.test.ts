/**
 * `npm start` is where contributors work, and it differs from the build the other browser tests
 * load: its own page template, React's development build with its warnings, the stock route tables.
 * Its pages must hydrate and stay free of console errors and warnings as well.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'

import { hydrated, launch, openPage, realProblems } from '../support/browser'
import { startDevServer, type DevServer } from '../support/devServer'

describe('npm start (dev server)', () => {
	let server: DevServer | undefined
	let browser: Browser | undefined

	before(async () => {
		// The same content as the build under test (fixtures included), so the tree it regenerates
		// matches what the build wrote.
		server = await startDevServer({ env: { DOCS_TEST_FIXTURES: '1' } })
		assert.notEqual(server.seconds, null, 'npm start did not serve /getting-started within 180 s')
		browser = await launch()
	})

	after(async () => {
		await browser?.close()
		server?.stop()
	})

	it('serves pages that hydrate, switch tabs and navigate with no console error or warning', async () => {
		const base = server!.url
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
