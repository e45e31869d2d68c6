/**
 * One job in a child process, for content steps whose CPU work should not sit in the build's
 * process: the child runs on the other core (or, started beside the bundler at low priority, on
 * the CPU the bundler leaves idle), and its garbage stays out of the build's heap.
 *
 * The parent forks a worker script with `runInChild`; the script answers one job with `serveOneJob`.
 * Messages use structured clone ("advanced" serialization), so byte arrays cross as they are.
 */
import { fork, type Serializable } from 'node:child_process'
import { setPriority } from 'node:os'
import { pathToFileURL } from 'node:url'

type Reply<R> = { ok: true; result: R } | { ok: false; error: string }

export interface ChildOptions {
	/** Lower the child's priority, so it takes only CPU nobody else wants (raising niceness needs no privilege). */
	background?: boolean
	/** Names the step in the error when the child dies without answering. */
	label: string
}

/**
 * In a production build (`docusaurus build` sets NODE_ENV to production), starts `work` now, so it
 * runs beside the bundler, for postBuild to await. Elsewhere returns undefined and postBuild does the
 * work itself: `npm start` never reaches postBuild, and `build --dev` has no bundler time to fill.
 */
export function startEarly<T>(work: () => Promise<T>): Promise<T> | undefined {
	if (process.env.NODE_ENV !== 'production') return undefined
	const started = work()
	// Awaited in postBuild; until then a failure must not count as an unhandled rejection.
	started.catch(() => undefined)
	return started
}

/** Runs `script` (a .ts worker that calls serveOneJob) on `job` and resolves with its result. */
export function runInChild<J extends Serializable, R>(script: string, job: J, options: ChildOptions): Promise<R> {
	const child = fork(script, [], {
		// tsx from this site's node_modules, whatever the working directory.
		execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
		serialization: 'advanced',
		stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
	})
	if (options.background && child.pid) {
		try {
			setPriority(child.pid, 10)
		} catch {
			// Only a scheduling hint: a child that has already exited has nothing to renice.
		}
	}
	return new Promise((resolve, reject) => {
		let reply: Reply<R> | undefined
		child.once('message', (message: Reply<R>) => (reply = message))
		child.once('error', reject)
		child.once('exit', (code) => {
			if (reply?.ok) resolve(reply.result)
			else
				reject(new Error(reply?.error ?? `[${options.label}] the child process exited with code ${code} and no result`))
		})
		child.send(job)
	})
}

/** The child's side: handles the one job it is sent, answers with the result or the error, and exits. */
export function serveOneJob<J, R>(handle: (job: J) => R | Promise<R>): void {
	// A build that stopped (failed, or was interrupted) leaves no orphan working for nobody.
	process.once('disconnect', () => process.exit(0))
	process.once('message', async (job: J) => {
		let reply: Reply<R>
		try {
			reply = { ok: true, result: await handle(job) }
		} catch (err) {
			reply = { ok: false, error: err instanceof Error ? err.message : String(err) }
		}
		if (process.connected) process.send?.(reply, () => process.disconnect())
	})
}
