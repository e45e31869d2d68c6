/**
 * Pagefind as the benchmark's yardstick: indexes the same built HTML with its defaults (Node API),
 * then answers queries with its own browser runtime in Chromium, the way a site using Pagefind would.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'

import { launch } from '../../tests/support/browser'
import { serveBuild } from '../../tests/support/server'
import { gzipBytes, percentile } from './measure'

export interface PagefindRun {
	pages: number
	/** Bytes fetched by the first search (init + one query + its result fragments), gzipped text. */
	firstSearchGzipBytes: number
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
 * What the site's own first search downloads, gzipped: the modal's code and the index, from the
 * click on a page that has loaded (route chunks the results prefetch are counted too).
 */
export async function localFirstSearch(
	buildDir: string,
	query: string,
): Promise<{ codeBytes: number; dataBytes: number }> {
	const server = await serveBuild(buildDir)
	const browser = await launch()
	try {
		const page = await browser.newPage()
		await page.goto(server.url + '/getting-started', { waitUntil: 'networkidle' })
		const bodies: Promise<[string, number]>[] = []
		page.on('response', (response) => {
			const path = new URL(response.url()).pathname
			bodies.push(
				response.body().then(
					(body) => [path, gzipBytes(body)] as [string, number],
					() => [path, 0],
				),
			)
		})
		await page.keyboard.press('Control+k')
		await page.locator('.DocSearch-Input').fill(query)
		await page.locator('.DocSearch-Hit').first().waitFor()
		await page.waitForLoadState('networkidle')
		let codeBytes = 0
		let dataBytes = 0
		for (const [path, bytes] of await Promise.all(bodies)) {
			if (path.startsWith('/search/')) dataBytes += bytes
			else codeBytes += bytes
		}
		return { codeBytes, dataBytes }
	} finally {
		await browser.close()
		await server.close()
	}
}

export async function runPagefind(buildDir: string, queries: readonly string[], limit = 10): Promise<PagefindRun> {
	const pagefind = await import('pagefind')
	const dir = mkdtempSync(join(tmpdir(), 'pagefind-bench-'))
	try {
		const { index, errors } = await pagefind.createIndex()
		if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)
		const added = await index.addDirectory({ path: buildDir })
		if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`)
		await index.writeFiles({ outputPath: join(dir, 'pagefind') })
		await pagefind.close()
		// A page to run the runtime from, on the same origin as its files.
		writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><title>bench</title></html>')
		writeFileSync(join(dir, '404.html'), 'not found')

		const server = await serveBuild(dir)
		const browser = await launch()
		try {
			const page = await browser.newPage()
			const fetched = new Set<string>()
			page.on('request', (request) => void fetched.add(new URL(request.url()).pathname))
			await page.goto(server.url + '/')
			fetched.clear()
			await page.evaluate(async (first) => {
				const pf = await import('/pagefind/pagefind.js' as string)
				;(window as unknown as { pf: unknown }).pf = pf
				await pf.init()
				const found = await pf.search(first)
				await Promise.all(found.results.slice(0, 10).map((r: { data(): Promise<unknown> }) => r.data()))
			}, queries[0])
			let firstSearchGzipBytes = 0
			for (const path of fetched) {
				const bytes = readFileSync(join(dir, path))
				// Pagefind's index files are already compressed; its JS and JSON are served gzipped.
				firstSearchGzipBytes += ['.js', '.json', '.css'].includes(extname(path)) ? gzipBytes(bytes) : bytes.length
			}

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
			return { pages: added.page_count, firstSearchGzipBytes, p95: percentile(times, 95), results }
		} finally {
			await browser.close()
			await server.close()
		}
	} finally {
		rmSync(dir, { recursive: true, force: true })
	}
}
