/**
 * npm run bench — prints the site's performance figures beside their budgets. It never fails on a
 * budget (the machines are noisy); read the ratios. Options:
 *   --skip-build        measure the existing build/ instead of a cold and a warm build
 *   --skip-dev          do not time `npm start`
 *   --runs N            Lighthouse runs per page (default 3, median reported)
 *   --pages a,b         pages to measure (default: the page set of the quality issue)
 *   --parts             instead: build once per loading part switched off and print what each saves
 */
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

import { chromiumPath } from '../tests/support/browser'
import { startDevServer } from '../tests/support/devServer'
import { serveBuild } from '../tests/support/server'
import { measureSearch, searchBudgets } from '../plugins/search/bench'
import { chromiumFlags, firstLoadBytes, lighthouseRun, median, row, runMeasured } from './bench/measure'
import { measureParts } from './bench/parts'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string, fallback: string) => {
	const i = args.indexOf(name)
	return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}

const root = join(__dirname, '..')
const KB = 1024
const budgets = { firstLoadKb: 170, lighthousePerf: 95, coldBuildS: 100, peakGb: 1.5, warmS: 20 }
const pages = option(
	'--pages',
	'/getting-started,/robojs/flashcore,/ref/framework/variables/Flashcore,/templates,/playground,/plugins/directory',
).split(',')
const runs = Number(option('--runs', '3'))

async function coldBuild() {
	for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
		rmSync(join(root, dir), { recursive: true, force: true })
	const result = await runMeasured('npm', ['run', '--silent', 'build'], { NODE_ENV: 'production' })
	if (result.code !== 0) {
		console.log(result.output.slice(-3000))
		throw new Error('build failed')
	}
	console.log(
		row(
			'cold build wall time',
			`${result.seconds.toFixed(1)} s`,
			`${budgets.coldBuildS} s`,
			result.seconds / budgets.coldBuildS,
		),
	)
	const gb = result.peakBytes / 1024 ** 3
	console.log(
		row('cold build peak memory (process tree)', `${gb.toFixed(2)} GB`, `${budgets.peakGb} GB`, gb / budgets.peakGb),
	)
	for (const line of result.output
		.split('\n')
		// Summary lines only; per-file warnings stay in the build log.
		.filter((l) => /^\[(remote\] \d+ READMEs|reference\] \d+ packages|search\] \d+ records)/.test(l.trim()))) {
		console.log(`  ${line.trim()}`)
	}
}

/** A second build with every cache the first one left (webpack's, the reference step's). */
async function warmBuild() {
	const result = await runMeasured('npm', ['run', '--silent', 'build'], { NODE_ENV: 'production' })
	if (result.code !== 0) throw new Error('warm build failed')
	console.log(
		row(
			'warm rebuild wall time',
			`${result.seconds.toFixed(1)} s`,
			`${budgets.warmS} s`,
			result.seconds / budgets.warmS,
		),
	)
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

function searchFigures() {
	const m = measureSearch(join(root, 'build'))
	const kb = m.indexGzipBytes / KB
	console.log(
		row(
			'search index (gzipped)',
			`${kb.toFixed(0)} KB`,
			`${searchBudgets.indexGzipBytes / KB} KB`,
			m.indexGzipBytes / searchBudgets.indexGzipBytes,
		),
	)
	console.log(row('search time to first result (parse + build + query)', `${m.timeToFirstResultMs.toFixed(0)} ms`))
	console.log(
		row(
			'search query p50 / p95 (100 queries)',
			`${m.p50.toFixed(2)} / ${m.p95.toFixed(2)} ms`,
			`p95 ${searchBudgets.p95Ms} ms`,
			m.p95 / searchBudgets.p95Ms,
		),
	)
}

async function main() {
	console.log(`bench on ${new Date().toISOString()} — figures, not pass/fail`)
	if (flag('--parts')) return measureParts({ root, pages, runs, skipBuild: flag('--skip-build') })
	if (!flag('--skip-build') || !existsSync(join(root, 'build'))) {
		await coldBuild()
		await warmBuild()
	}
	if (!flag('--skip-dev')) await devServer()
	searchFigures()
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
