import type { Plugin } from '@docusaurus/types'

/** The asset of webpack's runtime: the chunk that maps every other chunk to its file name. */
export const RUNTIME_ASSET = /(^|\/)runtime~[^/]*\.js$/

interface Minimizer {
	name?: string
	_args?: [{ exclude?: unknown; include?: unknown; minimizerOptions?: Record<string, unknown> }?]
	constructor: new (options: unknown) => unknown
}

/**
 * The build must not depend on the folder it runs in, yet the runtime chunk's one-letter names did:
 * the same commit built at two paths shipped runtimes with `c` and `d` swapped, each path giving its
 * own runtime every time, so every page's HTML differed through that file's hash. Unminified, the
 * two builds are identical. The SWC minimizer (Docusaurus' "faster" JS minifier under Rspack) picks
 * names by how often each letter occurs in its input, and the runtime's input still holds the other
 * chunks' provisional hashes, which Rspack works out from absolute module paths and rewrites only
 * after minifying (https://github.com/web-infra-dev/rspack/issues/14089, open).
 *
 * So the runtime chunk is minified without renaming (about 0.5 KB gzipped more on each page), and
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
