/**
 * Search figures for `npm run bench` (scripts/bench.ts): size of the local index the browser
 * downloads, time from index bytes to the first result, and query latency. Node only; reads the
 * index the build wrote (build/search/).
 */
import { percentile } from '../../../src/lib/stats'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { createEngine, type LocalEngine } from './engine'
import { fromIndexFile } from './local-index'
import type { LocalIndexFile, SearchManifest } from './types'
import { MANIFEST_FILE, SEARCH_DIR } from './write'

/** Budgets from the search issue. */
export const searchBudgets = { indexGzipBytes: 350 * 1024, p95Ms: 10 } as const

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
	indexBytes: number
	indexGzipBytes: number
	/** Parse the index, build the engine, answer one query: what the modal waits for after the download. */
	timeToFirstResultMs: number
	p50: number
	p95: number
	/** p95 of the CPU time each query used: the same figure on a busy machine as on an idle one. */
	cpuP95: number
	queries: number
}

/** The engine the browser builds from the index `buildDir` holds, and the raw index bytes. */
export function loadBuiltEngine(buildDir: string): { engine: LocalEngine; raw: Buffer } {
	const dir = join(buildDir, SEARCH_DIR)
	const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest
	const raw = readFileSync(join(dir, manifest.index))
	return { engine: createEngine(fromIndexFile(JSON.parse(raw.toString('utf8')) as LocalIndexFile)), raw }
}

/** Page routes for `query`, best first, as the modal lists them (it asks for 20 hits). */
export const rankPages = (engine: LocalEngine, query: string, limit = 20): string[] => [
	...new Set(engine.search(query, limit).map((hit) => hit.url_without_anchor)),
]

/** Measures the local index in `buildDir` over `count` queries (benchQueries, cycled). */
export function measureSearch(buildDir: string, count = 100): SearchMeasurement {
	const dir = join(buildDir, SEARCH_DIR)
	const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest
	const raw = readFileSync(join(dir, manifest.index))

	const started = performance.now()
	const engine = createEngine(fromIndexFile(JSON.parse(raw.toString('utf8')) as LocalIndexFile))
	engine.search(benchQueries[0])
	const timeToFirstResultMs = performance.now() - started

	for (const query of benchQueries) engine.search(query) // warm up the JIT
	const times: number[] = []
	const cpu: number[] = []
	for (let i = 0; i < count; i++) {
		const query = benchQueries[i % benchQueries.length]
		const t = performance.now()
		const c = process.cpuUsage()
		engine.search(query)
		const used = process.cpuUsage(c)
		times.push(performance.now() - t)
		cpu.push((used.user + used.system) / 1000)
	}
	return {
		records: engine.records.length,
		indexBytes: raw.length,
		indexGzipBytes: gzipSync(raw).length,
		timeToFirstResultMs,
		p50: percentile(times, 50),
		p95: percentile(times, 95),
		cpuP95: percentile(cpu, 95),
		queries: count,
	}
}
