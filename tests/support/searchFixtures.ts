import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { extractRecords } from '../../plugins/content/search/records'
import type { SearchRecord } from '../../plugins/content/search/types'
import { repoRoot } from './paths'

export const searchFixtureDir = join(repoRoot, 'tests/fixtures/search')

/** Fixture pages keyed by route: `robojs--flashcore.html` is `/robojs/flashcore`. */
export function searchFixtures(): Map<string, string> {
	const pages = new Map<string, string>()
	for (const file of readdirSync(searchFixtureDir).sort()) {
		if (!file.endsWith('.html')) continue
		pages.set(
			'/' +
				file
					.replace(/\.html$/, '')
					.split('--')
					.join('/'),
			readFileSync(join(searchFixtureDir, file), 'utf8'),
		)
	}
	return pages
}

/** Records of every fixture page, in route order (as recordsFromBuild orders a build). */
export function fixtureRecords(): SearchRecord[] {
	return [...searchFixtures()].flatMap(([route, html]) => extractRecords(html, route))
}

/**
 * A record of page `url` at heading depth `headings.length + 1` (lvl1 is `Title of <url>`), shaped as
 * extractRecords makes one: for tests that need a corpus built to decide one question.
 */
export function sectionRecord(
	url: string,
	headings: (string | null)[],
	anchor: string | null,
	content: string | null,
	keywords?: string[],
): SearchRecord {
	const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = headings
	const r: SearchRecord = {
		objectID: '',
		url: anchor ? `${url}#${anchor}` : url,
		url_without_anchor: url,
		anchor,
		type: `lvl${headings.length + 1}` as SearchRecord['type'],
		hierarchy: { lvl0: 'Docs', lvl1: `Title of ${url}`, lvl2, lvl3, lvl4, lvl5, lvl6 },
		content,
	}
	if (keywords) r.keywords = keywords
	return r
}
