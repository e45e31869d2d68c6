/**
 * Every address of the previous robojs.dev answers in the production build with its own page,
 * directly or through one redirect page: the page is headed as the old one was (or as RETITLED in
 * tests/support/liveSite.ts says), an old redirect lands where the old site sent it, and a reference
 * address on the page headed by that symbol's name. The reference covers the packages whose sources
 * the build had: the registry packages always, every package with ROBO_REPO_DIR. What a build
 * without those sources leaves unchecked is printed and its size pinned. Also checks
 * what a case-insensitive disk or host would do with the build: no two files differ only in case,
 * and an address that such a host resolves to a namesake's page finds a link to its own page there.
 */
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, it } from 'node:test'
import { walk } from '../support/html'
import {
	checkLiveUrls,
	documentedPackages,
	type Landing,
	uncheckedProblems,
	liveSymbol,
	liveUrls,
	oldHeadings,
	plainHeading,
	RETITLED,
	refreshTarget,
	resolveIgnoringCase,
} from '../support/liveSite'
import { buildDir } from '../support/paths'
import { resolveFile } from '../support/server'

const built = existsSync(join(buildDir, 'index.html'))

/** What the address shows in the build's files, after at most one redirect page. */
async function land(url: string): Promise<Landing> {
	const file = resolveFile(buildDir, url)
	if (!file) return 'no page'
	const html = readFileSync(file, 'utf8')
	const target = refreshTarget(html)
	if (target === null) return { html }
	const landed = resolveFile(buildDir, target)
	if (!landed) return `redirects to ${target}, which has no page`
	const landedHtml = readFileSync(landed, 'utf8')
	if (refreshTarget(landedHtml) !== null) return `redirects to ${target}, another redirect`
	return { html: landedHtml, via: target }
}

describe('every address of the previous site', { skip: !built && `no build at ${buildDir}: run npm run build` }, () => {
	it('is the full list of 471 addresses', () => {
		assert.equal(liveUrls.length, 471)
		assert.equal(new Set(liveUrls).size, liveUrls.length)
	})

	it('lists as retitled only old pages, each under a heading it did not have', () => {
		const stale = Object.entries(RETITLED).filter(
			([page, heading]) => !oldHeadings.has(page) || plainHeading(oldHeadings.get(page) ?? '') === heading,
		)
		assert.deepEqual(stale, [])
	})

	it('lands each address on its own page: the old heading, the old redirect target, the symbol', async (t) => {
		const report = await checkLiveUrls(buildDir, land)
		const unchecked = uncheckedProblems(report)
		t.diagnostic(`${report.answered} of ${liveUrls.length} addresses land on their page; ${report.notDocumented} not checked`)
		for (const line of unchecked.lines) t.diagnostic(line)
		assert.deepEqual([...report.problems, ...unchecked.problems], [])
		assert.equal(report.answered + report.notDocumented, liveUrls.length)
	})

	it('writes no two files whose paths differ only in case', () => {
		const seen = new Map<string, string>()
		const clashes: string[] = []
		for (const file of walk(buildDir)) {
			const rel = relative(buildDir, file).split(sep).join('/')
			const other = seen.get(rel.toLowerCase())
			if (other) clashes.push(`${other} / ${rel}`)
			else seen.set(rel.toLowerCase(), rel)
		}
		assert.deepEqual(clashes, [])
	})

	it('on a host that ignores case, leads each reference address to its own symbol', async () => {
		const documented = documentedPackages(buildDir)
		const problems: string[] = []
		for (const url of liveUrls) {
			const symbol = liveSymbol(url)
			if (!symbol || !documented.has(symbol.packageRoute)) continue
			const exact = await land(url)
			const served = resolveIgnoringCase(buildDir, url)
			if (typeof exact === 'string' || !served) {
				problems.push(`${url}: nothing served`)
				continue
			}
			if (served === resolveFile(buildDir, url)) continue
			// The host serves a namesake's page: it must link to this symbol's page, and CaseAlias
			// (plugins/content/reference/CaseAlias.tsx) on it sends this exact spelling there.
			const html = readFileSync(served, 'utf8')
			const target = exact.via ?? url
			if (!html.includes(`href="${target}"`)) problems.push(`${url}: ${relative(buildDir, served)} has no link to ${target}`)
		}
		assert.deepEqual(problems, [])
	})
})
