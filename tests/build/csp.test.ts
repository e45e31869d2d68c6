/**
 * The built pages and their Content-Security-Policy (plugins/security/csp), read by this test's
 * own scan (checked against an HTML parser on one page of each kind): every page carries one `<meta>` policy before any
 * script, every inline script a browser would run is allowed by its hash in that policy and in the
 * header the nginx recipe includes (build/csp-header.conf), and no script is allowed by
 * `'unsafe-inline'` or `'unsafe-eval'`.
 */
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import type { Element } from 'hast'

import { builtPages } from '../support/html'
import { pageSet } from '../support/pages'
import { buildDir } from '../support/paths'

const headerFile = join(buildDir, 'csp-header.conf')

/** Directive name → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
	const map = new Map<string, string[]>()
	for (const directive of policy.split(';')) {
		const [name, ...sources] = directive.trim().split(/\s+/)
		if (!name) continue
		assert.ok(!map.has(name), `directive ${name} twice in: ${policy}`)
		map.set(name, sources)
	}
	return map
}

const isRunnable = (el: Element): boolean => {
	const type = String(el.properties.type ?? '')
		.trim()
		.toLowerCase()
	return ['', 'module', 'text/javascript', 'application/javascript'].includes(type)
}

/** A script's text as the parser read it (raw text: no entities are decoded in a script). */
const textOf = (el: Element): string => el.children.map((child) => (child.type === 'text' ? child.value : '')).join('')

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** A page's scripts found by a plain scan of its text; `openings` counts every `<script` in it. */
function scanScripts(html: string): { inline: string[]; total: number; openings: number } {
	const inline: string[] = []
	let total = 0
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
		total++
		const type = /\btype="([^"]*)"/i.exec(m[1])?.[1] ?? ''
		if (!/\bsrc=/i.test(m[1]) && ['', 'module', 'text/javascript', 'application/javascript'].includes(type.toLowerCase()))
			inline.push(m[2])
	}
	return { inline, total, openings: html.match(/<script\b/gi)?.length ?? 0 }
}

/** The same, with a real HTML parser (slow: used on one page of each kind to check the scan). */
function parseScripts(html: string): { inline: string[]; total: number; metas: { policy: string; inHead: boolean }[]; policyFirst: boolean } {
	const inline: string[] = []
	const metas: { policy: string; inHead: boolean }[] = []
	let total = 0
	let policyFirst = true
	visit(fromHtml(html), 'element', (el: Element, _index, parent) => {
		if (el.tagName === 'meta' && String(el.properties.httpEquiv ?? '').toLowerCase() === 'content-security-policy')
			metas.push({ policy: String(el.properties.content), inHead: parent?.type === 'element' && parent.tagName === 'head' })
		if (el.tagName !== 'script') return
		total++
		if (metas.length === 0) policyFirst = false
		if (el.properties.src === undefined && isRunnable(el)) inline.push(textOf(el))
	})
	return { inline, total, metas, policyFirst }
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g

describe('build output: Content-Security-Policy', { skip: !existsSync(headerFile) && `no ${headerFile}: run npm run build` }, () => {
	const header = () => {
		const text = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(readFileSync(headerFile, 'utf8'))?.[1]
		assert.ok(text, `${headerFile} holds no add_header line`)
		return parsePolicy(text)
	}

	it('is in every page before any script, and allows each inline script by hash, in the page and in the header', () => {
		const headerPolicy = header()
		assert.deepEqual(headerPolicy.get('frame-ancestors'), ["'none'"])
		const headerScripts = new Set(headerPolicy.get('script-src'))
		const problems: string[] = []
		let pages = 0
		let scripts = 0
		for (const [route, file] of builtPages()) {
			pages++
			const html = readFileSync(file, 'utf8')
			const metas = [...html.matchAll(META)]
			if (metas.length !== 1) {
				problems.push(`${route}: ${metas.length} policies`)
				continue
			}
			const meta = metas[0]
			const head = html.search(/<head\b/i)
			const headEnd = html.search(/<\/head>/i)
			if (!(head >= 0 && head < meta.index && meta.index < headEnd)) problems.push(`${route}: the policy is not in <head>`)
			const firstScript = html.search(/<script\b/i)
			if (firstScript >= 0 && firstScript < meta.index) problems.push(`${route}: a script comes before the policy`)
			const found = scanScripts(html)
			if (found.openings !== found.total) problems.push(`${route}: ${found.openings - found.total} <script> the scan cannot read`)
			const policy = parsePolicy(meta[1])
			const scriptSrc = policy.get('script-src') ?? []
			if (policy.get('default-src')?.join(' ') !== "'none'") problems.push(`${route}: default-src is not 'none'`)
			if (scriptSrc.some((s) => /unsafe|^\*$|^https?:$|^data:$/.test(s)))
				problems.push(`${route}: script-src ${scriptSrc.join(' ')}`)
			if (policy.has('frame-ancestors')) problems.push(`${route}: frame-ancestors in a <meta> policy`)
			for (const text of found.inline) {
				scripts++
				const h = hash(text)
				if (!scriptSrc.includes(h)) problems.push(`${route}: inline script ${h} not in its page's policy: ${text.slice(0, 60)}`)
				if (!headerScripts.has(h)) problems.push(`${route}: inline script ${h} not in csp-header.conf`)
			}
			// Every other directive is the header's (a page only narrows script-src to its own hashes);
			// fixture pages may add the fake repository's images.
			for (const [name, sources] of policy) {
				if (name === 'script-src' || route.startsWith('/__fixtures__')) continue
				if (headerPolicy.get(name)?.join(' ') !== sources.join(' '))
					problems.push(`${route}: ${name} differs from the header's: ${sources.join(' ')}`)
			}
		}
		assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`)
		assert.ok(pages > 100 && scripts > pages, `${pages} pages, ${scripts} inline scripts`)
	})

	it('agrees with an HTML parser on one page of each kind', () => {
		const pages = builtPages()
		for (const route of [...pageSet, '/docs/basics/commands', '/__fixtures__/hostile-readme']) {
			const file = pages.get(route === '/no-such-page' ? '/404' : route)
			if (!file) continue
			const html = readFileSync(file, 'utf8')
			const parsed = parseScripts(html)
			const scanned = scanScripts(html)
			assert.equal(parsed.metas.length, 1, route)
			assert.ok(parsed.metas[0].inHead, `${route}: policy outside <head>`)
			assert.ok(parsed.policyFirst, `${route}: a script precedes the policy`)
			assert.equal(scanned.total, parsed.total, `${route}: script count`)
			assert.deepEqual(scanned.inline, parsed.inline, `${route}: inline scripts`)
			const allowed = parsePolicy(parsed.metas[0].policy).get('script-src') ?? []
			for (const text of parsed.inline) assert.ok(allowed.includes(hash(text)), `${route}: ${text.slice(0, 60)}`)
		}
	})
})
