/** Small measuring helpers for `npm run bench`. Figures only: nothing here passes or fails. */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'

import { chromiumPath } from '../../tests/support/browser'

export { median, percentile } from '../../src/lib/stats'
// One gzip setting for the bench and the page-weight test.
export { gzipBytes } from '../../tests/support/pageWeight'
import { gzipBytes } from '../../tests/support/pageWeight'

/** Resident memory of a process and all its descendants, read from /proc (Linux). */
function treeRss(rootPid: number): number {
	const children = new Map<number, number[]>()
	const rss = new Map<number, number>()
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			const ppid = Number(fields[1])
			const pages = Number(fields[21])
			const pid = Number(entry)
			rss.set(pid, pages * 4096)
			children.set(ppid, [...(children.get(ppid) ?? []), pid])
		} catch {
			// the process ended while we were reading
		}
	}
	let total = 0
	const stack = [rootPid]
	while (stack.length) {
		const pid = stack.pop() as number
		total += rss.get(pid) ?? 0
		stack.push(...(children.get(pid) ?? []))
	}
	return total
}

export interface RunResult {
	seconds: number
	peakBytes: number
	code: number | null
	output: string
}

/** Runs a command, sampling the memory of its whole process tree every 100 ms. */
export function runMeasured(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
	return new Promise((resolve) => {
		const start = process.hrtime.bigint()
		const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
		let output = ''
		child.stdout.on('data', (d) => (output += d))
		child.stderr.on('data', (d) => (output += d))
		let peak = 0
		const timer = setInterval(() => {
			if (child.pid) peak = Math.max(peak, treeRss(child.pid))
		}, 100)
		child.on('close', (code) => {
			clearInterval(timer)
			resolve({ seconds: Number(process.hrtime.bigint() - start) / 1e9, peakBytes: peak, code, output })
		})
	})
}

export function row(label: string, value: string, budget?: string, ratio?: number): string {
	const status = ratio === undefined ? '' : ratio <= 1 ? '  ok' : '  OVER'
	const ratioText = ratio === undefined ? '' : `  (${ratio.toFixed(2)}× budget)`
	return `${label.padEnd(44)} ${value.padStart(12)}${budget ? `  budget ${budget}` : ''}${ratioText}${status}`
}

/**
 * JS and CSS a page downloads before any interaction (every script and stylesheet fetched until the
 * network is idle), gzipped as a CDN would serve them, in bytes. Requests off 127.0.0.1 are refused.
 */
export async function firstLoadBytes(browser: Browser, url: string): Promise<number> {
	const context = await browser.newContext()
	try {
		await context.route('**/*', (route) =>
			new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort(),
		)
		const tab = await context.newPage()
		const bodies: Promise<number>[] = []
		tab.on('response', (response) => {
			const type = response.request().resourceType()
			if (type === 'script' || type === 'stylesheet') bodies.push(response.body().then(gzipBytes, () => 0))
		})
		await tab.goto(url, { waitUntil: 'networkidle' })
		return (await Promise.all(bodies)).reduce((a, b) => a + b, 0)
	} finally {
		await context.close()
	}
}

export const chromiumFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

/** One Lighthouse 12 run (mobile defaults) in a fresh Chromium: each category's score, 0–100. */
export async function lighthouseRun(url: string, categories: string[]): Promise<Record<string, number>> {
	const { default: lighthouse } = await import('lighthouse')
	const chromeLauncher = await import('chrome-launcher')
	const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
	try {
		const result = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: categories,
		})
		return Object.fromEntries(
			categories.map((key) => [key, Math.round((result?.lhr.categories[key]?.score ?? 0) * 100)]),
		)
	} finally {
		chrome.kill()
	}
}
