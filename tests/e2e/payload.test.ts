import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { openPage, servedSite } from '../support/browser'
import { scriptsInHtml } from '../support/html'
import { buildDir } from '../support/paths'

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
		const js = await scriptsOf('/ref/framework/Variable.Flashcore')
		assert.match(js, sidebarData.reference)
		assert.doesNotMatch(js, sidebarData.tutorial)
		assert.doesNotMatch(js, sidebarData.plugins)
	})

	it('the patterns above do find the other sidebars on their own pages', async () => {
		assert.match(await scriptsOf('/plugins/ai'), sidebarData.plugins)
		assert.match(await scriptsOf('/templates/web-apps/react-ts'), sidebarData.templates)
	})

	it("no page loads other pages' titles and descriptions (the docs version data keeps sidebars only)", async () => {
		// `"id":"…","title"` is how the version data listed every doc; the page's own metadata has it too.
		const otherDoc = (id: string) => new RegExp(`"id":\\s*"${id.replace(/[/@]/g, '\\$&')}",\\s*"title"`)
		const ref = await scriptsOf('/ref/framework/Variable.Flashcore')
		assert.match(ref, otherDoc('ref/framework/Variable.Flashcore'), 'the pattern finds a page’s own metadata')
		assert.doesNotMatch(ref, otherDoc('ref/@robojs/ai'))
		assert.doesNotMatch(await scriptsOf('/robojs/flashcore'), otherDoc('robojs/state'))
	})

	it('the webpack runtime names each page chunk once: its id is its name (plugins/loading/named-chunks)', () => {
		const dir = join(buildDir, 'assets', 'js')
		const files = readdirSync(dir)
		// The minifier leaves a key unquoted when it can, and writes an all-digit one as a number, often
		// in hex: quote every key as a string.
		const runtime = readFileSync(
			join(
				dir,
				files.find((f) => f.startsWith('runtime~main.'))!,
			),
			'utf8',
		)
			.replace(/\b0x([0-9a-f]+)\b/g, (_, hex: string) => `"${parseInt(hex, 16)}"`)
			.replace(/([{,])([\w$]+):/g, '$1"$2":')
		const pageChunks = files.map((f) => /^([0-9a-f]{8})\.[0-9a-f]{8}\.js$/.exec(f)?.[1]).filter(Boolean) as string[]
		assert.ok(pageChunks.length > 100, `${pageChunks.length} page chunks`)
		for (const name of pageChunks) {
			const mentions = runtime.split(`"${name}"`).length - 1
			assert.equal(mentions, 1, `${name} appears ${mentions} times in the runtime`)
		}
	})

	it("lists a page's own chunks in its HTML, and each is fetched once", async () => {
		for (const route of ['/robojs/flashcore', '/ref/framework/Variable.Flashcore', '/templates']) {
			const { page, context } = await openPage(site.browser)
			const requested: string[] = []
			page.on('request', (request) => {
				if (request.resourceType() === 'script' && request.url().includes('/assets/js/'))
					requested.push(new URL(request.url()).pathname)
			})
			const response = await page.goto(site.url + route, { waitUntil: 'networkidle' })
			// From the HTML as served: webpack removes the script elements it waited for once they ran.
			const html = (await response?.text()) ?? ''
			const inHtml = scriptsInHtml(html)
			await context.close()
			// More than the runtime and main.js: the chunks of the page itself, and for a page in a URL
			// group its route data (plugins/loading/lazy-routes).
			assert.ok(inHtml.length > 2, `${route}: ${inHtml.join(' ')}`)
			if (route !== '/templates')
				assert.ok(
					inHtml.some((src) => src.includes('/routes-')),
					route,
				)
			// Nothing fetched twice; everything listed fetched; and the only scripts main.js asked for
			// beyond the list are other groups' route data, which the prefetcher loads for visible links.
			assert.deepEqual([...requested].sort(), [...new Set(requested)].sort(), `${route}: a script fetched twice`)
			assert.deepEqual(
				inHtml.filter((src) => !requested.includes(src)),
				[],
				`${route}: listed but not fetched`,
			)
			assert.deepEqual(
				requested.filter((src) => !inHtml.includes(src) && !src.includes('/routes-')),
				[],
				`${route}: fetched by main.js although the page needs it`,
			)
		}
	})

	it('no page loads the highlighter when it opens: code keeps its server markup', async () => {
		assert.doesNotMatch(await scriptsOf('/templates'), /token-line/)
		const { page, context } = await openPage(site.browser)
		const scripts: string[] = []
		page.on('response', (r) => {
			if (r.request().resourceType() === 'script') scripts.push(r.url())
		})
		await page.goto(site.url + '/robojs/flashcore', { waitUntil: 'networkidle' })
		assert.equal(await page.evaluate(() => document.documentElement.dataset.hasHydrated), 'true')
		const bodies = await Promise.all(scripts.map((u) => fetch(u).then((r) => r.text())))
		assert.doesNotMatch(bodies.join('\n'), /token-line/)
		// Highlighted, copyable code all the same, inside tabs too.
		assert.ok((await page.locator('.theme-code-block .token.keyword').count()) > 20)
		const tabbed = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block .token').first()
		await tabbed.waitFor()
		await context.close()
	})

	it('a client-side navigation loads the highlighter and highlights the new page', async () => {
		const { page, context, problems } = await openPage(site.browser)
		await page.goto(site.url + '/robojs/flashcore', { waitUntil: 'networkidle' })
		await page.getByRole('link', { name: 'State', exact: true }).first().click()
		await page.waitForURL(/\/robojs\/state$/)
		// Each code block highlights when its own Suspense boundary resolves: wait for several of them.
		await page.waitForFunction(() => document.querySelectorAll('.theme-code-block .token.keyword').length > 5, null, {
			timeout: 10_000,
		})
		assert.deepEqual(
			problems.filter((p) => !/ERR_BLOCKED_BY_CLIENT/.test(p)),
			[],
		)
		await context.close()
	})
})
