import type { Plugin } from '@docusaurus/types'

/** The asset of webpack's runtime: the chunk that maps every other chunk to its file name. */
export const RUNTIME_ASSET = /(^|\/)runtime~[^/]*\.js$/

interface Minimizer {
	name?: string
	_args?: [{ exclude?: unknown; include?: unknown; minimizerOptions?: Record<string, unknown> }?]
	constructor: new (options: unknown) => unknown
}

/**
 * The build must not depend on the folder it runs in, yet the SWC minimizer (Docusaurus' "faster"
 * JS minifier under Rspack) names the runtime chunk's variables after how often each letter occurs in
 * its input, and that input still holds the other chunks' provisional hashes, which Rspack derives
 * from absolute module paths before it rewrites them to the content hashes that ship. Two checkouts
 * at different paths then ship a runtime whose one-letter names are swapped (seen on this site: `c`
 * and `d`), so every page's HTML differs through that file's hash.
 * https://github.com/web-infra-dev/rspack/issues/14089 (open).
 *
 * So the runtime chunk is minified without renaming (about 0.3 KB gzipped more on each page), and
 * every other asset exactly as before. This replaces the minimizer Docusaurus configures
 * (@docusaurus/bundler/lib/minification.js) by two copies of it with the same options; if that one
 * cannot be found, the build fails by name instead of shipping path-dependent output.
 */
export default function stableRuntimePlugin(): Plugin {
	return {
		name: 'robo-stable-runtime',
		configureWebpack(config, isServer) {
			if (isServer || config.optimization?.minimize === false) return {}
			const minimizers = (config.optimization?.minimizer ?? []) as unknown as Minimizer[]
			const swc = minimizers.filter((m) => m?.name === 'SwcJsMinimizerRspackPlugin')
			const options = swc[0]?._args?.[0]
			if (swc.length !== 1 || !options || options.exclude !== undefined || options.include !== undefined)
				throw new Error(
					'robo-stable-runtime: expected one SwcJsMinimizerRspackPlugin, with its options and no include or ' +
						`exclude, in the client bundler's optimization.minimizer; found ${swc.length}. Docusaurus changed how ` +
						'it minifies JS: update plugins/build/stable-runtime so the runtime chunk is still minified without renaming.',
				)
			const Swc = swc[0].constructor
			const unrenamed = { ...options, minimizerOptions: { ...options.minimizerOptions, mangle: false } }
			config.optimization!.minimizer = [
				...minimizers.filter((m) => m !== swc[0]),
				new Swc({ ...options, exclude: RUNTIME_ASSET }),
				new Swc({ ...unrenamed, include: RUNTIME_ASSET }),
			] as never
			return {}
		},
	}
}
