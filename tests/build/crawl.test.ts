import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { LinkChecker, LinkState, type LinkResult } from 'linkinator'

import { serveBuild, type RunningServer } from '../support/server'

/**
 * A crawl of the served build with linkinator, from the entry page through every internal link,
 * image, script and stylesheet it can reach. The build-output check (links.test.ts) covers anchors;
 * this one proves every URL actually answers. External links are never requested (the tests stay
 * on 127.0.0.1), only checked to be well-formed.
 */
describe('crawl of the built site', () => {
	let server: RunningServer
	let results: LinkResult[]
	before(async () => {
		server = await serveBuild()
		const checker = new LinkChecker()
		const origin = server.url
		const result = await checker.check({
			// The root redirect page links its target, so the crawl covers the whole host.
			path: `${origin}/`,
			recurse: true,
			concurrency: 25,
			timeout: 20_000,
			linksToSkip: async (link) => !link.startsWith(origin),
		})
		results = result.links
	})
	after(() => server.close())

	it('reaches the whole site', () => {
		const pages = new Set(results.filter((r) => r.state === LinkState.OK).map((r) => new URL(r.url).pathname))
		for (const path of ['/getting-started', '/ref/framework', '/templates', '/playground', '/plugins/directory'])
			assert.ok(pages.has(path), `${path} was not reached`)
		assert.ok(pages.size > 150, `only ${pages.size} URLs reached`)
	})

	it('finds no broken internal link', () => {
		const broken = results
			.filter((r) => r.state === LinkState.BROKEN)
			.map((r) => `${r.url} (${r.status}) from ${r.parent}`)
		assert.deepEqual(broken, [])
	})

	it('finds only well-formed external links (and inlined data: images)', () => {
		const bad = results
			.filter((r) => r.state === LinkState.SKIPPED)
			.filter((r) => {
				try {
					const url = new URL(r.url)
					if (url.protocol === 'data:') return !/^data:image\//.test(r.url)
					return !['http:', 'https:', 'mailto:'].includes(url.protocol) || (url.protocol !== 'mailto:' && !url.hostname.includes('.'))
				} catch {
					return true
				}
			})
			.map((r) => `${r.url.slice(0, 200)} from ${r.parent}`)
		assert.deepEqual(bad, [])
	})
})
