import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { axe, describeViolations, preferTheme } from '../support/axe'
import { openPage, servedSite } from '../support/browser'
import { pageSet } from '../support/pages'

const site = servedSite()

describe('accessibility of every page type', () => {
	for (const theme of ['dark', 'light'] as const) {
		for (const route of pageSet) {
			it(`${route} (${theme}): no axe violation of any impact, no console error or warning`, async () => {
				const { page, context, problems } = await openPage(site.browser)
				await preferTheme(page, theme)
				const response = await page.goto(site.url + route)
				assert.equal(response?.status(), route === '/no-such-page' ? 404 : 200)
				await page.waitForLoadState('networkidle')
				const violations = await axe(page)
				assert.equal(violations.length, 0, describeViolations(violations))
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
	}
})
