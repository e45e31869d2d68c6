import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'

import { axe, describeViolations, preferTheme } from '../support/axe'
import { hydrated, openPage, searchAnswered, servedSite, type GuardedPage } from '../support/browser'

const site = servedSite()

const ERROR_TEXT = 'An error has occured. Please try again...'

async function open(route = '/getting-started', options: Parameters<typeof openPage>[1] = {}): Promise<GuardedPage> {
	const guarded = await openPage(site.browser, { viewport: { width: 1280, height: 800 }, ...options })
	await guarded.page.goto(site.url + route)
	await hydrated(guarded.page)
	return guarded
}

const modal = (page: Page) => page.locator('.DocSearch-Modal')
const input = (page: Page) => page.locator('.DocSearch-Input')
const hits = (page: Page) => page.locator('.DocSearch-Hit')
/** A result's link target (each result is an `<a href>`, see src/theme/SearchBar/ModalContent.tsx). */
const target = (hit: ReturnType<Page['locator']>) => hit.locator('a[href]').first().getAttribute('href')
/** The result the arrow keys have selected (its link is the listbox option). */
const selected = (page: Page) => page.locator('.DocSearch-Hit:has(> a[aria-selected="true"])')

async function search(page: Page, query: string) {
	await input(page).fill(query)
}

/** Waits for the whole answer to the query in the box: results on screen, and no change for a while. */
async function answered(page: Page) {
	await hits(page).first().waitFor()
	await searchAnswered(page)
}

/** Every axe violation, whatever its impact: an open modal must add none to the page. */
async function assertAxeClean(page: Page, screen: string) {
	const violations = await axe(page)
	assert.equal(violations.length, 0, `${screen}:\n${describeViolations(violations)}`)
}

/**
 * Requests for the local index's parts: anything under /search/ but the manifest. The index's file
 * names and number of parts are the index writer's business; the tests only know this much.
 */
const indexPart = (url: URL) => url.pathname.includes('/search/') && !url.pathname.endsWith('/search/manifest.json')

/** Holds every index part the page asks for from now on until the function returned is called. */
async function holdIndexParts(page: Page): Promise<() => void> {
	let release: () => void = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route(indexPart, async (route) => {
		await released
		await route.fallback()
	})
	return release
}

describe('search: opening and closing', () => {
	for (const [name, press] of [
		['Ctrl+K', 'Control+k'],
		['s', 's'],
		['/', '/'],
	] as const) {
		it(`${name} opens the modal with the focus in its input; Escape closes it`, async () => {
			const { page, context } = await open()
			await page.keyboard.press(press)
			await modal(page).waitFor()
			assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')), true)
			// The hotkey is not typed into the search box.
			assert.equal(await input(page).inputValue(), '')
			// The page behind does not scroll while the modal is open.
			assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden')
			await page.keyboard.press('Escape')
			await modal(page).waitFor({ state: 'detached' })
			assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden')
			// The focus goes back to the button that owns the modal.
			assert.equal(await page.evaluate(() => document.activeElement?.textContent?.includes('Search')), true)
			await context.close()
		})
	}

	it('has the box focused and listening the moment it appears, so text typed at once is searched', async () => {
		const { page, context } = await open()
		// Text goes into the box in the same moment the box is added to the page (a mutation observer
		// runs before the browser draws a frame), as a reader's first keystroke can after the hotkey.
		await page.evaluate(() => {
			const seen = new MutationObserver(() => {
				const box = document.querySelector<HTMLInputElement>('.DocSearch-Input')
				if (!box) return
				seen.disconnect()
				document.body.dataset.focusedAtOnce = String(document.activeElement === box)
				box.value = 'flashcore'
				box.dispatchEvent(new Event('input', { bubbles: true }))
			})
			seen.observe(document.body, { childList: true, subtree: true })
		})
		await page.keyboard.press('Control+k')
		await hits(page).first().waitFor({ timeout: 10_000 })
		assert.equal(await page.evaluate(() => document.body.dataset.focusedAtOnce), 'true')
		await context.close()
	})

	it('does not open on s or / typed into a field, textarea or contenteditable', async () => {
		const { page, context } = await open()
		await page.evaluate(() => {
			for (const html of [
				'<input id="f-input">',
				'<textarea id="f-area"></textarea>',
				'<div id="f-edit" contenteditable="true"></div>',
			]) {
				document.body.insertAdjacentHTML('afterbegin', html)
			}
		})
		for (const id of ['#f-input', '#f-area', '#f-edit']) {
			await page.locator(id).focus()
			await page.keyboard.type('s/')
			await page.waitForTimeout(150)
			assert.equal(await modal(page).count(), 0, `opened from ${id}`)
		}
		assert.equal(await page.locator('#f-input').inputValue(), 's/')
		await context.close()
	})

	it('opens from the navbar button, whose accessible name is its visible label', async () => {
		const { page, context } = await open()
		const button = page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true })
		assert.equal(await button.getAttribute('aria-label'), null)
		assert.match((await button.innerText()).trim(), /^Search/)
		await button.click()
		await modal(page).waitFor()
		await context.close()
	})

	it('loads neither the modal code nor the index before it is opened, and the index only once', async () => {
		const { page, context } = await open()
		const requests: string[] = []
		page.on('request', (request) => requests.push(new URL(request.url()).pathname))
		const scriptsBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
		await page.waitForLoadState('networkidle')
		assert.ok(!scriptsBefore.some((url) => url.includes('/search/')), 'the index was fetched on page load')
		const loadedCode = await page.evaluate(async (urls) => {
			const local = urls.filter((u) => u.startsWith(location.origin) && u.endsWith('.js'))
			const bodies = await Promise.all(local.map((u) => fetch(u).then((r) => r.text())))
			return bodies.some((body) => body.includes('DocSearch-Container') || body.includes('MiniSearch'))
		}, scriptsBefore)
		assert.equal(loadedCode, false, 'the modal or MiniSearch is in the page-load JS')

		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		await hits(page).first().waitFor()
		await page.keyboard.press('Escape')
		await page.keyboard.press('Control+k')
		await search(page, 'state')
		await hits(page).first().waitFor()
		const index = requests.filter((p) => p.startsWith('/search/'))
		assert.equal(index.filter((p) => p === '/search/manifest.json').length, 1, index.join(', '))
		assert.ok(index.length > 1, `no index part was fetched: ${index.join(', ')}`)
		assert.deepEqual(index, [...new Set(index)], 'a part of the index was fetched twice')
		await context.close()
	})

	for (const [intent, options] of [
		['the pointer reaches', {}],
		['a finger touches', { hasTouch: true }],
	] as const) {
		it(`fetches the modal’s code when ${intent} the search button, before it is pressed`, async () => {
			const { page, context } = await open('/getting-started', options)
			await page.waitForLoadState('networkidle')
			const modalCode = page.waitForResponse(
				async (response) => response.url().endsWith('.js') && (await response.text()).includes('DocSearch-Container'),
				{ timeout: 5000 },
			)
			const button = page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true })
			if (intent === 'the pointer reaches') await button.hover()
			else await button.dispatchEvent('touchstart', { touches: [], changedTouches: [], targetTouches: [] })
			await modalCode
			assert.equal(await modal(page).count(), 0, 'intent alone opened the modal')
			await context.close()
		})
	}

	it('shows the error text when the modal’s code cannot be loaded, and loads it on the next try', async () => {
		const { page, context } = await open()
		await page.waitForLoadState('networkidle')
		let block = true
		await page.route(/\/assets\/js\/[^/]+\.js$/, (route) => (block ? route.abort('connectionreset') : route.fallback()))
		await page.keyboard.press('Control+k')
		const alert = page.locator('nav.navbar').getByRole('alert')
		await alert.waitFor()
		assert.equal((await alert.innerText()).trim(), ERROR_TEXT)
		block = false
		await page.keyboard.press('Control+k')
		await modal(page).waitFor()
		assert.equal(await alert.count(), 0)
		await context.close()
	})

	it('works from the narrow navbar too', async () => {
		const { page, context } = await open('/getting-started', { viewport: { width: 800, height: 900 } })
		await page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true }).click()
		await search(page, 'create robo')
		await hits(page).first().waitFor()
		await context.close()
	})

	it('stays closed when dismissed before its code arrived', async () => {
		const { page, context } = await open()
		await page.waitForLoadState('networkidle')
		await page.route(/SearchModal[^/]*\.js$/, async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 1500))
			await route.fallback()
		})
		await page.keyboard.press('Control+k')
		await page.waitForTimeout(200)
		await page.keyboard.press('Escape')
		await page.waitForTimeout(2500)
		assert.equal(await modal(page).count(), 0)
		await page.keyboard.press('Control+k')
		await modal(page).waitFor()
		await context.close()
	})

	it("closes when the browser's Back button leaves the page behind it", async () => {
		const { page, context } = await open()
		await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Flashcore' }).first().click()
		await page.waitForURL(/\/robojs\/flashcore$/)
		await page.keyboard.press('Control+k')
		await modal(page).waitFor()
		await page.goBack()
		await page.waitForURL(/\/getting-started$/)
		await modal(page).waitFor({ state: 'detached' })
		assert.equal(await page.evaluate(() => document.body.classList.contains('DocSearch--active')), false)
		await context.close()
	})
})

describe('search: results', () => {
	it('shows highlighted results grouped by section; Enter opens the first', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		const first = hits(page).first()
		await first.waitFor()
		assert.match((await target(first)) ?? '', /^\/robojs\/flashcore$/)
		assert.equal(await first.locator('mark').first().innerText(), 'Flashcore')
		assert.ok((await page.locator('.DocSearch-Hit-source').count()) >= 1, 'no section headings')
		await page.keyboard.press('Enter')
		await page.waitForURL(/\/robojs\/flashcore$/)
		await modal(page).waitFor({ state: 'detached' })
		await page.getByRole('heading', { level: 1, name: 'Flashcore' }).waitFor()
		await context.close()
	})

	it('moves through results with the arrow keys and opens the selected one', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'create robo')
		await hits(page).nth(1).waitFor()
		await page.keyboard.press('ArrowDown')
		const href = (await target(selected(page))) ?? ''
		assert.equal(href, await target(hits(page).nth(1)))
		// The input names the selected option, which is the link itself.
		const active = await input(page).getAttribute('aria-activedescendant')
		assert.equal(await page.locator(`[id="${active}"]`).getAttribute('href'), href)
		await page.keyboard.press('Enter')
		await page.waitForURL((url) => url.pathname + url.hash === href)
		await context.close()
	})

	it('keeps the result the reader moved to when the rest of the same query’s answer arrives', async () => {
		const { page, context } = await open()
		// The best results show once their text arrives; the text of the others is held back.
		let release: () => void = () => {}
		const released = new Promise<void>((resolve) => (release = resolve))
		const texts: string[] = []
		await page.route(indexPart, async (route) => {
			const url = route.request().url()
			if (/\/x\d+\.json$/.test(url) && !texts.includes(url)) texts.push(url)
			if (texts.indexOf(url) >= 6) await released
			await route.fallback()
		})
		await page.keyboard.press('Control+k')
		await search(page, 'create robo')
		await hits(page).nth(1).waitFor()
		const early = Number(
			/^(\d+) results for "create robo"$/.exec(await page.locator('.DocSearch-Modal [role="status"]').innerText())?.[1],
		)
		await page.keyboard.press('ArrowDown')
		const href = await target(selected(page))
		assert.equal(href, await target(hits(page).nth(1)))
		release()
		// The status counts the results of the answer on screen, drawn or not.
		await page.waitForFunction(
			(n) =>
				Number(
					/^(\d+) results for "create robo"$/.exec(
						document.querySelector('.DocSearch-Modal [role="status"]')?.textContent ?? '',
					)?.[1],
				) > n,
			early,
		)
		assert.ok(texts.length > 6, `the answer needed ${texts.length} text parts: no early results to test`)
		assert.equal(await target(selected(page)), href)
		await context.close()
	})

	it('draws the first ten results, the next one when the arrow moves past them, and the rest on request', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		const more = page.locator('.robo-search-more')
		await more.waitFor()
		await answered(page)
		assert.equal(await hits(page).count(), 10)
		const rest = Number(/^Show (\d+) more results?$/.exec(await more.innerText())?.[1])
		assert.ok(rest > 0, await more.innerText())
		// The status counts every result, drawn or not.
		assert.equal(
			await page.locator('.DocSearch-Modal [role="status"]').innerText(),
			`${10 + rest} results for "flashcore"`,
		)
		for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowDown')
		assert.equal(await hits(page).count(), 11)
		assert.equal(await target(selected(page)), await target(hits(page).nth(10)))
		assert.equal(await more.innerText(), `Show ${rest - 1} more ${rest - 1 === 1 ? 'result' : 'results'}`)
		await more.click()
		assert.equal(await hits(page).count(), 10 + rest)
		assert.equal(await more.count(), 0)
		// The focus goes back to the search box, and the selection stayed where the reader moved it.
		assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')), true)
		assert.equal(await target(selected(page)), await target(hits(page).nth(10)))
		// A new query draws its first ten again.
		await search(page, 'flashcore get')
		await answered(page)
		assert.equal(await hits(page).count(), 10)
		await context.close()
	})

	it('draws each result’s kind as an icon and the selected result’s open mark', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		await answered(page)
		const icon = (kind: string) =>
			page
				.locator(`.DocSearch-Hit-icon[data-icon="${kind}"]`)
				.first()
				.evaluate((element) => {
					const style = getComputedStyle(element)
					return { mask: style.maskImage || style.webkitMaskImage, width: style.width, color: style.backgroundColor }
				})
		const [pageIcon, headingIcon] = [await icon('page'), await icon('heading')]
		for (const drawn of [pageIcon, headingIcon]) {
			assert.match(drawn.mask, /^url\("data:image\/svg\+xml/)
			assert.equal(drawn.width, '20px')
			assert.notEqual(drawn.color, 'rgba(0, 0, 0, 0)')
		}
		assert.notEqual(pageIcon.mask, headingIcon.mask)
		const mark = (row: ReturnType<Page['locator']>) =>
			row.locator('.DocSearch-Hit-Container').evaluate((element) => getComputedStyle(element, '::after').maskImage)
		assert.match(await mark(selected(page)), /^url\(/)
		assert.equal(await mark(hits(page).nth(1)), 'none')
		await context.close()
	})

	it('renders every result as a link to its page and section, announced as the option', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		await hits(page).first().waitFor()
		const links = await page.locator('.DocSearch-Hit').evaluateAll((items) =>
			items.map((item) => {
				const link = item.querySelector(':scope > a')
				return {
					href: link?.getAttribute('href') ?? null,
					role: link?.getAttribute('role') ?? null,
					itemRole: item.getAttribute('role'),
					id: link?.id ?? '',
				}
			}),
		)
		assert.ok(links.length > 1)
		for (const link of links) {
			assert.match(link.href ?? '', /^\/[^\s]*$/, JSON.stringify(link))
			assert.equal(link.role, 'option')
			assert.equal(link.itemRole, 'none')
			assert.ok(link.id, 'the option keeps DocSearch’s id')
		}
		assert.equal(links[0].href, '/robojs/flashcore')
		assert.ok(
			links.some((link) => link.href?.startsWith('/robojs/flashcore#')),
			'a section result links to its anchor',
		)
		await context.close()
	})

	it('opens a result on plain click inside the app (no page load) and closes the modal', async () => {
		const { page, context } = await open()
		await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
		await page.keyboard.press('Control+k')
		await search(page, 'middleware')
		const first = hits(page).first()
		await first.waitFor()
		const href = (await target(first)) ?? ''
		await first.click()
		await page.waitForURL((url) => url.pathname + url.hash === href)
		await modal(page).waitFor({ state: 'detached' })
		assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true)
		// The click was recorded as a recent search.
		await page.keyboard.press('Control+k')
		const recent = hits(page).first()
		await recent.waitFor()
		assert.equal(await target(recent), href)
		await context.close()
	})

	for (const [name, how] of [
		['Ctrl/Cmd-click', 'click'],
		['Ctrl/Cmd+Enter', 'enter'],
	] as const) {
		it(`${name} opens the result in a new tab and leaves this page and the modal as they are`, async () => {
			const { page, context } = await open()
			await page.keyboard.press('Control+k')
			await search(page, 'logger')
			const first = hits(page).first()
			await first.waitFor()
			const href = (await target(first)) ?? ''
			const opened = context.waitForEvent('page')
			if (how === 'click') await first.click({ modifiers: ['ControlOrMeta'] })
			else await page.keyboard.press('ControlOrMeta+Enter')
			const tab = await opened
			await tab.waitForURL((url) => url.pathname + url.hash === href)
			assert.match(page.url(), /\/getting-started$/)
			if (how === 'click') assert.equal(await modal(page).count(), 1, 'a modified click keeps the modal open')
			await context.close()
		})
	}

	it('selects the result under the pointer, keeps Tab inside the modal and closes on a click beside it', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'create robo')
		await answered(page)
		await hits(page).nth(2).hover()
		assert.equal(await target(selected(page)), await target(hits(page).nth(2)))
		// From the last focusable element Tab goes back to the first, and Shift+Tab the other way.
		const focusable = modal(page).locator('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')
		const focusedIs = (element: ReturnType<Page['locator']>) =>
			element.evaluate((node) => node === document.activeElement)
		await focusable.last().focus()
		await page.keyboard.press('Tab')
		assert.ok(await focusedIs(focusable.first()), 'Tab from the last element left the modal')
		await page.keyboard.press('Shift+Tab')
		assert.ok(await focusedIs(focusable.last()), 'Shift+Tab from the first element left the modal')
		// A click inside the modal keeps it; a click on the backdrop around it closes it.
		await modal(page).click({ position: { x: 10, y: 10 } })
		assert.equal(await modal(page).count(), 1)
		await page.mouse.click(5, 790)
		await modal(page).waitFor({ state: 'detached' })
		await context.close()
	})

	it('remembers recent searches', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'create robo')
		await hits(page).first().waitFor()
		await page.keyboard.press('Enter')
		await page.waitForURL(/\/cli\/create-robo/)
		await modal(page).waitFor({ state: 'detached' })
		await page.keyboard.press('Control+k')
		const recent = page.locator('.DocSearch-Hit').first()
		await recent.waitFor()
		assert.match((await target(recent)) ?? '', /^\/cli\/create-robo/)
		assert.match(await page.locator('.DocSearch-Hit-source').first().innerText(), /Recent/i)
		await context.close()
	})

	it('clears the box with its Clear button, back to the start screen, and offers Clear only over text', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		const clear = page.getByRole('button', { name: 'Clear' })
		assert.equal(await clear.count(), 0)
		await search(page, 'flashcore')
		await answered(page)
		await clear.click()
		assert.equal(await input(page).inputValue(), '')
		await page.locator('.DocSearch-StartScreen').waitFor()
		assert.equal(await hits(page).count(), 0)
		assert.equal(await clear.count(), 0)
		// The focus is back in the box: typing searches again.
		await page.keyboard.type('logger')
		await hits(page).first().waitFor()
		assert.equal(await input(page).inputValue(), 'logger')
		assert.equal(await clear.count(), 1)
		await context.close()
	})

	it('says and announces "No results for" and the query when nothing matches', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'zzzzqxj')
		const title = page.locator('.DocSearch-NoResults .DocSearch-Title')
		await title.waitFor()
		assert.equal((await title.innerText()).trim(), 'No results for "zzzzqxj"')
		// Announced too: the screen's own text is not in a live region.
		assert.equal(await page.locator('.DocSearch-Modal [role="status"]').innerText(), 'No results for "zzzzqxj"')
		await context.close()
	})

	it('shows the spec’s error text when the index cannot be loaded, and the next query recovers', async () => {
		const { page, context } = await open()
		let fail = true
		await page.route(indexPart, (route) => (fail ? route.abort('connectionreset') : route.fallback()))
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		const error = page.locator('.DocSearch-ErrorScreen .DocSearch-Title')
		await error.waitFor()
		assert.equal((await error.innerText()).trim(), ERROR_TEXT)
		assert.equal(await hits(page).count(), 0)
		// The next query tries again.
		fail = false
		await search(page, 'flashcore ')
		await hits(page).first().waitFor()
		await context.close()
	})

	it('a failed index part shows the error, never an empty list, and Try again runs the query again', async () => {
		const { page, context } = await open()
		// Index parts fail until the error screen shows (the modal may fetch them as it opens, before the
		// query), then load: only the button can bring the results.
		let fail = true
		await page.route(indexPart, (route) => (fail ? route.abort('connectionreset') : route.fallback()))
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		const screen = page.locator('.DocSearch-ErrorScreen')
		await screen.waitFor()
		fail = false
		assert.equal((await screen.locator('.DocSearch-Title').innerText()).trim(), ERROR_TEXT)
		assert.equal(await page.locator('.DocSearch-NoResults').count(), 0)
		await assertAxeClean(page, 'error screen')
		await screen.getByRole('button', { name: 'Try again' }).click()
		const first = hits(page).first()
		await first.waitFor()
		assert.equal(await target(first), '/robojs/flashcore')
		assert.equal(await screen.count(), 0)
		// The same query, not a new one: the box still holds it.
		assert.equal(await input(page).inputValue(), 'flashcore')
		await context.close()
	})

	it('shows the loading indicator while an index part is slow, then the results', async () => {
		const { page, context } = await open()
		const release = await holdIndexParts(page)
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		const indicator = page.locator('.DocSearch-LoadingIndicator')
		await indicator.waitFor({ state: 'visible' })
		await page.waitForTimeout(400)
		assert.ok(await indicator.isVisible(), 'the indicator went away while the index was still held')
		assert.equal(await page.locator('.DocSearch-NoResults, .DocSearch-ErrorScreen').count(), 0)
		assert.equal(await hits(page).count(), 0)
		assert.equal(await input(page).getAttribute('aria-busy'), 'true')
		release()
		await hits(page).first().waitFor()
		assert.equal(await indicator.isVisible(), false)
		await context.close()
	})

	it('keeps the results on screen, dimmed under the spinner, while the next query waits for a part', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		await answered(page)
		const before = await target(hits(page).first())
		const status = page.locator('.DocSearch-Modal [role="status"]')
		const counted = await status.innerText()
		assert.match(counted, /^\d+ results for "flashcore"$/)
		const release = await holdIndexParts(page)
		const indicator = page.locator('.DocSearch-LoadingIndicator')
		const magnifier = page.locator('.DocSearch-MagnifierLabel svg')
		const opacity = () => page.locator('.DocSearch-Dropdown-Container').evaluate((el) => getComputedStyle(el).opacity)
		await search(page, 'middleware')
		await indicator.waitFor({ state: 'visible' })
		await page.waitForTimeout(400)
		assert.equal(await input(page).getAttribute('aria-busy'), 'true')
		assert.equal(await magnifier.isVisible(), false)
		assert.equal(
			await target(hits(page).first()),
			before,
			'the results on screen went away while the next query waited',
		)
		assert.equal(await opacity(), '0.6')
		assert.equal(await status.innerText(), counted)
		release()
		await answered(page)
		assert.notEqual(await target(hits(page).first()), before)
		assert.match(await status.innerText(), /^\d+ results? for "middleware"$/)
		assert.equal(await indicator.isVisible(), false)
		assert.equal(await magnifier.isVisible(), true)
		assert.equal(await opacity(), '1')
		await context.close()
	})

	it("Enter while the next query waits opens nothing, not the last query's result", async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		await search(page, 'flashcore')
		await answered(page)
		const release = await holdIndexParts(page)
		await search(page, 'middleware')
		await page.locator('.DocSearch-LoadingIndicator').waitFor({ state: 'visible' })
		await page.keyboard.press('Enter')
		await page.waitForTimeout(300)
		assert.equal(new URL(page.url()).pathname, '/getting-started')
		assert.equal(await modal(page).isVisible(), true)
		release()
		await answered(page)
		const first = await target(hits(page).first())
		await page.keyboard.press('Enter')
		await page.waitForURL((url) => url.pathname + url.hash === first)
		await context.close()
	})

	it('shows the error text when the manifest request fails', async () => {
		const { page, context } = await open()
		await page.route('**/search/manifest.json', (route) => route.fulfill({ status: 500, body: 'nope' }))
		await page.keyboard.press('s')
		await search(page, 'logger')
		await page.locator('.DocSearch-ErrorScreen').getByText(ERROR_TEXT).waitFor()
		await context.close()
	})
})

describe('search: footer', () => {
	it('credits this site’s own index with the local backend, without Algolia’s logo or link', async () => {
		const { page, context } = await open()
		await page.keyboard.press('Control+k')
		const footer = page.locator('.DocSearch-Footer')
		await footer.waitFor()
		assert.match(await footer.innerText(), /Search by this site’s own index/)
		assert.doesNotMatch(await footer.innerText(), /Algolia/i)
		assert.equal(await footer.locator('a[href*="algolia"]').count(), 0)
		await context.close()
	})
})

describe('search: phones', () => {
	it('wraps a long query without spaces on the no-results screen instead of scrolling sideways', async () => {
		const { page, context } = await open('/getting-started', { viewport: { width: 412, height: 823 }, hasTouch: true })
		await page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true }).tap()
		await search(page, 'y'.repeat(300))
		await page.locator('.DocSearch-NoResults').waitFor()
		const overflow = await page
			.locator('.DocSearch-Dropdown')
			.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
		assert.ok(overflow.scroll <= overflow.client, JSON.stringify(overflow))
		await context.close()
	})

	it('fills the screen under 768 px and keeps the page where it was on close', async () => {
		const { page, context } = await open('/getting-started', { viewport: { width: 390, height: 800 }, hasTouch: true })
		await page.evaluate(() => window.scrollTo(0, 600))
		await page.waitForFunction(() => window.scrollY >= 500)
		const before = await page.evaluate(() => window.scrollY)
		await page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true }).tap()
		await modal(page).waitFor()
		const box = await modal(page).boundingBox()
		assert.ok(box && box.x === 0 && box.y === 0 && box.width === 390 && box.height === 800, JSON.stringify(box))
		await search(page, 'flashcore')
		await hits(page).first().waitFor()
		await page.keyboard.press('Escape')
		await modal(page).waitFor({ state: 'detached' })
		assert.equal(await page.evaluate(() => window.scrollY), before)
		await context.close()
	})
})

describe('search: accessibility', () => {
	for (const theme of ['dark', 'light'] as const) {
		it(`has no axe violation with the modal open on results (${theme})`, async () => {
			const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
			await preferTheme(page, theme)
			await page.goto(site.url + '/getting-started')
			await hydrated(page)
			await page.keyboard.press('Control+k')
			await search(page, 'flashcore')
			await hits(page).first().waitFor()
			await assertAxeClean(page, `results (${theme})`)
			await context.close()
		})
	}

	// In the light theme too: the modal must hide the page behind it, where only the results have a background.
	for (const theme of ['dark', 'light'] as const)
		it(`has no axe violation on the start (empty and with recent searches) and no-results screens (${theme})`, async () => {
			const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } })
			await preferTheme(page, theme)
			await page.goto(site.url + '/getting-started')
			await hydrated(page)
			await page.keyboard.press('Control+k')
			await modal(page).waitFor()
			await assertAxeClean(page, 'start screen')
			await search(page, 'logger')
			await hits(page).first().waitFor()
			await page.keyboard.press('Enter')
			await modal(page).waitFor({ state: 'detached' })
			await page.waitForURL(/\/robojs\/logger/)
			// The route progress bar (plugins/loading/route-progress) is aria-hidden, so axe may run mid-navigation.
			await page.keyboard.press('Control+k')
			await hits(page).first().waitFor()
			await assertAxeClean(page, 'start screen with recent searches')
			await search(page, 'zzzzqxj')
			await page.locator('.DocSearch-NoResults').waitFor()
			await assertAxeClean(page, 'no-results screen')
			await context.close()
		})
})
