import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'

import { createCommand, templateId, templates } from '../../src/data/templates'
import { axe, describeViolations, preferTheme } from '../support/axe'
import { openPage, realProblems, servedSite } from '../support/browser'

const site = servedSite()

const listed = templates.filter((t) => !t.replacedBy)
const total = listed.length
const desktop = { viewport: { width: 1280, height: 900 } }
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }

async function open(page: Page, query = '') {
	await page.goto(`${site.url}/templates${query}`)
	await page.locator('.template-gallery[data-hydrated]').waitFor()
}

const cards = (page: Page) => page.locator('.template-gallery [data-template]')
const shown = async (page: Page) =>
	(await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-template')))).sort()
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' })

async function expectCount(page: Page, n: number) {
	const text = n === total ? `Showing all ${total} templates` : `Showing ${n} of ${total} templates`
	await page.waitForFunction(([selector, expected]) => document.querySelector(selector)?.textContent === expected, [
		'.template-gallery [role="status"]',
		text,
	] as const)
	assert.equal(await cards(page).count(), n)
}

const ids = (predicate: (t: (typeof listed)[number]) => boolean) => listed.filter(predicate).map(templateId).sort()

describe('templates gallery', () => {
	it('shows every listed template as a card with its facts and command', async () => {
		const { page, context, problems } = await openPage(site.browser, desktop)
		await open(page)
		await expectCount(page, total)
		assert.deepEqual(await shown(page), listed.map(templateId).sort())
		assert.equal(
			await page.locator('[data-template="discord-bots/gpt-chatbot-ts"]').count(),
			0,
			'retired template listed',
		)

		const card = page.locator('[data-template="discord-bots/mrjawesome-dev-toolkit-ts"]')
		const text = await card.innerText()
		assert.match(text, /Dev Toolkit \(TypeScript\)/)
		assert.match(text, /Discord Bot/)
		assert.match(text, /MongoDB/)
		assert.match(text, /Community template by MrJAwesome/)
		assert.equal(
			await card.getByRole('link', { name: 'MrJAwesome' }).getAttribute('href'),
			'https://github.com/mrjawesome',
		)
		assert.equal(
			await card.getByRole('link', { name: 'Dev Toolkit (TypeScript)' }).getAttribute('href'),
			'/templates/discord-bots/mrjawesome-dev-toolkit-ts',
		)
		assert.equal(
			(await card.locator('code').innerText()).trim(),
			'npx create-robo my-project --template discord-bots/mrjawesome-dev-toolkit-ts',
		)
		// Official templates name no author; the language badge is read as the full word.
		const official = page.locator('[data-template="web-apps/react-js"]')
		assert.doesNotMatch(await official.innerText(), /Community template/)
		assert.equal(await official.getByText('JavaScript', { exact: true }).count(), 1)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('filters by kind, language, tag and text, and keeps the filters in the URL', async () => {
		const { page, context, problems } = await openPage(site.browser, desktop)
		await open(page)
		const filters = sidebar(page)

		await filters.getByRole('group', { name: 'Kind' }).getByRole('checkbox', { name: 'Discord Bot' }).check()
		await page.waitForURL(/\?kind=discord-bots$/)
		await expectCount(page, ids((t) => t.kind === 'discord-bots').length)

		await filters.getByRole('group', { name: 'Language' }).getByRole('checkbox', { name: 'JavaScript' }).check()
		await page.waitForURL(/\?kind=discord-bots&lang=js$/)
		assert.deepEqual(
			await shown(page),
			ids((t) => t.kind === 'discord-bots' && t.language === 'js'),
		)

		// Any selected kind matches.
		await filters.getByRole('checkbox', { name: 'Web App' }).check()
		await page.waitForURL(/\?kind=discord-bots,web-apps&lang=js$/)
		assert.deepEqual(
			await shown(page),
			ids((t) => (t.kind === 'discord-bots' || t.kind === 'web-apps') && t.language === 'js'),
		)

		// Back and forward step through the filter changes.
		await page.goBack()
		await page.waitForURL(/\?kind=discord-bots&lang=js$/)
		await expectCount(page, ids((t) => t.kind === 'discord-bots' && t.language === 'js').length)
		assert.equal(await filters.getByRole('checkbox', { name: 'Web App' }).isChecked(), false)
		await page.goForward()
		await page.waitForURL(/web-apps/)
		await expectCount(
			page,
			ids((t) => (t.kind === 'discord-bots' || t.kind === 'web-apps') && t.language === 'js').length,
		)
		assert.equal(await filters.getByRole('checkbox', { name: 'Web App' }).isChecked(), true)

		await page.locator('.template-gallery').getByRole('button', { name: 'Clear filters' }).first().click()
		await page.waitForURL(/\/templates$/)
		await expectCount(page, total)

		// Stack tags: every ticked tag must be present.
		const stack = filters.getByRole('group', { name: /Stack/ })
		await stack.getByRole('checkbox', { name: 'React' }).check()
		await stack.getByRole('checkbox', { name: 'Tailwind CSS' }).check()
		await page.waitForURL(/\?tag=react,tailwind$/)
		assert.deepEqual(
			await shown(page),
			ids((t) => t.tags.includes('react') && t.tags.includes('tailwind')),
		)
		await stack.getByRole('checkbox', { name: 'React' }).uncheck()
		await stack.getByRole('checkbox', { name: 'Tailwind CSS' }).uncheck()
		await page.waitForURL(/\/templates$/)

		// Text search covers the author.
		await page.getByRole('searchbox', { name: 'Search templates' }).fill('MrJAwesome')
		await page.waitForURL(/\?q=MrJAwesome$/)
		assert.deepEqual(
			await shown(page),
			ids((t) => t.author?.name === 'MrJAwesome'),
		)
		assert.equal(await cards(page).count(), 4)
		await page.getByRole('searchbox', { name: 'Search templates' }).fill('MrJAwesome slash')
		await page.waitForURL(/\?q=MrJAwesome%20slash$/)
		assert.deepEqual(await shown(page), [
			'discord-bots/mrjawesome-slash-commands-js',
			'discord-bots/mrjawesome-slash-commands-ts',
		])
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('opens a shared filtered URL on the same result', async () => {
		const { page, context, problems } = await openPage(site.browser, desktop)
		await open(page, '?kind=discord-activities&lang=ts&tag=react&q=tailwind')
		const expected = ids(
			(t) =>
				t.kind === 'discord-activities' &&
				t.language === 'ts' &&
				t.tags.includes('react') &&
				/tailwind/i.test(t.title + t.summary),
		)
		assert.equal(expected.length, 2)
		await expectCount(page, expected.length)
		assert.deepEqual(await shown(page), expected)
		const filters = sidebar(page)
		assert.equal(await filters.getByRole('checkbox', { name: 'Discord Activity' }).isChecked(), true)
		assert.equal(await filters.getByRole('checkbox', { name: 'TypeScript' }).isChecked(), true)
		assert.equal(await filters.getByRole('checkbox', { name: 'React' }).isChecked(), true)
		assert.equal(await page.getByRole('searchbox', { name: 'Search templates' }).inputValue(), 'tailwind')

		// The same link in a fresh tab shows the same cards.
		const other = await context.newPage()
		await open(other, '?kind=discord-activities&lang=ts&tag=react&q=tailwind')
		await expectCount(other, expected.length)
		assert.deepEqual(await shown(other), expected)
		// Filters are applied after hydration, so the server HTML (all cards) never mismatches.
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('shows an empty state with a way out', async () => {
		const { page, context } = await openPage(site.browser, desktop)
		await open(page, '?q=no-such-template-anywhere')
		await expectCount(page, 0)
		const empty = page.getByText('No templates match these filters.')
		assert.ok(await empty.isVisible())
		await page.locator('.template-gallery section').getByRole('button', { name: 'Clear filters' }).click()
		await expectCount(page, total)
		assert.equal(await page.getByRole('searchbox', { name: 'Search templates' }).inputValue(), '')
		await context.close()
	})

	it('copies a command and announces it', async () => {
		const { page, context } = await openPage(site.browser, {
			...desktop,
			permissions: ['clipboard-read', 'clipboard-write'],
		})
		await open(page)
		const starter = listed.find((t) => templateId(t) === 'discord-bots/starter-ts')
		assert.ok(starter)
		const card = page.locator('[data-template="discord-bots/starter-ts"]')
		const button = card.getByRole('button', { name: `Copy command for ${starter.title}` })
		await button.click()
		await card.getByRole('status').filter({ hasText: 'Copied' }).waitFor({ state: 'attached' })
		assert.equal(await button.innerText(), 'Copied')
		assert.equal(await page.evaluate(() => navigator.clipboard.readText()), createCommand(starter))
		await context.close()
	})

	it('works on a 375 px phone: no sideways scroll, filters in a sheet', async () => {
		const { page, context, problems } = await openPage(site.browser, phone)
		await open(page)
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'page scrolls sideways')
		assert.equal(await sidebar(page).isVisible(), false)

		// Its name grows to "Filters, 1 selected" once something is ticked.
		const opener = page.getByRole('button', { name: /^Filters/ })
		await opener.click()
		const sheet = page.getByRole('dialog', { name: 'Filters' })
		await sheet.waitFor()
		assert.ok(await page.evaluate(() => document.activeElement?.closest('dialog') !== null), 'focus not in the sheet')

		// Tab and Shift+Tab stay inside the sheet.
		for (let i = 0; i < 40; i++) {
			await page.keyboard.press('Tab')
			assert.ok(
				await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null),
				`Tab ${i} left the sheet`,
			)
		}
		for (let i = 0; i < 5; i++) {
			await page.keyboard.press('Shift+Tab')
			assert.ok(
				await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null),
				'Shift+Tab left the sheet',
			)
		}

		await sheet.getByRole('checkbox', { name: 'Plugin' }).check()
		await page.waitForURL(/\?kind=plugins$/)
		await expectCount(page, 1)
		assert.ok(await sheet.getByRole('button', { name: 'Show 1 template' }).isVisible())

		await page.keyboard.press('Escape')
		await sheet.waitFor({ state: 'hidden' })
		assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim().startsWith('Filters')), true)
		assert.match(await opener.innerText(), /1/)

		await opener.click()
		await sheet.waitFor()
		await sheet.getByRole('button', { name: 'Close filters' }).click()
		await sheet.waitFor({ state: 'hidden' })

		await opener.click()
		await sheet.getByRole('button', { name: 'Clear filters' }).click()
		await expectCount(page, total)
		await sheet.getByRole('button', { name: `Show ${total} templates` }).click()
		await sheet.waitFor({ state: 'hidden' })
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'page scrolls sideways')
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('switches between the sheet and the sidebar at the md breakpoint (768 px), both ways', async () => {
		const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ })
		// Just below md: the sheet, and the one filter panel in the page is the sheet's.
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 767, height: 900 } })
		await open(page)
		assert.equal(await sidebar(page).isVisible(), false)
		assert.equal(await page.locator('.template-gallery input[type="checkbox"]').count(), 0, 'hidden sidebar rendered')
		await filtersButton(page).click()
		const sheet = page.getByRole('dialog', { name: 'Filters' })
		await sheet.getByRole('checkbox', { name: 'Plugin' }).check()

		// Growing to md closes the open sheet and shows the sidebar with the same filters ticked.
		await page.setViewportSize({ width: 768, height: 900 })
		await sheet.waitFor({ state: 'hidden' })
		await sidebar(page).waitFor()
		assert.equal(await filtersButton(page).count(), 0)
		assert.equal(await sidebar(page).getByRole('checkbox', { name: 'Plugin' }).isChecked(), true)
		const [aside, results] = await Promise.all([
			sidebar(page).boundingBox(),
			page.getByRole('region', { name: 'Results' }).boundingBox(),
		])
		assert.ok(aside && results && results.x >= aside.x + aside.width, 'results are not beside the filters')

		// And back: the sidebar goes, the button (with its count) returns.
		await page.setViewportSize({ width: 600, height: 900 })
		await filtersButton(page).waitFor()
		assert.match(await filtersButton(page).innerText(), /1/)
		assert.equal(await sidebar(page).isVisible(), false)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('server-renders both filter layouts, each hidden outside its breakpoint, and keeps one after hydration', async () => {
		const { page, context, problems } = await openPage(site.browser, { ...desktop, javaScriptEnabled: false })
		await page.goto(`${site.url}/templates`)
		assert.equal(await sidebar(page).isVisible(), true)
		assert.equal(await page.getByRole('button', { name: /^Filters/ }).isVisible(), false)
		await context.close()

		const hydrated = await openPage(site.browser, desktop)
		await open(hydrated.page)
		assert.equal(await hydrated.page.locator('.template-gallery button[aria-haspopup="dialog"]').innerText(), '')
		assert.deepEqual(realProblems([...problems, ...hydrated.problems]), [])
		await hydrated.context.close()
	})

	it('can be used with the keyboard alone', async () => {
		const { page, context } = await openPage(site.browser, {
			...desktop,
			permissions: ['clipboard-read', 'clipboard-write'],
		})
		await open(page)
		const tabTo = async (target: Locator, limit = 60) => {
			for (let i = 0; i < limit; i++) {
				if (await target.evaluate((el) => el === document.activeElement)) return
				await page.keyboard.press('Tab')
			}
			assert.fail('could not reach the element with Tab')
		}
		await tabTo(page.getByRole('searchbox', { name: 'Search templates' }))
		await page.keyboard.type('svelte')
		await expectCount(page, 2)
		await tabTo(sidebar(page).getByRole('checkbox', { name: 'TypeScript' }))
		await page.keyboard.press('Space')
		await expectCount(page, 1)
		await page.waitForURL(/\?lang=ts&q=svelte$/)
		const card = page.locator('[data-template="web-apps/svelte-ts"]')
		await tabTo(card.getByRole('button', { name: /^Copy command for/ }))
		await page.keyboard.press('Enter')
		await card.getByRole('status').filter({ hasText: 'Copied' }).waitFor({ state: 'attached' })
		const focusVisible = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement
			const style = getComputedStyle(el)
			return style.outlineStyle !== 'none' || style.boxShadow !== 'none'
		})
		assert.ok(focusVisible, 'focused element has no visible focus indicator')
		await context.close()
	})
})

describe('templates accessibility', () => {
	for (const [route, theme, options] of [
		['/templates', 'dark', desktop],
		['/templates', 'light', desktop],
		['/templates?q=no-such-template', 'light', desktop],
		['/templates', 'dark', phone],
		['/legacy/templates/overview', 'dark', desktop],
		['/legacy/templates/overview', 'light', desktop],
		['/legacy/templates/overview', 'light', phone],
	] as const) {
		it(`${route} (${theme}, ${options.viewport.width} px) has no axe violation of any impact`, async () => {
			const { page, context } = await openPage(site.browser, options)
			await preferTheme(page, theme)
			await page.goto(site.url + route)
			await page.waitForLoadState('networkidle')
			const violations = await axe(page)
			assert.equal(violations.length, 0, describeViolations(violations))
			await context.close()
		})
	}

	it('the phone filter sheet has no axe violation of any impact (light and dark)', async () => {
		for (const theme of ['light', 'dark']) {
			const { page, context } = await openPage(site.browser, phone)
			await preferTheme(page, theme)
			await open(page)
			await page.getByRole('button', { name: 'Filters', exact: true }).click()
			await page.getByRole('dialog', { name: 'Filters' }).waitFor()
			const violations = await axe(page)
			assert.equal(violations.length, 0, `${theme}: ${describeViolations(violations)}`)
			await context.close()
		}
	})
})

describe('legacy template catalogue', () => {
	it('lists the same templates as the gallery, linking to their pages', async () => {
		const { page, context } = await openPage(site.browser, desktop)
		await page.goto(site.url + '/legacy/templates/overview')
		const rows = page.locator('table tbody tr')
		assert.equal(await rows.count(), total)
		const row = page.locator('tr[data-template="discord-bots/mrjawesome-slash-commands-js"]')
		assert.deepEqual(
			(await row.locator('td').allInnerTexts()).map((s) => s.trim()),
			[
				'Discord Bot',
				'mrjawesome-slash-commands-js',
				'JavaScript',
				listed.find((t) => t.name === 'mrjawesome-slash-commands-js')?.summary,
				'MrJAwesome',
			],
		)
		assert.equal(
			await row.getByRole('link', { name: 'mrjawesome-slash-commands-js' }).getAttribute('href'),
			'/templates/discord-bots/mrjawesome-slash-commands-js',
		)
		assert.equal(await page.getByRole('link', { name: 'Templates gallery' }).getAttribute('href'), '/templates')
		await context.close()
	})

	it('keeps the table inside a 375 px phone screen', async () => {
		const { page, context } = await openPage(site.browser, phone)
		await page.goto(site.url + '/legacy/templates/overview')
		await page.locator('table').waitFor()
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'page scrolls sideways')
		await context.close()
	})
})
