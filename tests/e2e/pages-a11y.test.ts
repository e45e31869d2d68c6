import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { axe, describeViolations, preferTheme } from '../support/axe'
import { hydrated, openPage, servedSite, switchToLight } from '../support/browser'
import { pageSet } from '../support/pages'

const site = servedSite()

describe('accessibility of every page type', () => {
	for (const route of pageSet) {
		it(`${route}: no axe violation of any impact in dark and light, no console error or warning`, async () => {
			const { page, context, problems } = await openPage(site.browser)
			await preferTheme(page, 'dark')
			const response = await page.goto(site.url + route)
			assert.equal(response?.status(), route === '/no-such-page' ? 404 : 200)
			await page.waitForLoadState('networkidle')
			const dark = await axe(page)
			assert.equal(dark.length, 0, `dark: ${describeViolations(dark)}`)
			// The reader's own switch (not a changed attribute), so components that render per mode re-render.
			await hydrated(page)
			await switchToLight(page)
			// Colours change through CSS transitions: axe must see the end state, not a blend.
			await page.waitForFunction(
				() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
				null,
				{ timeout: 5_000 },
			)
			const light = await axe(page)
			assert.equal(light.length, 0, `light: ${describeViolations(light)}`)
			// The analytics script is third-party (the browser tests block every request off 127.0.0.1),
			// and Chromium logs the not-found page's own 404 status as an error.
			const expected = (p: string) =>
				/ERR_BLOCKED_BY_CLIENT/.test(p) ||
				(route === '/no-such-page' && /^error: Failed to load resource: .*status of 404/.test(p))
			assert.deepEqual(
				problems.filter((p) => !expected(p)),
				[],
			)
			await context.close()
		})
	}
})
