import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { buildDir } from '../support/paths'

const html = () => readFileSync(join(buildDir, 'getting-started.html'), 'utf8')

describe('build output: site shell', () => {
	it('loads the analytics script deferred and tagged with the docs domain', () => {
		const tag = html().match(/<script[^>]*data-domain=[^>]*>/)?.[0] ?? ''
		assert.match(tag, /\bdefer\b/)
		assert.match(tag, /data-domain="[a-z0-9.-]+"/)
		assert.match(tag, /src="https:\/\/[^"]+"/)
	})

	it('starts in dark mode whatever the system prefers', () => {
		// Docusaurus inlines the colour-mode bootstrap; the default and the "ignore system" choice live there.
		const page = html()
		assert.match(page, /<html[^>]*data-theme="dark"/)
		assert.match(page, /"dark"/)
	})

	it('is English only, left to right', () => {
		assert.match(html(), /<html[^>]*lang="en"[^>]*dir="ltr"|<html[^>]*dir="ltr"[^>]*lang="en"/)
	})

	it('shows last update and an edit link to the docs folder on main', () => {
		const page = html()
		assert.match(page, /https:\/\/github\.com\/Wave-Play\/robo\.js\/edit\/main\/docs\/getting-started\.mdx/)
		assert.match(page, /Last updated/i)
	})

	it('writes a sitemap without redirect-only paths', () => {
		const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')
		assert.match(sitemap, /<loc>[^<]*\/getting-started<\/loc>/)
		assert.doesNotMatch(sitemap, /\/docs\/basics\//)
		assert.doesNotMatch(sitemap, /__fixtures__/)
	})
})
