/**
 * Work the build's main thread can do ahead of time while it would otherwise only wait: the
 * reference step waits seconds for each TypeDoc run. A step offers small tasks whose results it
 * would otherwise compute on demand (the READMEs' parse); a waiting step runs them, one per turn of
 * the event loop so its own messages are not held up. A task nobody ran costs nothing: a build
 * without TypeDoc work (every package cached) leaves them to be done on demand, as before.
 */
const queue: (() => void)[] = []
const sleepers = new Set<() => void>()

export function offerIdleWork(tasks: readonly (() => void)[]): void {
	queue.push(...tasks)
	for (const wake of sleepers) wake()
}

/** Runs offered tasks until `busy` settles, waiting for offers when there are none; resolves with how many ran. */
export async function doIdleWorkDuring(busy: Promise<unknown>): Promise<number> {
	let ran = 0
	let settled = false
	const done = busy.then(
		() => void (settled = true),
		() => void (settled = true),
	)
	while (!settled) {
		const task = queue.shift()
		if (task) {
			ran++
			try {
				task()
			} catch {
				// The same work is done on demand later, and fails there with its own message.
			}
			await new Promise((resolve) => setImmediate(resolve))
			continue
		}
		let wake = (): void => undefined
		const offered = new Promise<void>((resolve) => (wake = resolve))
		sleepers.add(wake)
		await Promise.race([done, offered])
		sleepers.delete(wake)
	}
	return ran
}

/** Offered tasks not run yet (tests). */
export const idleWorkLeft = (): number => queue.length
