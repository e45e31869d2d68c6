/**
 * The local engine's side of the search worker (./worker.ts wires it to the worker's global scope;
 * ./local.ts is the page's side). The engine runs off the page's main thread: reading the manifest,
 * expanding the query's words, scoring, fetching parts and highlighting never hold up the reader's
 * typing, scrolling or the modal's rendering. Plain functions over messages, so a unit test drives
 * them without a browser.
 */
import { createEngine, type LocalEngine } from '../engine'
import type { SearchHit } from '../hits'
import { shardFile, textFile } from '../local-index'
import type { SearchManifest, ShardFile, TextFile } from '../types'

/**
 * Page → worker. The manifest comes once per worker, before the first query, as the bytes fetched. A
 * query's first hits are sent only when `first` asks for them: each message is a copy of its hits for
 * the page's main thread to read.
 */
export type ToWorker =
	| { type: 'manifest'; url: string; body: ArrayBuffer }
	| { type: 'search'; id: number; query: string; limit: number; first?: boolean }

/** Worker → page, per query: its first hits (see LocalEngine.search), all its hits, or why it failed. */
export type FromWorker =
	| { type: 'first'; id: number; hits: SearchHit[] }
	| { type: 'hits'; id: number; hits: SearchHit[] }
	| { type: 'error'; id: number; message: string }

export async function getJson<T>(url: string): Promise<T> {
	const response = await fetch(url)
	if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
	return (await response.json()) as T
}

/** The message handler: keeps the engine the manifest made, answers each query with `post`. */
export function createWorkerHandler(
	post: (message: FromWorker) => void,
	get: <T>(url: string) => Promise<T> = getJson,
): (message: ToWorker) => Promise<void> {
	let engine: LocalEngine | Error = new Error('no search manifest yet')
	return async (message) => {
		if (message.type === 'manifest') {
			try {
				const manifest = JSON.parse(new TextDecoder().decode(message.body)) as SearchManifest
				const base = new URL(`${manifest.dir}/`, message.url)
				engine = createEngine(manifest, {
					shard: (n) => get<ShardFile>(new URL(shardFile(n), base).href),
					text: (n) => get<TextFile>(new URL(textFile(n), base).href),
				})
			} catch (error) {
				engine = error instanceof Error ? error : new Error(String(error))
			}
			return
		}
		const { id, query, limit, first } = message
		try {
			if (engine instanceof Error) throw engine
			const hits = await engine.search(
				query,
				limit,
				first ? (early) => post({ type: 'first', id, hits: early }) : undefined,
			)
			post({ type: 'hits', id, hits })
		} catch (error) {
			post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) })
		}
	}
}
