/**
 * How words become index terms, the same for documents, queries and highlighting. Browser-safe.
 */

/** Words too common to help; dropped from documents and queries alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
	'a',
	'after',
	'an',
	'and',
	'are',
	'as',
	'at',
	'be',
	'by',
	'can',
	'do',
	'does',
	'for',
	'from',
	'how',
	'i',
	'in',
	'is',
	'it',
	'me',
	'my',
	'not',
	'of',
	'or',
	'that',
	'the',
	'this',
	'to',
	'we',
	'what',
	'when',
	'where',
	'which',
	'why',
	'with',
	'you',
	'your',
])

/**
 * A light English stemmer, enough for docs: plurals and -ing/-ed/-e/-ion endings fold together, so
 * "creating plugins", "create a plugin", "created plugin" and "plugin creation" meet on
 * `creat plugin`. Short words and
 * identifiers without those endings are left alone.
 */
export function stem(word: string): string {
	if (word.length <= 4 || /\d/.test(word)) return word
	let w = word
	if (w.endsWith('ies')) w = w.slice(0, -3) + 'y'
	else if (w.endsWith('sses') || w.endsWith('xes') || w.endsWith('ches') || w.endsWith('shes')) w = w.slice(0, -2)
	else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('ous') && !w.endsWith('is')) w = w.slice(0, -1)
	if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3)
	else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2)
	// The noun of an -ate verb meets the verb: "migration" and "migrate" on `migrat`.
	if (w.length > 6 && w.endsWith('tion')) w = w.slice(0, -3)
	if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1)
	return w
}

/** A word as the index stores it: lower case and stemmed; null for a stop word. */
export function toTerm(word: string): string | null {
	const lower = word.toLowerCase()
	return STOP_WORDS.has(lower) ? null : stem(lower)
}

/** Words of a text (letters and digits; `_`, `$`, `.` and the like separate), for indexing and highlighting. */
export const WORD = /[\p{L}\p{N}]+/gu

export const words = (text: string): string[] => text.match(WORD) ?? []
