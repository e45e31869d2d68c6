/**
 * The README source chain against a loopback server (127.0.0.1, port 0) playing the raw-content
 * host: good files, a slow one (time-out), a 404, a 500, a redirect loop, an oversized body, a
 * binary file; plus a fake checkout, a fake node_modules and a temporary .cache. No test leaves
 * the machine.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'

import { runRemoteContent } from '../../plugins/content/remote-content'
import {
	chainDefaults,
	missingLine,
	obtainReadmes,
	parseMode,
	remoteUrl,
	summaryLine,
	type ChainConfig,
	type ChainReport,
	type Outcome,
} from '../../plugins/content/remote-content/sources'
import { readStored } from '../../plugins/content/remote-content/store'
import { repoRoot } from '../support/paths'
import { readmeEntry as entry } from '../support/readmeEntry'
import { freePort } from '../support/server'

const hostile = (name: string) => readFileSync(join(repoRoot, 'tests/fixtures/hostile-readmes', name))

/** Paths the fake host answers, relative to its root. */
const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {
	'/packages/good/README.md': (res) => res.end('# Good\n\n## Usage\n\nFrom the mirror.\n'),
	'/packages/hostile/README.md': (res) => res.end(hostile('01-script-tags.md')),
	'/packages/slow/README.md': (res) => {
		res.writeHead(200, { 'content-type': 'text/markdown' })
		res.write('# Slow\n')
		setTimeout(() => res.end('\n## Never in time\n'), 5000).unref()
	},
	'/packages/missing/README.md': (res) => {
		res.statusCode = 404
		res.end('404: Not Found')
	},
	'/packages/broken/README.md': (res) => {
		res.statusCode = 500
		res.end('oops')
	},
	'/packages/loop/README.md': (res) => {
		res.writeHead(302, { location: '/packages/loop/README.md' })
		res.end()
	},
	'/packages/moved/README.md': (res) => {
		res.writeHead(301, { location: '/packages/good/README.md' })
		res.end()
	},
	'/packages/huge/README.md': (res) => res.end('#'.repeat(300 * 1024)),
	'/packages/binary/README.md': (res) => res.end(hostile('31-binary.md')),
	'/packages/empty/README.md': (res) => res.end(''),
	'/packages/npm-only/README.md': (res) => {
		res.statusCode = 404
		res.end()
	},
}

let server: Server
let baseUrl: string
const requests: string[] = []
let work: string

function config(overrides: Partial<ChainConfig> = {}): ChainConfig {
	return {
		...chainDefaults,
		mode: 'on',
		baseUrl,
		nodeModulesDir: join(work, 'node_modules'),
		storeDir: join(work, 'cache'),
		timeoutMs: 1000,
		maxBytes: 256 * 1024,
		now: () => new Date('2025-01-02T03:04:05Z'),
		...overrides,
	}
}

const byKey = (report: ChainReport) => new Map(report.outcomes.map((o) => [o.entry.key, o]))
const okOutcome = (o: Outcome | undefined) => {
	assert.ok(o && o.status === 'ok', `expected a README, got ${JSON.stringify(o && o.attempts)}`)
	return o
}

before(async () => {
	work = mkdtempSync(join(tmpdir(), 'remote-content-'))
	// A checkout with one README, and node_modules with a published copy at two versions.
	mkdirSync(join(work, 'checkout/packages/local'), { recursive: true })
	writeFileSync(join(work, 'checkout/packages/local/README.md'), '## From the checkout\n')
	mkdirSync(join(work, 'node_modules/@robojs/npm-only'), { recursive: true })
	writeFileSync(
		join(work, 'node_modules/@robojs/npm-only/package.json'),
		JSON.stringify({ name: '@robojs/npm-only', version: '1.2.3' }),
	)
	writeFileSync(join(work, 'node_modules/@robojs/npm-only/README.md'), '## From npm\n')

	server = createServer((req, res) => {
		requests.push(req.url ?? '')
		const route = routes[new URL(req.url ?? '/', 'http://x').pathname]
		if (route) route(res)
		else {
			res.statusCode = 404
			res.end()
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('no port')
	baseUrl = `http://127.0.0.1:${address.port}/`
})

after(async () => {
	server.closeAllConnections()
	await new Promise<void>((resolve) => server.close(() => resolve()))
	rmSync(work, { recursive: true, force: true })
})

describe('fetch chain', () => {
	it('fetches, follows a redirect, and reports every failure without throwing', async () => {
		const entries = ['good', 'moved', 'slow', 'missing', 'broken', 'loop', 'huge', 'binary', 'empty'].map((n) =>
			entry(n),
		)
		const started = Date.now()
		// Through docusaurus-plugin-remote-content itself, so the store is written the way a build writes it.
		const warnings: string[] = []
		const { report } = await runRemoteContent({
			chain: config(),
			entries,
			docsDir: join(work, 'docs'),
			siteDir: work,
			log: { info: () => {}, warn: (line) => warnings.push(line) },
		})
		const elapsed = Date.now() - started
		assert.equal(warnings.length, 7, 'one warning per missing README')
		assert.ok(elapsed < 4000, `bounded by the time-out, took ${elapsed} ms`)

		const outcomes = byKey(report)
		const good = okOutcome(outcomes.get('plugins/good'))
		assert.equal(good.source, 'remote')
		assert.match(good.text, /From the mirror/)
		assert.equal(good.meta.from, `${baseUrl}packages/good/README.md`)
		assert.equal(good.meta.fetchedAt, '2025-01-02T03:04:05.000Z')
		assert.equal(okOutcome(outcomes.get('plugins/moved')).source, 'remote')

		const errors = (key: string) =>
			outcomes
				.get(key)!
				.attempts.filter((a) => a.source === 'remote')
				.map((a) => a.error)
		assert.deepEqual(errors('plugins/slow'), ['timed out after 1000 ms'])
		assert.deepEqual(errors('plugins/missing'), ['HTTP 404'])
		assert.deepEqual(errors('plugins/broken'), ['HTTP 500'])
		assert.deepEqual(errors('plugins/loop'), ['more than 3 redirects'])
		assert.deepEqual(errors('plugins/huge'), ['larger than 262144 bytes'])
		assert.deepEqual(errors('plugins/binary'), ['binary content, not a README'])
		assert.deepEqual(errors('plugins/empty'), ['empty file'])
		for (const key of ['slow', 'missing', 'broken', 'loop', 'huge', 'binary', 'empty']) {
			assert.equal(outcomes.get(`plugins/${key}`)!.status, 'missing', key)
		}
		assert.equal(report.offline, false, 'one time-out is not "offline"')
		assert.equal(
			summaryLine(report, entries.length).replace(/ in [\d.]+ s$/, ''),
			'[remote] 9 READMEs: 2 fetched, 7 missing',
		)
	})

	it('keeps the last good copy and falls back to it when the host is gone', async () => {
		const stored = readStored(join(work, 'cache'), 'plugins/good')
		assert.ok(stored)
		assert.equal(stored.meta.source, 'remote')

		// A loopback port nothing listens on: connections are refused at once.
		const closedPort = await freePort()
		const offline = config({ baseUrl: `http://127.0.0.1:${closedPort}/` })
		const entries = ['good', 'a', 'b', 'c', 'd', 'e'].map((n) => entry(n))
		const report = await obtainReadmes(entries, { ...offline, concurrency: 1 })
		const outcomes = byKey(report)
		const good = okOutcome(outcomes.get('plugins/good'))
		assert.equal(good.source, 'cache')
		assert.equal(good.meta.fetchedAt, '2025-01-02T03:04:05.000Z', 'the date of the original fetch')
		assert.equal(report.offline, true)
		// After three refused connections the host is skipped instead of tried again.
		const remoteErrors = report.outcomes.map((o) => o.attempts.find((a) => a.source === 'remote')?.error ?? '')
		assert.equal(remoteErrors.filter((e) => e === 'ECONNREFUSED').length, 3)
		assert.ok(
			remoteErrors.slice(3).every((e) => e === `skipped, 127.0.0.1:${closedPort} unreachable`),
			remoteErrors.join(' | '),
		)
		assert.match(
			summaryLine(report, entries.length),
			/^\[remote\] 6 READMEs: 1 from cache, 5 missing \(offline\) in \d+\.\d s$/,
		)
	})

	it('reads ROBO_REPO_DIR first and the npm copy at the pinned version only', async () => {
		const before = requests.length
		const entries = [
			entry('local'),
			entry('npm-only', { npm: { packageName: '@robojs/npm-only', version: '1.2.3' } }),
			entry('npm-only', { key: 'plugins/npm-stale', npm: { packageName: '@robojs/npm-only', version: '9.9.9' } }),
		]
		const report = await obtainReadmes(entries, config({ repoDir: join(work, 'checkout') }))
		const outcomes = byKey(report)
		const local = okOutcome(outcomes.get('plugins/local'))
		assert.equal(local.source, 'checkout')
		const npm = okOutcome(outcomes.get('plugins/npm-only'))
		assert.equal(npm.source, 'npm')
		assert.deepEqual(npm.meta.npm, { packageName: '@robojs/npm-only', version: '1.2.3' })
		assert.deepEqual(
			npm.attempts.map((a) => [a.source, a.error]),
			[
				['checkout', 'no such file'],
				['remote', 'HTTP 404'],
			],
		)
		const stale = outcomes.get('plugins/npm-stale')!
		assert.equal(stale.status, 'missing')
		assert.ok(stale.attempts.some((a) => a.source === 'npm' && a.error === 'node_modules has 1.2.3'))
		assert.equal(requests.length - before, 2, 'the checkout answered before the network was asked')
		assert.equal(
			summaryLine(report, 3).replace(/ in [\d.]+ s$/, ''),
			'[remote] 3 READMEs: 1 from ROBO_REPO_DIR, 1 from npm, 1 missing',
		)
	})

	it('makes no request when REMOTE_CONTENT=offline and nothing at all when off', async () => {
		const before = requests.length
		const offline = await obtainReadmes([entry('good'), entry('nowhere')], config({ mode: 'offline' }))
		assert.equal(requests.length, before)
		assert.equal(okOutcome(byKey(offline).get('plugins/good')).source, 'cache')
		assert.match(summaryLine(offline, 2), /REMOTE_CONTENT=offline/)

		const off = await obtainReadmes([entry('good')], config({ mode: 'off' }))
		assert.deepEqual(off.outcomes, [])
		assert.match(summaryLine(off, 55), /^\[remote\] off \(REMOTE_CONTENT=off\): 55 READMEs skipped/)
		assert.equal(requests.length, before)
	})

	it('says what was tried, what the page does and what to set', async () => {
		const report = await obtainReadmes([entry('missing')], config({ storeDir: join(work, 'empty-cache') }))
		const outcome = report.outcomes[0]
		assert.equal(outcome.status, 'missing')
		if (outcome.status !== 'missing') return
		const line = missingLine(outcome, true)
		assert.equal(line.split('\n').length, 1)
		assert.match(
			line,
			/^\[remote\] no README for plugins\/missing: remote http:\/\/127\.0\.0\.1:\d+\/packages\/missing\/README\.md: HTTP 404; no cached copy\. \/plugins\/missing renders without it;/,
		)
		assert.match(line, /ROBO_REPO_DIR/)
		assert.match(line, /REMOTE_CONTENT_BASE_URL/)
		assert.match(missingLine(outcome, false), /has no page yet/)
	})

	it('runs as one build step with a summary, warnings and a content hash', async () => {
		const lines: { level: string; line: string }[] = []
		const log = {
			info: (line: string) => lines.push({ level: 'info', line }),
			warn: (line: string) => lines.push({ level: 'warn', line }),
		}
		const docsDir = join(work, 'docs')
		mkdirSync(join(docsDir, 'plugins'), { recursive: true })
		writeFileSync(join(docsDir, 'plugins/missing.mdx'), '# Missing\n')
		const options = { chain: config(), entries: [entry('good'), entry('missing')], docsDir, siteDir: work, log }
		const first = await runRemoteContent(options)
		assert.deepEqual(
			lines.map((l) => l.level),
			['warn', 'info', 'info'],
		)
		assert.match(lines[0].line, /no README for plugins\/missing.*\/plugins\/missing renders without it/)
		assert.equal(lines[1].line, first.summary)
		assert.match(lines[2].line, /1 READMEs have no page to go into yet/)
		assert.match(first.contentHash, /^[0-9a-f]{16}$/)
		const second = await runRemoteContent({ ...options, chain: config({ mode: 'off' }) })
		assert.notEqual(second.contentHash, first.contentHash)
	})
})

describe('chain settings', () => {
	it('reads REMOTE_CONTENT leniently', () => {
		assert.equal(parseMode(undefined), 'on')
		assert.equal(parseMode('OFF'), 'off')
		assert.equal(parseMode('offline'), 'offline')
		assert.equal(parseMode('maybe'), undefined)
	})

	it('builds URLs under the base, with or without a trailing slash', () => {
		assert.equal(
			remoteUrl('http://127.0.0.1:1/mirror', entry('x', { dir: 'packages/@robojs/ai' })),
			'http://127.0.0.1:1/mirror/packages/@robojs/ai/README.md',
		)
		assert.equal(
			remoteUrl(
				'https://raw.githubusercontent.com/Wave-Play/robo.js/main/',
				entry('x', { dir: 'templates/discord-bots/starter-ts' }),
			),
			'https://raw.githubusercontent.com/Wave-Play/robo.js/main/templates/discord-bots/starter-ts/README.md',
		)
	})

	it('takes REMOTE_CONTENT, REMOTE_CONTENT_BASE_URL and ROBO_REPO_DIR from the environment', async () => {
		process.env.REMOTE_CONTENT = 'offline'
		process.env.REMOTE_CONTENT_BASE_URL = baseUrl.slice(0, -1)
		process.env.ROBO_REPO_DIR = join(work, 'checkout')
		process.env.REMOTE_CONTENT_TIMEOUT_MS = '1500'
		const { remoteContentChain, readmes, remoteContent } = await import('../../config/remoteContent')
		assert.equal(remoteContentChain.mode, 'offline')
		assert.equal(remoteContentChain.baseUrl, baseUrl)
		assert.equal(remoteContentChain.repoDir, join(work, 'checkout'))
		assert.equal(remoteContentChain.timeoutMs, 1500)
		assert.equal(remoteContentChain.storeDir, join(repoRoot, '.cache/remote-content'))
		// One README per plugin (16) and per template (41).
		assert.equal(readmes.length, 57)
		assert.ok(remoteContent.length >= 1)
	})
})
