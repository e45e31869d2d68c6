/**
 * The GitHub tarball source of the reference, against a local server that serves a tarball laid
 * out like GitHub's (a `robo.js-<ref>/` top folder) and against a port nobody listens on.
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { githubCheckout } from '../../plugins/content/reference/github'
import { repoRoot } from '../support/paths'

const scratch = mkdtempSync(join(tmpdir(), 'reference-github-'))
let server: Server
let baseUrl = ''
const requests: string[] = []

before(async () => {
	const top = join(scratch, 'archive', 'robo.js-main')
	mkdirSync(join(top, 'packages'), { recursive: true })
	cpSync(join(repoRoot, 'tests/fixtures/reference-package'), join(top, 'packages/reference-package'), {
		recursive: true,
	})
	mkdirSync(join(top, 'templates/unrelated'), { recursive: true })
	const tarball = join(scratch, 'main.tar.gz')
	execFileSync('tar', ['-czf', tarball, '-C', join(scratch, 'archive'), 'robo.js-main'])
	const body = readFileSync(tarball)
	server = createServer((req, res) => {
		requests.push(`${req.method} ${req.url}`)
		if (req.url !== '/main') {
			res.statusCode = 404
			return res.end()
		}
		res.setHeader('Content-Type', 'application/x-gzip')
		res.end(req.method === 'HEAD' ? undefined : body)
	})
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('no port')
	baseUrl = `http://127.0.0.1:${address.port}`
})

after(async () => {
	await new Promise<void>((done) => server.close(() => done()))
	rmSync(scratch, { recursive: true, force: true })
})

describe('GitHub tarball source', () => {
	it('extracts only the wanted package folders and reuses them on the next build', async () => {
		const cacheDir = join(scratch, 'cache')
		const options = { cacheDir, ref: 'main', sourceDirs: ['packages/reference-package'], baseUrl }
		const first = await githubCheckout(options)
		assert.ok('dir' in first, JSON.stringify(first))
		assert.equal(first.fresh, true)
		assert.ok(existsSync(join(first.dir, 'packages/reference-package/src/index.ts')))
		assert.ok(!existsSync(join(first.dir, 'templates')), 'other folders are not extracted')

		const count = requests.length
		const second = await githubCheckout(options)
		assert.ok('dir' in second && !second.fresh)
		assert.equal(requests.length, count, 'no second download')
	})

	it('keeps what it could extract when a folder is missing upstream', async () => {
		const result = await githubCheckout({
			cacheDir: join(scratch, 'cache-partial'),
			ref: 'main',
			sourceDirs: ['packages/reference-package', 'packages/renamed-upstream'],
			baseUrl,
		})
		assert.ok('dir' in result, JSON.stringify(result))
		assert.ok(existsSync(join(result.dir, 'packages/reference-package/package.json')))
	})

	it('is skipped with a reason when the ref does not exist or nothing answers', async () => {
		const missing = await githubCheckout({ cacheDir: join(scratch, 'c2'), ref: 'nope', sourceDirs: ['x'], baseUrl })
		assert.ok('skipped' in missing && /404/.test(missing.skipped), JSON.stringify(missing))
		const offline = await githubCheckout({
			cacheDir: join(scratch, 'c3'),
			ref: 'main',
			sourceDirs: ['x'],
			baseUrl: 'http://127.0.0.1:9',
			probeTimeoutMs: 1000,
		})
		assert.ok('skipped' in offline && /not reachable/.test(offline.skipped), JSON.stringify(offline))
	})
})
