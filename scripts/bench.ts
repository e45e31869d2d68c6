/**
 * npm run bench — prints the site's performance figures beside their budgets. It never fails on a
 * budget (the machines are noisy); read the ratios. Options:
 *   --skip-build        measure the existing build/ instead of two cold builds and a warm one
 *   --skip-dev          do not time `npm start`
 *   --runs N            Lighthouse runs per page (default 3, median reported)
 *   --pages a,b         pages to measure (default: the page set of the quality issue)
 *   --search-only       only the search figures: index parts, latency, relevance of the local engine
 *                       beside Pagefind over tests/fixtures/search-relevance/relevance.json, and the
 *                       first search on a throttled phone beside Pagefind's
 *   --search-build DIR  the build the search figures read (default build/)
 *   --queries FILE      measure relevance over another query file of the same shape (a held-out set)
 *   --misses            list the relevance queries each engine misses (answer not in its top 3)
 *   --parts             instead: build once per loading part switched off and print what each saves
 */
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

import { chromiumPath } from '../tests/support/browser'
import { startDevServer } from '../tests/support/devServer'
import { serveBuild } from '../tests/support/server'
import { loadBuiltEngine, measureSearch, rankPages, searchBudgets } from '../plugins/content/search/bench'
import { buildRoutes } from '../plugins/content/search/records'
import {
	loadRelevanceQueries,
	measureRelevance,
	RELEVANCE_FILE,
	type RelevanceResult,
} from '../plugins/content/search/relevance'
import { runPagefind, withPagefind } from './bench/pagefind'
import {
	firstSearchQueries,
	laterQueries,
	MOBILE,
	pagefindFirstSearch,
	siteFirstSearch,
	type FirstSearch,
} from './bench/first-search'
import { chromiumFlags, firstLoadBytes, lighthouseRun, median, row, runMeasured } from './bench/measure'
import { measureParts } from './bench/parts'
import { firstLoadBudgetKb, weighedPages } from '../tests/support/pageWeight'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string, fallback: string) => {
	const i = args.indexOf(name)
	return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}

const root = join(import.meta.dirname, '..')
const KB = 1024
// Cold build: no slower than the full build measured before the architecture rework (48 s with every source).
const budgets = { firstLoadKb: firstLoadBudgetKb, lighthousePerf: 98, coldBuildS: 48, peakGb: 1.5, warmS: 20 }
const pages = option('--pages', weighedPages.join(',')).split(',')
const runs = Number(option('--runs', '3'))

/** Caches a build leaves: the bundler's, Docusaurus' generated files, the build itself. */
const bundlerCaches = ['build', '.docusaurus', 'node_modules/.cache']
/** What the build steps keep between builds on top (TypeDoc's output, converted llms pages). */
const stepCaches = ['.cache/reference', '.cache/llms', '.cache/social']

/** `npm run build`, timed against `budgetS`; throws (with the log's tail) if it fails. */
async function timedBuild(label: string, budgetS: number) {
	const result = await runMeasured('npm', ['run', '--silent', 'build'], { NODE_ENV: 'production' })
	if (result.code !== 0) {
		console.log(result.output.slice(-3000))
		throw new Error(`${label} failed`)
	}
	console.log(row(`${label} wall time`, `${result.seconds.toFixed(1)} s`, `${budgetS} s`, result.seconds / budgetS))
	return result
}

/**
 * Two cold builds: from nothing (a fresh clone or a CI machine without a cache: TypeDoc runs for
 * every package), then with the build steps' own caches kept and only the bundler's emptied (a
 * machine that keeps `.cache/`, which is what a content or code change usually meets).
 */
async function coldBuilds() {
	for (const [label, dirs] of [
		['cold build, nothing cached:', [...bundlerCaches, ...stepCaches]],
		['cold build, step caches kept:', bundlerCaches],
	] as const) {
		for (const dir of dirs) rmSync(join(root, dir), { recursive: true, force: true })
		const result = await timedBuild(label, budgets.coldBuildS)
		const gb = result.peakBytes / 1024 ** 3
		console.log(row(`${label} peak memory`, `${gb.toFixed(2)} GB`, `${budgets.peakGb} GB`, gb / budgets.peakGb))
		for (const line of result.output
			.split('\n')
			// Summary lines only; per-file warnings stay in the build log.
			.filter((l) => /^\[(remote\] \d+ READMEs|reference\] \d+ packages|search\] \d+ records)/.test(l.trim()))) {
			console.log(`  ${line.trim()}`)
		}
	}
}

/** A second build with every cache the first one left (webpack's, the reference step's). */
async function warmBuild() {
	await timedBuild('warm rebuild', budgets.warmS)
}

/** `npm start` until the dev server serves the entry page. */
async function devServer() {
	const server = await startDevServer()
	server.stop()
	const { seconds } = server
	console.log(
		row(
			'npm start to first page',
			seconds === null ? 'no answer' : `${seconds.toFixed(1)} s`,
			`${budgets.warmS} s`,
			seconds === null ? Infinity : seconds / budgets.warmS,
		),
	)
}

/** JS and CSS a page downloads before any interaction, gzipped as a CDN would serve them. */
async function firstLoad(base: string) {
	const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
	try {
		for (const page of pages) {
			const total = (await firstLoadBytes(browser, base + page)) / KB
			console.log(
				row(
					`first-load JS+CSS gz ${page}`,
					`${total.toFixed(1)} KB`,
					`${budgets.firstLoadKb} KB`,
					total / budgets.firstLoadKb,
				),
			)
		}
	} finally {
		await browser.close()
	}
}

async function lighthouseScores(base: string) {
	for (const page of pages) {
		const scores: Record<string, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] }
		for (let i = 0; i < runs; i++) {
			const result = await lighthouseRun(base + page, Object.keys(scores))
			for (const key of Object.keys(scores)) scores[key].push(result[key])
		}
		const perf = median(scores.performance)
		console.log(
			row(
				`lighthouse mobile perf ${page} (median of ${runs})`,
				`${perf}`,
				`≥ ${budgets.lighthousePerf}`,
				budgets.lighthousePerf / Math.max(perf, 1),
			),
		)
		console.log(
			`  a11y ${median(scores.accessibility)}  best-practices ${median(scores['best-practices'])}  seo ${median(scores.seo)}`,
		)
	}
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`

function printMisses(name: string, result: RelevanceResult) {
	console.log(`  ${name} misses (${result.misses.length}):`)
	for (const miss of result.misses)
		console.log(`    ${JSON.stringify(miss.q)} rank ${miss.rank || '-'}; top: ${miss.got.join(' ') || '(none)'}`)
}

/**
 * The local index's parts and latency, relevance beside Pagefind's over the reader queries, then the
 * first search on a throttled phone for both. Goals: top-3 ≥ 95 %, MRR ≥ 0.90, both ahead of
 * Pagefind; the first search within 150 KB and 1.5 s (medians over queries of different kinds).
 */
async function searchFigures(buildDir: string) {
	const m = await measureSearch(buildDir)
	console.log(row('search manifest (gzipped, every first search)', `${(m.manifestGzipBytes / KB).toFixed(1)} KB`))
	console.log(
		row(
			`search parts a cold query reads (${m.shards} shards), median / max`,
			`${(m.partsGzipMedian / KB).toFixed(1)} / ${(m.partsGzipMax / KB).toFixed(1)} KB`,
		),
	)
	console.log(row('search engine time to a first result (parts from disk)', `${m.timeToFirstResultMs.toFixed(0)} ms`))
	console.log(
		row(
			'search query p50 / p95 (100 queries)',
			`${m.p50.toFixed(2)} / ${m.p95.toFixed(2)} ms`,
			`p95 ${searchBudgets.p95Ms} ms`,
			m.p95 / searchBudgets.p95Ms,
		),
	)
	console.log(
		row(
			'search query p95 CPU time (ignores other load)',
			`${m.cpuP95.toFixed(2)} ms`,
			`${searchBudgets.p95Ms} ms`,
			m.cpuP95 / searchBudgets.p95Ms,
		),
	)

	const queries = loadRelevanceQueries(option('--queries', RELEVANCE_FILE))
	const routes = buildRoutes(buildDir)
	const { engine } = loadBuiltEngine(buildDir)
	const local = await measureRelevance(queries, routes, (q) => rankPages(engine, q))
	const measureSide = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => {
		try {
			return await run()
		} catch (error) {
			console.log(`  ${name} could not be measured: ${error instanceof Error ? error.message : String(error)}`)
			return null
		}
	}
	// Pagefind indexes the build once; its relevance and its first search both read that index.
	const yardstick = await measureSide('Pagefind', () =>
		withPagefind(buildDir, async (url) => {
			const answers = await runPagefind(
				url,
				queries.map((q) => q.q),
			)
			const relevance = await measureRelevance(queries, routes, (q) => answers.results.get(q) ?? [])
			return { relevance, first: await measureSide('Pagefind first search', () => pagefindFirstSearch(url)) }
		}),
	)
	const pagefind = yardstick?.relevance ?? null
	console.log(
		`search relevance: ${local.measured} of ${queries.length} reader queries have their page in this build` +
			(local.skipped.length ? ` (${local.skipped.length} wait for pages it lacks)` : ''),
	)
	const cell = (value: string) => value.padStart(14)
	console.log(`  ${''.padEnd(26)}${cell('local')}${cell('Pagefind')}   goal`)
	const line = (label: string, a: string, b: string, goal = '') =>
		console.log(`  ${label.padEnd(26)}${cell(a)}${cell(b)}   ${goal}`)
	line('top-1', pct(local.top1), pagefind ? pct(pagefind.top1) : '-')
	line('top-3', pct(local.top3), pagefind ? pct(pagefind.top3) : '-', '≥ 95 %, ahead of Pagefind')
	line('MRR', local.mrr.toFixed(3), pagefind ? pagefind.mrr.toFixed(3) : '-', '≥ 0.90, ahead of Pagefind')
	if (flag('--misses')) {
		printMisses('local', local)
		if (pagefind) printMisses('Pagefind', pagefind)
	}

	console.log(
		`first search on a phone (${MOBILE.latencyMs} ms RTT, ${(MOBILE.downloadKbps / 1024).toFixed(1)} Mbit/s, ` +
			`CPU ${MOBILE.cpuSlowdown}x; site: Ctrl+K to first result; Pagefind: runtime without UI to 10 results' data)`,
	)
	const site = await measureSide('site first search', () => siteFirstSearch(buildDir))
	const pf = yardstick?.first ?? null
	const fmt = (r: FirstSearch | undefined) =>
		r ? `${(r.ms / 1000).toFixed(2)} s ${(r.bytes / KB).toFixed(0).padStart(3)} KB` : '-'
	console.log(`  ${'query'.padEnd(26)}${'site'.padStart(16)}${'Pagefind'.padStart(16)}`)
	for (const [i, query] of firstSearchQueries.entries())
		console.log(`  ${query.padEnd(26)}${fmt(site?.[i]).padStart(16)}${fmt(pf?.[i]).padStart(16)}`)
	const laterPages = site?.flatMap((r) => (r.later ? [r.later] : [])) ?? []
	const later = laterPages.flat()
	if (later.length > 0) {
		const script = later.map((m) => m.script)
		const task = later.map((m) => m.task)
		// The budget is per query: each query's cost is its median over the cold pages it was typed on,
		// and the costliest of those is compared with it. The single samples follow, without a budget:
		// their spread is the machine's (see LATER_AFTER in ./bench/first-search).
		const [worst, query] = laterQueries
			.map((q, i) => [median(laterPages.map((p) => p[i].script)), q] as const)
			.reduce((a, b) => (b[0] > a[0] ? b : a))
		console.log(
			row(
				`later queries, phone CPU: script of the costliest, its median over ${laterPages.length} pages ("${query.trim()}")`,
				`${worst.toFixed(0)} ms`,
				'16 ms each',
				worst / 16,
			),
		)
		console.log(
			row(
				`  all ${later.length} samples (${laterQueries.length} queries × ${laterPages.length} pages), median / max`,
				`${median(script).toFixed(0)} / ${Math.max(...script).toFixed(0)} ms`,
			),
		)
		console.log(
			row(
				'  all main-thread work (script, style, layout, paint)',
				`${median(task).toFixed(0)} / ${Math.max(...task).toFixed(0)} ms`,
			),
		)
	}
	const medianOf = (runs: FirstSearch[] | null, key: 'ms' | 'bytes') => (runs ? median(runs.map((r) => r[key])) : NaN)
	const siteMs = medianOf(site, 'ms')
	const siteBytes = medianOf(site, 'bytes')
	console.log(
		row(
			'first search time, median (site / Pagefind)',
			`${(siteMs / 1000).toFixed(2)} / ${(medianOf(pf, 'ms') / 1000).toFixed(2)} s`,
			`${searchBudgets.firstResultMs / 1000} s`,
			siteMs / searchBudgets.firstResultMs,
		),
	)
	// DevTools slows the page's main thread only, not the search worker (Emulation.setCPUThrottlingRate
	// answers "only supported for pages" for a worker target). On a phone as slow as the emulated one,
	// the worker's own work for a first query (the engine's time above, from the manifest to the first
	// hits) takes cpuSlowdown times as long: the difference is added here, so the figure stays a phone's.
	const workerExtraMs = m.timeToFirstResultMs * (MOBILE.cpuSlowdown - 1)
	console.log(
		row(
			`  site with the worker slowed ${MOBILE.cpuSlowdown}x too (+${workerExtraMs.toFixed(0)} ms)`,
			`${((siteMs + workerExtraMs) / 1000).toFixed(2)} s`,
			`${searchBudgets.firstResultMs / 1000} s`,
			(siteMs + workerExtraMs) / searchBudgets.firstResultMs,
		),
	)
	console.log(
		row(
			'first search download, median (site / Pagefind)',
			`${(siteBytes / KB).toFixed(0)} / ${(medianOf(pf, 'bytes') / KB).toFixed(0)} KB`,
			`${searchBudgets.firstSearchGzipBytes / KB} KB`,
			siteBytes / searchBudgets.firstSearchGzipBytes,
		),
	)
}

async function main() {
	console.log(`bench on ${new Date().toISOString()} — figures, not pass/fail`)
	const searchBuild = option('--search-build', join(root, 'build'))
	if (flag('--search-only')) return searchFigures(searchBuild)
	if (flag('--parts')) return measureParts({ root, pages, runs, skipBuild: flag('--skip-build') })
	if (!flag('--skip-build') || !existsSync(join(root, 'build'))) {
		await coldBuilds()
		await warmBuild()
	}
	if (!flag('--skip-dev')) await devServer()
	await searchFigures(searchBuild)
	const server = await serveBuild(join(root, 'build'))
	try {
		await firstLoad(server.url)
		await lighthouseScores(server.url)
	} finally {
		await server.close()
	}
}

main().catch((error) => {
	console.error(error)
	process.exit(1)
})
