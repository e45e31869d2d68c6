import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { before, describe, it } from 'node:test'

import { redirects } from '../../src/data/redirects'
import { plugins } from '../../src/data/plugins'
import { builtPages, redirectTarget } from '../support/html'
import { buildDir } from '../support/paths'
import { specDocRoutes, specPageRoutes, specReferencePackages, specTemplateRoutes } from '../spec'

describe('build output: routes', () => {
	let pages: Map<string, string>
	before(() => {
		assert.ok(existsSync(join(buildDir, 'index.html')), `no build at ${buildDir}: run npm run build first`)
		pages = builtPages()
	})

	const isContentPage = (route: string) => {
		const file = pages.get(route)
		return file !== undefined && redirectTarget(file) === null
	}

	it('has a page for every documentation route of the spec', () => {
		const missing = specDocRoutes.filter((r) => !isContentPage(r))
		assert.deepEqual(missing, [])
	})

	it('has the gallery, the playground and all 41 template pages', () => {
		const missing = [...specPageRoutes, ...specTemplateRoutes].filter((r) => !isContentPage(r))
		assert.deepEqual(missing, [])
	})

	it('has a reference landing page for the framework and every documented plugin', () => {
		const landings = ['/ref/framework', ...specReferencePackages.map((p) => `/ref/@robojs/${p}`)]
		assert.deepEqual(
			landings.filter((r) => !isContentPage(r)),
			[],
		)
		assert.equal(plugins.filter((p) => p.reference).length, specReferencePackages.length)
	})

	it('sends every old URL to its new page with a redirect page that lands', () => {
		for (const { from, to } of redirects) {
			const file = pages.get(from)
			assert.ok(file, `no redirect page for ${from}`)
			assert.equal(redirectTarget(file), to, from)
			assert.ok(isContentPage(to), `${from} redirects to ${to}, which is not a page`)
		}
	})

	it('serves a not-found page', () => {
		const html = readFileSync(join(buildDir, '404.html'), 'utf8')
		assert.match(html, /Page Not Found/i)
	})
})
