import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { openPage, servedSite } from '../support/browser'

const site = servedSite()

/** Every script body a page loads before the network goes quiet. */
async function scriptsOf(route: string): Promise<string> {
	const { page, context } = await openPage(site.browser)
	const bodies: Promise<string>[] = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
	})
	await page.goto(site.url + route, { waitUntil: 'networkidle' })
	const all = (await Promise.all(bodies)).join('\n')
	await context.close()
	return all
}

// Sidebar items carry a `docId`; route tables do not. Category labels are unique to their sidebar.
const sidebarData = {
	tutorial: /docId["']?:\s*["']robojs\//,
	plugins: /label["']?:\s*["']Official plugins["']/,
	templates: /label["']?:\s*["']Web Apps["']/,
	reference: /docId["']?:\s*["']ref\//,
}

describe('what a page downloads', () => {
	it('a guide page loads its own sidebar and no other', async () => {
		const js = await scriptsOf('/robojs/flashcore')
		assert.match(js, sidebarData.tutorial)
		assert.doesNotMatch(js, sidebarData.plugins)
		assert.doesNotMatch(js, sidebarData.templates)
		assert.doesNotMatch(js, sidebarData.reference)
	})

	it('a reference page loads the reference sidebar only', async () => {
		const js = await scriptsOf('/ref/framework/variables/Flashcore')
		assert.match(js, sidebarData.reference)
		assert.doesNotMatch(js, sidebarData.tutorial)
		assert.doesNotMatch(js, sidebarData.plugins)
	})

	it('the patterns above do find the other sidebars on their own pages', async () => {
		assert.match(await scriptsOf('/plugins/ai'), sidebarData.plugins)
		assert.match(await scriptsOf('/templates/web-apps/react-ts'), sidebarData.templates)
	})

	it('a page without code blocks loads no highlighter', async () => {
		const js = await scriptsOf('/templates')
		assert.doesNotMatch(js, /prism-code|token-line/)
		assert.match(await scriptsOf('/robojs/flashcore'), /token-line/)
	})
})
