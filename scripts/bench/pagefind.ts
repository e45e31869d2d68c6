/**
 * Pagefind as the benchmark's yardstick: indexes the same built HTML with its defaults (Node API),
 * then answers queries with its own browser runtime in Chromium, the way a site using Pagefind would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { launch } from '../../tests/support/browser'
import { serveBuild } from '../../tests/support/server'
import { percentile } from './measure'

export interface PagefindRun {
	p95: number
	/** Page routes per query, best first. */
	results: Map<string, string[]>
}

/** `/a/b.html`, `/a/b/`, `/a/b/index.html` → `/a/b` (the routes recordsFromBuild uses). */
export const routeOfUrl = (url: string): string => {
	const path = new URL(url, 'http://x').pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '')
	return path || '/'
}

/**
 * Indexes `buildDir` with Pagefind's defaults into a temporary folder, serves it on 127.0.0.1 beside
 * a blank page to run the runtime from (same origin as its files), and runs `run` with its URL.
 */
export async function withPagefind<T>(buildDir: string, run: (url: string) => Promise<T>): Promise<T> {
	const pagefind = await import('pagefind')
	const dir = mkdtempSync(join(tmpdir(), 'pagefind-bench-'))
	try {
		const { index, errors } = await pagefind.createIndex()
		if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)
		const added = await index.addDirectory({ path: buildDir })
		if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`)
		await index.writeFiles({ outputPath: join(dir, 'pagefind') })
		await pagefind.close()
		writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><title>bench</title></html>')
		writeFileSync(join(dir, '404.html'), 'not found')
		const server = await serveBuild(dir)
		try {
			return await run(server.url)
		} finally {
			await server.close()
		}
	} finally {
		rmSync(dir, { recursive: true, force: true })
	}
}

/** Pagefind's answers to `queries` from the site `withPagefind` serves at `url`: pages and timings. */
export async function runPagefind(url: string, queries: readonly string[], limit = 10): Promise<PagefindRun> {
	const browser = await launch()
	try {
		const page = await browser.newPage()
		await page.goto(url + '/')
		await page.evaluate(async () => {
			const pf = await import('/pagefind/pagefind.js' as string)
			;(window as unknown as { pf: unknown }).pf = pf
			await pf.init()
		})
		const results = new Map<string, string[]>()
		const times: number[] = []
		for (const query of queries) {
			const { urls, ms } = await page.evaluate(
				async ([q, n]) => {
					type Pf = { search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }> }
					const pf = (window as unknown as { pf: Pf }).pf
					const started = performance.now()
					const found = await pf.search(q)
					const ms = performance.now() - started
					const data = await Promise.all(found.results.slice(0, n).map((r) => r.data()))
					return { urls: data.map((d) => d.url), ms }
				},
				[query, limit] as const,
			)
			results.set(query, urls.map(routeOfUrl))
			times.push(ms)
		}
		return { p95: percentile(times, 95), results }
	} finally {
		await browser.close()
	}
}
