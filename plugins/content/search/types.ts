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
}

/**
 * `build/search/manifest.json`: what every query needs, fetched when the reader shows intent to
 * search (see local-index.ts for the parts it names).
 */
export interface SearchManifest {
	version: 3
	/** Folder of the parts, `search/<dir>/`, named by the hash of their content. */
	dir: string
	documentCount: number
	/** Average length in terms of each field (FIELDS order in local-index.ts). */
	averageFieldLength: number[]
	/** Length in terms of each field of each document, FIELDS.length numbers per document. */
	fieldLength: number[]
	/** One digit per document: the level of its record (1 for a page's introduction, 2 for an h2 section...). */
	levels: string
	/** Per page: URL without anchor, sidebar section (lvl0), title (lvl1), its first document. */
	pages: [url: string, lvl0: string, lvl1: string, first: number][]
	/** Every index term, sorted. */
	terms: string[]
	/** Position in `terms` of each shard's first term. */
	shards: number[]
	/** First document of each text part. */
	texts: number[]
}

/**
 * A shard (`t<n>.json`): for each of its terms, in order, one entry per field the term occurs in:
 * `[field id, document, frequency, gap to the next document, frequency, ...]`.
 */
export type ShardFile = number[][][]

/**
 * A document's text as results show it: `[anchor, headings lvl2.. down to its level, text, keywords]`.
 * The anchor is 1 when it is the slug of the section's own heading (most are: it saves bytes); the
 * text is cut for snippets (SNIPPET_CHARS); keywords only on a page's introduction, when it has some.
 */
export type DocumentText = [anchor: string | 1 | null, headings: string[], content: string | null, keywords?: string[]]

/** A text part (`x<n>.json`): the texts of consecutive documents, from the one the manifest names. */
export type TextFile = DocumentText[]
