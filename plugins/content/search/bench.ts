/**
 * Search figures for `npm run bench` (scripts/bench.ts) and the relevance test: what the first query
 * downloads of the local index, the engine's time to a first result, and query latency. Node only;
 * reads the index the build wrote (build/search/) the way the browser does, part by part.
 */
import { percentile } from '../../../src/lib/stats'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { createEngine, type LocalEngine } from './engine'
import { textFile, shardFile } from './local-index'
import type { TextFile, SearchManifest, ShardFile } from './types'
import { MANIFEST_FILE, SEARCH_DIR } from './write'

/**
 * Budgets from the search issue: the first search on a phone downloads at most 150 KB gzipped (the
 * modal's code, the manifest, the shards and page parts a query needs) and shows results within 1.5 s
 * under Lighthouse's mobile conditions; a query's own work stays within p95Ms.
 */
export const searchBudgets = { firstSearchGzipBytes: 150 * 1024, firstResultMs: 1500, p95Ms: 10 } as const

/** A spread of real queries: guides, symbols, typos, prefixes, several words, no match. */
export const benchQueries: readonly string[] = [
	'flashcore',
	'create robo',
	'createCommandConfig',
	'slash command',
	'context menu',
	'middleware',
	'state',
	'logger',
	'roboplay',
	'deploy',
	'flashcor',
	'comand',
	'intents',
	'activity',
	'multiplayer',
	'ai',
	'xp leaderboard',
	'cron job',
	'i18n',
	'server',
	'how to create a plugin',
	'typescript',
	'lint',
	'env',
	'discord token',
	'sage',
	'mid',
	'c',
	'portal',
	'zzzzqx',
]

export interface SearchMeasurement {
	records: number
	shards: number
	manifestGzipBytes: number
	/** Gzipped bytes of the parts each bench query fetched on a cold engine: median and largest. */
	partsGzipMedian: number
	partsGzipMax: number
	/**
	 * Read the manifest, answer one query with its parts from disk, with the engine's code not yet run
	 * (as in a worker just started): the engine's own share of a first search.
	 */
	timeToFirstResultMs: number
	p50: number
	p95: number
	/** p95 of the CPU time each query used: the same figure on a busy machine as on an idle one. */
	cpuP95: number
	queries: number
}

const gzipSize = (file: string) => gzipSync(readFileSync(file)).length

/**
 * The engine the browser runs over the index `buildDir` holds, reading its parts from disk.
 * `onPart` hears of each part file the engine reads (once per part, as the browser fetches them).
 */
export function loadBuiltEngine(buildDir: string, onPart?: (file: string) => void): { engine: LocalEngine } {
	const root = join(buildDir, SEARCH_DIR)
	const manifest = JSON.parse(readFileSync(join(root, MANIFEST_FILE), 'utf8')) as SearchManifest
	const read = async <T>(name: string): Promise<T> => {
		const file = join(root, manifest.dir, name)
		onPart?.(file)
		return JSON.parse(readFileSync(file, 'utf8')) as T
	}
	return {
		engine: createEngine(manifest, {
			shard: (n) => read<ShardFile>(shardFile(n)),
			text: (n) => read<TextFile>(textFile(n)),
		}),
	}
}

/** Page routes for `query`, best first, as the modal lists them (it asks for 20 hits). */
export const rankPages = async (engine: LocalEngine, query: string, limit = 20): Promise<string[]> => [
	...new Set((await engine.search(query, limit)).map((hit) => hit.url_without_anchor)),
]

/** Measures the local index in `buildDir` over `count` queries (benchQueries, cycled). */
export async function measureSearch(buildDir: string, count = 100): Promise<SearchMeasurement> {
	const root = join(buildDir, SEARCH_DIR)
	const manifestFile = join(root, MANIFEST_FILE)

	// First, while the engine's code is as cold as in a worker that has just started.
	const started = performance.now()
	const { engine } = loadBuiltEngine(buildDir)
	await engine.search(benchQueries[0])
	const timeToFirstResultMs = performance.now() - started

	// Parts a first query downloads: a fresh engine per query.
	const partSizes: number[] = []
	for (const query of benchQueries) {
		let bytes = 0
		const { engine } = loadBuiltEngine(buildDir, (file) => (bytes += gzipSize(file)))
		await engine.search(query)
		partSizes.push(bytes)
	}

	for (const query of benchQueries) await engine.search(query) // warm up the JIT and the parts
	const times: number[] = []
	const cpu: number[] = []
	for (let i = 0; i < count; i++) {
		const query = benchQueries[i % benchQueries.length]
		const t = performance.now()
		const c = process.cpuUsage()
		await engine.search(query)
		const used = process.cpuUsage(c)
		times.push(performance.now() - t)
		cpu.push((used.user + used.system) / 1000)
	}
	return {
		records: engine.manifest.documentCount,
		shards: engine.manifest.shards.length,
		manifestGzipBytes: gzipSize(manifestFile),
		partsGzipMedian: percentile(partSizes, 50),
		partsGzipMax: Math.max(...partSizes),
		timeToFirstResultMs,
		p50: percentile(times, 50),
		p95: percentile(times, 95),
		cpuP95: percentile(cpu, 95),
		queries: count,
	}
}
