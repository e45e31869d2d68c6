/**
 * DEPLOYING.md's nginx recipe, run for real: Debian's nginx serves a build with exactly the
 * recipe's blocks (taken from DEPLOYING.md at test time). Only what names this machine is replaced:
 * `listen` (free ports on 127.0.0.1), `server_name`, the certificate paths (a throw-away
 * self-signed certificate for 127.0.0.1, made with openssl), and the recipe's paths (the root, the
 * headers snippet and the build's `csp-header.conf`). nginx runs with its own prefix, pid and logs in
 * a temporary folder. Used by tests/build/deploy-nginx.test.ts and tests/e2e/csp.test.ts.
 */
import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './paths'
import { freePort } from './server'

export const nginxBinary = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(
	(p): p is string => !!p && existsSync(p),
)
const opensslBinary = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((p) => existsSync(p))

/** Why the recipe cannot run on this machine, or false. */
export const recipeSkip = (buildDir: string): string | false =>
	!nginxBinary
		? 'nginx is not installed (apt-get install nginx; .ci/run installs it)'
		: !opensslBinary
			? 'openssl is not installed (apt-get install openssl; .ci/run installs it)'
			: !existsSync(join(buildDir, 'index.html')) && `no build at ${buildDir}: run npm run build`

/** The paths the recipe names, each replaced by this machine's own. */
export const RECIPE = {
	snippet: '/etc/nginx/snippets/robojs-docs-headers.conf',
	root: '/srv/robojs-docs/build',
	certificate: '/etc/letsencrypt/live/robojs.dev/fullchain.pem',
	certificateKey: '/etc/letsencrypt/live/robojs.dev/privkey.pem',
	serverName: 'robojs.dev',
}

export interface RecipeBlocks {
	/** The headers snippet (the fence that starts with its path as a comment). */
	snippet: string
	/** The server blocks. */
	servers: string
}

/** The two nginx fences of DEPLOYING.md's "nginx" section. */
export function recipeBlocks(doc: string): RecipeBlocks {
	const at = doc.indexOf('\n## nginx')
	assert.ok(at >= 0, 'DEPLOYING.md has a "## nginx" section')
	const fences = [...doc.slice(at).matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1])
	const snippet = fences.find((f) => f.startsWith(`# ${RECIPE.snippet}\n`))
	const servers = fences.find((f) => /^\s*server\s*\{/m.test(f))
	assert.ok(snippet, `DEPLOYING.md has the headers snippet (a fence starting "# ${RECIPE.snippet}")`)
	assert.ok(servers, 'DEPLOYING.md has the server blocks')
	return { snippet, servers }
}

export interface LocalPaths {
	httpPort: number
	httpsPort: number
	certificate: string
	certificateKey: string
	root: string
	snippet: string
}

/** Replaces `pattern` (multi-line) exactly `count` times: a recipe that changes shape fails here. */
function replaceAll(text: string, pattern: RegExp, value: string, count: number): string {
	const global = new RegExp(pattern.source, 'gm')
	assert.equal(text.match(global)?.length ?? 0, count, `${count} × ${pattern.source} in the recipe`)
	return text.replace(global, value)
}

/** The recipe with only this machine's ports, name, certificate and paths put in. */
export function localRecipe(blocks: RecipeBlocks, local: LocalPaths): RecipeBlocks {
	const q = (path: string) => JSON.stringify(path)
	const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
	let servers = blocks.servers
	servers = replaceAll(servers, /^(\s*)listen\s+80;/, `$1listen 127.0.0.1:${local.httpPort};`, 1)
	servers = replaceAll(servers, /^(\s*)listen\s+443\s+ssl\b([^;]*);/, `$1listen 127.0.0.1:${local.httpsPort} ssl$2;`, 1)
	servers = replaceAll(
		servers,
		new RegExp(`^(\\s*)server_name\\s+${escape(RECIPE.serverName)};`),
		'$1server_name 127.0.0.1;',
		2,
	)
	servers = replaceAll(
		servers,
		new RegExp(`^(\\s*)ssl_certificate\\s+${escape(RECIPE.certificate)};`),
		`$1ssl_certificate ${q(local.certificate)};`,
		1,
	)
	servers = replaceAll(
		servers,
		new RegExp(`^(\\s*)ssl_certificate_key\\s+${escape(RECIPE.certificateKey)};`),
		`$1ssl_certificate_key ${q(local.certificateKey)};`,
		1,
	)
	servers = replaceAll(servers, new RegExp(`^(\\s*)root\\s+${escape(RECIPE.root)};`), `$1root ${q(local.root)};`, 1)
	servers = replaceAll(
		servers,
		new RegExp(`^(\\s*)include\\s+${escape(RECIPE.snippet)};`),
		`$1include ${q(local.snippet)};`,
		3,
	)
	const snippet = replaceAll(
		blocks.snippet,
		new RegExp(`^(\\s*)include\\s+${escape(RECIPE.root)}/`),
		`$1include ${local.root}/`,
		1,
	)
	return { snippet, servers }
}

export interface RecipeServer {
	/** https://127.0.0.1:port */
	origin: string
	/** http://127.0.0.1:port */
	httpOrigin: string
	httpPort: number
	httpsPort: number
	/** The self-signed certificate (PEM) the server presents; trust it to verify the connection. */
	certificate: string
	certificateFile: string
	/** A temporary folder that is removed with the server. */
	prefix: string
	close(): Promise<void>
}

/** Starts nginx with DEPLOYING.md's recipe over `buildDir`. */
export async function startRecipeServer(buildDir: string): Promise<RecipeServer> {
	assert.ok(nginxBinary && opensslBinary)
	const prefix = mkdtempSync(join(tmpdir(), 'robojs-nginx-'))
	for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir))
	const certificateFile = join(prefix, 'cert.pem')
	const certificateKey = join(prefix, 'key.pem')
	const made = spawnSync(
		opensslBinary,
		[
			...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
			...['-keyout', certificateKey, '-out', certificateFile, '-days', '2', '-subj', '/CN=127.0.0.1'],
			...['-addext', 'subjectAltName=IP:127.0.0.1'],
		],
		{ encoding: 'utf8' },
	)
	assert.equal(made.status, 0, `openssl could not make a certificate:\n${made.stderr}`)

	const [httpPort, httpsPort] = [await freePort(), await freePort()]
	const snippetFile = join(prefix, 'robojs-docs-headers.conf')
	const doc = readFileSync(join(repoRoot, 'DEPLOYING.md'), 'utf8')
	const local = localRecipe(recipeBlocks(doc), {
		httpPort,
		httpsPort,
		certificate: certificateFile,
		certificateKey,
		root: buildDir,
		snippet: snippetFile,
	})
	writeFileSync(snippetFile, local.snippet)
	const mimeTypes = ['/etc/nginx/mime.types'].find((p) => existsSync(p))
	const temp = (name: string): string => `${name}_temp_path ${join(prefix, 'temp', name)};`
	writeFileSync(
		join(prefix, 'nginx.conf'),
		[
			'daemon off;',
			'worker_processes 1;',
			`pid ${join(prefix, 'nginx.pid')};`,
			`error_log ${join(prefix, 'logs', 'error.log')} warn;`,
			'events { worker_connections 256; }',
			'http {',
			mimeTypes ? `\tinclude ${mimeTypes};` : '',
			'\tdefault_type application/octet-stream;',
			'\taccess_log off;',
			...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `\t${temp(n)}`),
			local.servers,
			'}',
			'',
		].join('\n'),
	)
	const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')]
	const check = spawnSync(nginxBinary, [...args, '-t'], { encoding: 'utf8' })
	assert.equal(check.status, 0, `nginx -t rejected the configuration:\n${check.stderr}`)
	const nginx: ChildProcess = spawn(nginxBinary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
	let stderr = ''
	nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
	const certificate = readFileSync(certificateFile, 'utf8')
	const origin = `https://127.0.0.1:${httpsPort}`
	for (let tries = 0; ; tries++) {
		try {
			await httpsGet(`${origin}/`, certificate)
			break
		} catch (err) {
			if (tries > 100 || nginx.exitCode !== null) {
				nginx.kill('SIGQUIT')
				throw new Error(`nginx did not start: ${stderr || String(err)}`)
			}
			await new Promise((r) => setTimeout(r, 50))
		}
	}
	return {
		origin,
		httpOrigin: `http://127.0.0.1:${httpPort}`,
		httpPort,
		httpsPort,
		certificate,
		certificateFile,
		prefix,
		async close() {
			if (nginx.exitCode === null) {
				const exited = new Promise((r) => nginx.once('exit', r))
				nginx.kill('SIGQUIT')
				await exited
			}
			rmSync(prefix, { recursive: true, force: true })
		},
	}
}

export interface Answer {
	status: number
	headers: Headers
	text(): Promise<string>
}

/** GET over HTTPS trusting `ca`, without following redirects (fetch cannot be given a CA). */
export function httpsGet(url: string, ca: string): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = request(url, { ca, method: 'GET' }, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('error', reject)
			res.on('end', () => {
				const headers = new Headers()
				for (const [name, value] of Object.entries(res.headers)) {
					for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v)
				}
				const body = Buffer.concat(chunks).toString('utf8')
				resolve({ status: res.statusCode ?? 0, headers, text: () => Promise.resolve(body) })
			})
		})
		req.on('error', reject)
		req.end()
	})
}
