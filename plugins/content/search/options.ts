/**
 * Which search backend a build talks to, from the settings config/env.ts reads (passed in as the
 * plugin's options). Node only.
 */

export type BackendChoice =
	| { kind: 'local'; manifestUrl: string }
	| { kind: 'meilisearch'; host: string; apiKey: string; indexName: string }
	| { kind: 'algolia'; appId: string; apiKey: string; indexName: string }

/** The hosted-search settings (MEILISEARCH_* and ALGOLIA_* variables); empty strings when unset. */
export interface SearchEnv {
	meilisearchHost: string
	meilisearchApiKey: string
	meilisearchIndex: string
	algoliaAppId: string
	algoliaSearchApiKey: string
	algoliaIndexName: string
}

/** Meilisearch when its host and key are set, else Algolia when its three settings are, else the local index. */
export function chooseBackend(baseUrl: string, env: SearchEnv): BackendChoice {
	if (env.meilisearchHost && env.meilisearchApiKey) {
		return {
			kind: 'meilisearch',
			host: env.meilisearchHost.replace(/\/+$/, ''),
			apiKey: env.meilisearchApiKey,
			indexName: env.meilisearchIndex || 'robojs',
		}
	}
	if (env.algoliaAppId && env.algoliaSearchApiKey && env.algoliaIndexName) {
		return {
			kind: 'algolia',
			appId: env.algoliaAppId,
			apiKey: env.algoliaSearchApiKey,
			indexName: env.algoliaIndexName,
		}
	}
	return { kind: 'local', manifestUrl: `${baseUrl.replace(/\/?$/, '/')}search/manifest.json` }
}

/** One line for the build log; never prints a key. */
export function describeBackend(choice: BackendChoice): string {
	switch (choice.kind) {
		case 'meilisearch':
			return `Meilisearch at ${choice.host}, index ${choice.indexName}`
		case 'algolia':
			return `Algolia app ${choice.appId}, index ${choice.indexName}`
		default:
			return `local index (${choice.manifestUrl})`
	}
}
