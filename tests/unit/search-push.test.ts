import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import { after, before, describe, it } from 'node:test'

import { pushRecords, pushTargetFromEnv, PushError, type PushTarget } from '../../plugins/content/search/push'
import { fixtureRecords } from '../support/searchFixtures'

interface Call {
	method: string
	url: string
	headers: Record<string, string | string[] | undefined>
	body: unknown
}

/** A loopback stand-in for the Meilisearch and Algolia REST APIs, just enough for a push. */
let server: Server
let base = ''
const calls: Call[] = []
let refuse = 0

before(async () => {
	let task = 0
	server = createServer((req, res) => {
		let data = ''
		req.on('data', (chunk) => (data += chunk))
		req.on('end', () => {
			const call = {
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: data ? JSON.parse(data) : undefined,
			}
			calls.push(call)
			const send = (status: number, body: unknown) => {
				res.statusCode = status
				res.setHeader('Content-Type', 'application/json')
				res.end(JSON.stringify(body))
			}
			if (refuse) return send(refuse, { message: 'The provided API key is invalid.' })
			const { method, url } = call
			// Meilisearch
			if (method === 'GET' && url === '/indexes/robojs') return send(404, { message: 'Index `robojs` not found.' })
			if (method === 'GET' && url.startsWith('/tasks/')) return send(200, { status: 'succeeded' })
			if (method === 'GET' && url.startsWith('/indexes/robojs/documents')) {
				return send(200, { results: [{ objectID: 'gone-page' }, { objectID: fixtureRecords()[0].objectID }], total: 2 })
			}
			// Algolia
			if (method === 'GET' && /\/task\/\d+$/.test(url)) return send(200, { status: 'published' })
			return send(method === 'POST' && url === '/indexes' ? 202 : 200, { taskUid: ++task, taskID: task })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('no port')
	base = `http://127.0.0.1:${address.port}`
})
after(() => new Promise<void>((resolve) => server.close(() => resolve())))

const records = fixtureRecords()
const quiet = { log: () => {}, pollMs: 1 }
const meili = (): PushTarget => ({
	kind: 'meilisearch',
	host: base,
	apiKey: 'admin',
	indexName: 'robojs',
	keyVariable: 'MEILISEARCH_ADMIN_API_KEY',
})

describe('npm run search:index', () => {
	it('fills Meilisearch in batches: creates the index, sets it up, sends records, removes stale ones', async () => {
		calls.length = 0
		const summary = await pushRecords(meili(), records, { ...quiet, batchSize: 8 })
		assert.equal(summary.batches, Math.ceil(records.length / 8))
		assert.equal(summary.deleted, 1)
		const writes = calls.filter((c) => c.method !== 'GET')
		assert.deepEqual(
			writes.map((c) => `${c.method} ${c.url}`),
			[
				'POST /indexes',
				'PATCH /indexes/robojs/settings',
				...Array.from({ length: summary.batches }, () => 'POST /indexes/robojs/documents?primaryKey=objectID'),
				'POST /indexes/robojs/documents/delete-batch',
			],
		)
		assert.deepEqual(writes[0].body, { uid: 'robojs', primaryKey: 'objectID' })
		// Ranking like the local engine: title, keywords, headings, text, sidebar section; its synonyms.
		const settings = writes[1].body as { searchableAttributes: string[]; synonyms: Record<string, string[]> }
		assert.deepEqual(settings.searchableAttributes.slice(0, 3), ['hierarchy.lvl1', 'keywords', 'hierarchy.lvl2'])
		assert.equal(settings.searchableAttributes.at(-1), 'hierarchy.lvl0')
		assert.ok(settings.synonyms.db.includes('database'), 'db → database')
		assert.ok(settings.synonyms.database.includes('db'), 'database → db')
		assert.deepEqual(
			writes.filter((c) => c.url.includes('documents?')).flatMap((c) => c.body as unknown[]),
			records,
		)
		assert.deepEqual(writes.at(-1)?.body, ['gone-page'])
		assert.ok(calls.every((c) => c.headers.authorization === 'Bearer admin'))
	})

	it('fills Algolia through a temporary index moved over the real one', async () => {
		calls.length = 0
		const target: PushTarget = {
			kind: 'algolia',
			appId: 'APP',
			apiKey: 'admin',
			indexName: 'robojs',
			keyVariable: 'ALGOLIA_ADMIN_API_KEY',
			host: base,
		}
		await pushRecords(target, records, { ...quiet, batchSize: 100 })
		const writes = calls.filter((c) => c.method !== 'GET')
		assert.deepEqual(
			writes.map((c) => `${c.method} ${c.url}`),
			[
				'DELETE /1/indexes/robojs_tmp',
				'PUT /1/indexes/robojs_tmp/settings',
				'POST /1/indexes/robojs_tmp/synonyms/batch?replaceExistingSynonyms=true',
				'POST /1/indexes/robojs_tmp/batch',
				'POST /1/indexes/robojs_tmp/operation',
			],
		)
		const settings = writes[1].body as { searchableAttributes: string[] }
		assert.deepEqual(settings.searchableAttributes.slice(0, 2), ['unordered(hierarchy.lvl1)', 'unordered(keywords)'])
		const synonyms = writes[2].body as { type: string; synonyms: string[] }[]
		assert.ok(
			synonyms.some((s) => s.type === 'synonym' && s.synonyms.includes('db') && s.synonyms.includes('database')),
		)
		assert.equal((writes[3].body as { requests: unknown[] }).requests.length, records.length)
		assert.deepEqual(writes[4].body, { operation: 'move', destination: 'robojs' })
		assert.ok(
			calls.every((c) => c.headers['x-algolia-api-key'] === 'admin' && c.headers['x-algolia-application-id'] === 'APP'),
		)
	})

	it('says which key to fix when the service refuses it (401/403)', async () => {
		for (const status of [401, 403]) {
			refuse = status
			try {
				await assert.rejects(
					pushRecords({ ...meili(), keyVariable: 'MEILISEARCH_API_KEY' }, records, quiet),
					(error: Error) => {
						assert.ok(error instanceof PushError)
						assert.match(
							error.message,
							new RegExp(
								`refused the key in MEILISEARCH_API_KEY \\(HTTP ${status}: The provided API key is invalid\\.\\)`,
							),
						)
						assert.match(error.message, /MEILISEARCH_ADMIN_API_KEY/)
						return true
					},
				)
			} finally {
				refuse = 0
			}
		}
	})

	it('says which host to fix when it cannot be reached (ENOTFOUND, refused)', async () => {
		await assert.rejects(
			pushRecords({ ...meili(), host: 'http://no-such-host.invalid' }, records, quiet),
			(error: Error) => {
				assert.ok(error instanceof PushError)
				assert.match(
					error.message,
					/Cannot reach Meilisearch at http:\/\/no-such-host\.invalid \((ENOTFOUND|EAI_AGAIN)\).*Check MEILISEARCH_HOST\./,
				)
				return true
			},
		)
		const closed = createServer()
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
		const { port } = closed.address() as { port: number }
		await new Promise<void>((resolve) => closed.close(() => resolve()))
		await assert.rejects(
			pushRecords({ ...meili(), host: `http://127.0.0.1:${port}` }, records, quiet),
			new RegExp(`Cannot reach Meilisearch at http://127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\)`),
		)
	})

	it('--dry-run prints what it would send and sends nothing', async () => {
		calls.length = 0
		const lines: string[] = []
		const summary = await pushRecords(meili(), records, { dryRun: true, batchSize: 10, log: (l) => lines.push(l) })
		assert.equal(calls.length, 0)
		assert.equal(summary.dryRun, true)
		assert.match(
			lines[0],
			new RegExp(
				`would push ${records.length} records in ${Math.ceil(records.length / 10)} batches of ≤ 10 to Meilisearch`,
			),
		)
		assert.ok(lines.some((l) => l.startsWith('first record: {"objectID"')))
		assert.ok(!lines.join('\n').includes('admin'), 'a key was printed')
	})

	it('reads its target from the environment, preferring the admin key', () => {
		const env = {
			meilisearchHost: '',
			meilisearchApiKey: '',
			meilisearchAdminApiKey: '',
			meilisearchIndex: 'robojs',
			algoliaAppId: '',
			algoliaSearchApiKey: '',
			algoliaAdminApiKey: '',
			algoliaIndexName: '',
		}
		assert.equal(pushTargetFromEnv(env), null)
		assert.deepEqual(
			pushTargetFromEnv({
				...env,
				meilisearchHost: 'https://ms/',
				meilisearchApiKey: 's',
				meilisearchAdminApiKey: 'a',
			}),
			{
				kind: 'meilisearch',
				host: 'https://ms',
				apiKey: 'a',
				indexName: 'robojs',
				keyVariable: 'MEILISEARCH_ADMIN_API_KEY',
			},
		)
		assert.equal(
			pushTargetFromEnv({ ...env, algoliaAppId: 'A', algoliaAdminApiKey: 'a', algoliaIndexName: 'i' })?.kind,
			'algolia',
		)
	})
})
