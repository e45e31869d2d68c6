/**
 * Debian Chromium driven by playwright-core. Every request that leaves 127.0.0.1 is aborted and
 * recorded, so a test can assert that a page made none.
 */
import { after, before } from 'node:test'
import {
	chromium,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type Locator,
	type Page,
	type Request,
} from 'playwright-core'
import { serveBuild, type RunningServer } from './server'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launch(): Promise<Browser> {
	return chromium.launch({
		executablePath: chromiumPath,
		args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
	})
}

export interface GuardedPage {
	context: BrowserContext
	page: Page
	/** URLs the page tried to reach outside 127.0.0.1. */
	external: string[]
	/** console.error / console.warn messages and uncaught page errors. */
	problems: string[]
}

/**
 * Aborted third-party requests (the analytics script) are expected; anything else is a real problem,
 * a failed load from the site itself included. A failed load's message carries its URL (see openPage).
 */
export const realProblems = (problems: string[]): string[] =>
	problems.filter((p) => {
		if (/ERR_BLOCKED_BY_CLIENT/.test(p)) return false
		const failed = /net::ERR_FAILED.* @ (\S+)$/.exec(p)
		if (!failed) return true
		try {
			return new URL(failed[1]).hostname === '127.0.0.1'
		} catch {
			return true
		}
	})

/** Resolves once React has hydrated the page (Docusaurus then sets `data-has-hydrated` on <html>). */
export const hydrated = (page: Page): Promise<unknown> =>
	page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')

/** Clicks the navbar's colour-mode toggle, as a reader does, and waits for the light theme (pages open dark). */
export async function switchToLight(page: Page): Promise<void> {
	await page
		.getByRole('button', { name: /dark|light|system/i })
		.first()
		.click()
	await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
}

/** Taps the navbar's menu button, as a reader on a narrow screen does, and returns the drawer once it shows. */
export async function openPhoneMenu(page: Page): Promise<Locator> {
	await page.getByRole('button', { name: /navigation bar/i }).click()
	const drawer = page.locator('.navbar-sidebar')
	await drawer.waitFor({ state: 'visible' })
	return drawer
}

/**
 * Resolves once the search modal shows the whole answer to the query in its box: the box no longer
 * aria-busy and the list unchanged for 300 ms (the best hits can come before the rest). Throws when
 * the modal shows its error screen, or after 60 s. Read from Node a few times a second rather than
 * watched by script in the page: the bench measures the page's own script, which a watcher would add to.
 */
export async function searchAnswered(page: Page): Promise<void> {
	const until = Date.now() + 60_000
	let last = ''
	for (;;) {
		const { now, failed } = await page.evaluate(() => ({
			now: `${document.querySelector('.DocSearch-Input')?.getAttribute('aria-busy')} ${document.querySelector('.DocSearch-Dropdown')?.textContent}`,
			failed: document.querySelector('.DocSearch-ErrorScreen') !== null,
		}))
		if (failed) throw new Error('the search modal shows its error screen')
		if (now === last && now.startsWith('false')) return
		if (Date.now() > until) throw new Error('the search modal showed no answer within 60 s')
		last = now
		await page.waitForTimeout(300)
	}
}

export interface Transfer {
	/** The request's path on its host. */
	path: string
	/** Body bytes as transferred (gzipped when the server gzipped them); 0 for a failed request. */
	bytes: number
}

/**
 * Records every request `page` starts from now until `stop()`, which waits for their bodies and
 * returns each one's path and transferred size: what a reader's connection carries.
 */
export function recordTransfers(page: Page): { stop(): Promise<Transfer[]> } {
	const started: Promise<Transfer>[] = []
	const listener = (request: Request) => {
		const path = new URL(request.url()).pathname
		started.push(
			request
				.response()
				.then(async (response) => {
					await response?.finished()
					return { path, bytes: response ? (await request.sizes()).responseBodySize : 0 }
				})
				.catch(() => ({ path, bytes: 0 })),
		)
	}
	page.on('request', listener)
	return {
		stop() {
			page.off('request', listener)
			return Promise.all(started)
		},
	}
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<GuardedPage> {
	const context = await browser.newContext({ colorScheme: 'light', ...options })
	const external: string[] = []
	await context.route('**/*', (route) => {
		const url = new URL(route.request().url())
		if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1') return route.continue()
		external.push(url.href)
		return route.abort('blockedbyclient')
	})
	const page = await context.newPage()
	const problems: string[] = []
	page.on('console', (msg) => {
		if (msg.type() !== 'error' && msg.type() !== 'warning') return
		// Chromium's "Failed to load resource" text names no URL; its location does.
		const url = /^Failed to load resource/.test(msg.text()) ? msg.location().url : ''
		problems.push(`${msg.type()}: ${msg.text()}${url ? ` @ ${url}` : ''}`)
	})
	page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
	return { context, page, external, problems }
}

/**
 * Registers the suite-level hooks every browser test file needs: the production build served on
 * 127.0.0.1 and one Chromium. Read `site.url` and `site.browser` inside tests.
 */
export function servedSite(): { readonly url: string; readonly browser: Browser } {
	let server: RunningServer | undefined
	let browser: Browser | undefined
	before(async () => {
		server = await serveBuild()
		browser = await launch()
	})
	after(async () => {
		await browser?.close()
		await server?.close()
	})
	return {
		get url() {
			if (!server) throw new Error('site not started')
			return server.url
		},
		get browser() {
			if (!browser) throw new Error('browser not started')
			return browser
		},
	}
}
