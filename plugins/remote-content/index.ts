/**
 * Local Docusaurus plugin for the build-time README step (spec §1, §7; DESIGN "Build-time
 * pipeline" step 2). Before the bundler starts (`loadContent`, for both `start` and `build`) it
 * runs the source chain for every plugin and template README and keeps the last good copies in
 * `.cache/remote-content/`; the remark plugin in ./remark.ts puts them into the pages while they
 * compile. A missing README is a warning line, never a failed build.
 *
 * Environment: REMOTE_CONTENT (on | offline | off), REMOTE_CONTENT_BASE_URL, ROBO_REPO_DIR,
 * REMOTE_CONTENT_TIMEOUT_MS; see config/env.ts and ./README.md.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
import type { ReadmeEntry } from './entries'
import { missingLine, obtainReadmes, summaryLine, type ChainConfig, type ChainReport } from './sources'
import { cacheVersionWith } from '../bundler-cache/key'

// A type alias, not an interface: Docusaurus' PluginOptions wants an index signature.
export type RemoteContentOptions = {
	chain: ChainConfig
	entries: readonly ReadmeEntry[]
	/** The docs folder, to tell which READMEs have a page to go into. */
	docsDir: string
	/** Extra inputs of the remark plugin (the fixture corpus), part of the bundler cache key. */
	extraInputs?: readonly string[]
	/** Where log lines go (tests capture them). */
	log?: { info(line: string): void; warn(line: string): void }
}

export interface RemoteContentResult {
	report: ChainReport
	/** The summary line, `[remote] 55 READMEs: … in 1.2 s`. */
	summary: string
	/** Hash of everything the pages will read, so the bundler cache is evicted when a README changes. */
	contentHash: string
}

const docExists = (docsDir: string, key: string): boolean =>
	['.mdx', '.md', '/index.mdx', '/index.md'].some((ext) => existsSync(join(docsDir, key + ext)))

/** The whole step, callable without Docusaurus (bench, scripts): obtain, log, hash. */
export async function runRemoteContent(options: RemoteContentOptions): Promise<RemoteContentResult> {
	const log = options.log ?? { info: (l: string) => console.log(l), warn: (l: string) => console.warn(l) }
	const report = await obtainReadmes(options.entries, options.chain)
	for (const outcome of report.outcomes) {
		if (outcome.status === 'missing') log.warn(missingLine(outcome, docExists(options.docsDir, outcome.entry.key)))
	}
	const summary = summaryLine(report, options.entries.length)
	log.info(summary)
	if (report.mode !== 'off') {
		const withoutPage = report.outcomes.filter(
			(o) => o.status === 'ok' && !docExists(options.docsDir, o.entry.key),
		).length
		if (withoutPage > 0) {
			log.info(
				`[remote] ${withoutPage} READMEs have no page to go into yet (docs/plugins/<slug>.mdx, docs/templates/<kind>/<name>.mdx)`,
			)
		}
	}
	return { report, summary, contentHash: contentHash(report, options.extraInputs ?? []) }
}

function contentHash(report: ChainReport, extraInputs: readonly string[]): string {
	const hash = createHash('sha256').update(report.mode)
	for (const outcome of report.outcomes) {
		hash.update(outcome.entry.key)
		// Pages show the fetch date, not the time: same-day rebuilds keep the bundler cache.
		if (outcome.status === 'ok')
			hash.update(`${outcome.meta.sha256} ${outcome.meta.fetchedAt.slice(0, 10)} ${outcome.meta.source}`)
	}
	// The sanitiser and the remark plugin shape the pages too.
	for (const file of ['sanitize.ts', 'core.ts', 'remark.ts', 'entries.ts'])
		hash.update(readIfExists(join(__dirname, file)))
	for (const input of extraInputs) {
		const files = isDirectory(input)
			? readdirSync(input)
					.sort()
					.map((name) => join(input, name))
			: [input]
		for (const file of files) hash.update(file).update(readIfExists(file))
	}
	return hash.digest('hex').slice(0, 16)
}

const isDirectory = (path: string): boolean => {
	try {
		return statSync(path).isDirectory()
	} catch {
		return false
	}
}

const readIfExists = (file: string): string => {
	try {
		return readFileSync(file, 'utf8')
	} catch {
		return ''
	}
}

/** Within one `docusaurus start` session, content reloads reuse the READMEs obtained at startup. */
let session: { key: string; result: RemoteContentResult } | undefined

export default function remoteContentPlugin(_context: LoadContext, pluginOptions: unknown): Plugin {
	const options = pluginOptions as RemoteContentOptions
	return {
		name: 'remote-content',

		async loadContent() {
			const key = JSON.stringify({ ...options.chain, fetch: undefined, now: undefined })
			if (session?.key === key) return session.result
			const result = await runRemoteContent(options)
			session = { key, result }
			return result
		},

		configureWebpack(config, _isServer, _utils, loaded) {
			// The bundler's persistent cache keys MDX modules on their own source only; the README they
			// include comes from elsewhere, so fold its hash into the cache version.
			const content = loaded as RemoteContentResult | undefined
			return content ? cacheVersionWith(config, `readmes-${content.contentHash}`) : {}
		},
	}
}
