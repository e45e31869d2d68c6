import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { searchBudgets } from '../../plugins/content/search/bench'
import type { SearchManifest } from '../../plugins/content/search/types'
import { hydrated, openPage, recordTransfers, servedSite } from '../support/browser'
import { buildDir } from '../support/paths'

/**
 * The first search on a cold page: what it downloads, counted as the server sends it (gzipped), from
 * the hotkey to the first result. Bytes do not depend on the machine, so the budget is a test here;
 * the time under a throttled phone is measured by `npm run bench`.
 */
const site = servedSite()
const manifest = (): SearchManifest =>
	JSON.parse(readFileSync(join(buildDir, 'search', 'manifest.json'), 'utf8')) as SearchManifest

describe('search: the first query on a cold page', () => {
	for (const query of ['flashcore', 'create robo', 'comand']) {
		it(`"${query}" downloads at most ${searchBudgets.firstSearchGzipBytes / 1024} KB and only the index parts it needs`, async () => {
			const { page, context } = await openPage(site.browser, { viewport: { width: 390, height: 844 } })
			try {
				await page.goto(site.url + '/getting-started')
				await hydrated(page)
				await page.waitForLoadState('networkidle')
				const transfers = recordTransfers(page)
				await page.keyboard.press('Control+k')
				await page.locator('.DocSearch-Input').fill(query)
				await page.locator('.DocSearch-Hit a[href]').first().waitFor()
				const fetched = await transfers.stop()
				const total = fetched.reduce((sum, f) => sum + f.bytes, 0)
				const list = fetched.map((f) => `${f.path} ${(f.bytes / 1024).toFixed(1)} KB`).join('\n')
				assert.ok(total <= searchBudgets.firstSearchGzipBytes, `${(total / 1024).toFixed(1)} KB:\n${list}`)
				assert.ok(total > 0, 'nothing was counted')

				const paths = fetched.map((f) => f.path)
				assert.equal(paths.filter((p) => p === '/search/manifest.json').length, 1, list)
				const { dir, shards, texts } = manifest()
				const shardsRead = paths.filter((p) => new RegExp(`^/search/${dir}/t\\d+\\.json$`).test(p))
				const textsRead = paths.filter((p) => new RegExp(`^/search/${dir}/x\\d+\\.json$`).test(p))
				assert.ok(shardsRead.length >= 1, `no shard read:\n${list}`)
				assert.ok(textsRead.length >= 1, `no text part read:\n${list}`)
				assert.equal(new Set(paths).size, paths.length, `a file was fetched twice:\n${list}`)
				// A query reads a few parts, never the whole index (the fixture build has dozens of each).
				assert.ok(
					shardsRead.length <= Math.max(3, shards.length / 4),
					`${shardsRead.length} of ${shards.length} shards`,
				)
				assert.ok(
					textsRead.length <= Math.max(4, texts.length / 2),
					`${textsRead.length} of ${texts.length} text parts`,
				)
			} finally {
				await context.close()
			}
		})
	}
})
