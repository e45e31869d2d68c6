import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { env } from '../../config/env'
import { sectionForPath, sections, socialImagePath } from '../../src/data/sections'
import { builtPages, elements, redirectTarget } from '../support/html'
import { buildDir } from '../support/paths'

function meta(file: string, key: string): string[] {
	return elements(
		file,
		(e) => e.tagName === 'meta' && (e.properties.property === key || e.properties.name === key),
	).map((e) => String(e.properties.content ?? ''))
}

/** Every real page of the build: no test fixtures, no client-redirect stubs. */
function pages() {
	return [...builtPages()].filter(([route, file]) => !route.startsWith('/__fixtures__') && !redirectTarget(file))
}

describe('build output: Open Graph and Twitter meta', () => {
	it('draws one card per section', () => {
		for (const section of sections) assert.ok(existsSync(join(buildDir, socialImagePath(section))), section.id)
	})

	it('gives every page a title, a description and its section’s card, once each', () => {
		const problems: string[] = []
		for (const [route, file] of pages()) {
			// The not-found page has no description to give.
			const keys = ['og:title', 'og:image', 'twitter:image', 'twitter:card']
			if (route !== '/404') keys.push('og:description', 'description')
			for (const key of keys) {
				const values = meta(file, key)
				if (values.length !== 1 || !values[0]) problems.push(`${route}: ${values.length} × ${key}`)
			}
			const image = meta(file, 'og:image')[0]
			if (!image) continue
			const url = new URL(image)
			if (url.origin !== new URL(env.siteUrl).origin) problems.push(`${route}: og:image ${image} is not on the site`)
			if (!existsSync(join(buildDir, url.pathname))) problems.push(`${route}: ${image} not in the build`)
			if (meta(file, 'twitter:image')[0] !== image) problems.push(`${route}: twitter:image differs`)
			const expected = route === '/404' ? sections[0] : sectionForPath(route)
			if (url.pathname !== socialImagePath(expected)) problems.push(`${route}: ${url.pathname}, want ${expected.id}`)
		}
		assert.deepEqual(problems, [])
	})

	it('uses each page’s own title and description', () => {
		const titles = new Map<string, string>()
		for (const [route, file] of pages()) {
			if (route === '/404') continue
			const title = meta(file, 'og:title')[0]
			assert.ok(!titles.has(title), `${route} and ${titles.get(title)} share the title "${title}"`)
			titles.set(title, route)
		}
		const flashcore = builtPages().get('/robojs/flashcore')!
		assert.match(meta(flashcore, 'og:title')[0], /Flashcore/)
		assert.equal(meta(flashcore, 'twitter:card')[0], 'summary_large_image')
		assert.ok(meta(flashcore, 'og:description')[0].length > 40)
	})
})
