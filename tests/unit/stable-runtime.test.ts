import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Configuration } from 'webpack'

import stableRuntime, { RUNTIME_ASSET } from '../../plugins/build/stable-runtime'

/** Stands in for Rspack's SwcJsMinimizerRspackPlugin: its name and the options it was made with. */
class FakeSwc {
	name = 'SwcJsMinimizerRspackPlugin'
	_args: [Record<string, unknown>]
	constructor(options: Record<string, unknown>) {
		this._args = [options]
	}
}
const css = { name: 'LightningCssMinimizerRspackPlugin' }
const docusaurusOptions = { minimizerOptions: { minify: true, ecma: 2020, mangle: true, compress: { ecma: 5 } } }

const configure = (minimizer: unknown[], isServer = false) => {
	const config = { optimization: { minimize: true, minimizer } } as unknown as Configuration
	stableRuntime().configureWebpack!(config, isServer, {} as never, undefined)
	return config.optimization!.minimizer as unknown as (FakeSwc | typeof css)[]
}
const options = (m: unknown) => (m as FakeSwc)._args[0]

describe('stable runtime chunk (plugins/build/stable-runtime)', () => {
	it('minifies the runtime chunk without renaming and every other asset as Docusaurus does', () => {
		const after = configure([new FakeSwc(docusaurusOptions), css])
		assert.equal(after[0], css, 'the CSS minimizer stays')
		const [rest, runtime] = after.slice(1).map(options)
		assert.deepEqual(rest, { ...docusaurusOptions, exclude: RUNTIME_ASSET })
		assert.deepEqual(runtime, {
			minimizerOptions: { ...docusaurusOptions.minimizerOptions, mangle: false },
			include: RUNTIME_ASSET,
		})
		assert.equal(docusaurusOptions.minimizerOptions.mangle, true, "Docusaurus' own options object is not changed")
		assert.ok(
			after.slice(1).every((m) => m instanceof FakeSwc),
			'made with the same plugin class',
		)
	})

	it('names the runtime asset and nothing else', () => {
		for (const file of ['assets/js/runtime~main.5ff83897.js', 'runtime~main.js'])
			assert.ok(RUNTIME_ASSET.test(file), file)
		for (const file of [
			'assets/js/main.1a2b3c4d.js',
			'assets/js/runtime~main.5ff83897.js.map',
			'assets/js/my-runtime~x/a.css',
		])
			assert.ok(!RUNTIME_ASSET.test(file), file)
	})

	it('fails by name when Docusaurus no longer configures exactly one SWC minimizer it can copy', () => {
		for (const minimizer of [
			[css],
			[new FakeSwc(docusaurusOptions), new FakeSwc(docusaurusOptions)],
			[{ name: 'SwcJsMinimizerRspackPlugin' }],
			[new FakeSwc({ ...docusaurusOptions, exclude: /x/ })],
		])
			assert.throws(() => configure(minimizer), /robo-stable-runtime: expected one SwcJsMinimizerRspackPlugin/)
	})

	it('leaves the server bundle and unminified builds alone', () => {
		const swc = new FakeSwc(docusaurusOptions)
		assert.deepEqual(configure([swc], true), [swc])
		const config = { optimization: { minimize: false, minimizer: [] } } as unknown as Configuration
		assert.deepEqual(stableRuntime().configureWebpack!(config, false, {} as never, undefined), {})
		assert.deepEqual(config.optimization!.minimizer, [])
	})
})
