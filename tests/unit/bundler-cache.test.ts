import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { Configuration } from 'webpack'

import bundlerCache from '../../plugins/bundler-cache'
import { cacheVersionWith } from '../../plugins/bundler-cache/key'
import { repoRoot } from '../support/paths'

const rspack = (): Configuration =>
	({
		experiments: { cache: { type: 'persistent', version: 'v1', buildDependencies: ['/site/docusaurus.config.ts'] } },
	}) as never

describe('bundler cache keys (plugins/bundler-cache)', () => {
	it("folds an input's hash into Rspack's persistent cache version, keeping the rest", () => {
		assert.deepEqual(cacheVersionWith(rspack(), 'readmes-abc'), {
			experiments: {
				cache: { type: 'persistent', version: 'v1+readmes-abc', buildDependencies: ['/site/docusaurus.config.ts'] },
			},
		})
	})

	it("and into webpack's filesystem cache version; nothing without a persistent cache", () => {
		assert.deepEqual(cacheVersionWith({ cache: { type: 'filesystem', version: 'w' } }, 'api-1'), {
			cache: { type: 'filesystem', version: 'w+api-1' },
		})
		assert.deepEqual(cacheVersionWith({ cache: false }, 'api-1'), {})
		assert.deepEqual(cacheVersionWith({ experiments: { cache: { type: 'memory' } } } as never, 'api-1'), {})
	})

	it('lists every config module and plugin file as a build dependency', () => {
		const plugin = bundlerCache(repoRoot)
		const merged = plugin.configureWebpack!(rspack(), false, {} as never, undefined) as {
			experiments: { cache: { buildDependencies: string[] } }
		}
		const deps = merged.experiments.cache.buildDependencies
		for (const file of [
			'docusaurus.config.ts',
			'config/docs.ts',
			'plugins/api-links/index.ts',
			'plugins/remote-content/remark.ts',
			'sidebars.ts',
			'package-lock.json',
		])
			assert.ok(
				deps.includes(join(repoRoot, file)) || deps.includes(`/site/${file}`),
				`${file} is not a build dependency`,
			)
		assert.deepEqual(plugin.configureWebpack!({ cache: false }, false, {} as never, undefined), {})
	})
})
