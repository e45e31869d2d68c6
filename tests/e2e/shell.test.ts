import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'

import { axe, describeViolations, preferTheme } from '../support/axe'
import { hydrated, openPage, openPhoneMenu, realProblems, servedSite, switchToLight } from '../support/browser'
import { builtPages } from '../support/html'

const site = servedSite()

describe('navbar', () => {
	it('shows the spec items with working targets and stays visible on scroll', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
		await page.goto(site.url + '/getting-started')
		const nav = page.getByRole('navigation', { name: 'Main' })
		const expected: [string | RegExp, RegExp][] = [
			['Docs', /\/getting-started$/],
			[/^Guides/, /^https:\/\/dev\.to\/waveplay/],
			['Hosting', /\/hosting\/overview$/],
			['Plugins', /\/plugins\/directory$/],
			['Reference', /\/ref\/framework$/],
			['Templates', /\/templates$/],
			['Try It', /\/playground$/],
		]
		for (const [label, href] of expected) {
			const link = nav.getByRole('link', { name: label, exact: true })
			assert.match((await link.getAttribute('href')) ?? '', href, String(label))
		}
		assert.match((await nav.getByRole('link', { name: /Discord/ }).getAttribute('href')) ?? '', /^https:\/\//)
		assert.match(
			(await nav.getByRole('link', { name: /GitHub/ }).getAttribute('href')) ?? '',
			/github\.com\/Wave-Play\/robo\.js/,
		)
		assert.ok(await nav.getByRole('button', { name: /dark|light|system/i }).isVisible(), 'theme toggle')

		// The language dropdown offers English and nothing else.
		await nav.getByRole('button', { name: /English|Languages/ }).hover()
		const languages = await page.locator('.navbar__items--right .dropdown__menu a').allTextContents()
		assert.deepEqual(languages, ['English'])

		await page.mouse.wheel(0, 3000)
		await page.waitForTimeout(400)
		const box = await page.locator('nav.navbar').boundingBox()
		assert.ok(box && box.y >= 0 && (await page.locator('nav.navbar').isVisible()), 'navbar hidden after scroll')
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('marks Docs active on a page of its sidebar only, the server and the browser alike', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
		const docsActive = async () =>
			page
				.getByRole('navigation', { name: 'Main' })
				.getByRole('link', { name: 'Docs', exact: true })
				.evaluate((link) => link.classList.contains('navbar__link--active'))
		for (const [route, active] of [
			['/robojs/flashcore', true],
			['/getting-started', true],
			['/ref/framework/Variable.Flashcore', false],
			['/plugins/ai', false],
			['/templates', false],
		] as const) {
			const html = await (await fetch(site.url + route)).text()
			const served = /<a[^>]*class="[^"]*navbar__link--active[^"]*"[^>]*href="\/getting-started"/.test(html)
			assert.equal(served, active, `${route} as served`)
			await page.goto(site.url + route)
			await hydrated(page)
			assert.equal(await docsActive(), active, `${route} after hydration`)
		}
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('becomes a drawer below 996 px that closes after navigating', async () => {
		const { page, context } = await openPage(site.browser, { viewport: { width: 800, height: 900 } })
		await page.goto(site.url + '/getting-started')
		const navbar = page.locator('nav.navbar')
		assert.equal(
			await navbar.locator('.navbar__items').getByRole('link', { name: 'Hosting', exact: true }).isVisible(),
			false,
		)
		const drawer = await openPhoneMenu(page)
		// On a docs page the drawer opens on the page's sidebar; the navbar items are one level up.
		await drawer.getByRole('button', { name: /back to main menu/i }).click()
		const hosting = drawer
			.locator('.navbar-sidebar__item.menu')
			.first()
			.getByRole('link', { name: 'Hosting', exact: true })
		assert.ok(await hosting.isVisible())
		await hosting.click()
		await page.waitForURL(/\/hosting\/overview$/)
		await page.waitForFunction(
			() =>
				!document.documentElement.classList.contains('navbar-sidebar--show') &&
				!document.querySelector('.navbar-sidebar--show'),
		)
		await context.close()
	})
})

describe('colour mode', () => {
	it('defaults to dark even when the system prefers light', async () => {
		const { page, context } = await openPage(site.browser, { colorScheme: 'light' })
		await page.goto(site.url + '/getting-started')
		assert.equal(await page.getAttribute('html', 'data-theme'), 'dark')
		await context.close()
	})

	it('persists the choice and syncs it to other tabs', async () => {
		const { page, context } = await openPage(site.browser)
		await page.goto(site.url + '/getting-started')
		const other = await context.newPage()
		await other.goto(site.url + '/cli/overview')
		await hydrated(page)
		await hydrated(other)
		await switchToLight(page)
		await other.waitForFunction(() => document.documentElement.dataset.theme === 'light', null, { timeout: 5000 })
		await page.reload()
		assert.equal(await page.getAttribute('html', 'data-theme'), 'light')
		await context.close()
	})

	it('keeps working, with a warning, when browser storage throws', async () => {
		const { page, context, problems } = await openPage(site.browser)
		await page.addInitScript(() => {
			Object.defineProperty(window, 'localStorage', {
				get() {
					throw new DOMException('denied', 'SecurityError')
				},
			})
		})
		await page.goto(site.url + '/getting-started')
		await page.getByRole('heading', { level: 1 }).waitFor()
		await switchToLight(page)
		assert.ok(
			problems.some((p) => p.startsWith('warning') && /storage is not available/i.test(p)),
			problems.join('\n'),
		)
		assert.ok(!problems.some((p) => p.startsWith('pageerror')), problems.join('\n'))
		await context.close()
	})
})

/**
 * The text and one computed style of the first element `selector` matches, read in one step in the
 * page once there is one: React may swap a node between two separate reads (CI once saw an empty
 * style that way), and a detached node's computed style is empty.
 */
async function textAndStyle(page: Page, selector: string, property: string) {
	const seen = await page.waitForFunction(
		([selector, property]) => {
			const el = document.querySelector(selector)
			return el ? { text: el.textContent ?? '', value: getComputedStyle(el).getPropertyValue(property) } : null
		},
		[selector, property] as const,
	)
	return (await seen.jsonValue()) as { text: string; value: string }
}

describe('failure screens', () => {
	it('shows the crash fallback with the error chain, and "Try again" re-renders', async () => {
		const { page, context } = await openPage(site.browser)
		await page.goto(site.url + '/__fixtures__/crash')
		await page.getByRole('button', { name: 'Break this page' }).click()
		await page.getByRole('heading', { name: 'This page crashed.' }).waitFor()
		const text = await page.locator('body').innerText()
		assert.match(text, /Fixture render failure/)
		assert.match(text, /Fixture root cause/)
		await page.getByRole('button', { name: 'Try again' }).click()
		await page.getByRole('button', { name: 'Break this page' }).waitFor()
		assert.equal(await page.getByRole('heading', { name: 'This page crashed.' }).count(), 0)
		await context.close()
	})

	it('shows a centred spinner while a slow part loads', async () => {
		const { page, context } = await openPage(site.browser)
		await page.route(/fixture-lazy-part[^/]*\.js$/, async (route) => {
			await new Promise((r) => setTimeout(r, 1500))
			await route.fallback()
		})
		// Not waiting for the load event: the page may hydrate and ask for the part before it, and the
		// event then waits for the part, by which time the spinner is gone.
		await page.goto(site.url + '/__fixtures__/lazy', { waitUntil: 'commit' })
		const { text, value } = await textAndStyle(page, '[role="status"]', 'justify-content')
		assert.match(text, /Loading/)
		assert.equal(value, 'center')
		await page.getByTestId('lazy-part').waitFor()
		await context.close()
	})

	it('shows the load error in a red box whose Retry loads the part', async () => {
		const { page, context } = await openPage(site.browser)
		let block = true
		await page.route(/fixture-lazy-part[^/]*\.js$/, (route) =>
			block ? route.abort('connectionreset') : route.fallback(),
		)
		await page.goto(site.url + '/__fixtures__/lazy')
		const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })
		const { text, value } = await textAndStyle(page, '[role="alert"]:has(button)', 'background-color')
		assert.match(text, /chunk|failed/i)
		assert.match(text, /Retry/)
		assert.equal(value, 'rgb(185, 28, 28)')
		block = false
		await alert.getByRole('button', { name: 'Retry' }).click()
		await page.getByTestId('lazy-part').waitFor()
		assert.equal(await alert.count(), 0)
		await context.close()
	})

	it('reloads the page fully, with a warning, when the next route fails to preload', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
		await page.goto(site.url + '/getting-started')
		await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
		// Fail every route chunk until the router gives up and warns; the full reload then loads normally.
		// (Blocking only the first request is not enough: a hover prefetch may take it.)
		let failures = 0
		let block = true
		page.on('console', (msg) => {
			if (msg.type() === 'warning') block = false
		})
		await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, (route) => {
			if (!block) return route.fallback()
			failures++
			return route.abort('connectionreset')
		})
		await page.locator('nav.navbar').getByRole('link', { name: 'Hosting', exact: true }).click()
		await page.waitForURL(/\/hosting\/overview$/)
		await page.waitForFunction(() => !(window as unknown as { __samePage?: boolean }).__samePage)
		assert.ok(failures >= 1, 'no chunk was requested')
		assert.ok(
			problems.some((p) => p.startsWith('warning')),
			problems.join('\n'),
		)
		await context.close()
	})

	it('answers unknown paths with the not-found page', async () => {
		const { page, context } = await openPage(site.browser)
		const response = await page.goto(site.url + '/no/such/page')
		assert.equal(response?.status(), 404)
		await page.getByRole('heading', { name: /page not found/i }).waitFor()
		await context.close()
	})

	it('redirects / to /getting-started', async () => {
		const { page, context } = await openPage(site.browser)
		await page.goto(site.url + '/')
		await page.waitForURL(/\/getting-started$/)
		await context.close()
	})
})

describe('content components', () => {
	it('renders the :::plugin admonition with its own icon and label', async () => {
		const withPlugin = [...builtPages()].find(([, file]) =>
			readFileSync(file, 'utf8').includes('theme-admonition-plugin'),
		)
		assert.ok(withPlugin, 'no page uses :::plugin')
		const { page, context } = await openPage(site.browser)
		await page.goto(site.url + withPlugin[0])
		const box = page.locator('.theme-admonition-plugin').first()
		assert.ok(await box.isVisible())
		assert.equal(await box.evaluate((el) => el.classList.contains('alert--plugin')), true)
		// Its own icon (a puzzle piece), not one of the default admonition icons.
		assert.match((await box.locator('svg path').first().getAttribute('d')) ?? '', /^M10 2a3 3 0 0 1 3 3v1h4/)
		await context.close()
	})
})

describe('accessibility', () => {
	// The crash fallback itself, not the fixture page before it breaks.
	const crash = async (page: Page) => {
		await page.getByRole('button', { name: 'Break this page' }).click()
		await page.getByRole('heading', { name: 'This page crashed.' }).waitFor()
	}
	for (const [route, theme, state] of [
		['/getting-started', 'dark', null],
		['/getting-started', 'light', null],
		['/no/such/page', 'dark', null],
		['/__fixtures__/crash', 'dark', crash],
		['/__fixtures__/crash', 'light', crash],
	] as const) {
		it(`${route} (${theme}${state ? ', crashed' : ''}) has no axe violation of any impact`, async () => {
			const { page, context } = await openPage(site.browser)
			await preferTheme(page, theme)
			await page.goto(site.url + route)
			await page.waitForLoadState('networkidle')
			await state?.(page)
			const violations = await axe(page)
			assert.equal(violations.length, 0, describeViolations(violations))
			await context.close()
		})
	}
})
