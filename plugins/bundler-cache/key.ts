import type { Configuration } from 'webpack'

interface PersistentCache {
	type?: string
	version?: string
	buildDependencies?: string[]
}

/** Rspack's persistent cache options (`experiments.cache`), or null when it is off. */
export function rspackPersistentCache(config: Configuration): PersistentCache | null {
	const cache = (config.experiments as { cache?: PersistentCache | boolean } | undefined)?.cache
	return cache && typeof cache === 'object' && cache.type === 'persistent' ? cache : null
}

/**
 * The bundler caches a compiled module by its own source and the files it imports. When the output
 * also depends on something else (a README a remark plugin inserts, the reference pages API links
 * point at), that input's hash goes into the cache version: a change evicts the cache instead of
 * leaving a stale page. Works with webpack's filesystem cache and Rspack's persistent cache; returns
 * nothing to merge when neither is on.
 */
export function cacheVersionWith(config: Configuration, suffix: string): Configuration {
	const rspack = rspackPersistentCache(config)
	if (rspack) return { experiments: { cache: { ...rspack, version: `${rspack.version ?? ''}+${suffix}` } } as never }
	const cache = config.cache as PersistentCache | boolean | undefined
	if (cache && typeof cache === 'object' && cache.type === 'filesystem')
		return { cache: { type: 'filesystem', version: `${cache.version ?? ''}+${suffix}` } }
	return {}
}
