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
