/** The parts of a bundler stats chunk this step reads (webpack 5 and Rspack both report them). */
export interface StatsChunk {
	id?: string | number | null
	initial?: boolean
	origins?: { request?: string | null }[]
}

/**
 * For every dynamically imported module (`@site/docs/robojs/flashcore.mdx`), the ids of the chunks
 * that import loads. A chunk lists an `import()` among its origins when it belongs to that import's
 * chunk group, so the group is every chunk naming the request. Initial chunks are left out: the
 * page has them already.
 */
export function chunksByImport(chunks: readonly StatsChunk[]): Record<string, string[]> {
	const byRequest = new Map<string, Set<string>>()
	for (const chunk of chunks) {
		if (chunk.initial || chunk.id === undefined || chunk.id === null) continue
		for (const origin of chunk.origins ?? []) {
			if (!origin.request) continue
			const ids = byRequest.get(origin.request) ?? new Set<string>()
			ids.add(String(chunk.id))
			byRequest.set(origin.request, ids)
		}
	}
	return Object.fromEntries([...byRequest].map(([request, ids]) => [request, [...ids].sort()]))
}

/** The client manifest as react-loadable-ssr-addon writes it (only the part we extend). */
export interface ClientManifest {
	origins: Record<string, string[]>
	[key: string]: unknown
}

/**
 * Adds an origin for every import the manifest has none for (existing entries are kept). `alsoNeeds`
 * names, per module, another import whose chunks come with it: a page module's route data, which
 * plugins/loading/lazy-routes loads separately.
 */
export function withImportOrigins(
	manifest: ClientManifest,
	imports: Record<string, string[]>,
	alsoNeeds: Record<string, string> = {},
): ClientManifest {
	const origins = { ...manifest.origins }
	for (const [request, ids] of Object.entries(imports)) origins[request] ??= ids
	for (const [request, other] of Object.entries(alsoNeeds)) {
		const extra = imports[other] ?? []
		if (extra.length > 0) origins[request] = [...new Set([...(origins[request] ?? []), ...extra])]
	}
	return { ...manifest, origins }
}
