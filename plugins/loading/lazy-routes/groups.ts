/**
 * Which routes' data can wait for their own chunk. Docusaurus puts two tables in main.js that grow
 * with every page: the registry (one `import()` per page module) and routesChunkNames (which
 * modules each route needs). With the whole reference built, they are ~20 KB of every page's
 * first load. Here each URL group's share moves into a chunk of its own, loaded with that group's
 * pages. Pure functions, shared by the build step (index.ts) and the browser (client.ts).
 */

/** Groups smaller than this stay in main.js: a request costs more than their bytes. */
export const MIN_GROUP_ROUTES = 8

/**
 * The group of a route path: its first segment, or for the reference the package
 * (`/ref/framework/...`, `/ref/@robojs/ai/...`). Top-level pages and routes with parameters stay
 * in main.js (null).
 */
export function groupKey(path: string): string | null {
	if (!path.startsWith('/') || /[:*()?]/.test(path)) return null
	const parts = path.split('/').filter(Boolean)
	if (parts.length < 2) return null
	if (parts[0] !== 'ref') return parts[0]
	const depth = parts[1].startsWith('@') ? 3 : 2
	return parts.length > depth ? parts.slice(0, depth).join('/') : null
}

/** `"/robojs/flashcore-e66"` → `"/robojs/flashcore"` (the suffix is Docusaurus' route hash). */
export const routePathOf = (routeKey: string): string => routeKey.replace(/-[^-/]*$/, '')

/** Every chunk name a route's entry mentions (entries nest: `{ __context: { plugin: "…" } }`). */
export function chunkNamesIn(entry: unknown): string[] {
	if (typeof entry === 'string') return [entry]
	if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesIn)
	return []
}

export interface Split {
	/** Route keys and registry chunk names that stay in main.js. */
	main: { routes: string[]; chunks: string[] }
	/** Per group: the route keys and registry chunk names only its pages use. */
	groups: Record<string, { routes: string[]; chunks: string[] }>
}

/**
 * Splits routesChunkNames (route key → chunk names) into main and groups. A registry chunk moves
 * to a group only when no route outside that group names it (the DocItem component, say, stays).
 */
export function splitRouteData(routesChunkNames: Record<string, unknown>, registryChunks: readonly string[]): Split {
	const byGroup = new Map<string, string[]>()
	for (const key of Object.keys(routesChunkNames)) {
		const group = groupKey(routePathOf(key))
		if (group) byGroup.set(group, [...(byGroup.get(group) ?? []), key])
	}
	const lazy = new Map([...byGroup].filter(([, routes]) => routes.length >= MIN_GROUP_ROUTES))
	const groupOfRoute = new Map<string, string>()
	for (const [group, routes] of lazy) for (const key of routes) groupOfRoute.set(key, group)

	// chunk name → the groups (or 'main') whose routes name it
	const users = new Map<string, Set<string>>()
	for (const [key, entry] of Object.entries(routesChunkNames)) {
		for (const chunk of chunkNamesIn(entry)) {
			const set = users.get(chunk) ?? new Set<string>()
			set.add(groupOfRoute.get(key) ?? 'main')
			users.set(chunk, set)
		}
	}
	const split: Split = { main: { routes: [], chunks: [] }, groups: {} }
	for (const group of lazy.keys()) split.groups[group] = { routes: [], chunks: [] }
	for (const key of Object.keys(routesChunkNames)) {
		const group = groupOfRoute.get(key)
		;(group ? split.groups[group] : split.main).routes.push(key)
	}
	for (const chunk of registryChunks) {
		const owners = [...(users.get(chunk) ?? ['main'])]
		const group = owners.length === 1 && owners[0] !== 'main' ? owners[0] : null
		;(group ? split.groups[group] : split.main).chunks.push(chunk)
	}
	return split
}

/** One registry entry: its source text and the module it imports. */
export interface RegistryEntry {
	source: string
	modulePath: string
}

/**
 * The registry's entries, one per line as Docusaurus generates them (the last one followed by the
 * closing `};` on the same line):
 * `  "e66695c2": [() => import(/* webpackChunkName: "e66695c2" *\/ "@site/…"), "@site/…", require.resolveWeak("@site/…")],`
 * Returns null when a line that starts an entry does not parse (the plugin then fails the build:
 * dropping the line would drop a page).
 */
export function registryEntries(source: string): Map<string, RegistryEntry> | null {
	const entries = new Map<string, RegistryEntry>()
	for (const line of source.split('\n')) {
		if (!/^\s*"[^"]+":/.test(line)) continue
		const match = /^\s*"([^"]+)":\s*(\[.*\), "([^"]+)",.*\]),?\s*(?:\};?)?\s*$/.exec(line)
		if (!match) return null
		entries.set(match[1], { source: match[2], modulePath: match[3] })
	}
	return entries
}
