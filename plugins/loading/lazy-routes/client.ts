import registry from '@generated/registry'
import routesChunkNames from '@generated/routesChunkNames'
import groups from '@robo/lazy-route-groups'
import { groupKey } from './groups'

interface GroupModule {
	registry: Record<string, unknown>
	routesChunkNames: Record<string, unknown>
}

const loading = new Map<string, Promise<void>>()

/** The group whose chunk holds this path's route data, or null when main.js has it. */
function lazyGroupOf(path: string): string | null {
	const key = groupKey(path)
	return key !== null && key in groups ? key : null
}

/** Whether the route data for this path is loaded separately (plugins/loading/lazy-routes). */
export const isLazy = (path: string): boolean => lazyGroupOf(path) !== null

/**
 * Loads the route data of the path's group into the shared tables (once; a failed load is retried
 * on the next call). Resolves at once for paths whose data is in main.js.
 */
export function loadRouteData(path: string): Promise<void> {
	const key = lazyGroupOf(path)
	if (key === null) return Promise.resolve()
	const load = groups[key] as () => Promise<GroupModule>
	let pending = loading.get(key)
	if (!pending) {
		pending = load().then((group) => {
			Object.assign(registry, group.registry)
			Object.assign(routesChunkNames, group.routesChunkNames)
		})
		pending.catch(() => loading.delete(key))
		loading.set(key, pending)
	}
	return pending
}
