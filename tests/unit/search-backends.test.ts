import assert from 'node:assert/strict'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { after, before, describe, it } from 'node:test'

import type { DocSearchTransformClient } from '@docsearch/react'

import { debounce, type AlgoliaSearchClient } from '../../plugins/content/search/client/backend'
import { createMeilisearchBackend } from '../../plugins/content/search/client/meilisearch'
import { createAlgoliaBackend } from '../../plugins/content/search/client/algolia'
import { relativeUrl, transformSearchClientFor } from '../../plugins/content/search/client/searchClient'
import { POST_TAG, PRE_TAG } from '../../plugins/content/search/hits'
import { backendModule } from '../../plugins/content/search/index'
import { chooseBackend } from '../../plugins/content/search/options'
import { fixtureRecords } from '../support/searchFixtures'

interface Seen {
	method?: string
	url?: string
	authorization?: string
	body: Record<string, unknown>
}

/** A loopback stand-in for Meilisearch: records each request, answers in Meilisearch's response shape. */
let server: Server
let base = ''
const seen: Seen[] = []
let status = 200

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
			}),
		)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('no port')
	base = `http://127.0.0.1:${address.port}`
})
after(() => new Promise<void>((resolve) => server.close(() => resolve())))

const noAlgolia: AlgoliaSearchClient = {
	search: () => Promise.reject(new Error('the Meilisearch backend must not call Algolia')),
}

describe('Meilisearch backend', () => {
	it('sends the spec’s query to index robojs and turns the hits into escaped DocSearch hits', async () => {
		seen.length = 0
		status = 200
		const backend = createMeilisearchBackend({ host: base + '/', apiKey: 'search-key', indexName: 'robojs' })
		const { hits, nbHits } = await backend.search({ query: 'flashcore', hitsPerPage: 20 }, noAlgolia)

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

	it('honours another index name', async () => {
		seen.length = 0
		await createMeilisearchBackend({ host: base, apiKey: 'k', indexName: 'docs staging' }).search(
			{ query: 'x', hitsPerPage: 5 },
			noAlgolia,
		)
		assert.equal(seen[0].url, '/indexes/docs%20staging/search')
	})

	it('fails on an error status, which the modal turns into its error screen', async () => {
		status = 403
		const backend = createMeilisearchBackend({ host: base, apiKey: 'wrong', indexName: 'robojs' })
		await assert.rejects(backend.search({ query: 'flashcore', hitsPerPage: 20 }, noAlgolia), /403/)
		const failures: string[] = []
		const client = transformSearchClientFor(
			backend,
			'https://robojs.dev',
			{ onFailure: (query) => failures.push(query) },
			0,
		)({} as DocSearchTransformClient)
		const warn = console.warn
		console.warn = () => {}
		try {
			// DocSearch 4.7 cannot show its own error screen (see searchClient.ts): the failure is reported, not thrown.
			const { results } = (await client.search({
				requests: [{ indexName: 'robojs', query: 'flashcore' }],
			})) as unknown as {
				results: { hits: unknown[] }[]
			}
			assert.deepEqual(results[0].hits, [])
			assert.deepEqual(failures, ['flashcore'])
		} finally {
			console.warn = warn
			status = 200
		}
	})
})

describe('DocSearch search client adapter', () => {
	it('answers in the Algolia response shape with site-relative URLs', async () => {
		const backend = createMeilisearchBackend({ host: base, apiKey: 'k', indexName: 'robojs' })
		const client = transformSearchClientFor(backend, 'https://robojs.dev', {}, 0)({} as DocSearchTransformClient)
		const { results } = (await client.search({
			requests: [{ indexName: 'robojs', query: 'flashcore' }],
		})) as unknown as {
			results: { hits: { url: string }[]; nbHits: number; index: string }[]
		}
		assert.equal(results[0].index, 'robojs')
		assert.equal(results[0].nbHits, 2)
		assert.equal(results[0].hits[0].url, '/robojs/flashcore')
	})

	it('debounces: quick successive queries make one request, every caller gets its answer', async () => {
		let calls = 0
		const run = debounce(async (q: string) => {
			calls++
			return q.toUpperCase()
		}, 100)
		const started = Date.now()
		const answers = await Promise.all([run('f'), run('fl'), run('fla')])
		assert.equal(calls, 1)
		assert.deepEqual(answers, ['FLA', 'FLA', 'FLA'])
		assert.ok(Date.now() - started >= 95, 'answered before the debounce delay')
	})

	it('makes URLs of this site relative and leaves others alone', () => {
		assert.equal(relativeUrl('https://robojs.dev/robojs/flashcore#get', 'https://robojs.dev'), '/robojs/flashcore#get')
		assert.equal(relativeUrl('/cli/robo', 'https://robojs.dev'), '/cli/robo')
		assert.equal(relativeUrl('https://example.com/x', 'https://robojs.dev'), 'https://example.com/x')
	})
})

describe('Algolia backend', () => {
	it('queries through DocSearch’s client with a 30-word snippet and re-shapes the hits', async () => {
		const [intro] = fixtureRecords()
		let sent: Record<string, unknown> = {}
		const algolia: AlgoliaSearchClient = {
			async search({ requests }) {
				sent = requests[0]
				return {
					results: [
						{
							nbHits: 1,
							hits: [
								{
									...intro,
									_highlightResult: { hierarchy: { lvl1: { value: `${tag('Create')} <b>` } } },
									_snippetResult: { content: { value: `${tag('create')} a project` } },
								},
							],
						},
					],
				}
			},
		}
		const backend = createAlgoliaBackend({ appId: 'APP', apiKey: 'search', indexName: 'robojs' })
		const { hits } = await backend.search({ query: 'create', hitsPerPage: 20 }, algolia)
		assert.equal(sent.indexName, 'robojs')
		assert.equal(sent.query, 'create')
		assert.deepEqual(sent.attributesToSnippet, ['content:30'])
		assert.equal(hits[0]._highlightResult.hierarchy.lvl1.value, '<mark>Create</mark> &lt;b&gt;')
		assert.equal(hits[0]._snippetResult.content.value, '<mark>create</mark> a project')
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
