/** How the reference step spreads packages over its TypeDoc workers. */

/**
 * Runs items on `limit` lanes. A lane takes the next item of the group it ran last when one is
 * queued (packages of one group share a worker's parsed declaration files), else the next item.
 */
export async function runOnLanes<T>(
	items: readonly T[],
	limit: number,
	groupOf: (item: T) => string | undefined,
	run: (item: T, lane: number) => Promise<void>,
): Promise<void> {
	const queue = [...items]
	const take = (group: string | undefined): T | undefined => {
		const same = group === undefined ? -1 : queue.findIndex((item) => groupOf(item) === group)
		return queue.splice(same === -1 ? 0 : same, 1)[0]
	}
	const lanes = Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, async (_, lane) => {
		let group: string | undefined
		for (let item = take(group); item !== undefined; item = take(group)) {
			group = groupOf(item)
			await run(item, lane)
		}
	})
	await Promise.all(lanes)
}
