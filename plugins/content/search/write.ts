/**
 * Writes the local index into a build (see local-index.ts for its parts): `search/manifest.json`,
 * revalidated by browsers, and the parts in `search/<hash>/`, named by the hash of their content so
 * they can be cached forever.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { textFile, shardFile, toIndexParts } from './local-index'
import { recordsFromBuild } from './records'
import type { SearchManifest, SearchRecord } from './types'

export const SEARCH_DIR = 'search'
export const MANIFEST_FILE = 'manifest.json'
const OLD_INDEX = /^(?:[0-9a-f]{10}|index\.[0-9a-f]+\.json)$/

export interface WrittenIndex {
	records: SearchRecord[]
	pages: number
	manifest: SearchManifest
	/** Gzipped bytes of the manifest, which every first search downloads. */
	manifestGzipBytes: number
	/** Gzipped bytes of each shard and of each text part, in file order. */
	shardGzipBytes: number[]
	textGzipBytes: number[]
}

/** Extracts the records of `buildDir` and writes the manifest and the parts into `buildDir/search/`. */
export function writeSearchIndex(buildDir: string, records = recordsFromBuild(buildDir)): WrittenIndex {
	const parts = toIndexParts(records)
	const files = new Map<string, string>([
		...parts.shards.map((shard, n) => [shardFile(n), JSON.stringify(shard)] as [string, string]),
		...parts.texts.map((text, n) => [textFile(n), JSON.stringify(text)] as [string, string]),
	])
	const hash = createHash('sha256').update(JSON.stringify(parts.manifest))
	for (const [name, json] of files) hash.update(`\0${name}\0${json}`)
	const manifest: SearchManifest = { ...parts.manifest, dir: hash.digest('hex').slice(0, 10) }

	const root = join(buildDir, SEARCH_DIR)
	mkdirSync(root, { recursive: true })
	// An index an earlier build wrote into the same folder (this format or the single file before it)
	// would ship unused; anything else in search/ is not ours to remove.
	for (const old of readdirSync(root)) if (OLD_INDEX.test(old)) rmSync(join(root, old), { recursive: true })
	const dir = join(root, manifest.dir)
	mkdirSync(dir)
	for (const [name, json] of files) writeFileSync(join(dir, name), json)
	const manifestJson = JSON.stringify(manifest)
	writeFileSync(join(root, MANIFEST_FILE), manifestJson)

	const gz = (name: string) => gzipSync(files.get(name) as string).length
	return {
		records,
		pages: parts.manifest.pages.length,
		manifest,
		manifestGzipBytes: gzipSync(manifestJson).length,
		shardGzipBytes: parts.shards.map((_, n) => gz(shardFile(n))),
		textGzipBytes: parts.texts.map((_, n) => gz(textFile(n))),
	}
}
