import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { resolveFile } from '../support/server'
import { builtPages, elements, ids } from '../support/html'
import { buildDir } from '../support/paths'

/**
 * Stricter than the build (which only warns, as the spec says): no internal link in the built site
 * may point at a missing page or a missing anchor.
 */
describe('build output: links', () => {
	it('has no broken internal link or anchor', () => {
		const pages = builtPages()
		const broken: string[] = []
		const idCache = new Map<string, Set<string>>()
		for (const [route, file] of pages) {
			if (route.startsWith('/__fixtures__')) continue
			for (const a of elements(file, (e) => e.tagName === 'a' && typeof e.properties.href === 'string')) {
				const href = String(a.properties.href)
				if (/^(https?:|mailto:|tel:|javascript:|data:)/i.test(href) || href.startsWith('//')) continue
				const url = new URL(href, `http://site${route}`)
				if (url.host !== 'site') continue
				const target = url.pathname === route && !href.startsWith('/') && href.startsWith('#') ? file : resolveFile(buildDir, url.pathname)
				if (!target) {
					broken.push(`${route} -> ${href} (no page)`)
					continue
				}
				const anchor = decodeURIComponent(url.hash.slice(1))
				if (anchor) {
					let set = idCache.get(target)
					if (!set) idCache.set(target, (set = ids(target)))
					if (!set.has(anchor)) broken.push(`${route} -> ${href} (no #${anchor})`)
				}
			}
		}
		assert.deepEqual(broken, [])
	})
})
