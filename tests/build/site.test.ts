import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, it } from 'node:test'

import { builtPages, scriptsInHtml, scriptsStarted } from '../support/html'
import { buildDir } from '../support/paths'

const html = () => readFileSync(join(buildDir, 'getting-started.html'), 'utf8')

describe('build output: site shell', () => {
	it('loads the analytics script deferred and tagged with the docs domain', () => {
		const tag = html().match(/<script[^>]*data-domain=[^>]*>/)?.[0] ?? ''
		assert.match(tag, /\bdefer\b/)
		assert.match(tag, /data-domain="[a-z0-9.-]+"/)
		assert.match(tag, /src="https:\/\/[^"]+"/)
	})

	it('preloads the app scripts of every page and starts them from one loader (config/ssrTemplate.ts)', () => {
		let pages = 0
		for (const [path, file] of builtPages()) {
			const page = readFileSync(file, 'utf8')
			const started = scriptsStarted(page)
			if (started === null) continue // redirect pages
			pages++
			assert.doesNotMatch(page, /<script[^>]* src="\/assets\//, `${path}: an app script outside the loader`)
			assert.ok(started.some((src) => /\/main\.[0-9a-f]+\.js$/.test(src)), `${path}: no main.js`)
			assert.deepEqual(scriptsInHtml(page), started, `${path}: preloads and loader differ`)
		}
		assert.ok(pages > 100, `${pages} pages with the loader`)
	})

	it('starts in dark mode whatever the system prefers', () => {
		// The inline colour-mode bootstrap, run as a browser runs it with nothing stored: dark whichever
		// scheme the system prefers, and the system preference is never asked for.
		const bootstrap = html().match(/<script>([^<]*data-theme-choice[^<]*)<\/script>/)?.[1]
		assert.ok(bootstrap, 'no colour-mode bootstrap script in the page')
		for (const systemDark of [true, false]) {
			const attributes: Record<string, string> = {}
			let asked = 0
			const window = {
				location: { search: '' },
				localStorage: { getItem: () => null },
				matchMedia: () => {
					asked++
					return { matches: systemDark }
				},
			}
			const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) }
			runInNewContext(bootstrap, { window, document: { documentElement }, URLSearchParams })
			assert.equal(attributes['data-theme'], 'dark', `system prefers ${systemDark ? 'dark' : 'light'}`)
			assert.equal(asked, 0, 'the bootstrap asked for the system colour scheme')
		}
	})

	it('is English only, left to right', () => {
		assert.match(html(), /<html[^>]*lang="en"[^>]*dir="ltr"|<html[^>]*dir="ltr"[^>]*lang="en"/)
	})

	it('shows last update and an edit link to the docs folder on main', () => {
		const page = html()
		// The site's content folder is docs/ inside the repository's docs/ folder, as upstream lays it out.
		assert.match(page, /https:\/\/github\.com\/Wave-Play\/robo\.js\/edit\/main\/docs\/docs\/getting-started\.mdx/)
		assert.match(page, /Last updated/i)
	})

	it('writes a sitemap without redirect-only paths', () => {
		const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')
		assert.match(sitemap, /<loc>[^<]*\/getting-started<\/loc>/)
		assert.doesNotMatch(sitemap, /\/docs\/basics\//)
		assert.doesNotMatch(sitemap, /__fixtures__/)
	})
})
