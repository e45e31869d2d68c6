/**
 * Writes the local index into a build: `search/index.<hash>.json` (content-hashed, cacheable forever)
 * and `search/manifest.json` (names the hashed file; the only URL the browser needs to know).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { toIndexFile } from './local-index'
import { recordsFromBuild } from './records'
import type { SearchManifest, SearchRecord } from './types'

/** Budget for the whole-site index, gzipped: the first search may download 350 KB; this leaves room for the manifest and gzip settings. */
export const INDEX_GZIP_TARGET = 345 * 1024
/**
 * Section lengths shown in snippets, tried longest first (Infinity: the whole text) until the index
 * fits INDEX_GZIP_TARGET. A shortened section keeps the other words of its text searchable (see
 * shorten in local-index.ts), so the cap only limits what a snippet can show, never what is found.
 * Hosted services always get the full records.
 */
export const CONTENT_CAPS = [Infinity, 2400, 1800, 1400, 1100, 900, 700, 500] as const

export const SEARCH_DIR = 'search'
export const MANIFEST_FILE = 'manifest.json'

export interface WrittenIndex {
	records: SearchRecord[]
	pages: number
	manifest: SearchManifest
	/** Absolute path of the index file. */
	file: string
	bytes: number
	gzipBytes: number
	/** Content cap applied to fit the budget (CONTENT_CAPS[0] when nothing was cut). */
	contentCap: number
}

/** The index JSON for `records`, cut to fit `target` gzipped bytes. */
export function fitIndex(
	records: readonly SearchRecord[],
	target = INDEX_GZIP_TARGET,
): { json: string; gzipBytes: number; cap: number } {
	let last = { json: '', gzipBytes: Infinity, cap: 0 }
	for (const cap of CONTENT_CAPS) {
		const json = JSON.stringify(toIndexFile(records, cap))
		last = { json, gzipBytes: gzipSync(json).length, cap }
		if (last.gzipBytes <= target) break
	}
	return last
}

/** Extracts the records of `buildDir` and writes the hashed index and its manifest into `buildDir/search/`. */
export function writeSearchIndex(buildDir: string, records = recordsFromBuild(buildDir)): WrittenIndex {
	const { json, gzipBytes, cap } = fitIndex(records)
	const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
	const dir = join(buildDir, SEARCH_DIR)
	mkdirSync(dir, { recursive: true })
	for (const old of readdirSync(dir)) {
		if (/^index\.[0-9a-f]+\.json$/.test(old)) rmSync(join(dir, old))
	}
	const name = `index.${hash}.json`
	const file = join(dir, name)
	writeFileSync(file, json)
	const manifest: SearchManifest = { version: 2, index: name, records: records.length, bytes: json.length }
	writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest))
	return {
		records,
		pages: new Set(records.map((r) => r.url_without_anchor)).size,
		manifest,
		file,
		bytes: Buffer.byteLength(json),
		gzipBytes,
		contentCap: cap,
	}
}
