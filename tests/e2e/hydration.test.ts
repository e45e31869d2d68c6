/**
 * What the page does once its scripts run, and what it must not redo: tab sets and code blocks keep
 * the server's elements through hydration (src/theme/Tabs, src/theme/CodeBlock), link prefetching
 * still happens when it is deferred to idle time (plugins/loading/prefetch), the phone menu, rendered late
 * (src/theme/Navbar/MobileSidebar), opens whenever it is tapped, and pages whose route data is not in
 * main.js (plugins/loading/lazy-routes) are reached by client-side navigation.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'

import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { hydrated, openPage, openPhoneMenu, realProblems, servedSite } from '../support/browser'
import { scriptsInHtml } from '../support/html'
import { buildDir } from '../support/paths'

const site = servedSite()

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

describe('start-up', () => {
	it('starts the app scripts once the first content is on screen (config/ssrTemplate.ts), then hydrates', async () => {
		const { page, context, problems } = await openPage(site.browser)
		await page.addInitScript(() => {
			new MutationObserver((records, observer) => {
				const added = records.flatMap((record) => Array.from(record.addedNodes))
				if (!added.some((node) => node instanceof HTMLScriptElement && /\/main\.[^/]+\.js$/.test(node.src))) return
				;(window as unknown as { mainAddedAt: number }).mainAddedAt = performance.now()
				observer.disconnect()
			}).observe(document, { childList: true, subtree: true })
		})
		await page.goto(site.url + '/robojs/flashcore')
		await hydrated(page)
		const { added, paint } = await page.evaluate(() => ({
			added: (window as unknown as { mainAddedAt?: number }).mainAddedAt,
			paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
		}))
		assert.equal(typeof paint, 'number')
		assert.equal(typeof added, 'number', 'main.js was never added by the loader')
		assert.ok(added! >= paint!, `main.js added at ${added} ms, before the first contentful paint at ${paint} ms`)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})
})

describe('code block word wrap (src/hooks/codeWordWrap.ts)', () => {
	/** For each code block on screen: whether it scrolls sideways, and whether it has a wrap button. */
	const blocks = (page: Page) =>
		page.$$eval('.theme-code-block', (all) =>
			all
				.filter((block) => !block.closest('[hidden]'))
				.map((block) => {
					const pre = block.querySelector('pre')!
					return [
						pre.scrollWidth > pre.clientWidth,
						block.querySelector('button[aria-label="Toggle word wrap"]') !== null,
					]
				}),
		)

	it('gives every block that scrolls sideways a wrap button once the page is idle, also in a tab shown later', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 390, height: 800 } })
		await page.goto(site.url + PAGE_WITH_TABS)
		await hydrated(page)
		await page.locator('button[aria-label="Toggle word wrap"]').first().waitFor({ state: 'attached' })
		const shown = await blocks(page)
		assert.ok(shown.filter(([scrolls]) => scrolls).length > 2, 'the page has blocks that scroll at this width')
		for (const [scrolls, button] of shown) assert.equal(button, scrolls)

		await page.getByRole('tab', { name: 'JavaScript' }).first().click()
		await page.waitForFunction(() =>
			Array.from(document.querySelectorAll('[role=tabpanel]:not([hidden]) .theme-code-block')).some(
				(block) => block.querySelector('button[aria-label="Toggle word wrap"]') !== null,
			),
		)
		for (const [scrolls, button] of await blocks(page)) assert.equal(button, scrolls)

		// Wrapping: the block stops scrolling and keeps its button, which unwraps it again.
		const block = page
			.locator('.theme-code-block:not([hidden] *)', { has: page.locator('button[aria-label="Toggle word wrap"]') })
			.first()
		const pre = block.locator('pre')
		const scrolls = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth)
		await block.locator('button[aria-label="Toggle word wrap"]').click({ force: true })
		assert.equal(await scrolls(), false)
		await block.locator('button[aria-label="Toggle word wrap"]').click({ force: true })
		assert.equal(await scrolls(), true)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})
})

describe('code blocks without server markup', () => {
	it('renders a page the host answers with 404.html (trailing slash): no crash, code highlighted', async () => {
		const { page, context, problems } = await openPage(site.browser)
		// The server has no /robojs/flashcore/index.html and sends 404.html; the router still matches
		// the page, so React renders it afresh instead of hydrating.
		await page.goto(site.url + '/robojs/flashcore/')
		await page.getByRole('heading', { level: 1, name: 'Flashcore' }).waitFor()
		await page.locator('pre.prism-code .token.keyword').first().waitFor()
		assert.equal(await page.getByText('This page crashed.').count(), 0)
		// Nothing to keep from the server here (src/components/KeepServerMarkup): the line renders.
		assert.match(await page.locator('.theme-last-updated').innerText(), /^Last updated on \w{3} \d{1,2}, \d{4}/)
		assert.deepEqual(
			problems.filter((p) => p.startsWith('pageerror') || /TypeError/.test(p)),
			[],
		)
		await context.close()
	})
})

describe('last updated line (src/components/KeepServerMarkup)', () => {
	const lastUpdated = (page: Page) => page.locator('.theme-last-updated').innerText()

	it('keeps the date the server printed while the page hydrates, without formatting it again', async () => {
		const { page, context, problems } = await openPage(site.browser)
		// Counts the date formatters the page creates (the first one costs ~20 ms on a phone).
		// A string, not a function: the test runner's compiler would add helpers the page does not have.
		await page.addInitScript(`
			const Native = Intl.DateTimeFormat
			window.formatters = 0
			Intl.DateTimeFormat = Object.assign(function (...args) {
				window.formatters++
				return new Native(...args)
			}, Native)
		`)
		const html = readFileSync(join(buildDir, 'robojs/flashcore.html'), 'utf8')
		const served = /<time dateTime="([^"]+)"[^>]*>([^<]+)<\/time>/.exec(html)
		assert.ok(served, 'the built page has no last-updated date')
		await page.goto(site.url + '/robojs/flashcore')
		await hydrated(page)
		await page.evaluate(() => new Promise((done) => requestIdleCallback(done)))
		assert.equal(await page.evaluate(() => (window as unknown as { formatters: number }).formatters), 0)
		assert.match(await lastUpdated(page), new RegExp(`^Last updated on ${served[2]}`))
		assert.equal(await page.locator('.theme-last-updated time').getAttribute('datetime'), served[1])

		// After a client-side navigation the stock component renders the next page's line.
		await page.getByRole('link', { name: 'State', exact: true }).first().click()
		await page.getByRole('heading', { level: 1, name: 'State' }).waitFor()
		assert.match(await lastUpdated(page), /^Last updated on \w{3} \d{1,2}, \d{4}/)
		assert.ok((await page.evaluate(() => (window as unknown as { formatters: number }).formatters)) > 0)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})
})

describe('deferred work', () => {
	it('still prefetches the pages that visible links lead to, once the page is idle', async () => {
		// The chunks /robojs/overview has and /getting-started does not (its HTML lists them).
		const scripts = async (route: string) => scriptsInHtml(await (await fetch(site.url + route)).text())
		const here = new Set(await scripts('/getting-started'))
		const own = (await scripts('/robojs/overview')).filter((src) => !here.has(src) && !src.includes('/routes-'))
		assert.ok(own.length > 0)

		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
		await page.goto(site.url + '/getting-started')
		await hydrated(page)
		// Its sidebar link is on screen; its route data is in a chunk main.js does not have.
		await page.waitForFunction(
			(wanted) => wanted.some((src) => document.querySelector(`link[rel="prefetch"][href="${src}"]`) !== null),
			own,
			{ timeout: 10_000 },
		)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('opens the phone menu on the first tap after hydration, and builds it unasked once the page is idle', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 390, height: 800 } })
		await page.goto(site.url + '/getting-started')
		await hydrated(page)
		const drawer = await openPhoneMenu(page)
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

describe('after hydration (src/theme/Root, src/hooks/windowSize.ts)', () => {
	// The colour toggle is disabled until useIsBrowser() is true below Root.
	const toggleEnabled = (page: Page) =>
		page.waitForFunction(
			() => document.querySelector('button[aria-label*="dark and light mode"]')?.hasAttribute('disabled') === false,
		)
	const sidebarMenus = (page: Page) => page.locator('aside.theme-doc-sidebar-container .theme-doc-sidebar-menu').count()
	const desktopToc = '.theme-doc-toc-desktop'
	const desktopTocs = (page: Page) => page.locator(desktopToc).count()
	const desktopTocShown = (page: Page, shown: boolean) =>
		page.waitForFunction(([selector, wanted]) => (document.querySelector(selector) !== null) === wanted, [
			desktopToc,
			shown,
		] as const)

	it('on a phone, the desktop sidebar and table of contents give way to the menu, and useIsBrowser turns true', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 390, height: 800 } })
		await page.goto(site.url + '/robojs/flashcore')
		// The server renders the desktop layout; the swap waits for the width, known only in the browser.
		await hydrated(page)
		await desktopTocShown(page, false)
		assert.equal(await sidebarMenus(page), 0)
		assert.ok(await page.locator('.theme-doc-toc-mobile').isVisible())
		await toggleEnabled(page)
		const drawer = await openPhoneMenu(page)
		// The menu opens on this page's sidebar, with the page itself in it.
		assert.ok(await drawer.getByRole('link', { name: 'Flashcore', exact: true }).first().isVisible())
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('on a wide screen, both stay, and a window narrowed past the breakpoint swaps them', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
		await page.goto(site.url + '/robojs/flashcore')
		await hydrated(page)
		await toggleEnabled(page)
		assert.equal(await sidebarMenus(page), 1)
		assert.equal(await desktopTocs(page), 1)
		await page.setViewportSize({ width: 800, height: 800 })
		await desktopTocShown(page, false)
		assert.equal(await sidebarMenus(page), 0)
		await page.setViewportSize({ width: 1280, height: 800 })
		await desktopTocShown(page, true)
		assert.equal(await sidebarMenus(page), 1)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})
})

describe('route data outside main.js', () => {
	it('main.js does not carry the route data of grouped pages', () => {
		const js = join(buildDir, 'assets', 'js')
		const main = readFileSync(join(js, readdirSync(js).find((f) => /^main\.[^.]+\.js$/.test(f)) ?? ''), 'utf8')
		assert.doesNotMatch(main, /@site\/docs\/robojs\/flashcore\.mdx/)
		assert.doesNotMatch(main, /"\/robojs\/flashcore-[0-9a-f]+"/)
		const groups = readdirSync(js).filter((f) => f.startsWith('routes-'))
		assert.ok(
			groups.some((f) => readFileSync(join(js, f), 'utf8').includes('@site/docs/robojs/flashcore.mdx')),
			'a routes-* chunk has it',
		)
	})

	it('navigates client-side into groups whose data is not loaded yet, and back', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
		await page.goto(site.url + '/ref/framework')
		await hydrated(page)
		await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
		await page.locator('article a[href="/ref/framework/Class.Env"]').first().click()
		await page.waitForURL(/\/ref\/framework\/Class\.Env$/)
		await page.getByRole('heading', { level: 1, name: /Env/ }).waitFor()
		await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).click()
		await page.waitForURL(/\/getting-started$/)
		await page.locator('main a[href="/robojs/overview"], nav a[href="/robojs/overview"]').first().click()
		await page.waitForURL(/\/robojs\/overview$/)
		await page.getByRole('heading', { level: 1 }).waitFor()
		await page.goBack()
		await page.waitForURL(/\/getting-started$/)
		assert.ok(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true))
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})
})
