/**
 * The default backend: the split local index the build writes into build/search/ (see
 * ../local-index.ts). The manifest comes first (often already fetched when the reader showed intent,
 * see ./manifest.ts); each query then fetches the shards its words need and the parts of the pages it
 * shows, each once. A part that fails rejects the query (the modal shows its error screen) and is
 * fetched again by the next one.
 */
import { createEngine, type LocalEngine } from '../engine'
import { textFile, shardFile } from '../local-index'
import type { TextFile, ShardFile } from '../types'
import type { SearchBackend } from './backend'
import { fetchManifest, getJson } from './manifest'

export async function loadLocalEngine(manifestUrl: string): Promise<LocalEngine> {
	const manifest = await fetchManifest(manifestUrl)
	const base = new URL(`${manifest.dir}/`, new URL(manifestUrl, window.location.href))
	return createEngine(manifest, {
		shard: (n) => getJson<ShardFile>(new URL(shardFile(n), base).href),
		text: (n) => getJson<TextFile>(new URL(textFile(n), base).href),
	})
}

export function createLocalBackend({ manifestUrl }: { manifestUrl: string }): SearchBackend {
	let engine: Promise<LocalEngine> | null = null
	const load = (): Promise<LocalEngine> => {
		engine ??= loadLocalEngine(manifestUrl).catch((error: unknown) => {
			engine = null // the next query tries again
			throw error
		})
		return engine
	}
	return {
		kind: 'local',
		warm: () => void load().catch(() => {}),
		async search({ query, hitsPerPage, onFirst }) {
			const hits = await (await load()).search(query, hitsPerPage, onFirst)
			return { hits, nbHits: hits.length }
		},
	}
}
