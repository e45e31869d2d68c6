import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'

import { buildCommand, defaultState, queryToState } from '../../src/lib/playground'
import { describeViolations, preferTheme, seriousViolations } from '../support/axe'
import { openPage, realProblems, servedSite } from '../support/browser'

const site = servedSite()

const desktop = { viewport: { width: 1280, height: 900 } }
const phone = { viewport: { width: 375, height: 740 }, isMobile: true }

async function open(page: Page, query = '') {
	await page.goto(`${site.url}/playground${query}`)
	await page.getByTestId('playground-builder').waitFor()
}

const form = (page: Page) => page.getByRole('form', { name: 'Project options' })

async function expectCommand(page: Page, expected: string) {
	await page.waitForFunction(
		(text) => document.querySelector('[data-testid="playground-command"]')?.textContent === text,
		expected,
		{ timeout: 5000 },
	)
}

describe('playground', () => {
	it('serves a static shell with the default command to readers without JavaScript', async () => {
		const { page, context } = await openPage(site.browser, { ...desktop, javaScriptEnabled: false })
		await page.goto(site.url + '/playground')
		assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /Try It/)
		assert.equal((await page.locator('main pre code').first().innerText()).trim(), buildCommand(defaultState))
		assert.match(await page.locator('main').innerText(), /create-robo reference/)
		assert.equal(await page.getByTestId('playground-builder').count(), 0)
		await context.close()
	})

	it('loads the builder chunk on /playground only', async () => {
		const { page, context } = await openPage(site.browser, desktop)
		const scripts: string[] = []
		page.on('request', (r) => {
			if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
		})
		for (const route of ['/getting-started', '/templates']) {
			await page.goto(site.url + route)
			await page.waitForLoadState('networkidle')
		}
		assert.equal(scripts.filter((s) => s.includes('playground-builder')).length, 0, scripts.join('\n'))
		await open(page)
		assert.equal(scripts.filter((s) => s.includes('playground-builder')).length, 1, scripts.join('\n'))
		// Once the builder is up, the static preview is gone and the live command shows the default.
		assert.equal(await page.getByRole('heading', { name: 'Default command' }).count(), 0)
		await expectCommand(page, buildCommand(defaultState))
		await context.close()
	})

	it('updates the command, files, config and URL as options change, and restores them on reload', async () => {
		const { page, context, problems } = await openPage(site.browser, desktop)
		await open(page)
		const f = form(page)
		await f.getByRole('radio', { name: /^Discord Activity/ }).check()
		await expectCommand(
			page,
			'npx create-robo my-project --kit activity --typescript --features prettier --plugins @robojs/patch @robojs/server',
		)
		await f.getByRole('radio', { name: 'JavaScript' }).check()
		await f.getByRole('checkbox', { name: /^ESLint/ }).check()
		await f.getByRole('checkbox', { name: /^Prettier/ }).uncheck()
		await f.getByRole('checkbox', { name: /@robojs\/sync/ }).check()
		await f.getByRole('radio', { name: 'pnpm' }).check()
		const expected =
			'pnpm create robo my-project --kit activity --javascript --features eslint --plugins @robojs/sync @robojs/patch @robojs/server'
		await expectCommand(page, expected)
		await page.waitForURL(/\/playground\?kit=activity&lang=js&features=eslint&plugins=sync,patch,server&pm=pnpm$/)

		const files = page.getByRole('group', { name: 'Files in my-project' })
		const tree = await files.innerText()
		for (const name of ['main.js', 'token.js', 'eslint.mjs', 'robo.mjs', 'sync.mjs', 'index.html']) {
			assert.ok(tree.includes(name), `${name} missing from\n${tree}`)
		}
		assert.ok(!tree.includes('tsconfig.json') && !tree.includes('.prettierrc.mjs'))
		const config = page.locator('.theme-code-block').filter({ hasText: 'disableBot' })
		assert.match(await config.innerText(), /config\/robo\.mjs/)
		assert.match(await config.innerText(), /\/\/ @ts-check/)

		await page.reload()
		await page.getByTestId('playground-builder').waitFor()
		await expectCommand(page, expected)
		assert.equal(await form(page).getByRole('radio', { name: 'JavaScript' }).isChecked(), true)
		assert.equal(
			await form(page)
				.getByRole('checkbox', { name: /@robojs\/sync/ })
				.isChecked(),
			true,
		)
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})

	it('starts from a template and comes back to the kit choices', async () => {
		const { page, context } = await openPage(site.browser, desktop)
		await open(page, '?kit=activity&features=eslint')
		const f = form(page)
		await f.getByRole('radio', { name: /A template/ }).check()
		await f.getByRole('combobox', { name: 'Template' }).selectOption('discord-activities/react-ts')
		await expectCommand(page, 'npx create-robo my-project --template discord-activities/react-ts')
		await page.waitForURL(/\?template=discord-activities\/react-ts$/)
		assert.equal(
			await page.getByRole('link', { name: 'Open in StackBlitz' }).getAttribute('href'),
			'https://stackblitz.com/github/Wave-Play/robo.js/tree/main/templates/discord-activities/react-ts',
		)
		assert.equal(
			await page.getByRole('link', { name: 'React (TypeScript)' }).getAttribute('href'),
			'/templates/discord-activities/react-ts',
		)
		assert.equal(await f.getByRole('checkbox', { name: /^ESLint/ }).count(), 0, 'features are the template’s own')

		// Another kind keeps template mode and picks that kind's first template.
		await f.getByRole('radio', { name: /^Plugin/ }).check()
		await expectCommand(page, 'npx create-robo my-project --template plugins/starter-js')

		await f.getByRole('radio', { name: /^Discord Activity/ }).check()
		await f.getByRole('radio', { name: /The Discord Activity kit/ }).check()
		await expectCommand(
			page,
			'npx create-robo my-project --kit activity --typescript --features eslint --plugins @robojs/patch @robojs/server',
		)
		await context.close()
	})

	it('copies the command and a link to the setup', async () => {
		const { page, context } = await openPage(site.browser, {
			...desktop,
			permissions: ['clipboard-read', 'clipboard-write'],
		})
		await open(page, '?kit=web&pm=bun')
		const expected =
			'bun create robo my-project --kit web --typescript --features prettier --plugins @robojs/patch @robojs/server'
		await expectCommand(page, expected)
		await page.getByRole('button', { name: 'Copy command' }).click()
		await page.getByRole('status').filter({ hasText: 'Copied' }).first().waitFor({ state: 'attached' })
		assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected)
		await page.getByRole('button', { name: 'Copy link to this setup' }).click()
		assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${site.url}/playground?kit=web&pm=bun`)
		await context.close()
	})

	it('reads a pasted command and cleans up the project name', async () => {
		const { page, context } = await openPage(site.browser, desktop)
		await open(page)
		await page
			.getByLabel('Paste a create-robo command to load its options')
			.fill(
				'yarn create robo quiz-bot --kit bot --javascript --features prettier,eslint --plugins @robojs/ai --no-creds',
			)
		await page.getByRole('button', { name: 'Load command' }).click()
		await expectCommand(
			page,
			'yarn create robo quiz-bot --kit bot --javascript --features prettier,eslint --plugins @robojs/ai --no-creds',
		)
		await page.getByText('Loaded. Every option of that command is shown above.').waitFor()
		assert.equal(
			await form(page)
				.getByRole('checkbox', { name: /Ask for credentials/ })
				.isChecked(),
			false,
		)

		await page.getByLabel('Paste a create-robo command to load its options').fill('npx create-robo game --kit toaster')
		await page.getByRole('button', { name: 'Load command' }).click()
		await page.getByText(/Unknown kit toaster/).waitFor()

		await form(page).getByRole('textbox', { name: 'Project name' }).fill('My Cool Bot!')
		await page.waitForFunction(() =>
			document
				.querySelector('[data-testid="playground-command"]')
				?.textContent?.startsWith('npx create-robo my-cool-bot '),
		)
		assert.match(await form(page).innerText(), /Will be created as my-cool-bot/)
		await context.close()
	})

	it('works with the keyboard and on a 375 px phone', async () => {
		const { page, context } = await openPage(site.browser, phone)
		await open(page)
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'page scrolls sideways')
		const bot = form(page).getByRole('radio', { name: /^Discord Bot/ })
		await bot.focus()
		await page.keyboard.press('ArrowDown')
		await expectCommand(
			page,
			'npx create-robo my-project --kit activity --typescript --features prettier --plugins @robojs/patch @robojs/server',
		)
		await page.keyboard.press('Tab')
		assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).value), 'kit')
		await page.keyboard.press('ArrowDown')
		await expectCommand(page, 'npx create-robo my-project --template discord-activities/2d-game')
		assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), 'page scrolls sideways')
		await context.close()
	})
	it('pins the command to the bottom of a phone screen and puts it beside the form from md (768 px) up', async () => {
		const { page, context, problems } = await openPage(site.browser, { viewport: { width: 375, height: 740 } })
		await open(page, '?kit=web')
		const panel = page.getByTestId('playground-command-panel')
		const box = async (locator: ReturnType<Page['locator']>) => {
			const b = await locator.boundingBox()
			assert.ok(b, 'not on screen')
			return b
		}
		// While the form scrolls by, the command sits at the bottom edge of the screen.
		await form(page).getByRole('textbox', { name: 'Project name' }).focus()
		const pinned = await box(panel)
		assert.ok(
			Math.abs(pinned.y + pinned.height - 740) <= 1,
			`command panel ends at ${pinned.y + pinned.height}, not 740`,
		)
		// Keyboard focus never lands behind it: each field the Tab key reaches is scrolled clear of it.
		for (let i = 0; i < 30; i++) {
			await page.keyboard.press('Tab')
			const covered = await page.evaluate(() => {
				const field = document.activeElement as HTMLElement
				if (!field.closest('form[aria-label="Project options"]')) return null
				const bottom = field.getBoundingClientRect().bottom
				const top = document.querySelector('[data-testid="playground-command-panel"]')!.getBoundingClientRect().top
				return bottom > top
					? `${field.outerHTML.slice(0, 80)} ends at ${bottom}, the pinned command starts at ${top}`
					: null
			})
			assert.equal(covered, null)
		}
		// At the end of the form it lands in its own place, below the form.
		await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
		const [formBox, landed] = [await box(form(page)), await box(panel)]
		assert.ok(landed.y >= formBox.y + formBox.height, 'command panel overlaps the form')

		// From md up: two columns, the command beside the form, nothing pinned; the choices survive.
		await page.setViewportSize({ width: 768, height: 900 })
		await page.waitForFunction(() => document.querySelectorAll('[data-testid="playground-builder"]').length === 1)
		await page.evaluate(() => window.scrollTo(0, 0))
		const [wideForm, wide] = [await box(form(page)), await box(panel)]
		assert.ok(wide.x >= wideForm.x + wideForm.width, 'command is not beside the form')
		assert.equal(await panel.evaluate((el) => getComputedStyle(el).position), 'static')
		await expectCommand(page, buildCommand(queryToState('?kit=web')))
		assert.deepEqual(realProblems(problems), [])
		await context.close()
	})
})

describe('playground accessibility', () => {
	for (const [query, theme, device] of [
		['', 'dark', desktop],
		['', 'light', desktop],
		['?kit=activity&features=eslint,cloudflare', 'light', desktop],
		['?template=web-apps/next-ts&pm=pnpm', 'dark', desktop],
		// One column, with the command pinned to the bottom of the screen.
		['', 'dark', phone],
		['', 'light', phone],
	] as const) {
		const on = device === phone ? ', 375 px phone' : ''
		it(`/playground${query} (${theme}${on}) has no serious or critical axe violation`, async () => {
			const { page, context } = await openPage(site.browser, device)
			await preferTheme(page, theme)
			await open(page, query)
			await page.waitForLoadState('networkidle')
			const serious = await seriousViolations(page)
			assert.equal(serious.length, 0, describeViolations(serious))
			await context.close()
		})
	}
})
