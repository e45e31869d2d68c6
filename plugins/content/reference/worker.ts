/**
 * A TypeDoc worker process: receives docusaurus-plugin-typedoc instances over IPC, runs them one
 * after the other, and answers each with a result. Started with `fork()` and `--import tsx/esm`.
 *
 * Out of the Docusaurus process, TypeDoc's TypeScript programs stay out of the build's heap, and
 * the build's process keeps a core for its own work meanwhile. Each worker handles several packages, so TypeDoc,
 * TypeScript and the markdown theme are loaded once per worker rather than once per package.
 * TypeDoc's log goes to stdout/stderr; the parent files it under the package being run.
 */
import { existsSync } from 'node:fs'
import type { LoadContext } from '@docusaurus/types'
import type { TypedocInstance } from './options'
import { sharedParseStats } from './shared-parse'

export interface WorkerJob {
	siteDir: string
	instance: TypedocInstance
	manifestFile: string
}

export interface WorkerResult {
	ok: boolean
	ms: number
	/** Peak resident memory of the worker so far, in MB. */
	peakMb: number
	/** Declaration files this run took from the worker's shared parse instead of parsing them. */
	reusedFiles?: number
	error?: string
}

export type WorkerMessage = { type: 'run'; job: WorkerJob } | { type: 'exit' }

async function run(job: WorkerJob): Promise<WorkerResult> {
	const started = performance.now()
	const stats = sharedParseStats()
	const before = { programs: stats.programs, reused: stats.reused }
	let error: string | undefined
	try {
		const { default: docusaurusPluginTypedoc } = await loaded
		// The plugin reads only siteDir and the docs preset from its context; with no preset it
		// takes ./docs, this site's docs folder.
		const context = { siteDir: job.siteDir, siteConfig: { presets: [] } } as unknown as LoadContext
		await docusaurusPluginTypedoc(context, { ...job.instance, referenceManifest: job.manifestFile } as TypedocInstance)
	} catch (err) {
		error = err instanceof Error ? (err.stack ?? err.message) : String(err)
		console.error(`[error] ${error}`)
	}
	// docusaurus-plugin-typedoc returns quietly when TypeDoc cannot convert the project; the
	// manifest is written only after a successful render, so its absence is the failure signal.
	if (!error && stats.programs === before.programs && existsSync(job.manifestFile)) {
		// The package would still be documented, but every package would parse discord.js and
		// robo.js again: say so rather than lose the saving unnoticed.
		error = `TypeDoc did not create its program through Application.getEntryPoints, so the shared parse of typedoc-plugin.mts (shared-parse.ts) no longer applies; check TypeDoc's convert()`
		console.error(`[error] ${error}`)
	}
	const ok = !error && existsSync(job.manifestFile)
	const ms = performance.now() - started
	return {
		ok,
		ms,
		peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
		reusedFiles: stats.reused - before.reused,
		...(ok ? {} : { error: error?.split('\n')[0] ?? 'TypeDoc produced no output' }),
	}
}

// Load TypeDoc and its plugins while the parent is still busy (the framework runs alone first).
const loaded = import('docusaurus-plugin-typedoc')

process.on('message', (message: WorkerMessage) => {
	if (message.type === 'exit') process.exit(0)
	run(message.job).then(
		(result) => process.send?.(result),
		(err: unknown) => process.send?.({ ok: false, ms: 0, peakMb: 0, error: String(err) } satisfies WorkerResult),
	)
})
