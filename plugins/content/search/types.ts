/**
 * Shapes shared by the build step (records, local index), the browser backends and the push script.
 * Browser-safe: types only.
 */

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'

/** DocSearch's hierarchy: lvl0 the sidebar section, lvl1 the page title, lvl2..lvl6 the headings above the text. */
export interface Hierarchy {
	lvl0: string
	lvl1: string
	lvl2: string | null
	lvl3: string | null
	lvl4: string | null
	lvl5: string | null
	lvl6: string | null
}

/**
 * One heading section of one page, in the shape the hosted services index (the DocSearch record):
 * the same objects go to the local index, Meilisearch and Algolia.
 */
export interface SearchRecord {
	/** Stable id, only `[a-z0-9]` so Meilisearch accepts it as a primary key. */
	objectID: string
	/** Site-relative URL with the anchor, e.g. `/robojs/flashcore#quick-start`. */
	url: string
	url_without_anchor: string
	/** The heading id, or null for the text above the first heading. */
	anchor: string | null
	/** The deepest hierarchy level set for this section (`lvl1` for a page's introduction). */
	type: Exclude<Level, 'lvl0'>
	hierarchy: Hierarchy
	/** Plain text of the section (code blocks left out), or null when the section is a bare heading. */
	content: string | null
	/**
	 * The page's `keywords` front matter (its `<meta name="keywords">`): words readers use for the
	 * page that its text may not. On the page's introduction record only.
	 */
	keywords?: string[]
	/**
	 * Local index only: words of the section's text beyond the part kept for snippets, when the index
	 * had to shorten long sections to fit its budget. Searched, never shown.
	 */
	moreWords?: string
}

/**
 * The local index file (`build/search/index.<hash>.json`): the records, folded per page so the shared
 * hierarchy levels are written once. The browser rebuilds the records and the inverted index from it.
 */
export interface LocalIndexFile {
	version: 2
	/** One entry per page: url_without_anchor, lvl0, lvl1, sections. */
	pages: LocalIndexPage[]
}

/** `[url, lvl0, lvl1, sections, keywords]` (keywords only when the page has some) */
export type LocalIndexPage = [
	url: string,
	lvl0: string,
	lvl1: string,
	sections: LocalIndexSection[],
	keywords?: string[],
]

/**
 * `[anchor, headings lvl2.. down to this section's level, content, moreWords]`. The anchor is 1 when
 * it is the slug of the section's own heading (most are: it saves bytes), and moreWords is present
 * only for a shortened section.
 */
export type LocalIndexSection = [
	anchor: string | 1 | null,
	headings: string[],
	content: string | null,
	moreWords?: string,
]

/** `build/search/manifest.json`: names the hashed index so pages never carry its hash. */
export interface SearchManifest {
	version: 2
	/** Path of the index relative to the manifest, e.g. `index.3f2a9c1b.json`. */
	index: string
	records: number
	bytes: number
}
