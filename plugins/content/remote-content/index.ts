/**
 * The build-time README step (README, build step 1), in two plugins:
 *
 * - `docusaurus-plugin-remote-content` (instance `readmes`, options from ./fetch.ts) downloads the
 *   READMEs into `.cache/remote-content/` when the site loads (`start`, `build`) and on
 *   `docusaurus download-remote-readmes`; `clear-remote-readmes` removes the copies.
 * - this plugin (`remote-content`) then prints the summary line and folds a hash of the copies into
 *   the bundler cache key, since the remark plugin in ./remark.ts reads them while pages compile.
 *
 * A missing README is a warning line, never a failed build.
 *
 * Environment: REMOTE_CONTENT (on | offline | off), REMOTE_CONTENT_BASE_URL, ROBO_REPO_DIR,
 * REMOTE_CONTENT_TIMEOUT_MS; see config/env.ts and ./README.md.
 */
import { docExists } from '../docFiles'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LoadContext, Plugin } from '@docusaurus/types'
import type { ReadmeEntry } from './entries'
import { readmePluginOptions, readmesPlugin, type ReadmeRun } from './fetch'
import { summaryLine, type ChainConfig, type ChainReport } from './sources'
import { cacheVersionWith } from '../../build/bundler-cache/key'

const here = dirname(fileURLToPath(import.meta.url))

// A type alias, not an interface: Docusaurus' PluginOptions wants an index signature.
export type RemoteContentOptions = {
	chain: ChainConfig
	entries: readonly ReadmeEntry[]
	/** The docs folder, to tell which READMEs have a page to go into. */
	docsDir: string
	/** The run the `readmes` instance of docusaurus-plugin-remote-content fills in. */
	run: ReadmeRun
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

const OFF: ChainReport = { mode: 'off', outcomes: [], durationMs: 0, offline: false }

/** After the download: the summary, a note on READMEs without a page, the content hash. */
export async function reportRemoteContent(options: RemoteContentOptions): Promise<RemoteContentResult> {
	const log = options.log ?? { info: (l: string) => console.log(l), warn: (l: string) => console.warn(l) }
	const report = options.chain.mode === 'off' ? OFF : ((await options.run.report) ?? OFF)
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

/**
 * The whole step without Docusaurus (bench, tests): runs docusaurus-plugin-remote-content itself
 * with the site's options (it downloads when it is created), then reports.
 */
export async function runRemoteContent(
	settings: Omit<RemoteContentOptions, 'run'> & { siteDir: string },
): Promise<RemoteContentResult> {
	const log = settings.log ?? { info: (l: string) => console.log(l), warn: (l: string) => console.warn(l) }
	const { options, run } = readmePluginOptions({ ...settings, log })
	await readmesPlugin({ siteDir: settings.siteDir } as LoadContext, options, log)
	return reportRemoteContent({ ...settings, log, run })
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
	for (const file of ['sanitize.ts', 'core.ts', 'remark.ts', 'entries.ts']) hash.update(readIfExists(join(here, file)))
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

export default function remoteContentPlugin(_context: LoadContext, pluginOptions: unknown): Plugin {
	const options = pluginOptions as RemoteContentOptions
	let result: RemoteContentResult | undefined
	return {
		name: 'remote-content',

		// Runs after every plugin was created, so after the `readmes` download; content reloads of
		// `docusaurus start` reuse the first report.
		async loadContent() {
			result ??= await reportRemoteContent(options)
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
