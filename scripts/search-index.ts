/**
 * npm run search:index — pushes the site's search records to the hosted service the environment
 * configures (Meilisearch or Algolia, see config/env.ts), after `npm run build`.
 *
 *   --dry-run       print what would be sent; send nothing (works without any service configured)
 *   --build <dir>   the build to read (default build/)
 *   --batch <n>     records per request (default 1000)
 *
 * The records are the ones the local index is made from, extracted again from the built HTML (same
 * code, same order, full section text), so the hosted index and the local one never disagree.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { recordsFromBuild } from '../plugins/content/search/records'
import { describeTarget, pushRecords, pushTargetFromEnv, PushError } from '../plugins/content/search/push'
import { env } from '../config/env'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
	const i = args.indexOf(name)
	return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const dryRun = args.includes('--dry-run')
const buildDir = resolve(option('--build', join(import.meta.dirname, '..', 'build')))
const batchSize = Number(option('--batch', '1000'))
const log = (line: string) => console.log(`[search:index] ${line}`)

async function main(): Promise<number> {
	const target = pushTargetFromEnv(env)
	if (!target && !dryRun) {
		console.error(
			'[search:index] No search service configured. Set MEILISEARCH_HOST and MEILISEARCH_ADMIN_API_KEY ' +
				'(MEILISEARCH_INDEX defaults to robojs), or ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME. ' +
				'Add --dry-run to see what would be sent.',
		)
		return 1
	}
	if (!existsSync(join(buildDir, 'getting-started.html')) && !existsSync(join(buildDir, 'index.html'))) {
		console.error(`[search:index] No build in ${buildDir}: run npm run build first.`)
		return 1
	}
	const started = performance.now()
	const records = recordsFromBuild(buildDir)
	const pages = new Set(records.map((r) => r.url_without_anchor)).size
	log(`${records.length} records from ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`)

	if (!target) {
		log('no service configured: showing the records only')
		log(`would send ${records.length} records in ${Math.ceil(records.length / batchSize)} batches of ≤ ${batchSize}`)
		if (records[0]) log(`first record: ${JSON.stringify(records[0])}`)
		return 0
	}
	log(`target: ${describeTarget(target)} (key from ${target.keyVariable})`)
	const summary = await pushRecords(target, records, { batchSize, dryRun, log })
	if (!dryRun) log(`done: ${summary.records} records, ${summary.deleted} stale removed`)
	return 0
}

main().then(
	(code) => process.exit(code),
	(error: unknown) => {
		console.error(
			`[search:index] ${error instanceof PushError ? error.message : error instanceof Error ? error.stack : error}`,
		)
		process.exit(1)
	},
)
