/**
 * The hostile README corpus, rendered by the real site (built with DOCS_TEST_FIXTURES=1 at
 * /__fixtures__/hostile-readme through the same sanitiser and MDX compilation as plugin and template
 * READMEs), opened in Chromium: no script from it may run, no dialog may open, and no request may
 * leave 127.0.0.1 beyond what the site itself makes on any page.
 */
import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { openPage, servedSite } from '../support/browser'
import { buildDir, repoRoot } from '../support/paths'
import { REVIEWED_IMAGE_HOSTS } from '../support/imageHosts'

const route = '/__fixtures__/hostile-readme'
const corpus = readdirSync(join(repoRoot, 'tests/fixtures/hostile-readmes')).filter((name) => !name.startsWith('.'))
const fixturePage = (name: string): boolean =>
	[`${name}.html`, `${name}/index.html`].some((file) => existsSync(join(buildDir, '__fixtures__', file)))
const built = fixturePage('hostile-readme')
// A build made with DOCS_TEST_FIXTURES=1 has the other fixture pages too: there, a missing corpus page
// is a fault of the build, not a reason to skip.
const fixtureBuild = fixturePage('crash')

// In-page scripts are plain strings: tsx would otherwise wrap their inner functions in helpers the page lacks.

/** Fires the events inline handlers listen to on every element of the READMEs (clicks skip links). */
const POKE = `(() => {
	const types = ['mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'pointerenter', 'focus', 'focusin', 'animationstart', 'toggle', 'load', 'error']
	for (const el of document.querySelectorAll('.remote-readme *')) {
		for (const type of types) el.dispatchEvent(new Event(type, { bubbles: false }))
		if (!el.closest('a')) el.dispatchEvent(new MouseEvent('click', { bubbles: false, cancelable: true }))
		if (typeof el.focus === 'function') el.focus()
	}
})()`

/** Lists what the sanitiser must never let through, in the live DOM of the READMEs. */
const AUDIT = `(() => {
	const out = []
	const forbidden = 'script, iframe, frame, frameset, object, embed, applet, form, style, link, meta, base, textarea, select, button, portal'
	// Markup the site's own components render around README content: code-block buttons and token
	// colours, the height animation of <details>, GFM table alignment.
	const inCodeBlock = (el) => el.closest('.theme-code-block') !== null
	const themeStyle = (el, css) =>
		inCodeBlock(el) ||
		/^text-align:(left|right|center);?$/.test(css) ||
		(el.parentElement && el.parentElement.tagName === 'DETAILS' &&
			css.split(';').every((decl) => decl === '' || /^(display|overflow|height|will-change|transition):/.test(decl)))
	for (const root of document.querySelectorAll('.remote-readme')) {
		for (const el of root.querySelectorAll(forbidden)) {
			if (!(el.tagName === 'BUTTON' && inCodeBlock(el))) out.push('<' + el.tagName.toLowerCase() + '>')
		}
		for (const el of root.querySelectorAll('*')) {
			for (const attr of el.attributes) {
				const name = attr.name.toLowerCase()
				const value = attr.value.replace(/[\\s\\u0000-\\u001f]+/g, '').toLowerCase()
				if (name.startsWith('on')) out.push(el.tagName.toLowerCase() + '[' + name + ']')
				if (name === 'style' && !themeStyle(el, value)) out.push(el.tagName.toLowerCase() + '[style=' + attr.value + ']')
				if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name)) {
					const rasterImage = el.tagName === 'IMG' && /^data:image\\/(png|jpe?g|gif|webp|avif)[;,]/.test(value)
					if (/^(javascript|vbscript|data):/.test(value) && !rasterImage) out.push(el.tagName.toLowerCase() + '[' + name + '=' + attr.value + ']')
				}
			}
		}
		for (const input of root.querySelectorAll('input')) {
			if (!(input.type === 'checkbox' && input.disabled)) out.push('<input> other than a task-list checkbox')
		}
	}
	return out
})()`

it('builds the hostile README page whenever the build has the test fixtures', () => {
	if (fixtureBuild) assert.ok(built, `${buildDir} has /__fixtures__/crash but not ${route}`)
})

describe(
	'hostile README page',
	{ skip: built || fixtureBuild ? false : `${route} is not in ${buildDir}: build with DOCS_TEST_FIXTURES=1` },
	() => {
		const site = servedSite()

		it('runs nothing from the corpus and reaches no other host', async () => {
			// What the site's own chrome requests from elsewhere (the analytics script), on a page with no README.
			const control = await openPage(site.browser)
			await control.page.goto(site.url + '/__no_such_page__', { waitUntil: 'load' })
			await control.page.waitForTimeout(300)
			const baseline = new Set(control.external)
			await control.context.close()

			const { page, context, external, problems } = await openPage(site.browser, {
				viewport: { width: 1280, height: 900 },
			})
			const dialogs: string[] = []
			page.on('dialog', (dialog) => {
				dialogs.push(`${dialog.type()}: ${dialog.message()}`)
				void dialog.dismiss()
			})
			await page.goto(site.url + route, { waitUntil: 'load' })
			await page.locator('.remote-readme').first().waitFor()
			// The colour toggle is enabled once React has hydrated: handlers, if any survived, are live now.
			await page.locator('button[title$="mode"]:not([disabled])').first().waitFor()

			assert.equal(await page.locator('.remote-readme').count(), corpus.length, 'every corpus README has its section')

			// Give every handler a chance: open each <details>, then hover, focus and poke everything in the READMEs.
			for (const summary of await page.locator('.remote-readme summary').all())
				await summary.click({ timeout: 2000 }).catch(() => {})
			await page.evaluate(POKE)
			await page.mouse.wheel(0, 100000)
			await page.waitForTimeout(500)

			assert.equal(
				await page.evaluate(() => typeof (window as unknown as { __pwned?: unknown }).__pwned),
				'undefined',
				'window.__pwned was set',
			)
			assert.deepEqual(dialogs, [], 'a dialog opened')

			const leaked = external.filter((url) => !baseline.has(url))
			assert.deepEqual(leaked, [], 'requests left 127.0.0.1')

			// What the sanitiser must never let through, checked in the live DOM.
			const findings = (await page.evaluate(AUDIT)) as string[]
			assert.deepEqual(findings, [], 'unsafe markup in the rendered READMEs')

			const crashes = problems.filter((p) => p.startsWith('pageerror'))
			assert.deepEqual(crashes, [], 'uncaught errors on the page')
			await context.close()
		})

		it('requests no image from a host outside the image policy', async () => {
			const { page, context } = await openPage(site.browser)
			const requested: string[] = []
			const images: string[] = []
			page.on('request', (request) => {
				requested.push(request.url())
				if (request.resourceType() === 'image') images.push(request.url())
			})
			await page.goto(site.url + route, { waitUntil: 'load' })
			const section = page.locator('.remote-readme[data-readme="35-image-hosts.md"]')
			await section.waitFor()
			await page.mouse.wheel(0, 100000)
			for (const image of await page.locator('.remote-readme img').all()) await image.scrollIntoViewIfNeeded()
			await page.waitForTimeout(500)
			// 35-image-hosts.md embeds pixels from tracker.invalid and badges.invalid, 36-lookalike-hosts.md
			// images from hosts that contain an allowed one (img.shields.io.evil.invalid, github.com@evil.invalid,
			// a port, look-alike letters); the corpus's only images the policy keeps are the repository's,
			// on 127.0.0.1. Requests are counted as attempted: the browser aborts all that leave 127.0.0.1.
			assert.deepEqual(
				images.filter((url) => !url.startsWith('data:') && new URL(url).hostname !== '127.0.0.1'),
				[],
				'an image outside the policy was requested',
			)
			const sources = (await page.evaluate(
				`[...document.querySelectorAll('.remote-readme img')].map((img) => img.src)`,
			)) as string[]
			assert.deepEqual(
				sources.filter((src) => {
					if (src.startsWith('data:')) return false
					const url = new URL(src)
					return (
						url.username !== '' ||
						url.port !== '' ||
						!(url.hostname === '127.0.0.1' || REVIEWED_IMAGE_HOSTS.has(url.hostname))
					)
				}),
				[],
				'an image outside the policy is on the page',
			)
			assert.equal(await section.locator('img[src*="invalid"]').count(), 0)
			const lookalikes = page.locator('.remote-readme[data-readme="36-lookalike-hosts.md"]')
			assert.equal(await lookalikes.locator('img').count(), 1, 'only the repository image of 36-lookalike-hosts.md')
			assert.ok(
				images.some((url) => url.endsWith('/__fixture-repo__/raw/__fixtures__/36-lookalike-hosts/images/logo.png')),
				images.join('\n'),
			)
			// The repository image in the same README is there and was asked for: the check above can fail.
			const kept = section.locator(
				'img[src$="/__fixture-repo__/raw/__fixtures__/35-image-hosts/images/screenshot.png"]',
			)
			assert.equal(await kept.count(), 1)
			await kept.scrollIntoViewIfNeeded()
			await page.waitForTimeout(300)
			assert.ok(
				requested.some((url) =>
					url.endsWith('/__fixture-repo__/raw/__fixtures__/35-image-hosts/images/screenshot.png'),
				),
				requested.filter((url) => url.includes('fixture-repo')).join('\n'),
			)
			await context.close()
		})
	},
)
