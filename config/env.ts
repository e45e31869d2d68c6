import { repository } from '../src/data/repository'

/**
 * Every environment variable the build reads, in one place, with its default. MAINTAINING.md lists
 * the same set; tests/unit/readme-env.test.ts keeps the two in step.
 */
const read = (name: string, fallback: string): string => process.env[name] ?? fallback

/** The loading parts a measurement build can switch off (`npm run bench -- --parts`). */
export const BENCH_PARTS = ['lazy-routes', 'named-chunks', 'global-data', 'prefetch'] as const
export type BenchPart = (typeof BENCH_PARTS)[number]

/** Parses ROBO_BENCH_WITHOUT; an unknown name fails the build so a typo cannot measure the wrong build. */
export function benchParts(value: string): ReadonlySet<BenchPart> {
	const names = value
		.split(',')
		.map((name) => name.trim())
		.filter(Boolean)
	const unknown = names.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name))
	if (unknown.length > 0)
		throw new Error(`ROBO_BENCH_WITHOUT: unknown part ${unknown.join(', ')} (known: ${BENCH_PARTS.join(', ')})`)
	return new Set(names as BenchPart[])
}

export const env = {
	/** Public origin of the deployed site (canonical URLs, sitemap, social cards). */
	siteUrl: read('SITE_URL', 'https://robojs.dev'),
	/** Domain the analytics script reports page views for. */
	analyticsDomain: read('ANALYTICS_DOMAIN', 'robojs.dev'),
	/** Plausible-compatible analytics script; an empty value builds the site without analytics. */
	analyticsSrc: read('ANALYTICS_SRC', 'https://plausible.io/js/script.js'),
	/** Builds the test-only fixture pages (crash fallback, hostile README) used by the browser suite. */
	testFixtures: read('DOCS_TEST_FIXTURES', '') === '1',
	/** Checkout of the Wave-Play/robo.js monorepo: the first source of the API reference and of the READMEs. */
	roboRepoDir: read('ROBO_REPO_DIR', '') || undefined,
	/** Branch, tag or commit of the GitHub tarball the reference falls back to. */
	roboRepoRef: read('ROBO_REPO_REF', 'main'),
	/** `0` skips the GitHub tarball source of the reference (offline builds skip it anyway). */
	referenceGithub: read('ROBO_REFERENCE_GITHUB', '1') !== '0',
	/** `0` builds without generating the API reference (docs/ref is left as it is). */
	reference: read('ROBO_REFERENCE', '1') !== '0',
	/**
	 * Plugin and template READMEs (plugins/content/remote-content): `on` runs the whole source chain,
	 * `offline` skips the network (ROBO_REPO_DIR, npm copies, .cache), `off` skips the step and the
	 * pages render without READMEs (quickest fully offline build).
	 */
	remoteContent: read('REMOTE_CONTENT', 'on'),
	/** Where READMEs are fetched from; any mirror with the monorepo's layout works. */
	remoteContentBaseUrl: read('REMOTE_CONTENT_BASE_URL', repository.rawBase),
	/** Time-out of one README request, body included, in milliseconds. */
	remoteContentTimeoutMs: Number(read('REMOTE_CONTENT_TIMEOUT_MS', '4000')),
	/**
	 * Measurement builds only: loading parts to leave out, comma-separated (`lazy-routes`,
	 * `named-chunks`, `global-data`, `prefetch`), so the bench can tell what each one saves. Never set
	 * it for a deployed build.
	 */
	benchWithout: benchParts(read('ROBO_BENCH_WITHOUT', '')),

	// Search (plugins/content/search). With none of these set the site searches a local index built from the
	// pages themselves; with Meilisearch or Algolia set, the modal asks that service instead and only
	// that backend's code is bundled. Meilisearch wins when both are set.
	/** Meilisearch URL, e.g. https://search.example.com. Needs MEILISEARCH_API_KEY too. */
	meilisearchHost: read('MEILISEARCH_HOST', ''),
	/** Meilisearch search-only key. It ships to browsers: never put an admin key here. */
	meilisearchApiKey: read('MEILISEARCH_API_KEY', ''),
	/** Meilisearch index the modal queries and `npm run search:index` fills. */
	meilisearchIndex: read('MEILISEARCH_INDEX', 'robojs'),
	/** Meilisearch key allowed to write documents; read only by `npm run search:index`, never bundled. */
	meilisearchAdminApiKey: read('MEILISEARCH_ADMIN_API_KEY', ''),
	/** Algolia application id. Algolia is used when this, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are set. */
	algoliaAppId: read('ALGOLIA_APP_ID', ''),
	/** Algolia search-only key (ships to browsers). */
	algoliaSearchApiKey: read('ALGOLIA_SEARCH_API_KEY', ''),
	/** Algolia index the modal queries and `npm run search:index` fills. */
	algoliaIndexName: read('ALGOLIA_INDEX_NAME', ''),
	/** Algolia key allowed to write records; read only by `npm run search:index`, never bundled. */
	algoliaAdminApiKey: read('ALGOLIA_ADMIN_API_KEY', ''),
} as const
