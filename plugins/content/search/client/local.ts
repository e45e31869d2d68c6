/**
 * The default backend: the local index written by the build (build/search/), loaded on the first
 * modal open (never on page load) and searched in the page with MiniSearch.
 */
import { createEngine, type LocalEngine } from '../engine'
import { fromIndexFile } from '../local-index'
import type { LocalIndexFile, SearchManifest } from '../types'
import type { SearchBackend } from './backend'

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
	const response = await fetch(url, init)
	if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
	return (await response.json()) as T
}

/** Fetches the manifest (revalidated: it is not hashed), then the hashed index it names, and builds the engine. */
export async function loadLocalEngine(manifestUrl: string): Promise<LocalEngine> {
	const manifestHref = new URL(manifestUrl, window.location.href).href
	const manifest = await getJson<SearchManifest>(manifestHref, { cache: 'no-cache' })
	const file = await getJson<LocalIndexFile>(new URL(manifest.index, manifestHref).href)
	return createEngine(fromIndexFile(file))
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
		async search({ query, hitsPerPage }) {
			const hits = (await load()).search(query, hitsPerPage)
			return { hits, nbHits: hits.length }
		},
	}
}
