import type { Plugin } from '@docusaurus/types'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { persistentCache, withCacheOptions } from './key'

export interface BundlerCacheOptions {
	siteDir: string
	/** `future.faster.rspackPersistentCache` of the site config: when on, the cache options must be found. */
	persistentCacheOn: boolean
}

/**
 * Rspack's persistent cache makes a second build fast by skipping modules that did not change.
 * Rspack does not follow docusaurus.config.ts's imports, so every file of config/ and plugins/,
 * sidebars.ts and the lockfile are added as build dependencies: a change to any of them (a remark
 * plugin, a loader option, a replaced module) starts from an empty cache. Inputs that are not files
 * (READMEs, the reference page list) go into the cache version instead (./key.ts).
 *
 * Reads a private shape: where Docusaurus puts the cache options in the bundler config
 * (@docusaurus/core/lib/webpack/base.js, `getCache`/`getExperiments`). If they move again and this
 * plugin cannot find them while the persistent cache is on, it fails the build by name rather than
 * let a later build reuse modules compiled by an old plugin.
 * Rspack 2 moved them (https://github.com/web-infra-dev/rspack/pull/12705).
 */
export default function bundlerCachePlugin({ siteDir, persistentCacheOn }: BundlerCacheOptions): Plugin {
	return {
		name: 'robo-bundler-cache',
		configureWebpack(config) {
			const slot = persistentCache(config)
			if (!slot) {
				if (persistentCacheOn && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE && config.cache !== undefined)
					throw new Error(
						'robo-bundler-cache: future.faster.rspackPersistentCache is on, but the bundler config has no ' +
							'persistent cache options in `cache` or `experiments.cache`. Docusaurus or Rspack moved them; ' +
							'update plugins/build/bundler-cache/key.ts so config and plugin changes still invalidate the cache.',
					)
				return {}
			}
			const sources = ['config', 'plugins'].flatMap((dir) => filesUnder(join(siteDir, dir)))
			const more = ['sidebars.ts', 'package-lock.json'].map((file) => join(siteDir, file)).filter(existsSync)
			const buildDependencies = [...(slot.options.buildDependencies ?? []), ...sources, ...more]
			return withCacheOptions(slot, { ...slot.options, buildDependencies })
		},
	}
}

function filesUnder(dir: string): string[] {
	if (!existsSync(dir)) return []
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name))
		.sort()
}
