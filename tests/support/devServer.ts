/**
 * `docusaurus start` on 127.0.0.1, shared by `npm run bench` (how long until it serves a page) and
 * tests/e2e/dev-server.test.ts (what the page does then).
 */
import { spawn } from 'node:child_process'
import { repoRoot } from './paths'

export interface DevServer {
	/** `http://127.0.0.1:<port>` */
	url: string
	/** Seconds until the first page was served, or null if it was not within the time allowed. */
	seconds: number | null
	/** Stops the server and every process it started. */
	stop(): void
}

/**
 * Starts the dev server and resolves once `path` answers 200 with a Docusaurus page (the server
 * keeps running), or once it exits or the time is up (then stopped, `seconds` null).
 */
export function startDevServer(
	options: { path?: string; env?: Record<string, string>; timeoutS?: number } = {},
): Promise<DevServer> {
	const { path = '/getting-started', env = {}, timeoutS = 180 } = options
	const port = 3000 + Math.floor(Math.random() * 2000)
	const url = `http://127.0.0.1:${port}`
	const started = process.hrtime.bigint()
	const child = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
		cwd: repoRoot,
		stdio: 'ignore',
		detached: true,
		env: { ...process.env, BROWSER: 'none', ...env },
	})
	const stop = () => {
		try {
			if (child.pid) process.kill(-child.pid, 'SIGTERM')
		} catch {
			// already gone
		}
	}
	return new Promise((resolve) => {
		const finish = (seconds: number | null) => {
			clearInterval(poll)
			if (seconds === null) stop()
			resolve({ url, seconds, stop })
		}
		const poll = setInterval(async () => {
			const seconds = Number(process.hrtime.bigint() - started) / 1e9
			if (seconds > timeoutS) return finish(null)
			try {
				const response = await fetch(url + path)
				if (response.ok && (await response.text()).includes('<div id="__docusaurus">')) finish(seconds)
			} catch {
				// not listening yet
			}
		}, 250)
		child.on('exit', () => finish(null))
	})
}
