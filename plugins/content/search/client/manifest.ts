/**
 * The local index's manifest, fetched once per page view and shared: the search button asks for it
 * when the reader shows intent to search (pointer, focus, touch, hotkey), in parallel with the modal's
 * code, and the local backend reads the same promise. Kept tiny: it is in every page's bundle.
 */
import type { SearchManifest } from '../types'

export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
	const response = await fetch(url, init)
	if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
	return (await response.json()) as T
}

let manifest: Promise<SearchManifest> | null = null

/** The manifest at `url` (revalidated: it is not hashed); a failed fetch is forgotten, so the next call retries. */
export function fetchManifest(url: string): Promise<SearchManifest> {
	if (!manifest) {
		manifest = getJson<SearchManifest>(new URL(url, window.location.href).href, { cache: 'no-cache' })
		manifest.catch(() => (manifest = null))
	}
	return manifest
}
