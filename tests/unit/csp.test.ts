import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { applyPolicy, HEADER_FILE } from '../../plugins/security/csp'
import { algoliaHosts } from '../../plugins/content/search/client/algolia'
import {
	inlineScriptHashes,
	inlineScripts,
	insertMeta,
	nginxHeader,
	policyDirectives,
	scriptHash,
	serializePolicy,
	type PolicyOptions,
} from '../../plugins/security/csp/policy'

const options: PolicyOptions = {
	analyticsSrc: 'https://plausible.io/js/script.js',
	searchOrigins: [],
	imageOrigins: ['https://img.shields.io', 'https://raw.githubusercontent.com'],
}

/** The sources of one directive of a policy text. */
const sources = (policy: string, name: string): string[] | undefined =>
	policy
		.split(/;\s*/)
		.map((d) => d.trim().split(/\s+/))
		.find(([n]) => n === name)
		?.slice(1)

const page = (head: string, body: string) =>
	`<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n${head}</head>\n<body>${body}</body>\n</html>\n`

describe('Content-Security-Policy (plugins/security/csp)', () => {
	it('hashes a script exactly as a browser does: SHA-256 of its UTF-8 text, base64', () => {
		const text = "document.documentElement.dataset.theme = 'dark' // é"
		const expected = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')
		assert.equal(scriptHash(text), `'sha256-${expected}'`)
		// Whitespace is part of the text: a reformatted script is another script.
		assert.notEqual(scriptHash(` ${text}`), scriptHash(text))
	})

	it('finds every inline script a browser would run, and only those', () => {
		const html = page(
			'<script src="https://plausible.io/js/script.js" defer data-domain="robojs.dev"></script>\n' +
				'<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>\n',
			'<script>one()</script><SCRIPT type="text/javascript">two()</SCRIPT>' +
				'<script type="module">three()</script><script data-scripts="[&quot;/a.js&quot;]">four()</script>' +
				'<script type="application/json">{}</script><script>one()</script>',
		)
		assert.deepEqual(inlineScripts(html), ['one()', 'two()', 'three()', 'four()', 'one()'])
		assert.deepEqual(
			inlineScriptHashes(html),
			[...new Set(['one()', 'two()', 'three()', 'four()'].map(scriptHash))].sort(),
		)
	})

	it('allows scripts only from the site, by hash and from the analytics URL; never unsafe-inline or unsafe-eval', () => {
		const hashes = [scriptHash('a()'), scriptHash('b()')]
		const policy = serializePolicy(policyDirectives(options, hashes))
		assert.deepEqual(sources(policy, 'script-src'), ["'self'", ...hashes, 'https://plausible.io/js/script.js'])
		assert.deepEqual(sources(policy, 'default-src'), ["'none'"])
		assert.deepEqual(sources(policy, 'object-src'), ["'none'"])
		assert.deepEqual(sources(policy, 'base-uri'), ["'self'"])
		assert.deepEqual(sources(policy, 'form-action'), ["'self'"])
		assert.deepEqual(sources(policy, 'frame-ancestors'), ["'none'"])
		assert.doesNotMatch(sources(policy, 'script-src')?.join(' ') ?? '', /unsafe/)
		assert.doesNotMatch(policy, /unsafe-eval/)
		// Style attributes stay allowed: a hash in style-src would switch 'unsafe-inline' off.
		assert.deepEqual(sources(policy, 'style-src'), ["'self'", "'unsafe-inline'"])
	})

	it('names the analytics host only with analytics, and the search host only with that backend', () => {
		const withAnalytics = serializePolicy(policyDirectives(options, []))
		assert.deepEqual(sources(withAnalytics, 'connect-src'), ["'self'", 'https://plausible.io/api/event'])
		const without = serializePolicy(policyDirectives({ ...options, analyticsSrc: '' }, []))
		assert.doesNotMatch(without, /plausible/)
		assert.deepEqual(sources(without, 'script-src'), ["'self'"])
		assert.deepEqual(sources(without, 'connect-src'), ["'self'"])

		const meili = serializePolicy(
			policyDirectives({ ...options, analyticsSrc: '', searchOrigins: ['https://search.example.com'] }, []),
		)
		assert.deepEqual(sources(meili, 'connect-src'), ["'self'", 'https://search.example.com'])
		const algolia = serializePolicy(
			policyDirectives({ ...options, analyticsSrc: '', searchOrigins: algoliaHosts('APP1') }, []),
		)
		assert.deepEqual(sources(algolia, 'connect-src'), [
			"'self'",
			'https://APP1-dsn.algolia.net',
			'https://APP1.algolia.net',
		])
	})

	it('loads images from the site, data: and the README image hosts; route extras only on their routes', () => {
		const withExtras: PolicyOptions = {
			...options,
			routeImageOrigins: [{ routePrefix: '/__fixtures__', origins: ['http://127.0.0.1'] }],
		}
		const img = (route?: string) => sources(serializePolicy(policyDirectives(withExtras, [], route)), 'img-src')
		const base = ["'self'", 'data:', 'https://img.shields.io', 'https://raw.githubusercontent.com']
		assert.deepEqual(img('/plugins/sync'), base)
		assert.deepEqual(img('/__fixtures__extra'), base)
		assert.deepEqual(img('/__fixtures__/hostile-readme'), [...base, 'http://127.0.0.1'])
		// The site-wide (header) policy is the production one: test-only origins stay out of it.
		assert.deepEqual(img(undefined), base)
	})

	it('leaves frame-ancestors out of the <meta> policy, which browsers ignore there with a warning', () => {
		const directives = policyDirectives(options, [])
		assert.match(serializePolicy(directives), /frame-ancestors 'none'/)
		assert.doesNotMatch(serializePolicy(directives, { meta: true }), /frame-ancestors/)
	})

	it('puts the <meta> policy first in <head>, after the charset and before any script', () => {
		const html = page('<script src="/x.js"></script>\n', '<script>a()</script>')
		const out = insertMeta(html, "default-src 'none'")
		const meta = out.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'">')
		assert.ok(meta > out.indexOf('<meta charset="UTF-8">'))
		assert.ok(meta < out.indexOf('<script'))
		// A redirect page: the script is after </head>, still after the policy.
		const redirect =
			'<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/a">\n  </head>\n  <script>\n    window.location.href = \'/a\';\n  </script>\n</html>\n'
		const secured = insertMeta(redirect, "default-src 'none'")
		assert.ok(secured.indexOf('Content-Security-Policy') < secured.indexOf('<script'))
		assert.throws(() => insertMeta(secured, "default-src 'none'"), /already has/)
		assert.throws(() => insertMeta('<p>no head</p>', "default-src 'none'"), /no <head>/)
		assert.throws(() => insertMeta(html, 'img-src "x"'), /meta/)
	})

	it('writes the header policy as an nginx directive', () => {
		assert.equal(
			nginxHeader("default-src 'none'")
				.split('\n')
				.find((l) => !l.startsWith('#')),
			`add_header Content-Security-Policy "default-src 'none'" always;`,
		)
		assert.throws(() => nginxHeader('img-src $host'))
	})

	it('gives every page of a build its own hashes, and the header every page’s', () => {
		const dir = mkdtempSync(join(tmpdir(), 'csp-'))
		try {
			mkdirSync(join(dir, 'a'))
			writeFileSync(join(dir, 'index.html'), page('', '<script>home()</script>'))
			writeFileSync(join(dir, 'a', 'b.html'), page('', '<script>b()</script><script>home()</script>'))
			writeFileSync(join(dir, 'a', 'data.json'), '{}')
			const { policy, pages, hashes } = applyPolicy(dir, options)
			assert.equal(pages, 2)
			assert.equal(hashes, 2)
			const metaOf = (file: string) =>
				/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
					readFileSync(join(dir, file), 'utf8'),
				)?.[1] ?? ''
			assert.deepEqual(sources(metaOf('index.html'), 'script-src'), [
				"'self'",
				scriptHash('home()'),
				options.analyticsSrc,
			])
			assert.deepEqual(sources(metaOf('a/b.html'), 'script-src'), [
				"'self'",
				...[scriptHash('b()'), scriptHash('home()')].sort(),
				options.analyticsSrc,
			])
			assert.equal(readFileSync(join(dir, HEADER_FILE), 'utf8'), nginxHeader(policy))
			assert.deepEqual(sources(policy, 'script-src'), [
				"'self'",
				...[scriptHash('b()'), scriptHash('home()')].sort(),
				options.analyticsSrc,
			])
		} finally {
			rmSync(dir, { recursive: true, force: true })
		}
	})
})
