/**
 * `npm run bench -- --parts`: what each optional loading part buys. The site is built once per part
 * with that part switched off (ROBO_BENCH_WITHOUT, read in config/env.ts), each into its own folder,
 * and every build is measured the way the bench measures build/: first-load JS+CSS gzipped per page,
 * and the Lighthouse mobile performance score when `--runs` is above 0. With `--skip-build` the
 * builds of an earlier run are measured again. A part earns its keep when
 * it saves at least 4 KB gz per page or 2 Lighthouse points; the table prints the saving beside that.
 *
 * The baseline is built the same way (every part on) so that both sides of each difference come
 * from builds made alike: no persistent bundler cache (a variant must not reuse modules the
 * previous configuration compiled), same environment otherwise. The caller's environment
 * (ROBO_REPO_DIR, REMOTE_CONTENT, …) decides the content, so run it with every source present.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

import { BENCH_PARTS } from '../../config/env'
import { chromiumPath } from '../../tests/support/browser'
import { serveBuild } from '../../tests/support/server'
import { chromiumFlags, firstLoadBytes, lighthouseRun, median, runMeasured } from './measure'

/** What a part must save to stay. */
export const keepThreshold = { kbGzPerPage: 4, lighthousePoints: 2 }

const KB = 1024

interface Figures {
	/** First-load JS+CSS, KB gz, per page. */
	kb: Record<string, number>
	/** Lighthouse mobile performance, median of the runs, per page (empty with `--runs 0`). */
	perf: Record<string, number>
	seconds: number
	peakGb: number
}

async function buildVariant(
	root: string,
	outDir: string,
	without: string,
): Promise<Pick<Figures, 'seconds' | 'peakGb'>> {
	rmSync(outDir, { recursive: true, force: true })
	const result = await runMeasured('npm', ['run', '--silent', 'build', '--', '--out-dir', outDir], {
		NODE_ENV: 'production',
		DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
		// Timed build phases in the log, to read beside the memory figure.
		DOCUSAURUS_PERF_LOGGER: 'true',
		ROBO_BENCH_WITHOUT: without,
	})
	mkdirSync(outDir, { recursive: true })
	writeFileSync(`${outDir}.log`, result.output)
	if (result.code !== 0) {
		console.log(result.output.slice(-3000))
		throw new Error(`build without ${without || 'nothing'} failed`)
	}
	return { seconds: result.seconds, peakGb: result.peakBytes / 1024 ** 3 }
}

async function firstLoadKb(dir: string, pages: string[]): Promise<Record<string, number>> {
	const server = await serveBuild(dir)
	const kb: Record<string, number> = {}
	try {
		const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
		try {
			for (const page of pages) kb[page] = (await firstLoadBytes(browser, server.url + page)) / KB
		} finally {
			await browser.close()
		}
	} finally {
		await server.close()
	}
	return kb
}

/**
 * Lighthouse medians per build and page. The runs are interleaved (run 1 of every build, then run 2…)
 * so that a change in the machine's load during the bench shifts every build alike instead of
 * showing up as one part's gain or loss.
 */
async function lighthouseInterleaved(dirs: Map<string, string>, pages: string[], runs: number) {
	const servers = new Map<string, Awaited<ReturnType<typeof serveBuild>>>()
	const scores = new Map<string, Record<string, number[]>>()
	try {
		for (const [name, dir] of dirs) {
			servers.set(name, await serveBuild(dir))
			scores.set(name, Object.fromEntries(pages.map((page) => [page, [] as number[]])))
		}
		for (let i = 0; i < runs; i++)
			for (const page of pages)
				for (const [name, server] of servers)
					scores.get(name)![page].push((await lighthouseRun(server.url + page, ['performance'])).performance)
	} finally {
		for (const server of servers.values()) await server.close()
	}
	return new Map(
		[...scores].map(([name, byPage]) => [
			name,
			Object.fromEntries(Object.entries(byPage).map(([page, values]) => [page, median(values)])),
		]),
	)
}

const fmt = (n: number, digits = 1) => (n >= 0 ? ' ' : '') + n.toFixed(digits)

/** Saving of one part, per page and overall, against the baseline. */
export function savings(base: Figures, off: Figures, pages: string[]) {
	const kb = pages.map((page) => off.kb[page] - base.kb[page])
	const points = pages.filter((page) => page in base.perf).map((page) => base.perf[page] - off.perf[page])
	const meanKb = kb.reduce((a, b) => a + b, 0) / Math.max(kb.length, 1)
	const medianPoints = points.length > 0 ? median(points) : null
	const keep =
		meanKb >= keepThreshold.kbGzPerPage || (medianPoints !== null && medianPoints >= keepThreshold.lighthousePoints)
	return { kb, points, meanKb, minKb: Math.min(...kb), medianPoints, keep }
}

export async function measureParts({
	root,
	pages,
	runs,
	skipBuild,
}: {
	root: string
	pages: string[]
	runs: number
	skipBuild: boolean
}) {
	const outRoot = join(root, 'bench-results', 'parts')
	console.log(
		`\nloading parts: one build per part switched off (${BENCH_PARTS.join(', ')}), persistent cache off, into ${outRoot}`,
	)
	const figures = new Map<string, Figures>()
	const dirs = new Map<string, string>()
	for (const part of ['', ...BENCH_PARTS]) {
		const name = part || 'baseline'
		const dir = join(outRoot, name)
		// --skip-build reuses the builds of an earlier --parts run (to repeat the measurements only).
		const built =
			skipBuild && existsSync(join(dir, 'index.html'))
				? { seconds: NaN, peakGb: NaN }
				: await buildVariant(root, dir, part)
		const kb = await firstLoadKb(dir, pages)
		figures.set(name, { ...built, kb, perf: {} })
		dirs.set(name, dir)
		console.log(
			`  ${name.padEnd(13)} ${Number.isNaN(built.seconds) ? 'earlier build' : `build ${built.seconds.toFixed(0)} s, peak ${built.peakGb.toFixed(2)} GB`}; first load ` +
				pages.map((page) => `${kb[page].toFixed(1)}`).join(' / ') +
				' KB',
		)
	}
	if (runs > 0) {
		const perf = await lighthouseInterleaved(dirs, pages, runs)
		for (const [name, byPage] of perf) {
			figures.get(name)!.perf = byPage
			console.log(`  ${name.padEnd(13)} lighthouse perf ${pages.map((page) => byPage[page]).join(' / ')}`)
		}
	}

	const base = figures.get('baseline')!
	console.log(
		`\nsaving per page when the part is ON (KB gz; LH perf points, median of ${runs}) — keep if ≥ ${keepThreshold.kbGzPerPage} KB gz per page or ≥ ${keepThreshold.lighthousePoints} points`,
	)
	console.log(`${'page'.padEnd(44)} ${BENCH_PARTS.map((part) => part.padStart(13)).join(' ')}`)
	for (const [i, page] of pages.entries()) {
		const cells = BENCH_PARTS.map((part) => {
			const s = savings(base, figures.get(part)!, pages)
			const lh = s.points.length > 0 ? ` ${s.points[i] >= 0 ? '+' : ''}${s.points[i]}` : ''
			return `${fmt(s.kb[i])}${lh}`.padStart(13)
		})
		console.log(`${page.padEnd(44)} ${cells.join(' ')}`)
	}
	for (const part of BENCH_PARTS) {
		const s = savings(base, figures.get(part)!, pages)
		const lh = s.medianPoints === null ? 'LH not measured' : `median ${fmt(s.medianPoints, 0)} LH points`
		console.log(
			`${part.padEnd(13)} mean ${fmt(s.meanKb)} KB gz per page (min ${fmt(s.minKb)}), ${lh}` +
				`  → ${s.keep ? 'earns its keep' : 'below the threshold'}`,
		)
	}
}
