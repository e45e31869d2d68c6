/**
 * A static file server for the production build that behaves like the hosts README.md describes:
 * clean URLs (`/a/b` serves `a/b.html` or `a/b/index.html`), `404.html` with status 404 for
 * anything else, and gzip for text when the client accepts it (every static host and CDN does;
 * without it Lighthouse would time the raw bytes). Used by the browser tests and the bench, always
 * on 127.0.0.1.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { createGzip } from 'node:zlib'
import { buildDir } from './paths'

const types: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.txt': 'text/plain; charset=utf-8',
	'.md': 'text/markdown; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.woff2': 'font/woff2',
}

export function resolveFile(root: string, urlPath: string): string | null {
	let path: string
	try {
		path = decodeURIComponent(urlPath.split('?')[0].split('#')[0])
	} catch {
		return null
	}
	const safe = normalize(path).replace(/^(\.\.[/\\])+/, '')
	const base = join(root, safe)
	if (!base.startsWith(root)) return null
	for (const candidate of [base, base + '.html', join(base, 'index.html')]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
	}
	return null
}

export interface RunningServer {
	url: string
	close(): Promise<void>
}

export async function serveBuild(root = buildDir): Promise<RunningServer> {
	const server: Server = createServer((req, res) => {
		const file = resolveFile(root, req.url ?? '/')
		const target = file ?? join(root, '404.html')
		res.statusCode = file ? 200 : 404
		const type = types[extname(target)] ?? 'application/octet-stream'
		res.setHeader('Content-Type', type)
		res.setHeader('Vary', 'Accept-Encoding')
		const compressible = /^(text\/|application\/(json|xml)|image\/svg)/.test(type)
		if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
			res.setHeader('Content-Encoding', 'gzip')
			createReadStream(target).pipe(createGzip()).pipe(res)
		} else {
			createReadStream(target).pipe(res)
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	if (!address || typeof address === 'string') throw new Error('server has no port')
	return {
		url: `http://127.0.0.1:${address.port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/** A port on 127.0.0.1 that was free a moment ago (and is closed again). */
export async function freePort(): Promise<number> {
	const probe = createServer()
	await new Promise<void>((resolve, reject) => {
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', resolve)
	})
	const address = probe.address()
	await new Promise<void>((resolve) => probe.close(() => resolve()))
	if (!address || typeof address === 'string') throw new Error('no free port')
	return address.port
}
