import type { Configuration } from 'webpack'

export interface PersistentCache {
	type?: string
	version?: string
	buildDependencies?: string[]
}

/**
 * Where the bundler's persistent cache options live in the config Docusaurus hands to plugins.
 * Rspack 1 reads them from `experiments.cache` (with `cache: true`); Rspack 2 moved them to the
 * top-level `cache` and ignores the old key, so a plugin that only looked in one place would go
 * on changing options the bundler no longer reads and serve stale modules.
 */
export type CacheSlot =
	| { at: 'experiments.cache'; options: PersistentCache }
	| { at: 'cache'; options: PersistentCache; kind: 'persistent' | 'filesystem' }

/** The persistent cache options wherever Docusaurus put them, or null when the build caches nothing on disk. */
export function persistentCache(config: Configuration): CacheSlot | null {
	const top = config.cache as PersistentCache | boolean | undefined
	if (top && typeof top === 'object' && (top.type === 'persistent' || top.type === 'filesystem'))
		return { at: 'cache', options: top, kind: top.type }
	const experiments = (config.experiments as { cache?: PersistentCache | boolean } | undefined)?.cache
	if (top !== false && experiments && typeof experiments === 'object' && experiments.type === 'persistent')
		return { at: 'experiments.cache', options: experiments }
	return null
}

/** A config fragment that puts `options` back where `slot` found them. */
export function withCacheOptions(slot: CacheSlot, options: PersistentCache): Configuration {
	return (slot.at === 'cache' ? { cache: options } : { experiments: { cache: options } }) as never
}

/**
 * The bundler caches a compiled module by its own source and the files it imports. When the output
 * also depends on something else (a README a remark plugin inserts, the reference pages API links
 * point at), that input's hash goes into the cache version: a change evicts the cache instead of
 * leaving a stale page. Returns nothing to merge when no persistent cache is on.
 */
export function cacheVersionWith(config: Configuration, suffix: string): Configuration {
	const slot = persistentCache(config)
	if (!slot) return {}
	return withCacheOptions(slot, { ...slot.options, version: `${slot.options.version ?? ''}+${suffix}` })
}
