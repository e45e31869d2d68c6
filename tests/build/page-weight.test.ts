import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { buildDir } from '../support/paths'
import { firstLoadBudgetKb, firstLoadChunks, totalBytes, weighedPages } from '../support/pageWeight'

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`

// Bytes are deterministic, so the budget is a test and not only a bench figure. The weight is per
// page: what one page's HTML loads first, whatever the number of pages. The test fixture build has
// fewer pages than a full build (no README-sourced pages offline, fewer reference packages), so a
// route chunk or a sidebar can weigh a little less here than on the site; `npm run bench` measures
// the full build in a browser against the same budget.
describe(`first-load JS+CSS, gzipped, is at most ${firstLoadBudgetKb} KB per page`, () => {
	for (const route of weighedPages) {
		it(route, () => {
			const chunks = firstLoadChunks(buildDir, route)
			const total = totalBytes(chunks)
			assert.ok(
				total <= firstLoadBudgetKb * 1024,
				`${route} loads ${kb(total)} at first load (budget ${firstLoadBudgetKb} KB, tests/support/pageWeight.ts). ` +
					`Largest chunks:\n${chunks
						.slice(0, 8)
						.map((c) => `  ${kb(c.gzipBytes).padStart(9)}  ${c.path}`)
						.join('\n')}`,
			)
			// The sum counts the page's own chunks: a page that loads nothing would pass vacuously.
			assert.ok(chunks.some((c) => /\/main\.[0-9a-f]+\.js$/.test(c.path)), `${route} does not load main.js`)
		})
	}
})
