/**
 * The modules mutation testing watches: those where a silent bug would reach every reader (a wrong
 * redirect, a page missing from search, a command a reader copies) or their security (a README
 * that loads a script or an image from an unknown host). Each module lists the unit test files
 * that exercise it; only those run against its mutants, so a run stays within minutes.
 */
export interface MutationModule {
	/** Name on the command line and in the table. */
	name: string
	/** What a surviving mutant would put at risk. */
	stakes: string
	/**
	 * Source files (repository-relative) whose mutants count for this module: a whole file, or the
	 * parts of it that hold the module's logic, each from the line containing `from` to the line
	 * before the one containing `to` (no `to`: to the end of the file). Markers rather than line
	 * numbers, so an edit elsewhere in the file does not move the range.
	 */
	mutate: readonly (string | { file: string; sections: readonly { from: string; to?: string }[] })[]
	/** Unit test files run against those mutants. */
	tests: readonly string[]
}

/** Share of mutants the tests must kill in every module (equivalent ones, listed in equivalent.ts, aside). */
export const GOAL = 0.85

export const MODULES: readonly MutationModule[] = [
	{
		name: 'remote-content',
		stakes: "README URL and image-host policy: what readers' browsers load and where README links lead",
		mutate: [
			{
				file: 'plugins/content/remote-content/sanitize.ts',
				sections: [
					// Decoding and the URL policy: schemes, relative links made absolute, anchors
					{ from: 'export function decodeReadme', to: '/** Pictographs' },
					// The image-host policy and where it is applied
					{ from: 'export const IMAGE_HOSTS', to: '// Presentation: the safe tree' },
					{ from: 'function imageSource(', to: 'function makeLink(' },
				],
			},
		],
		// remote-content-sanitize.test.ts bounds the 2 MB README's time at 15 s, which instrumented
		// code on a shared machine exceeds; Stryker cannot start with a failing test, so the policy is
		// tested here by the files that exercise it without a clock.
		tests: [
			'tests/unit/readme-url-policy.test.ts',
			'tests/unit/remote-content-remark.test.ts',
			'tests/unit/readme-url-edges.test.ts',
		],
	},
	{
		name: 'readme-core',
		stakes: 'the README security core: which HTML elements, attributes and URLs survive into every page',
		mutate: ['plugins/content/remote-content/core.ts'],
		tests: [
			'tests/unit/remote-content-core.test.ts',
			'tests/unit/remote-content-core-edges.test.ts',
			'tests/unit/remote-content-presentation.test.ts',
			'tests/unit/remote-content-sanitize.test.ts',
			'tests/unit/remote-content-remark.test.ts',
			'tests/unit/readme-url-policy.test.ts',
		],
	},
	{
		name: 'readme-presentation',
		stakes: "how a README reads on its page: headings, anchors, install tabs, alerts, lists, images' alt text",
		mutate: [
			{
				file: 'plugins/content/remote-content/sanitize.ts',
				sections: [
					// Heading text, the install-command reader and the alert names
					{ from: '/** Pictographs', to: '// Images: which hosts' },
					// The safe tree rewritten node by node for the page
					{ from: '// Presentation: the safe tree', to: 'function imageSource(' },
					// Links, headings, trimming, the whole-README passes and the entry point
					{ from: 'function makeLink(' },
				],
			},
		],
		// Without remote-content-sanitize.test.ts for the reason given under remote-content: its 15 s
		// bound on the 2 MB README fails the initial run on a loaded machine (seen 2026-11-27).
		tests: [
			'tests/unit/remote-content-presentation.test.ts',
			'tests/unit/remote-content-presentation-edges.test.ts',
			'tests/unit/remote-content-core.test.ts',
			'tests/unit/remote-content-remark.test.ts',
			'tests/unit/readme-url-policy.test.ts',
		],
	},
	{
		name: 'redirects',
		stakes: 'old addresses and reference aliases: each must land on its own page',
		mutate: ['src/data/redirects.ts', 'config/redirects.ts', 'plugins/content/reference/aliases.ts'],
		tests: ['tests/unit/data.test.ts', 'tests/unit/reference.test.ts', 'tests/unit/redirect-tables.test.ts'],
	},
	{
		name: 'search',
		stakes:
			'the records every page is found by, the index parts the build writes and how the modal ranks and loads them',
		mutate: [
			'plugins/content/search/records.ts',
			'plugins/content/search/write.ts',
			'plugins/content/search/local-index.ts',
			{
				file: 'plugins/content/search/engine.ts',
				// The ranking and the part loading; engineFromRecords after it only serves tests and the bench
				sections: [{ from: 'export const BOOST', to: 'An engine over records held in memory' }],
			},
		],
		tests: [
			'tests/unit/search-page-text.test.ts',
			'tests/unit/search-records.test.ts',
			'tests/unit/search-engine.test.ts',
			'tests/unit/search-index.test.ts',
			'tests/unit/search-parts.test.ts',
			'tests/unit/search-ranking.test.ts',
			'tests/unit/search-page-structure.test.ts',
			'tests/unit/search-engine-edges.test.ts',
		],
	},
	{
		name: 'search-text',
		stakes:
			'how a query and a page are cut into terms, the synonyms a query reaches, and the highlighted, escaped text a result shows',
		mutate: [
			// The rules, not the word lists: a list entry is data a test would only repeat
			{ file: 'plugins/content/search/terms.ts', sections: [{ from: 'export function stem' }] },
			{ file: 'plugins/content/search/synonyms.ts', sections: [{ from: 'export const synonymMap' }] },
			'plugins/content/search/hits.ts',
			'src/lib/html.ts',
		],
		tests: [
			'tests/unit/search-text.test.ts',
			'tests/unit/search-engine.test.ts',
			'tests/unit/search-engine-edges.test.ts',
			'tests/unit/search-ranking.test.ts',
			'tests/unit/search-index.test.ts',
			'tests/unit/search-parts.test.ts',
			'tests/unit/search-backends.test.ts',
			'tests/unit/search-modal.test.ts',
		],
	},
	{
		name: 'search-clients',
		stakes:
			'the backends the modal asks: the worker protocol of the local index, its failed parts and workers, and the hosted services’ requests and answers',
		mutate: [
			'plugins/content/search/client/local.ts',
			'plugins/content/search/client/worker-core.ts',
			// The download, not the Worker constructor and the intent around it (a browser's, e2e-tested)
			{ file: 'plugins/content/search/client/manifest.ts', sections: [{ from: 'const manifests', to: 'let worker' }] },
			'plugins/content/search/client/algolia.ts',
			'plugins/content/search/client/meilisearch.ts',
		],
		tests: ['tests/unit/search-backends.test.ts', 'tests/unit/search-worker.test.ts'],
	},
	{
		name: 'search-modal',
		stakes:
			'what the search modal shows for a query: the loading, results, error and start states, which answer wins, the rows, their links and the keyboard selection',
		mutate: [
			'src/theme/SearchBar/session.ts',
			'src/theme/SearchBar/results.ts',
			// The page's own store and the hook hand the window's storage and keys to the logic above them
			{
				file: 'src/theme/SearchBar/recent.ts',
				sections: [{ from: 'export const RECENT_KEY', to: "The page's store" }],
			},
			{
				file: 'src/theme/SearchBar/hotkeys.ts',
				sections: [{ from: 'export function hotkeyAction', to: 'export function useSearchHotkeys' }],
			},
		],
		tests: ['tests/unit/search-modal.test.ts'],
	},
	{
		name: 'commands-and-gallery',
		stakes:
			'the install, create and run commands every page’s package-manager tabs give readers to copy, and which templates the gallery lists for a filter or a shared link',
		mutate: [
			'src/lib/packageManagers.ts',
			{
				file: 'src/lib/templateFilters.ts',
				// Not the display names of the tags: data a test would only repeat
				sections: [
					{ from: 'export const galleryTemplates', to: 'Display names for tags' },
					{ from: 'export const tagLabel' },
				],
			},
		],
		tests: ['tests/unit/packageManagers.test.ts', 'tests/unit/templateFilters.test.ts'],
	},
	{
		name: 'playground',
		stakes: 'the create command the playground builds and the one it reads back',
		mutate: [
			{
				file: 'src/lib/playground.ts',
				// The command: normalised state, the create command built from it and a pasted one read back
				sections: [{ from: 'export function normalizeName', to: '// State <-> URL query' }],
			},
		],
		tests: [
			'tests/unit/playground-command-warnings.test.ts',
			'tests/unit/playground.test.ts',
			'tests/unit/playground-edges.test.ts',
		],
	},
]
