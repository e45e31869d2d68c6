/**
 * The default backend: the split local index the build writes into build/search/ (see
 * ../local-index.ts), searched by the engine in the search worker (./worker-core.ts) so a query's
 * work stays off the page's main thread. The page fetches the manifest (often already on its way since
 * the reader showed intent, see ./manifest.ts) and hands its bytes to the worker once; each query is
 * then a message, answered with its first hits and all its hits, or an error.
 *
 * A query that fails (a part that could not be had, a manifest the worker could not read) rejects
 * (the modal shows its error screen), and the next query starts over from a manifest downloaded
 * again: after a deployment, the parts a page's manifest names are gone, and the new manifest names
 * the new ones; a manifest that arrived broken (a portal's page, a cut connection) is not kept. A
 * worker that fails (its code could not load) rejects every query waiting on it and is replaced by the
 * next query.
 */
import type { SearchHit } from '../hits'
import type { SearchBackend } from './backend'
import { fetchManifest, forgetManifest, searchWorker } from './manifest'
import type { FromWorker, ToWorker } from './worker-core'

interface Pending {
	resolve(hits: SearchHit[]): void
	reject(error: Error): void
	onFirst?: (hits: SearchHit[]) => void
}

/** The part of a Worker the backend uses (a test passes a fake). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener'>

export function createLocalBackend(
	{ manifestUrl }: { manifestUrl: string },
	startWorker: () => WorkerLike = searchWorker,
): SearchBackend {
	const pending = new Map<number, Pending>()
	let lastId = 0
	let worker: WorkerLike | null = null
	let ready: Promise<WorkerLike> | null = null

	const answer = ({ data }: MessageEvent<FromWorker>) => {
		const query = pending.get(data.id)
		if (!query) return
		if (data.type === 'first') return query.onFirst?.(data.hits)
		pending.delete(data.id)
		if (data.type === 'hits') return query.resolve(data.hits)
		// The next query downloads the manifest again and hands it to the worker, which starts over.
		ready = null
		forgetManifest(manifestUrl)
		query.reject(new Error(data.message))
	}

	const fail = (event: Event) => {
		event.preventDefault()
		// The next query starts another worker (./manifest.ts drops this one) and hands it the manifest.
		worker = null
		ready = null
		const error = new Error(`the search worker failed: ${(event as ErrorEvent).message ?? event.type}`)
		for (const query of pending.values()) query.reject(error)
		pending.clear()
	}

	/** The worker, listened to once however many manifests it is handed. */
	const started = (): WorkerLike => {
		if (!worker) {
			worker = startWorker()
			worker.addEventListener('message', answer as EventListener)
			worker.addEventListener('error', fail)
		}
		return worker
	}

	/** A worker that holds the manifest. */
	const connect = (): Promise<WorkerLike> => {
		ready ??= fetchManifest(manifestUrl).then(
			(body) => {
				const target = started()
				const message: ToWorker = { type: 'manifest', url: new URL(manifestUrl, window.location.href).href, body }
				target.postMessage(message)
				return target
			},
			(error: unknown) => {
				ready = null // the next query fetches the manifest again
				throw error
			},
		)
		return ready
	}

	return {
		kind: 'local',
		warm: () => void connect().catch(() => {}),
		async search({ query, hitsPerPage, onFirst }) {
			const target = await connect()
			const id = ++lastId
			const hits = await new Promise<SearchHit[]>((resolve, reject) => {
				pending.set(id, { resolve, reject, onFirst })
				const message: ToWorker = { type: 'search', id, query, limit: hitsPerPage, first: onFirst !== undefined }
				target.postMessage(message)
			})
			return { hits, nbHits: hits.length }
		},
	}
}
