/**
 * `npm run test:mutation [-- <module>… ] [--force] [--concurrency N]`: StrykerJS over the modules of
 * tests/mutation/modules.ts, one run per module, then a table of each module's mutation score
 * beside the goal, and every mutant that survived (file:line, mutator, replacement) so it can be
 * killed by a test or marked equivalent in the source with a reason.
 *
 * Stryker's tap runner runs each test file as `node --import tsx/esm <file>` and reads node:test's TAP
 * output; it records which test files reach which mutant, so a mutant only reruns those files.
 * Runs are incremental (reports/mutation/<module>.incremental.json): a re-run only tests the
 * mutants whose code or covering tests changed. `--force` tests every mutant again.
 *
 * Exits 1 when a module is under the goal, or when an entry of tests/mutation/equivalent.ts matches no
 * undetected mutant of the run (its code changed, or a test now kills it), so neither the figures nor
 * the list of equivalents can quietly go wrong.
 */
import type { MutantResult, PartialStrykerOptions } from '@stryker-mutator/api/core'
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { EQUIVALENT, type EquivalentMutant } from '../tests/mutation/equivalent'
import { GOAL, MODULES, type MutationModule } from '../tests/mutation/modules'

const argv = process.argv.slice(2)
const force = argv.includes('--force')
const concurrencyAt = argv.indexOf('--concurrency')
// The machine's two cores are shared: one test process at a time unless asked otherwise.
const concurrency = concurrencyAt >= 0 ? Number(argv[concurrencyAt + 1]) : 1
const named = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--concurrency')
const unknown = named.filter((n) => !MODULES.some((m) => m.name === n))
if (unknown.length > 0) {
	console.error(`unknown module ${unknown.join(', ')}; modules: ${MODULES.map((m) => m.name).join(', ')}`)
	process.exit(2)
}
const chosen = named.length > 0 ? MODULES.filter((m) => named.includes(m.name)) : MODULES

const fileOf = (entry: MutationModule['mutate'][number]): string => (typeof entry === 'string' ? entry : entry.file)

/** Stryker's `file:start-end` globs for a module's entries, with each section's markers found in the file. */
function mutateGlobs(module: MutationModule): string[] {
	return module.mutate.flatMap((entry) => {
		if (typeof entry === 'string') return [entry]
		const lines = readFileSync(entry.file, 'utf8').split('\n')
		const lineOf = (marker: string, after: number): number => {
			const index = lines.findIndex((line, i) => i >= after && line.includes(marker))
			if (index < 0)
				throw new Error(`${entry.file}: no line containing ${JSON.stringify(marker)} (tests/mutation/modules.ts)`)
			return index
		}
		return entry.sections.map(({ from, to }) => {
			const start = lineOf(from, 0)
			return `${entry.file}:${start + 1}-${to === undefined ? lines.length : lineOf(to, start + 1)}`
		})
	})
}

function optionsFor(module: MutationModule): PartialStrykerOptions {
	return {
		mutate: mutateGlobs(module),
		plugins: ['@stryker-mutator/tap-runner'],
		testRunner: 'tap',
		tap: { testFiles: module.tests.filter((f) => existsSync(f)), nodeArgs: ['--import', 'tsx/esm'], forceBail: true },
		coverageAnalysis: 'perTest',
		concurrency,
		// A mutant that loops forever is a kill (timeout); 10 s over the test's normal time leaves
		// room for a loaded machine without waiting minutes on one mutant.
		timeoutMS: 10_000,
		incremental: true,
		incrementalFile: `reports/mutation/${module.name}.incremental.json`,
		force,
		reporters: [process.stdout.isTTY ? 'progress' : 'progress-append-only', 'html'],
		htmlReporter: { fileName: `reports/mutation/${module.name}.html` },
		// Generated or cached content the unit tests never read: not copied to the sandbox.
		ignorePatterns: [
			'/build',
			'/.docusaurus',
			'/.cache',
			'/docs/ref',
			'/reports',
			'/test-results',
			'/bench-results',
			'**/*.tmp.*',
		],
		// tsx strips types without checking them, so there is nothing to disable.
		disableTypeChecks: false,
		tempDirName: '.stryker-tmp',
		// LogLevel is an enum of these strings in an ES module this script can only import lazily.
		logLevel: 'warn' as PartialStrykerOptions['logLevel'],
		fileLogLevel: 'off' as PartialStrykerOptions['fileLogLevel'],
		allowConsoleColors: process.stdout.isTTY,
		thresholds: { high: 90, low: GOAL * 100, break: null },
	}
}

interface Row {
	name: string
	mutants: number
	killed: number
	survived: number
	timeout: number
	noCoverage: number
	errors: number
	ignored: number
}

/** The source text a mutant replaces (Stryker's locations: lines and columns from 1). */
function originalOf(r: MutantResult): string {
	const lines = readFileSync(r.fileName, 'utf8').split('\n')
	const { start, end } = r.location
	if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1)
	return [
		lines[start.line - 1].slice(start.column - 1),
		...lines.slice(start.line, end.line - 1),
		lines[end.line - 1].slice(0, end.column - 1),
	].join('\n')
}

const matches = (r: MutantResult, e: EquivalentMutant): boolean =>
	relative(process.cwd(), r.fileName) === e.file &&
	r.mutatorName === e.mutator &&
	r.replacement === e.replacement &&
	readFileSync(r.fileName, 'utf8').split('\n')[r.location.start.line - 1].includes(e.code) &&
	originalOf(r) === e.original

/**
 * Undetected mutants listed in tests/mutation/equivalent.ts: survivors, and mutants in code no input
 * reaches (a fallback for a value the libraries never give), which no test can cover.
 */
const undetected = (r: MutantResult): boolean => r.status === 'Survived' || r.status === 'NoCoverage'
const isEquivalent = (r: MutantResult): boolean => undetected(r) && EQUIVALENT.some((e) => matches(r, e))

function tally(name: string, results: readonly MutantResult[]): Row {
	const count = (...statuses: string[]) => results.filter((r) => statuses.includes(r.status) && !isEquivalent(r)).length
	return {
		name,
		mutants: results.length,
		killed: count('Killed'),
		survived: count('Survived'),
		timeout: count('Timeout'),
		noCoverage: count('NoCoverage'),
		errors: count('CompileError', 'RuntimeError'),
		ignored: count('Ignored') + results.filter(isEquivalent).length,
	}
}

/** Killed or timed out, over every mutant that could be detected (errors and ignored ones are not). */
const score = (r: Row): number | null => {
	const detectable = r.killed + r.timeout + r.survived + r.noCoverage
	return detectable === 0 ? null : (r.killed + r.timeout) / detectable
}

const percent = (s: number | null) => (s === null ? 'n/a' : `${(s * 100).toFixed(1)} %`)

const HEAD = [
	'module / file',
	'mutants',
	'killed',
	'survived',
	'timeout',
	'no cov.',
	'errors',
	'equiv.',
	'score',
	'goal',
]
function printTable(rows: { row: Row; module: boolean }[]): void {
	const cells = rows.map(({ row, module }) => [
		module ? row.name : `  ${row.name}`,
		String(row.mutants),
		String(row.killed),
		String(row.survived),
		String(row.timeout),
		String(row.noCoverage),
		String(row.errors),
		String(row.ignored),
		percent(score(row)),
		module ? ((score(row) ?? 1) >= GOAL ? 'met' : 'MISSED') : '',
	])
	const widths = HEAD.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)))
	const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ')
	console.log(line(HEAD))
	for (const c of cells) console.log(line(c))
}

async function main(): Promise<void> {
	// Stryker is an ES module only; this project's scripts run as CommonJS.
	const { Stryker } = await import('@stryker-mutator/core')
	const table: { row: Row; module: boolean }[] = []
	const survivors: string[] = []
	const stale: string[] = []
	for (const module of chosen) {
		console.log(`\n== ${module.name}: ${module.stakes}`)
		// A file can be shared by modules (sanitize.ts): an entry belongs to this run when its line is in
		// one of the ranges this module mutates.
		const ranges = mutateGlobs(module).map((glob) => {
			const [, file, start, end] = /^(.*?)(?::(\d+)-(\d+))?$/.exec(glob) as RegExpExecArray
			return { file, start: start ? Number(start) : 1, end: end ? Number(end) : Infinity }
		})
		const inRange = (file: string, line: number) =>
			ranges.some((r) => r.file === file && line >= r.start && line <= r.end)
		// An incremental run reports the mutants its last run kept even where the ranges no longer reach
		// (a module narrowed to part of a file): only those in range count.
		const results = (await new Stryker(optionsFor(module)).runMutationTest()).filter((r) =>
			inRange(relative(process.cwd(), r.fileName), r.location.start.line),
		)
		table.push({ row: tally(module.name, results), module: true })
		for (const file of module.mutate.map(fileOf)) {
			const own = results.filter((r) => relative(process.cwd(), r.fileName) === file)
			table.push({ row: tally(file, own), module: false })
		}
		for (const r of results) {
			if ((r.status !== 'Survived' && r.status !== 'NoCoverage') || isEquivalent(r)) continue
			const where = `${relative(process.cwd(), r.fileName)}:${r.location.start.line}:${r.location.start.column}`
			const replacement = (r.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)
			survivors.push(
				`${module.name}  ${where}  ${r.mutatorName} (${r.status})  ${originalOf(r).replace(/\s+/g, ' ').slice(0, 80)} -> ${replacement}`,
			)
		}
		const inRun = (e: EquivalentMutant) =>
			readFileSync(e.file, 'utf8')
				.split('\n')
				.some((line, i) => line.includes(e.code) && inRange(e.file, i + 1))
		for (const e of EQUIVALENT.filter(inRun)) {
			// An equivalent mutant can time out on a loaded machine (the tests are only slower): not stale.
			if (!results.some((r) => (undetected(r) || r.status === 'Timeout') && matches(r, e)))
				stale.push(`${e.file}: ${e.mutator} ${e.original} -> ${e.replacement} (${e.code})`)
		}
	}

	if (survivors.length > 0) {
		console.log(
			`\nSurviving mutants (${survivors.length}): kill each with a test, or list it in tests/mutation/equivalent.ts with its reason`,
		)
		for (const s of survivors) console.log(`  ${s}`)
	}
	if (stale.length > 0) {
		console.log(
			`\nEquivalent entries that match no undetected mutant (${stale.length}): the code changed or a test now kills it; update or remove each`,
		)
		for (const s of stale) console.log(`  ${s}`)
	}
	console.log(
		`\nMutation score per module (goal ${GOAL * 100} % killed; equiv. = listed in tests/mutation/equivalent.ts or disabled in the source)`,
	)
	printTable(table)
	process.exitCode = table.some(({ row, module }) => module && (score(row) ?? 1) < GOAL) || stale.length > 0 ? 1 : 0
}

main().catch((error: unknown) => {
	console.error(error)
	process.exitCode = 1
})
