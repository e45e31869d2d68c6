import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { after, before, describe, it } from 'node:test'

import { createMeilisearchBackend } from '../../plugins/content/search/client/meilisearch'
import { algoliaHosts, createAlgoliaBackend } from '../../plugins/content/search/client/algolia'
import { POST_TAG, PRE_TAG } from '../../plugins/content/search/hits'
import { backendModule, stylesModule, warmModule, withoutUnusedRules } from '../../plugins/content/search/index'
import { chooseBackend } from '../../plugins/content/search/options'
import { fixtureRecords } from '../support/searchFixtures'

interface Seen {
	method?: string
	url?: string
	authorization?: string
	contentType?: string
	body: Record<string, unknown>
}

/** A loopback stand-in for Meilisearch: records each request, answers in Meilisearch's response shape. */
let server: Server
let base = ''
const seen: Seen[] = []
let status = 200
/** Fields the next answers carry in place of (or beside) the usual ones. */
let answerFields: Record<string, unknown> = {}

const readBody = (req: IncomingMessage) =>
	new Promise<string>((resolve) => {
		let data = ''
		req.on('data', (chunk) => (data += chunk))
		req.on('end', () => resolve(data))
	})

const tag = (word: string) => `${PRE_TAG}${word}${POST_TAG}`

before(async () => {
	const [intro, quickStart] = fixtureRecords().filter((r) => r.url_without_anchor === '/robojs/flashcore')
	server = createServer(async (req, res) => {
		seen.push({
			method: req.method,
			url: req.url,
			authorization: req.headers.authorization,
			contentType: req.headers['content-type'],
			body: JSON.parse((await readBody(req)) || '{}'),
		})
		res.setHeader('Content-Type', 'application/json')
		if (status !== 200) {
			res.statusCode = status
			res.end(JSON.stringify({ message: 'The provided API key is invalid.', code: 'invalid_api_key' }))
			return
		}
		res.end(
			JSON.stringify({
				hits: [
					{
						...intro,
						url: 'https://robojs.dev/robojs/flashcore',
						_formatted: {
							hierarchy: { ...intro.hierarchy, lvl1: tag('Flashcore') },
							content: `${tag('Flashcore')} is a small key-value <database> that ships…`,
						},
					},
					{
						...quickStart,
						_formatted: { hierarchy: quickStart.hierarchy, content: `Save a ${tag('value')}, read it back` },
					},
				],
				query: 'flashcore',
				processingTimeMs: 1,
				limit: 20,
				offset: 0,
				estimatedTotalHits: 2,
				...answerFields,
			}),
		)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('no port')
	base = `http://127.0.0.1:${address.port}`
})
after(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('Meilisearch backend', () => {
	it('sends the spec’s query to index robojs and turns the hits into escaped DocSearch hits', async () => {
		seen.length = 0
		status = 200
		const backend = createMeilisearchBackend({ host: base + '/', apiKey: 'search-key', indexName: 'robojs' })
		const { hits, nbHits } = await backend.search({ query: 'flashcore', hitsPerPage: 20 })

		assert.equal(seen.length, 1)
		const [request] = seen
		assert.equal(request.method, 'POST')
		assert.equal(request.url, '/indexes/robojs/search')
		assert.equal(request.authorization, 'Bearer search-key')
		assert.equal(request.body.q, 'flashcore')
		assert.deepEqual(request.body.attributesToHighlight, ['*'])
		assert.deepEqual(request.body.attributesToCrop, ['content'])
		assert.equal(request.body.cropLength, 30)
		assert.equal(request.body.limit, 20)

		assert.equal(nbHits, 2)
		assert.deepEqual(
			hits.map((h) => [h.url, h.type]),
			[
				['https://robojs.dev/robojs/flashcore', 'lvl1'],
				['/robojs/flashcore#quick-start', 'content'],
			],
		)
		assert.equal(hits[0]._highlightResult.hierarchy.lvl1.value, '<mark>Flashcore</mark>')
		assert.equal(
			hits[0]._snippetResult.content.value,
			'<mark>Flashcore</mark> is a small key-value &lt;database&gt; that ships…',
		)
		assert.equal(hits[0].hierarchy.lvl0, 'Core Package')
		assert.equal(hits[1]._snippetResult.content.value, 'Save a <mark>value</mark>, read it back')
	})

	it('is the Meilisearch backend, posts JSON, and marks a cropped text with an ellipsis', async () => {
		seen.length = 0
		const backend = createMeilisearchBackend({ host: base + '//', apiKey: 'k', indexName: 'robojs' })
		assert.equal(backend.kind, 'meilisearch')
		await backend.search({ query: 'x', hitsPerPage: 5 })
		assert.equal(seen[0].url, '/indexes/robojs/search')
		assert.equal(seen[0].contentType, 'application/json')
		assert.equal(seen[0].body.cropMarker, '…')
	})

	it('counts the hits as the server does, or as it answered them when it does not say', async () => {
		const backend = createMeilisearchBackend({ host: base, apiKey: 'k', indexName: 'robojs' })
		try {
			answerFields = { estimatedTotalHits: undefined, totalHits: 9 }
			assert.equal((await backend.search({ query: 'x', hitsPerPage: 5 })).nbHits, 9)
			answerFields = { estimatedTotalHits: undefined }
			assert.equal((await backend.search({ query: 'x', hitsPerPage: 5 })).nbHits, 2)
			answerFields = { estimatedTotalHits: 0 }
			assert.equal((await backend.search({ query: 'x', hitsPerPage: 5 })).nbHits, 0)
		} finally {
			answerFields = {}
		}
	})

	it('honours another index name', async () => {
		seen.length = 0
		await createMeilisearchBackend({ host: base, apiKey: 'k', indexName: 'docs staging' }).search({
			query: 'x',
			hitsPerPage: 5,
		})
		assert.equal(seen[0].url, '/indexes/docs%20staging/search')
	})

	it('fails on an error status, which the modal turns into its error screen', async () => {
		status = 403
		try {
			const backend = createMeilisearchBackend({ host: base, apiKey: 'wrong', indexName: 'robojs' })
			await assert.rejects(backend.search({ query: 'flashcore', hitsPerPage: 20 }), /403/)
		} finally {
			status = 200
		}
	})
})

describe('Algolia backend', () => {
	interface Call {
		url: string
		method?: string
		headers: Record<string, string>
		body: { requests: Record<string, unknown>[] }
	}
	/** Replaces fetch while `run` runs: each call is recorded and answered by the next of `answers`. */
	async function withFetch<T>(answers: ((call: Call) => Response | Error)[], run: () => Promise<T>) {
		const calls: Call[] = []
		const real = globalThis.fetch
		globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
			const call = {
				url: String(url),
				method: init.method,
				headers: init.headers as Record<string, string>,
				body: JSON.parse(String(init.body)),
			}
			calls.push(call)
			const answer = answers[calls.length - 1]
			if (!answer) throw new Error(`unexpected request ${calls.length} to ${url}`)
			const response = answer(call)
			if (response instanceof Error) throw response
			return response
		}) as typeof fetch
		try {
			return { calls, result: await run().catch((error: unknown) => error) }
		} finally {
			globalThis.fetch = real
		}
	}
	const json = (body: unknown, status = 200) =>
		new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
	const [intro, quickStart] = fixtureRecords().filter((r) => r.url_without_anchor === '/robojs/flashcore')
	const answer = () =>
		json({
			results: [
				{
					nbHits: 7,
					hits: [
						{
							...intro,
							_highlightResult: { hierarchy: { lvl1: { value: `${tag('Flashcore')} <b>` } } },
							_snippetResult: { content: { value: `${tag('Flashcore')} keeps a value` } },
						},
						{ ...quickStart, _snippetResult: { content: { value: `Save a ${tag('value')}` } } },
					],
				},
			],
		})
	const backend = createAlgoliaBackend({ appId: 'APP1', apiKey: 'search-only', indexName: 'robojs' })
	const networkError = () => new TypeError('Failed to fetch')

	it('POSTs one multi-index query to the DSN host with the key headers and the 30-word snippet', async () => {
		const { calls, result } = await withFetch([answer], () => backend.search({ query: 'flashcore', hitsPerPage: 20 }))
		assert.equal(calls.length, 1)
		const [call] = calls
		assert.equal(call.url, 'https://APP1-dsn.algolia.net/1/indexes/*/queries')
		assert.equal(call.method, 'POST')
		assert.equal(call.headers['x-algolia-application-id'], 'APP1')
		assert.equal(call.headers['x-algolia-api-key'], 'search-only')
		assert.deepEqual(call.body.requests, [
			{
				indexName: 'robojs',
				query: 'flashcore',
				hitsPerPage: 20,
				attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'url_without_anchor', 'anchor'],
				attributesToHighlight: ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`),
				attributesToSnippet: ['content:30'],
				snippetEllipsisText: '…',
				highlightPreTag: PRE_TAG,
				highlightPostTag: POST_TAG,
			},
		])
		const { hits, nbHits } = result as Awaited<ReturnType<typeof backend.search>>
		assert.equal(nbHits, 7)
		assert.deepEqual(
			hits.map((h) => [h.url, h.type]),
			[
				['/robojs/flashcore', 'lvl1'],
				['/robojs/flashcore#quick-start', 'content'],
			],
		)
		assert.equal(hits[0]._highlightResult.hierarchy.lvl1.value, '<mark>Flashcore</mark> &lt;b&gt;')
		assert.equal(hits[0]._snippetResult.content.value, '<mark>Flashcore</mark> keeps a value')
		assert.equal(hits[1]._snippetResult.content.value, 'Save a <mark>value</mark>')
	})

	it('asks the main host once more when the DSN host cannot be reached or fails, and no further', async () => {
		const retried = await withFetch([networkError, answer], () => backend.search({ query: 'x', hitsPerPage: 5 }))
		assert.deepEqual(
			retried.calls.map((c) => c.url),
			['https://APP1-dsn.algolia.net/1/indexes/*/queries', 'https://APP1.algolia.net/1/indexes/*/queries'],
		)
		assert.deepEqual(retried.calls[1].body, retried.calls[0].body)
		assert.equal((retried.result as { hits: unknown[] }).hits.length, 2)

		const serverError = await withFetch([() => json({ message: 'busy' }, 503), answer], () =>
			backend.search({ query: 'x', hitsPerPage: 5 }),
		)
		assert.equal(serverError.calls.length, 2)
		assert.equal((serverError.result as { hits: unknown[] }).hits.length, 2)

		const down = await withFetch([networkError, networkError], () => backend.search({ query: 'x', hitsPerPage: 5 }))
		assert.equal(down.calls.length, 2)
		assert.ok(down.result instanceof Error, 'a search with both hosts down must reject (the modal shows its error)')
	})

	it('rejects on a refused key without asking another host', async () => {
		const { calls, result } = await withFetch([() => json({ message: 'Invalid Application-ID or API key' }, 403)], () =>
			backend.search({ query: 'x', hitsPerPage: 5 }),
		)
		assert.equal(calls.length, 1)
		assert.match(String(result), /403.*Invalid Application-ID or API key/)
	})

	it('is the Algolia backend and posts JSON', async () => {
		assert.equal(backend.kind, 'algolia')
		const { calls } = await withFetch([answer], () => backend.search({ query: 'x', hitsPerPage: 5 }))
		assert.equal(calls[0].headers['Content-Type'], 'application/json')
	})

	it('says what a refusal answered, with or without a message, and asks again only on a 5xx', async () => {
		const refused = await withFetch([() => new Response('<html>', { status: 404, statusText: 'Not Found' })], () =>
			backend.search({ query: 'x', hitsPerPage: 5 }),
		)
		assert.equal(String(refused.result), 'Error: Algolia answered 404 Not Found')
		const bare = await withFetch([() => json({}, 400)], () => backend.search({ query: 'x', hitsPerPage: 5 }))
		assert.equal(String(bare.result), 'Error: Algolia answered 400')
		const failed = await withFetch([() => json({}, 500), answer], () => backend.search({ query: 'x', hitsPerPage: 5 }))
		assert.equal(failed.calls.length, 2)
	})

	it('rejects an answer without results, and reads hits that leave out highlights and snippets', async () => {
		// A record of another page, as a hosted index may return it: no highlight or snippet at all.
		const other = fixtureRecords().find((r) => r.url_without_anchor !== intro.url_without_anchor)
		assert.ok(other)
		for (const body of [{ results: [] }, { results: [{}] }, { results: [{ hits: null }] }]) {
			const { result } = await withFetch([() => json(body)], () => backend.search({ query: 'x', hitsPerPage: 5 }))
			assert.match(String(result), /Algolia answered without results/, JSON.stringify(body))
		}
		const { result } = await withFetch(
			[
				() =>
					json({
						results: [
							{
								hits: [
									{ ...intro, _highlightResult: {}, _snippetResult: {} },
									{ ...quickStart, _highlightResult: { hierarchy: {} }, _snippetResult: { content: {} } },
									other,
								],
							},
						],
					}),
			],
			() => backend.search({ query: 'x', hitsPerPage: 5 }),
		)
		const { hits, nbHits } = result as Awaited<ReturnType<typeof backend.search>>
		assert.equal(nbHits, 3)
		assert.deepEqual(
			hits.map((h) => h.url),
			[intro.url, quickStart.url, other.url],
		)
		assert.equal(hits[1].content, quickStart.content)
	})

	it('talks only to the hosts the Content-Security-Policy allows for it (config/security.ts)', async () => {
		const { calls } = await withFetch([networkError, networkError], () =>
			backend.search({ query: 'x', hitsPerPage: 5 }),
		)
		// Hosts match case-insensitively in a policy, as in URLs (which lower-case them).
		const allowed = algoliaHosts('APP1').map((host) => host.toLowerCase())
		for (const call of calls) assert.ok(allowed.includes(new URL(call.url).origin), call.url)
	})
})

describe('generated styles module', () => {
	it('carries DocSearch’s modal CSS with the selected result keyed on data-selected (the link is the option)', () => {
		const css = JSON.parse(/export default (".*")\n$/.exec(stylesModule())?.[1] ?? '""') as string
		assert.match(css, /\.DocSearch-Modal\{/)
		assert.match(css, /\.robo-search-retry/)
		assert.match(css, /\.DocSearch-Hit\[data-selected='true'\] a\{/)
		// The selected result's mark is client/modal.css's; DocSearch's action icons are not in the markup.
		assert.doesNotMatch(css, /\.DocSearch-Hit-action\{|Select-Icon/)
		assert.doesNotMatch(css, /\.DocSearch-Hit\[aria-selected/)
		assert.doesNotMatch(css, /\.DocSearch-AskAiScreen-Body\{/, 'the Ask AI screen’s rules ship with the modal')
	})

	it('leaves out only rules for parts the modal does not render, inside @media too', () => {
		assert.equal(
			withoutUnusedRules(
				'.DocSearch-AskAiScreen{a:1}.DocSearch-AskAiScreen,.DocSearch-ErrorScreen{b:2}.DocSearch-Hit{c:3}' +
					'@media (max-width:768px){.DocSearch-Sidepanel{d:4}.DocSearch-Modal{e:5}}' +
					'@media print{.DocSearch-Menu{f:6}}@keyframes pulse{0%{opacity:0}to{opacity:1}}',
			),
			'.DocSearch-AskAiScreen,.DocSearch-ErrorScreen{b:2}.DocSearch-Hit{c:3}' +
				'@media (max-width:768px){.DocSearch-Modal{e:5}}@keyframes pulse{0%{opacity:0}to{opacity:1}}',
		)
	})
})

describe('generated warm module', () => {
	it('exports a warm() the search button can call on intent, for every backend', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'warm-'))
		try {
			const hosted = warmModule({ kind: 'meilisearch', host: 'https://ms.example', apiKey: 'k', indexName: 'robojs' })
			writeFileSync(join(dir, 'warm.mjs'), hosted)
			const mod = (await import(pathToFileURL(join(dir, 'warm.mjs')).href)) as { warm?: () => void }
			assert.equal(typeof mod.warm, 'function')
			assert.equal(mod.warm?.(), undefined)
		} finally {
			rmSync(dir, { recursive: true, force: true })
		}
		const local = warmModule({ kind: 'local', manifestUrl: '/search/manifest.json' }, '/c')
		assert.match(local, /import \{ warm as start \} from "\/c\/manifest"/)
		assert.match(local, /export function warm\(\) \{ start\("\/search\/manifest\.json"\) \}/)
	})
})
describe('backend choice at build time', () => {
	const none = {
		meilisearchHost: '',
		meilisearchApiKey: '',
		meilisearchIndex: 'robojs',
		algoliaAppId: '',
		algoliaSearchApiKey: '',
		algoliaIndexName: '',
	}

	it('is the local index by default, under the site’s base URL', () => {
		assert.deepEqual(chooseBackend('/', none), { kind: 'local', manifestUrl: '/search/manifest.json' })
		assert.deepEqual(chooseBackend('/docs/', none), { kind: 'local', manifestUrl: '/docs/search/manifest.json' })
	})

	it('is Meilisearch when its host and key are set (index robojs unless overridden), before Algolia', () => {
		const meili = { ...none, meilisearchHost: 'https://ms.example/', meilisearchApiKey: 'k' }
		assert.deepEqual(chooseBackend('/', meili), {
			kind: 'meilisearch',
			host: 'https://ms.example',
			apiKey: 'k',
			indexName: 'robojs',
		})
		assert.equal(chooseBackend('/', { ...meili, meilisearchIndex: 'other' }).kind, 'meilisearch')
		assert.deepEqual(
			chooseBackend('/', { ...meili, algoliaAppId: 'A', algoliaSearchApiKey: 'k', algoliaIndexName: 'i' }).kind,
			'meilisearch',
		)
	})

	it('is Algolia when its three settings are set', () => {
		assert.deepEqual(
			chooseBackend('/', { ...none, algoliaAppId: 'A', algoliaSearchApiKey: 'k', algoliaIndexName: 'i' }),
			{
				kind: 'algolia',
				appId: 'A',
				apiKey: 'k',
				indexName: 'i',
			},
		)
		assert.equal(chooseBackend('/', { ...none, algoliaAppId: 'A', algoliaSearchApiKey: 'k' }).kind, 'local')
	})

	it('generates a module that imports only the chosen backend', () => {
		const source = backendModule(
			{ kind: 'meilisearch', host: 'https://ms.example', apiKey: 'k', indexName: 'robojs' },
			'/c',
		)
		assert.match(source, /import \{ createMeilisearchBackend \} from "\/c\/meilisearch"/)
		assert.match(
			source,
			/export const backend = createMeilisearchBackend\(\{"host":"https:\/\/ms\.example","apiKey":"k","indexName":"robojs"\}\)/,
		)
		assert.doesNotMatch(source, /local|algolia/)
		assert.match(backendModule({ kind: 'local', manifestUrl: '/search/manifest.json' }, '/c'), /from "\/c\/local"/)
	})
})
