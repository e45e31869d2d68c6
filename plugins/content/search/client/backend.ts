/**
 * What the search modal (src/theme/SearchBar/ModalContent.tsx) needs from a backend. Browser code;
 * each backend module (local, meilisearch, algolia) exports a factory, and the build picks one
 * (plugins/content/search/index.ts), so only that one is bundled.
 */
import type { SearchHit } from '../hits'

export interface SearchRequest {
	query: string
	hitsPerPage: number
	/**
	 * Receives the best hits before the rest, when a backend has them earlier (the local index, whose
	 * results' text comes in parts); the promise still resolves with every hit.
	 */
	onFirst?: (hits: SearchHit[]) => void
}

export interface SearchResponse {
	hits: SearchHit[]
	nbHits: number
}

export interface SearchBackend {
	/** Which service answers; the modal's footer names it. */
	kind: 'local' | 'meilisearch' | 'algolia'
	/** Rejects when the query cannot be answered (network, a failed index part, a service error). */
	search(request: SearchRequest): Promise<SearchResponse>
	/** Starts loading what the first query needs (the local index) when the modal opens. */
	warm?(): void
}
