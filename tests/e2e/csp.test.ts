/**
 * The Content-Security-Policy in a browser, through the production nginx recipe (DEPLOYING.md,
 * tests/support/nginx.ts), so every page is under both policies a reader gets: the header and the
 * page's `<meta>`. One page of every kind loads, hydrates and is used (search, colour mode,
 * a client-side navigation) with no violation reported, neither as a `securitypolicyviolation`
 * event nor as a console message. And on the hostile README page, script and an off-list image put
 * into the page after the sanitiser (as if it had let them through) are refused by the policy.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'

import { hydrated, launch, openPage, switchToLight, type GuardedPage } from '../support/browser'
import { recipeSkip, startRecipeServer, type RecipeServer } from '../support/nginx'
import { buildDir } from '../support/paths'

const skip = recipeSkip(buildDir)

/** Every kind of page: guide, redirect page, reference, plugin with README, template, gallery, playground, 404. */
const PAGES = [
	'/getting-started',
	'/docs/basics/commands',
	'/ref/framework/Variable.Flashcore',
	'/plugins/server',
	'/templates/discord-bots/starter-ts',
	'/templates',
	'/playground',
	'/no-such-page',
]

interface Violation {
	directive: string
	blocked: string
	page: string
}

/** A page whose CSP violations (events and console messages) are recorded from its first byte. */
async function guardedPage(browser: Browser): Promise<GuardedPage & { violations: Violation[]; consoleCsp: string[] }> {
	const guarded = await openPage(browser, { ignoreHTTPSErrors: true })
	const violations: Violation[] = []
	const consoleCsp: string[] = []
	await guarded.context.exposeBinding('__cspViolation', (_source, v: Violation) => void violations.push(v))
	await guarded.context.addInitScript(`document.addEventListener('securitypolicyviolation', (e) =>
		window.__cspViolation({ directive: e.effectiveDirective, blocked: e.blockedURI, page: location.pathname }))`)
	guarded.page.on('console', (msg) => {
		if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) consoleCsp.push(msg.text())
	})
	return { ...guarded, violations, consoleCsp }
}

async function search(page: Page, query: string): Promise<void> {
	await page.keyboard.press('Control+k')
	await page.locator('.DocSearch-Input').fill(query)
	await page.locator('.DocSearch-Hit').first().waitFor()
}

describe('Content-Security-Policy in the browser, through the nginx recipe', { skip }, () => {
	let server: RecipeServer | undefined
	let browser: Browser | undefined

	before(async () => {
		;[server, browser] = await Promise.all([startRecipeServer(buildDir), launch()])
	})
	after(async () => {
		await browser?.close()
		await server?.close()
	})

	it('lets every kind of page load, hydrate, search and switch colour mode without a violation', async () => {
		assert.ok(server && browser)
		const { page, context, violations, consoleCsp } = await guardedPage(browser)
		page.setDefaultTimeout(15_000)
		const origin = server.origin
		/** Runs a step; a refused script usually stops the page, so report violations before a time-out. */
		const step = async (label: string, action: () => Promise<unknown>) => {
			try {
				await action()
			} catch (err) {
				assert.deepEqual(violations, [], `${label}: ${String(err).split('\n')[0]}`)
				throw err
			}
			assert.deepEqual(violations, [], `CSP violations: ${label}`)
			assert.deepEqual(consoleCsp, [], `CSP messages in the console: ${label}`)
		}
		for (const path of PAGES) {
			await step(path, async () => {
				const res = await page.goto(origin + path, { waitUntil: 'load' })
				assert.ok(res?.headers()['content-security-policy'], `${path}: no CSP header`)
				await hydrated(page)
				await page.mouse.wheel(0, 2000)
			})
		}
		// The redirect page forwards the reader by its inline script (only the script keeps the query).
		await step('redirect page', async () => {
			await page.goto(`${origin}/docs/basics/commands?from=csp`, { waitUntil: 'load' })
			await page.waitForURL(`${origin}/discord-bots/commands?from=csp`)
			await hydrated(page)
		})
		// Search (the modal's code and the local index load now), then go to a hit: a client-side
		// navigation that loads that page's chunks.
		await step('search', async () => {
			await search(page, 'flashcore')
			await page.keyboard.press('Enter')
			await page.waitForURL((url) => url.pathname !== '/discord-bots/commands')
		})
		await step('colour mode', async () => {
			await switchToLight(page)
			await page.reload({ waitUntil: 'load' })
			await hydrated(page)
			assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light', 'the choice was kept')
			await page.waitForTimeout(300)
		})
		await context.close()
	})

	it('refuses script and off-list images that a README would slip past the sanitiser', async () => {
		assert.ok(server && browser)
		const { page, context, violations, external } = await guardedPage(browser)
		await page.goto(server.origin + '/__fixtures__/hostile-readme', { waitUntil: 'load' })
		await hydrated(page)
		const section = page.locator('.remote-readme').first()
		await section.waitFor()
		violations.length = 0

		// Put hostile markup into a README section, as a sanitiser bug would let it through.
		await section.evaluate((el) => {
			const inline = document.createElement('script')
			inline.textContent = 'window.__cspInline = true'
			el.append(inline)
			el.insertAdjacentHTML(
				'beforeend',
				'<img id="csp-onerror" src="/no-such-image.png" onerror="window.__cspHandler = true">' +
					'<img id="csp-tracker" src="https://tracker.invalid/pixel.gif">' +
					'<a id="csp-js" href="javascript:window.__cspUrl = true">x</a>',
			)
			const data = document.createElement('script')
			data.src = 'data:text/javascript,window.__cspData = true'
			el.append(data)
		})
		await page.locator('#csp-js').click()
		await page.waitForTimeout(500)

		const ran = await page.evaluate(() => {
			const w = window as unknown as Record<string, unknown>
			return ['__cspInline', '__cspHandler', '__cspUrl', '__cspData'].filter((name) => w[name] !== undefined)
		})
		assert.deepEqual(ran, [], 'injected script ran')
		const refused = (directive: RegExp, blocked: RegExp) =>
			violations.some((v) => directive.test(v.directive) && blocked.test(v.blocked))
		assert.ok(refused(/^script-src-elem$/, /^inline$/), `inline <script> not reported: ${JSON.stringify(violations)}`)
		assert.ok(refused(/^script-src-attr$/, /^inline$/), `inline handler not reported: ${JSON.stringify(violations)}`)
		assert.ok(refused(/^script-src-elem$/, /^data/), `data: script not reported: ${JSON.stringify(violations)}`)
		assert.ok(refused(/^img-src$/, /tracker\.invalid/), `off-list image not reported: ${JSON.stringify(violations)}`)
		// The policy stopped it before any request: the route guard never saw one.
		assert.deepEqual(
			external.filter((url) => url.includes('tracker.invalid')),
			[],
		)
		await context.close()
	})
})
