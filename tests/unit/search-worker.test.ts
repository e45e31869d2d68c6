/**
 * The local search across the page and its worker: the worker answers from the manifest it was
 * handed and the parts it fetches (worker-core.ts), the page matches each answer to its query and
 * recovers from a failed manifest, part or worker (local.ts). The worker side runs here as it runs
 * in the browser, over index parts made from the search fixtures; the page side talks to it through
 * a fake Worker that passes cloned messages asynchronously, as a real one does.
 */
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'

import { createLocalBackend, type WorkerLike } from '../../plugins/content/search/client/local'
import {
	createWorkerHandler,
	getJson,
	type FromWorker,
	type ToWorker,
} from '../../plugins/content/search/client/worker-core'
import { engineFromRecords } from '../../plugins/content/search/engine'
import { shardFile, textFile, toIndexParts } from '../../plugins/content/search/local-index'
import { fixtureRecords, sectionRecord } from '../support/searchFixtures'

// The fixtures and a dozen short pages on Flashcore, one text part per section: 'flashcore' has
// results in more text parts than FIRST_PARTS, so its best hits arrive early.
const records = [
	...fixtureRecords(),
	...Array.from({ length: 12 }, (_, i) => sectionRecord(`/notes/${i}`, [], null, `Notes on flashcore, part ${i}`)),
]
const TEXT_CHARS = 1
const { manifest, shards, texts } = toIndexParts(records, undefined, TEXT_CHARS)
const manifestBytes = () => new TextEncoder().encode(JSON.stringify({ ...manifest, dir: 'v1' })).buffer as ArrayBuffer
const SITE = 'https://docs.example/sub/'
const MANIFEST_URL = `${SITE}search/manifest.json`

/** The parts as the build writes them, by absolute URL; `fail` names URLs that answer an error. */
function partServer(fail = new Set<string>()) {
	const asked: string[] = []
	const files = new Map<string, unknown>()
	shards.forEach((shard, n) => files.set(`${SITE}search/v1/${shardFile(n)}`, shard))
	texts.forEach((text, n) => files.set(`${SITE}search/v1/${textFile(n)}`, text))
	const get = async <T>(url: string): Promise<T> => {
		asked.push(url)
		if (fail.has(url) || !files.has(url)) throw new Error(`GET ${url} answered 500`)
		return structuredClone(files.get(url)) as T
	}
	return { get, asked, fail }
}

/** What the worker posts for `messages`, in order. */
async function converse(messages: ToWorker[], get = partServer().get): Promise<FromWorker[]> {
	const posted: FromWorker[] = []
	const handle = createWorkerHandler((m) => posted.push(m), get)
	for (const message of messages) await handle(message)
	return posted
}

const expected = (query: string) => engineFromRecords(records, { textChars: TEXT_CHARS }).search(query, 20)

describe('search worker: answering queries', () => {
	it('answers a query with the hits the engine gives, reading parts under the manifest’s folder', async () => {
		const server = partServer()
		const posted = await converse(
			[
				{ type: 'manifest', url: MANIFEST_URL, body: manifestBytes() },
				{ type: 'search', id: 7, query: 'flashcore', limit: 20 },
			],
			server.get,
		)
		const last = posted.at(-1)
		assert.equal(last?.type, 'hits')
		assert.equal(last?.id, 7)
		assert.ok(last?.type === 'hits' && last.hits.length > 0)
		assert.deepEqual(last?.type === 'hits' && last.hits, await expected('flashcore'))
		assert.ok(server.asked.length > 0)
		for (const url of server.asked) assert.match(url, /^https:\/\/docs\.example\/sub\/search\/v1\/[tx]\d+\.json$/)
	})

	it('answers an error, not an empty list, before its manifest or with one it cannot read', async () => {
		assert.deepEqual(await converse([{ type: 'search', id: 1, query: 'flashcore', limit: 20 }]), [
			{ type: 'error', id: 1, message: 'no search manifest yet' },
		])
		const garbled = new TextEncoder().encode('{"version": 2').buffer as ArrayBuffer
		const unsupported = new TextEncoder().encode('{"version": 2}').buffer as ArrayBuffer
		for (const body of [garbled, unsupported]) {
			const posted = await converse([
				{ type: 'manifest', url: MANIFEST_URL, body },
				{ type: 'search', id: 2, query: 'flashcore', limit: 20 },
			])
			assert.equal(posted.length, 1)
			assert.equal(posted[0].type, 'error')
		}
	})

	it('answers an error when a part fails, and fetches that part again for the next query', async () => {
		const server = partServer()
		const handle = createWorkerHandler((m) => posted.push(m), server.get)
		const posted: FromWorker[] = []
		await handle({ type: 'manifest', url: MANIFEST_URL, body: manifestBytes() })
		await handle({ type: 'search', id: 1, query: 'flashcore', limit: 20 })
		const failing = server.asked.find((url) => /\/x\d+\.json$/.test(url)) as string
		// A fresh worker, the same part failing once.
		const again = partServer(new Set([failing]))
		const handle2 = createWorkerHandler((m) => posted2.push(m), again.get)
		const posted2: FromWorker[] = []
		await handle2({ type: 'manifest', url: MANIFEST_URL, body: manifestBytes() })
		await handle2({ type: 'search', id: 1, query: 'flashcore', limit: 20 })
		assert.deepEqual(
			posted2.filter((m) => m.type !== 'first'),
			[{ type: 'error', id: 1, message: `GET ${failing} answered 500` }],
		)
		again.fail.clear()
		await handle2({ type: 'search', id: 2, query: 'flashcore', limit: 20 })
		assert.equal(posted2.at(-1)?.type, 'hits')
		assert.equal(again.asked.filter((url) => url === failing).length, 2)
	})
})

/** A Worker running the handler in this process; messages cross as structured clones, a task later. */
class FakeWorker implements WorkerLike {
	static started: FakeWorker[] = []
	readonly received: ToWorker[] = []
	private listeners = new Map<string, EventListener[]>()
	private readonly handle: (message: ToWorker) => Promise<void>
	private held: FromWorker[] = []
	/** `reorder`: the final answers are held until there are that many, then sent newest first. */
	constructor(get = partServer().get, reorder = 0) {
		FakeWorker.started.push(this)
		this.handle = createWorkerHandler((m) => {
			if (reorder === 0 || m.type === 'first') return this.dispatch('message', { data: structuredClone(m) })
			this.held.push(m)
			if (this.held.length === reorder)
				for (const answer of this.held.reverse()) this.dispatch('message', { data: structuredClone(answer) })
		}, get)
	}
	addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener as EventListener])
	}
	postMessage(message: ToWorker) {
		const copy = structuredClone(message)
		this.received.push(copy)
		setTimeout(() => void this.handle(copy), 0)
	}
	/** What a worker whose code failed to load does. */
	crash() {
		this.dispatch('error', { message: 'script failed', preventDefault() {} })
	}
	/** The kinds of messages the page received, in order. */
	readonly sent: string[] = []
	private dispatch(type: string, event: object) {
		if (type === 'message') this.sent.push((event as { data: FromWorker }).data.type)
		for (const listener of this.listeners.get(type) ?? []) listener({ type, ...event } as unknown as Event)
	}
}

describe('local backend: the page’s side', () => {
	let manifestAnswers: (() => Response)[]
	let manifestFetches = 0
	const realFetch = globalThis.fetch
	beforeEach(() => {
		FakeWorker.started = []
		manifestFetches = 0
		manifestAnswers = []
		;(globalThis as { window?: unknown }).window = { location: { href: `${SITE}guide/page` } }
		globalThis.fetch = async (url) => {
			assert.equal(String(url), `${MANIFEST_URL}?case=${cases}`)
			manifestFetches++
			return (manifestAnswers.shift() ?? (() => new Response(manifestBytes())))()
		}
	})
	afterEach(() => {
		globalThis.fetch = realFetch
		delete (globalThis as { window?: unknown }).window
	})

	// fetchManifest keeps one download per manifest URL and page view: each test asks for its own.
	let cases = 0
	const freshBackend = async (worker: () => WorkerLike = () => new FakeWorker()) =>
		createLocalBackend({ manifestUrl: `/sub/search/manifest.json?case=${++cases}` }, worker)

	it('hands the worker the manifest once, then matches each answer to its own query', async () => {
		// The second query's answer arrives first, as when the first waits on a slower part.
		const backend = await freshBackend(() => new FakeWorker(undefined, 2))
		const [a, b] = await Promise.all([
			backend.search({ query: 'flashcore', hitsPerPage: 20 }),
			backend.search({ query: 'logger', hitsPerPage: 20 }),
		])
		assert.deepEqual(a.hits, await expected('flashcore'))
		assert.deepEqual(b.hits, await expected('logger'))
		assert.notDeepEqual(a.hits, b.hits)
		assert.equal(FakeWorker.started.length, 1)
		const kinds = FakeWorker.started[0].received.map((m) => m.type)
		assert.deepEqual(kinds, ['manifest', 'search', 'search'])
		assert.equal((FakeWorker.started[0].received[0] as { url: string }).url, `${MANIFEST_URL}?case=${cases}`)
	})

	it('rejects when the manifest cannot be had, and downloads it again for the next query', async () => {
		const backend = await freshBackend()
		manifestAnswers.push(() => new Response('nope', { status: 500 }))
		await assert.rejects(backend.search({ query: 'flashcore', hitsPerPage: 20 }), /answered 500/)
		assert.equal(FakeWorker.started.length, 0, 'no worker without a manifest')
		const { hits } = await backend.search({ query: 'flashcore', hitsPerPage: 20 })
		assert.ok(hits.length > 0)
		assert.equal(manifestFetches, 2)
	})

	it('after a query fails on a manifest that came broken, the next downloads it again and searches', async () => {
		const backend = await freshBackend()
		// A captive portal's page, answered 200 in the manifest's place.
		manifestAnswers.push(() => new Response('<html>Sign in to the Wi-Fi</html>'))
		await assert.rejects(backend.search({ query: 'flashcore', hitsPerPage: 20 }))
		const { hits } = await backend.search({ query: 'flashcore', hitsPerPage: 20 })
		assert.deepEqual(hits, await expected('flashcore'))
		assert.equal(manifestFetches, 2)
		assert.equal(FakeWorker.started.length, 1, 'the same worker is handed the new manifest')
		assert.deepEqual(
			FakeWorker.started[0].received.map((m) => m.type),
			['manifest', 'search', 'manifest', 'search'],
		)
	})

	it('after a deployment removed the parts its manifest named, the next query reads the new manifest', async () => {
		const backend = await freshBackend()
		// The page's manifest names the folder of the build before; the server now has v1 only.
		manifestAnswers.push(() => new Response(new TextEncoder().encode(JSON.stringify({ ...manifest, dir: 'v0' }))))
		await assert.rejects(backend.search({ query: 'flashcore', hitsPerPage: 20 }), /v0\//)
		const { hits } = await backend.search({ query: 'flashcore', hitsPerPage: 20 })
		assert.deepEqual(hits, await expected('flashcore'))
		assert.equal(manifestFetches, 2)
	})

	it('rejects the queries a failed worker held, and starts another (with the manifest) for the next', async () => {
		const server = partServer()
		let hold: (() => void) | undefined
		const slow = async <T>(url: string) => {
			await new Promise<void>((resolve) => (hold = resolve))
			return server.get<T>(url)
		}
		const workers: FakeWorker[] = []
		const backend = await freshBackend(() => {
			const worker = new FakeWorker(workers.length === 0 ? slow : server.get)
			workers.push(worker)
			return worker
		})
		const waiting = backend.search({ query: 'flashcore', hitsPerPage: 20 })
		while (!hold) await new Promise((resolve) => setTimeout(resolve, 1))
		workers[0].crash()
		await assert.rejects(waiting, /search worker failed/)
		const { hits } = await backend.search({ query: 'flashcore', hitsPerPage: 20 })
		assert.deepEqual(hits, await expected('flashcore'))
		assert.equal(workers.length, 2)
		assert.deepEqual(
			workers[1].received.map((m) => m.type),
			['manifest', 'search'],
		)
		assert.equal(manifestFetches, 1, 'the manifest already fetched is handed over again')
	})

	it('passes the early hits on before the full answer, and sends none to a query that does not ask', async () => {
		const firsts: number[] = []
		const backend = await freshBackend()
		const { hits } = await backend.search({
			query: 'flashcore',
			hitsPerPage: 20,
			onFirst: (early) => firsts.push(early.length),
		})
		assert.equal(firsts.length, 1)
		assert.ok(firsts[0] > 0 && firsts[0] < hits.length, `${firsts[0]} early of ${hits.length}`)
		// The same query's parts (more than FIRST_PARTS) again, without onFirst: the page reads one copy of the hits.
		await backend.search({ query: 'flashcore notes', hitsPerPage: 20 })
		assert.deepEqual(FakeWorker.started[0].sent, ['first', 'hits', 'hits'])
	})
})

describe('local backend: odd messages from the worker', () => {
	/** A worker the test answers by hand: `say` delivers a message as the worker would. */
	function scriptedWorker() {
		const listeners = new Map<string, EventListener[]>()
		const received: ToWorker[] = []
		const worker: WorkerLike = {
			addEventListener: (type: string, listener: EventListenerOrEventListenerObject | null) =>
				listeners.set(type, [...(listeners.get(type) ?? []), listener as EventListener]),
			postMessage: (message: ToWorker) => void received.push(message),
		}
		const emit = (type: string, event: object) => {
			for (const listener of listeners.get(type) ?? []) listener({ type, ...event } as unknown as Event)
		}
		return { worker, received, say: (data: FromWorker) => emit('message', { data }), emit }
	}
	const realFetch = globalThis.fetch
	let fetches = 0
	let init: RequestInit | undefined
	beforeEach(() => {
		fetches = 0
		;(globalThis as { window?: unknown }).window = { location: { href: `${SITE}guide/page` } }
		globalThis.fetch = async (_url, options) => {
			fetches++
			init = options
			return new Response(manifestBytes())
		}
	})
	afterEach(() => {
		globalThis.fetch = realFetch
		delete (globalThis as { window?: unknown }).window
	})
	let cases = 0
	const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
	const backendWith = (scripted: ReturnType<typeof scriptedWorker>) =>
		createLocalBackend({ manifestUrl: `/sub/search/manifest.json?odd=${++cases}` }, () => scripted.worker)
	const asked = (scripted: ReturnType<typeof scriptedWorker>) =>
		scripted.received.filter((m): m is Extract<ToWorker, { type: 'search' }> => m.type === 'search')

	it('is the local backend, and its warm() fetches the manifest and starts the worker before any query', async () => {
		const scripted = scriptedWorker()
		const backend = backendWith(scripted)
		assert.equal(backend.kind, 'local')
		backend.warm?.()
		await tick()
		assert.equal(fetches, 1)
		// The manifest is not hashed: the browser checks it is current rather than reusing a cached one.
		assert.equal(init?.cache, 'no-cache')
		assert.deepEqual(
			scripted.received.map((m) => m.type),
			['manifest'],
		)
	})

	it('ignores answers for no waiting query and early hits nobody asked for, and rejects on an error answer', async () => {
		const scripted = scriptedWorker()
		const backend = backendWith(scripted)
		const first = backend.search({ query: 'flashcore', hitsPerPage: 20 })
		while (asked(scripted).length === 0) await tick()
		const [{ id }] = asked(scripted)
		// Neither of these may throw in the page, nor settle the query.
		scripted.say({ type: 'hits', id: id + 100, hits: [] })
		scripted.say({ type: 'first', id, hits: [] })
		scripted.say({ type: 'error', id, message: 'GET /search/v1/t3.json answered 500' })
		await assert.rejects(first, /t3\.json answered 500/)
		// The query is settled: a late answer for it changes nothing.
		scripted.say({ type: 'hits', id, hits: [] })
	})

	it('names the failure of a worker that gives no message', async () => {
		const scripted = scriptedWorker()
		const backend = backendWith(scripted)
		const waiting = backend.search({ query: 'flashcore', hitsPerPage: 20 })
		while (asked(scripted).length === 0) await tick()
		scripted.emit('error', { preventDefault() {} })
		await assert.rejects(waiting, /^Error: the search worker failed: error$/)
	})
})

describe('search worker: fetching a part', () => {
	const realFetch = globalThis.fetch
	afterEach(() => {
		globalThis.fetch = realFetch
	})

	it('reads the JSON of a part, and turns an error status into an error naming the URL', async () => {
		globalThis.fetch = async (url) =>
			String(url).endsWith('ok.json') ? new Response('{"a":1}') : new Response('gone', { status: 404 })
		assert.deepEqual(await getJson('https://docs.example/search/v1/ok.json'), { a: 1 })
		await assert.rejects(
			getJson('https://docs.example/search/v1/t9.json'),
			/^Error: GET https:\/\/docs\.example\/search\/v1\/t9\.json answered 404$/,
		)
	})

	it('keeps the reason a manifest could not be read for the queries after it', async () => {
		const posted = await converse([
			{ type: 'manifest', url: MANIFEST_URL, body: new TextEncoder().encode('{"version": 2').buffer as ArrayBuffer },
			{ type: 'search', id: 1, query: 'flashcore', limit: 20 },
		])
		assert.equal(posted[0].type, 'error')
		assert.notEqual((posted[0] as { message: string }).message, 'no search manifest yet')
	})
})
