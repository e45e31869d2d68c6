/**
 * What the page does once its scripts run, and what it must not redo: tab sets and code blocks keep
 * the server's elements through hydration (src/theme/Tabs, src/theme/CodeBlock), link prefetching
 * still happens when it is deferred to idle time (plugins/prefetch), and the phone menu, rendered
 * late (src/theme/Navbar/MobileSidebar), opens whenever it is tapped.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'

import { openPage, realProblems, servedSite } from '../support/browser'

const site = servedSite()

/** The colour toggle is disabled until React has hydrated the page. */
const hydrated = (page: Page) =>
	// 'attached': on a phone the toggle is in the navbar but hidden.
	page.locator('button[title$="mode"]:not([disabled])').first().waitFor({ state: 'attached' })

const PAGE_WITH_TABS = '/discord-bots/commands'

/** Tab labels of every tab set with the language group, and which one each set shows. */
const selectedLanguages = (page: Page) =>
	page.$$eval('[role="tablist"]', (lists) =>
		lists
			.filter((list) => list.textContent?.includes('TypeScript'))
			.map((list) => list.querySelector('[aria-selected="true"]')?.textContent),
	)

describe('tabs', () => {
	it('switches by click and arrow keys, and every set of the same group follows', async () => {
		const { page, context, problems } = await openPage(site.browser)
		await page.goto(site.url + PAGE_WITH_TABS)
		await hydrated(page)
		const before = await selectedLanguages(page)
		assert.ok(before.length >= 2, `expected several language tab sets, got ${before.length}`)
		assert.ok(before.every((label) => label === 'TypeScript'))

		const first = page.getByRole('tablist').first()
		await first.getByRole('tab', { name: 'JavaScript' }).click()
		assert.ok((await selectedLanguages(page)).every((label) => label === 'JavaScript'))
		const panels = page.locator('[role="tabpanel"]:not([hidden])')
		assert.match((await panels.first().innerText()) ?? '', /\.js/)

		// Arrow keys move focus along the tabs (wrapping); Enter selects.
		await first.getByRole('tab', { name: 'JavaScript' }).press('ArrowRight')
		assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'TypeScript')
		await page.keyboard.press('Enter')
		assert.ok((await selectedLanguages(page)).every((label) => label === 'TypeScript'))
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('applies a stored choice after hydration to the server-rendered elements, without re-creating them', async () => {
		const { page, context, problems } = await openPage(site.browser)
		await page.addInitScript(() => localStorage.setItem('docusaurus.tab.language', 'js'))
		// Hold the app script back until the server's elements are tagged.
		let release = () => {}
		const gate = new Promise<void>((resolve) => (release = resolve))
		await context.route(/\/assets\/js\/main\.[^/]*\.js$/, async (route) => {
			await gate
			await route.continue()
		})
		// The document is parsed ('interactive') before deferred scripts run and DOMContentLoaded fires.
		await page.goto(site.url + PAGE_WITH_TABS, { waitUntil: 'commit' })
		await page.waitForFunction(() => document.readyState !== 'loading')
		const tagged = await page.evaluate(() => {
			const nodes = Array.from(document.querySelectorAll('[role="tablist"], pre.prism-code'))
			for (const node of nodes) (node as unknown as { fromServer: boolean }).fromServer = true
			return nodes.length
		})
		assert.ok(tagged > 4)
		release()
		await hydrated(page)
		await page.waitForFunction(() =>
			Array.from(document.querySelectorAll('[role="tablist"]'))
				.filter((list) => list.textContent?.includes('TypeScript'))
				.every((list) => list.querySelector('[aria-selected="true"]')?.textContent === 'JavaScript'),
		)
		const kept = await page.evaluate(() =>
			Array.from(document.querySelectorAll('[role="tablist"], pre.prism-code')).map(
				(node) => (node as unknown as { fromServer?: boolean }).fromServer === true,
			),
		)
		assert.equal(kept.length, tagged)
		assert.ok(
			kept.every(Boolean),
			`${kept.filter((k) => !k).length} of ${tagged} tab lists / code blocks were re-created`,
		)
		// The code in the now visible JavaScript panel is still highlighted.
		const visibleCode = page.locator('[role="tabpanel"]:not([hidden]) pre.prism-code').first()
		assert.ok((await visibleCode.locator('.token.keyword').count()) > 0)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})
})

describe('deferred work', () => {
	it('still prefetches the pages that visible links lead to, once the page is idle', async () => {
		const { page, context, problems } = await openPage(site.browser)
		await page.goto(site.url + '/getting-started')
		await hydrated(page)
		await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0, null, {
			timeout: 10_000,
		})
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('opens the phone menu on the first tap after hydration, and builds it unasked once the page is idle', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 390, height: 800 } })
		await page.goto(site.url + '/getting-started')
		await hydrated(page)
		await page.getByRole('button', { name: /navigation bar/i }).click()
		const drawer = page.locator('.navbar-sidebar')
		await drawer.waitFor({ state: 'visible' })
		assert.ok(await drawer.getByRole('link', { name: 'Getting Started' }).first().isVisible())
		await context.close()

		const second = await openPage(site.browser, { viewport: { width: 390, height: 800 } })
		await second.page.goto(site.url + '/getting-started')
		// Closed, but present in the DOM for the next tap, without anyone having asked for it.
		await second.page.locator('.navbar-sidebar').waitFor({ state: 'attached', timeout: 10_000 })
		assert.deepEqual(realProblems([...problems, ...second.problems]), [])
		await second.context.close()
	})
})
