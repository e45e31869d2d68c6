/**
 * The API reference in the production build: a landing page per package, symbol pages named after
 * their symbols for the packages whose sources were available (the four registry packages always
 * are), no broken link or anchor inside reference pages, and a reference sidebar whose every entry
 * is a built page. Reads build/ (tests/support/paths.ts) and the docs/ref the build was made from.
 */
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, it } from 'node:test'
import { referencePackages } from '../../plugins/content/reference/packages'
import { buildReferenceSidebar } from '../../plugins/content/reference/sidebar'
import { buildDir, repoRoot } from '../support/paths'
import { resolveFile } from '../support/server'
import { specReferencePackages } from '../spec'

const refDir = join(buildDir, 'ref')
const built = existsSync(refDir)

function htmlFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
	)
}

const routeOf = (file: string): string =>
	'/' + relative(buildDir, file).split(sep).join('/').replace(/(\/index)?\.html$/, '')

const pageHtml = (route: string): string | undefined => {
	const file = resolveFile(buildDir, route)
	return file ? readFileSync(file, 'utf8') : undefined
}

/** The page's own content, without navbar, sidebar and footer (those belong to other tests). */
const article = (html: string): string => /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? ''
const h1 = (html: string): string | undefined =>
	/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(article(html))?.[1]?.replace(/<[^>]+>/g, '').trim()
const decode = (s: string): string => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'")

describe('API reference in the build', { skip: !built && 'no build/ref: run `npx docusaurus build` first' }, () => {
	it('has a landing page for robo.js at /ref/framework and for every @robojs package', () => {
		for (const pkg of referencePackages) {
			const html = pageHtml(pkg.route)
			assert.ok(html, `${pkg.route} was not built`)
			assert.equal(h1(html), pkg.packageName, pkg.route)
			assert.match(article(html), /Install/, `${pkg.route} shows how to install`)
		}
		assert.equal(referencePackages[0]?.route, '/ref/framework')
		const slugs = referencePackages.slice(1).map((p) => p.route.replace('/ref/@robojs/', ''))
		assert.deepEqual(slugs.sort(), [...specReferencePackages].sort())
	})

	it('names symbol pages after their symbols (registry packages are always documented)', () => {
		const expected: Record<string, string> = {
			'/ref/framework/Variable.Flashcore': 'Flashcore',
			'/ref/framework/Function.createCommandConfig': 'createCommandConfig',
			'/ref/framework/Interface.CommandConfig': 'CommandConfig',
			'/ref/framework/Class.Logger': 'Logger',
			'/ref/@robojs/server/Class.RoboRequest': 'RoboRequest',
			'/ref/@robojs/server/Class.RoboResponse': 'RoboResponse',
			'/ref/@robojs/server/Function.ready': 'ready',
			'/ref/@robojs/sync/Function.useSyncState': 'useSyncState',
			'/ref/@robojs/patch/Variable.DiscordProxy': 'DiscordProxy',
		}
		for (const [route, name] of Object.entries(expected)) {
			const html = pageHtml(route)
			assert.ok(html, `${route} was not built`)
			assert.equal(h1(html), name, route)
		}
	})

	it('titles every symbol page with a bare symbol name and states its kind', () => {
		const landings = new Set(referencePackages.map((p) => p.route))
		for (const file of htmlFiles(refDir)) {
			const route = routeOf(file)
			if (landings.has(route)) continue
			const html = readFileSync(file, 'utf8')
			// Old addresses that are not pages (plugins/content/reference/aliases.ts) are redirect pages.
			if (/<meta http-equiv="refresh"/i.test(html)) continue
			// `<Kind>.<Name>`; TypeDoc adds `-1` when two names differ only in case (XP and xp).
			const name = decodeURIComponent(route.split('/').pop() ?? '')
				.replace(/^[A-Za-z]+\./, '')
				.replace(/-\d+$/, '')
			assert.equal(decode(h1(html) ?? ''), name, route)
			assert.match(article(html), /<strong>(Class|Function|Interface|Type alias|Variable|Enumeration)<\/strong> in /, route)
		}
	})

	it('has no broken link or anchor inside reference pages', () => {
		const problems: string[] = []
		const ids = new Map<string, Set<string>>()
		const idsOf = (file: string): Set<string> => {
			let set = ids.get(file)
			if (!set) {
				set = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1] ?? '')))
				ids.set(file, set)
			}
			return set
		}
		for (const file of htmlFiles(refDir)) {
			const from = routeOf(file)
			for (const match of article(readFileSync(file, 'utf8')).matchAll(/\shref="([^"]+)"/g)) {
				const href = decode(match[1] ?? '')
				if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue
				const [path, anchor] = href.split('#')
				const target = path ? resolveFile(buildDir, path) : file
				if (!target) {
					problems.push(`${from} → ${href}: no such page`)
					continue
				}
				if (anchor && !idsOf(target).has(decodeURIComponent(anchor))) problems.push(`${from} → ${href}: no such anchor`)
			}
		}
		assert.deepEqual(problems, [])
	})

	it('has a generated reference sidebar, landing ref/framework first, every entry a built page', () => {
		const sidebar = buildReferenceSidebar(join(repoRoot, 'docs'))
		const ids: string[] = []
		const walk = (items: readonly unknown[]): void => {
			for (const item of items as { id?: string; link?: { id?: string }; items?: unknown[] }[]) {
				if (item.link?.id) ids.push(item.link.id)
				if (item.id) ids.push(item.id)
				if (item.items) walk(item.items)
			}
		}
		walk(sidebar)
		assert.equal(ids[0], 'ref/framework')
		for (const pkg of referencePackages) assert.ok(ids.includes(pkg.docId), `${pkg.docId} is in the sidebar`)
		for (const id of ids) assert.ok(resolveFile(buildDir, `/${id}`), `sidebar entry ${id} has no built page`)
		// The sidebar is rendered on reference pages.
		const html = pageHtml('/ref/framework') ?? ''
		assert.match(html, /class="[^"]*menu__link[^"]*"[^>]*href="\/ref\/framework"/)
	})
})
