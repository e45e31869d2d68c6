/**
 * The README download, expressed as options of `docusaurus-plugin-remote-content` (one instance,
 * named `readmes`). What the plugin does itself: it asks axios for every document in `documents`,
 * one after another, passes each body to `modifyContent`, writes the result to `<outDir>/<id>`, and
 * adds the `download-remote-readmes` / `clear-remote-readmes` commands. What it cannot express is
 * wrapped here, through its own options:
 *
 * - `requestConfig.adapter`: axios hands every request to this adapter, which runs the source
 *   chain of sources.ts (ROBO_REPO_DIR → REMOTE_CONTENT_BASE_URL → npm at the pinned version →
 *   the last good copy) for the whole list at once, a few at a time, under the run's time budget.
 *   The adapter never rejects: the plugin throws on a failed request, and a missing README must
 *   not fail the build. The `timeout`, `maxContentLength` and `maxRedirects` of `requestConfig` are
 *   the limits the network link uses.
 * - `modifyContent`: records where each copy came from (`<key>.json` beside `<key>.md` in
 *   `.cache/remote-content`), prints the one warning of a README no source had, and gives the
 *   plugin a short note to write in its place.
 *
 * Document ids are the store's file names (`plugins/ai.md`), not upstream paths: the plugin writes
 * and `clear-remote-readmes` removes `<outDir>/<id>`, and a retired template shares its
 * replacement's upstream folder while keeping a store entry of its own.
 */
import { docExists } from '../docFiles'
import { relative } from 'node:path'
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios'
import type { LoadContext, Plugin } from '@docusaurus/types'
import remoteContentModule, { type RemoteContentPluginOptions } from 'docusaurus-plugin-remote-content'
import { defaultExport } from '../../validate'
import type { ReadmeEntry } from './entries'
import {
	missingLine,
	obtainReadmes,
	withTrailingSlash,
	type ChainConfig,
	type ChainReport,
	type Outcome,
} from './sources'
import { writeStored } from './store'

const pluginRemoteContent = defaultExport(remoteContentModule)

export const PLUGIN_NAME = 'readmes'

export interface ReadmeRun {
	/** Resolves when the chain has answered for every README (started by the first request). */
	report?: Promise<ChainReport>
	/** Outcomes by document id, once the report is in. */
	byId: Map<string, Outcome>
	/** Ids already warned about: `download-remote-readmes` runs the download twice (at start-up and as the command). */
	warned: Set<string>
}

export interface ReadmeFetchSettings {
	chain: ChainConfig
	entries: readonly ReadmeEntry[]
	siteDir: string
	/** The docs folder, to say in a warning whether the README has a page to go into. */
	docsDir: string
	log?: { warn(line: string): void }
}

export const documentId = (entry: Pick<ReadmeEntry, 'key'>): string => `${entry.key}.md`

/** The plugin's options and the run they fill in. */
export function readmePluginOptions(settings: ReadmeFetchSettings): {
	options: RemoteContentPluginOptions
	run: ReadmeRun
} {
	const { chain, entries } = settings
	const log = settings.log ?? { warn: (line: string) => console.warn(line) }
	const run: ReadmeRun = { byId: new Map(), warned: new Set() }
	const ids = entries.map(documentId)

	/** The chain for every README at once (concurrency and budget live there); requests then read from it. */
	const resolveAll = (request: InternalAxiosRequestConfig): Promise<ChainReport> => {
		run.report ??= obtainReadmes(entries, {
			...chain,
			// REMOTE_CONTENT=off only keeps builds from downloading; `download-remote-readmes` is asked to.
			mode: chain.mode === 'off' ? 'on' : chain.mode,
			baseUrl: withTrailingSlash(request.baseURL ?? chain.baseUrl),
			timeoutMs: request.timeout && request.timeout > 0 ? request.timeout : chain.timeoutMs,
			maxBytes: request.maxContentLength && request.maxContentLength > 0 ? request.maxContentLength : chain.maxBytes,
			maxRedirects: request.maxRedirects ?? chain.maxRedirects,
		}).then((report) => {
			for (const outcome of report.outcomes) run.byId.set(documentId(outcome.entry), outcome)
			return report
		})
		return run.report
	}

	async function chainAdapter(request: InternalAxiosRequestConfig): Promise<AxiosResponse<string>> {
		const id = request.url ?? ''
		let data = ''
		try {
			await resolveAll(request)
			const outcome = run.byId.get(id)
			if (outcome?.status === 'ok') data = outcome.text
		} catch {
			// The chain reports failures as outcomes; anything else still must not fail the build.
		}
		return { data, status: 200, statusText: 'OK', headers: {}, config: request, request: { path: id } }
	}

	function modifyContent(filename: string, content: string): { content: string } | undefined {
		const outcome = run.byId.get(filename)
		if (!outcome) return undefined
		if (outcome.status === 'missing') {
			if (!run.warned.has(filename)) log.warn(missingLine(outcome, docExists(settings.docsDir, outcome.entry.key)))
			run.warned.add(filename)
			// The plugin writes something under every id; without a .json record this is not a README.
			return { content: `<!-- no README for ${outcome.entry.key} was found; see the build log -->\n` }
		}
		if (outcome.source !== 'cache') {
			try {
				const { sha256: _sha, ...fresh } = outcome.meta
				outcome.meta = writeStored(chain.storeDir, fresh, outcome.text)
			} catch {
				// A read-only cache only costs the next offline build its fallback.
			}
		}
		return { content: content || outcome.text }
	}

	const options: RemoteContentPluginOptions = {
		name: PLUGIN_NAME,
		sourceBaseUrl: chain.baseUrl,
		outDir: relative(settings.siteDir, chain.storeDir),
		documents: () => ids,
		// REMOTE_CONTENT=off: no download during start or build; the commands still work.
		noRuntimeDownloads: chain.mode === 'off',
		// The store is the last good copy for the next offline build: never delete it after a build.
		performCleanup: false,
		requestConfig: {
			timeout: chain.timeoutMs,
			maxContentLength: chain.maxBytes,
			maxRedirects: chain.maxRedirects,
			// A string for modifyContent, never JSON.parse'd by axios.
			responseType: 'text',
			adapter: chainAdapter,
		},
		modifyContent,
	}
	return { options, run }
}

/**
 * Creates the `readmes` instance. The plugin writes each copy itself and throws if it cannot (a
 * read-only or damaged `.cache`); that is no reason to fail a build, so the failure becomes one
 * warning and the instance is created again without a download (its commands stay available).
 */
export async function readmesPlugin(
	context: LoadContext,
	options: RemoteContentPluginOptions,
	log: { warn(line: string): void } = { warn: (line) => console.warn(line) },
): Promise<Plugin> {
	try {
		return (await pluginRemoteContent(context, options)) as unknown as Plugin
	} catch (error) {
		log.warn(
			`[remote] READMEs not stored in ${options.outDir}: ${error instanceof Error ? error.message : String(error)}. Pages use the copies already there`,
		)
		return (await pluginRemoteContent(context, { ...options, noRuntimeDownloads: true })) as unknown as Plugin
	}
}
