/**
 * The first search on a phone, for the site and for Pagefind over the same HTML, side by side:
 * Lighthouse's mobile conditions (150 ms round trip, 1.6 Mbit/s down, CPU slowed 4x) applied through
 * the DevTools protocol to a page that has loaded, then, per query on a cold browser context:
 * - the site: from pressing Ctrl+K to the first result (or the no-results text) in the modal, with
 *   the query typed as soon as the search box has the focus; bytes are the bodies as transferred
 *   (gzipped by the server) of every request started before the first result showed;
 * - Pagefind: its own runtime with no UI (`pagefind.js`, its worker and WebAssembly, index chunks),
 *   from importing it to the data of its first ten results (fragments), the way a page using it shows
 *   results.
 */
import type { Browser, CDPSession, Page } from 'playwright-core'

import { hydrated, launch, openPage, recordTransfers, searchAnswered, type Transfer } from '../../tests/support/browser'
import { serveBuild } from '../../tests/support/server'

/** Lighthouse's mobile throttling (its `mobileSlow4G` settings). */
export const MOBILE = { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4 } as const

/** Queries of different kinds: a name, two words, a symbol, a prefix, a typo, a question. */
export const firstSearchQueries: readonly string[] = [
	'flashcore',
	'create robo',
	'createCommandConfig',
	'middlew',
	'comand',
	'how do i deploy my bot',
]

/**
 * Queries typed after the first one, whose main-thread work is measured. Each needs index parts the
 * first did not fetch, so its loading state shows while they download (about 0.7 s at phone speed).
 */
export const laterQueries: readonly string[] = ['flashcore get', 'logger', 'state ', 'slash command options', 'deploy']
/**
 * The later queries are typed after this many of the first searches, each on its own cold page, and
 * each later query's cost is its median over those pages. A single sample is the machine's as much as
 * the page's: DevTools slows the CPU by pausing the page's thread, and a short task that meets a
 * pause is charged for it (one trace of 15 later queries had the same answer handling take 1.7 to
 * 20.4 ms). Not after the sixth: it asks for "deploy" already, so the later "deploy" would find its
 * parts fetched and show no loading state.
 */
export const LATER_AFTER = 5

/** What counts as the first result: a result link, or the no-results text. */
const SHOWN = '.DocSearch-Hit a[href], .DocSearch-NoResults'

export interface MainThread {
	task: number
	script: number
}

export interface FirstSearch {
	query: string
	/** Milliseconds from the keypress (the site) or the import (Pagefind) to the first result. */
	ms: number
	/** Body bytes as transferred. */
	bytes: number
	requests: number
	/** Main-thread time of each later query typed in the same modal (the first LATER_AFTER queries). */
	later?: MainThread[]
}

async function throttle(page: Page): Promise<CDPSession> {
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Network.enable')
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: MOBILE.latencyMs,
		downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
		uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
	})
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown })
	await cdp.send('Performance.enable')
	return cdp
}

/**
 * Replaces the search box's text with `text` as a reader does (select all, then the new text: one
 * input event), through the browser's own input events. Script run through page.evaluate does not
 * count in the page's ScriptDuration, so typing that way would leave out the work the keystroke
 * itself causes.
 */
async function typeInto(page: Page, text: string): Promise<void> {
	await page.keyboard.press('ControlOrMeta+A')
	await page.keyboard.insertText(text)
}

/**
 * Main-thread time (ms) the page spends while `run` types a query and the modal shows its answer: all
 * tasks (script, style, layout, paint) and the script part alone.
 */
async function mainThreadMs(page: Page, cdp: CDPSession, run: () => Promise<void>): Promise<MainThread> {
	const metrics = async () => {
		const all = (await cdp.send('Performance.getMetrics')).metrics
		const value = (name: string) => (all.find((m) => m.name === name)?.value ?? 0) * 1000
		// The bench's own reads of the page (DevTools commands) are main-thread tasks too: not the page's work.
		return { task: value('TaskDuration') - value('DevToolsCommandDuration'), script: value('ScriptDuration') }
	}
	await page.waitForTimeout(500)
	const before = await metrics()
	await run()
	// The debounce, the parts to fetch, the answer, and the effects that follow its render. Not
	// `networkidle`: the search worker fetches the index parts, and networkidle does not wait for its
	// requests, so an answer could land after the measurement had ended, or not at all.
	await searchAnswered(page)
	const after = await metrics()
	return { task: after.task - before.task, script: after.script - before.script }
}

/** Runs `run` on a page of a fresh context (cold cache) that can reach nothing but 127.0.0.1. */
async function onCleanContext<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
	const { context, page } = await openPage(browser)
	try {
		return await run(page)
	} finally {
		await context.close()
	}
}

/** Requests and their transferred bytes, summed. */
async function totals(recorded: { stop(): Promise<Transfer[]> }): Promise<{ bytes: number; requests: number }> {
	const transfers = await recorded.stop()
	return { bytes: transfers.reduce((sum, t) => sum + t.bytes, 0), requests: transfers.length }
}

/** The site's first search per query, each on a cold context and a page that has finished loading. */
export async function siteFirstSearch(buildDir: string, queries = firstSearchQueries): Promise<FirstSearch[]> {
	const server = await serveBuild(buildDir)
	const browser = await launch()
	try {
		const out: FirstSearch[] = []
		for (const [i, query] of queries.entries()) {
			out.push(
				await onCleanContext(browser, async (page) => {
					await page.goto(server.url + '/getting-started', { waitUntil: 'networkidle' })
					// The hotkey listens once React has hydrated the page; on a busy machine that can come after
					// networkidle, and a Ctrl+K pressed before it opens nothing.
					await hydrated(page)
					const cdp = await throttle(page)
					const metered = recordTransfers(page)
					// Timed in the page: from the keydown to the mutation that shows the first result.
					await page.evaluate((selector) => {
						const times: { key?: number; shown?: number } = {}
						;(window as unknown as { firstSearch: typeof times }).firstSearch = times
						addEventListener('keydown', () => (times.key ??= performance.now()), { capture: true })
						new MutationObserver(() => {
							if (times.shown === undefined && document.querySelector(selector)) times.shown = performance.now()
						}).observe(document.body, { childList: true, subtree: true })
					}, SHOWN)
					await page.keyboard.press('Control+k')
					// Typed the moment the box has the focus, checked every frame. Not locator.fill: its checks
					// retry on a backoff (up to 500 ms apart), and that wait was counted as the site's time.
					await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'), undefined, {
						polling: 'raf',
						timeout: 60_000,
					})
					await page.keyboard.insertText(query)
					await page.locator(SHOWN).first().waitFor({ timeout: 60_000 })
					const ms = await page.evaluate(() => {
						const { key = NaN, shown = NaN } = (window as unknown as { firstSearch: { key?: number; shown?: number } })
							.firstSearch
						return Math.round(shown - key)
					})
					const first: FirstSearch = { query, ms, ...(await totals(metered)) }
					if (i < LATER_AFTER) {
						// The first query went in as one input event; a reader types it, so the page's keyboard
						// handling has run (and been compiled) before any later query. A select-all does that
						// here, changing nothing, so the first later query is not charged for it.
						await page.keyboard.press('ControlOrMeta+A')
						first.later = []
						for (const later of laterQueries)
							first.later.push(await mainThreadMs(page, cdp, () => typeInto(page, later)))
					}
					return first
				}),
			)
		}
		return out
	} finally {
		await browser.close()
		await server.close()
	}
}

/** Pagefind's first search per query, from the site `withPagefind` serves at `url`. */
export async function pagefindFirstSearch(url: string, queries = firstSearchQueries): Promise<FirstSearch[]> {
	const browser = await launch()
	try {
		const out: FirstSearch[] = []
		for (const query of queries) {
			out.push(
				await onCleanContext(browser, async (page) => {
					await page.goto(url + '/', { waitUntil: 'networkidle' })
					await throttle(page)
					const metered = recordTransfers(page)
					const ms = await page.evaluate(async (q) => {
						const started = performance.now()
						const pf = await import('/pagefind/pagefind.js' as string)
						const found = await pf.search(q)
						await Promise.all(found.results.slice(0, 10).map((r: { data(): Promise<unknown> }) => r.data()))
						return performance.now() - started
					}, query)
					return { query, ms: Math.round(ms), ...(await totals(metered)) }
				}),
			)
		}
		return out
	} finally {
		await browser.close()
	}
}
