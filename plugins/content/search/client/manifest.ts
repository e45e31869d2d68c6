/**
 * What the reader's intent to search starts (pointer, focus, touch, hotkey; see
 * src/theme/SearchBar/index.tsx), in parallel with the modal's code: the local index's manifest
 * download and the search worker (./worker.ts), whose code downloads meanwhile. In every page's
 * bundle, so it is tiny: the worker's code is a chunk of its own.
 */

const manifests = new Map<string, Promise<ArrayBuffer>>()

/** The manifest's bytes (revalidated: it is not hashed); a failed fetch is forgotten, so the next call retries. */
export function fetchManifest(url: string): Promise<ArrayBuffer> {
	let manifest = manifests.get(url)
	if (!manifest) {
		manifest = fetch(new URL(url, window.location.href), { cache: 'no-cache' }).then((response) => {
			if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
			return response.arrayBuffer()
		})
		manifests.set(url, manifest)
		manifest.catch(() => manifests.delete(url))
	}
	return manifest
}

/** The next fetchManifest of `url` downloads it again (a query failed: the site may have been deployed anew). */
export function forgetManifest(url: string): void {
	manifests.delete(url)
}

let worker: Worker | null = null

/** The search worker, started once. One that fails (its code did not load) is dropped: the next call starts another. */
export function searchWorker(): Worker {
	if (!worker) {
		const started = new Worker(new URL('./worker.ts', import.meta.url), { name: 'search' })
		started.addEventListener('error', () => {
			started.terminate()
			if (worker === started) worker = null
		})
		worker = started
	}
	return worker
}

/** The intent: both downloads start; a failure waits for the query that needs them. */
export function warm(url: string): void {
	void fetchManifest(url).catch(() => {})
	try {
		searchWorker()
	} catch {
		// started again by the first query, which reports the failure
	}
}
