import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { describeViolations, preferTheme, seriousViolations } from '../support/axe'
import { openPage, servedSite } from '../support/browser'

const site = servedSite()

/** One page of every sidebar group and page type the site has. */
const pages = [
	'/cli/robo',
	'/discord-bots/commands',
	'/discord-activities/authentication',
	'/robojs/flashcore',
	'/hosting/self-host',
	'/plugins/directory',
	'/plugins/server',
	'/templates/discord-bots/starter-ts',
	'/legacy/templates/overview',
	'/ref/framework',
	'/ref/framework/variables/Flashcore',
]

describe('accessibility of every page type', () => {
	for (const theme of ['dark', 'light'] as const) {
		for (const route of pages) {
			it(`${route} (${theme}) has no serious or critical axe violation and no console error`, async () => {
				const { page, context, problems } = await openPage(site.browser)
				await preferTheme(page, theme)
				const response = await page.goto(site.url + route)
				assert.equal(response?.status(), 200)
				await page.waitForLoadState('networkidle')
				const serious = await seriousViolations(page)
				assert.equal(serious.length, 0, describeViolations(serious))
				const errors = problems.filter(
					(p) => p.startsWith('pageerror') || (p.startsWith('error') && !/ERR_BLOCKED_BY_CLIENT/.test(p)),
				)
				assert.deepEqual(errors, [])
				await context.close()
			})
		}
	}
})
