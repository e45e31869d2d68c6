import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Configuration } from 'webpack'

import bundlerCache from '../../plugins/build/bundler-cache'
import { cacheVersionWith, persistentCache } from '../../plugins/build/bundler-cache/key'
import { repoRoot } from '../support/paths'

// Rspack 1 (what Docusaurus 3.10 writes) and Rspack 2 (top-level `cache`) shapes.
const rspack1 = (): Configuration =>
	({
		cache: true,
		experiments: { cache: { type: 'persistent', version: 'v1', buildDependencies: ['/a/base.js'] } },
	}) as never
const rspack2 = (): Configuration =>
	({ cache: { type: 'persistent', version: 'v2', buildDependencies: ['/a/base.js'] } }) as never

const configure = (config: Configuration, persistentCacheOn = true) =>
	bundlerCache({ siteDir: repoRoot, persistentCacheOn }).configureWebpack!(config, false, {} as never, undefined)

describe('bundler cache keys (plugins/build/bundler-cache)', () => {
	it("folds an input's hash into the cache version where the options are, keeping the rest", () => {
		assert.deepEqual(cacheVersionWith(rspack1(), 'readmes-abc'), {
			experiments: { cache: { type: 'persistent', version: 'v1+readmes-abc', buildDependencies: ['/a/base.js'] } },
		})
		assert.deepEqual(cacheVersionWith(rspack2(), 'readmes-abc'), {
			cache: { type: 'persistent', version: 'v2+readmes-abc', buildDependencies: ['/a/base.js'] },
		})
		assert.deepEqual(cacheVersionWith({ cache: { type: 'filesystem', version: 'w' } }, 'api-1'), {
			cache: { type: 'filesystem', version: 'w+api-1' },
		})
	})

	it('finds no persistent cache when the build caches in memory or not at all', () => {
		assert.equal(persistentCache({ cache: false }), null)
		assert.equal(persistentCache({ cache: false, experiments: { cache: { type: 'persistent' } } } as never), null)
		assert.equal(persistentCache({ experiments: { cache: { type: 'memory' } } } as never), null)
		assert.deepEqual(cacheVersionWith({ cache: false }, 'api-1'), {})
	})

	it('adds every config module, plugin file, sidebars.ts and the lockfile as build dependencies', () => {
		for (const config of [rspack1(), rspack2()]) {
			const merged = configure(config) as { cache?: object; experiments?: { cache?: object } }
			const options = (merged.experiments?.cache ?? merged.cache) as { buildDependencies: string[] }
			const deps = options.buildDependencies
			assert.equal(deps[0], '/a/base.js', "Docusaurus' own build dependencies are kept first")
			for (const file of ['config/docs.ts', 'plugins/content/api-links/index.ts', 'sidebars.ts', 'package-lock.json'])
				assert.ok(deps.includes(join(repoRoot, file)), `${file} is not a build dependency`)
		}
	})

	it('fails the build by name when the persistent cache is on but its options are nowhere to be found', () => {
		assert.throws(
			() => configure({ cache: true, experiments: {} } as never),
			/robo-bundler-cache: .*no persistent cache options/,
		)
		assert.deepEqual(configure({ cache: true, experiments: {} } as never, false), {})
		assert.deepEqual(configure({ cache: undefined }), {}, 'DOCUSAURUS_NO_PERSISTENT_CACHE leaves cache unset')
	})
})
