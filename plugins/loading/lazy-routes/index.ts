import type { LoadContext, Plugin } from '@docusaurus/types'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { registryEntries, splitRouteData } from './groups'

const here = dirname(fileURLToPath(import.meta.url))

const NAME = 'robo-lazy-routes'

/** Page module path → the import of its group's route data (read by plugins/loading/page-scripts). */
export const PAGE_MODULES = 'page-modules.json'
export const lazyRoutesDir = (generatedFilesDir: string): string => join(generatedFilesDir, NAME)

/**
 * Works around https://github.com/facebook/docusaurus/issues/7256 (main.js grows with the page count).
 *
 * Moves each URL group's share of the route tables out of main.js (see ./groups.ts for why and
 * how they are split). Production client bundle only: the server bundle renders every page and
 * keeps the full tables, and in `npm start` the tables change while the server runs.
 *
 * What the browser gets instead of `@generated/registry` and `@generated/routesChunkNames`:
 * the main part of each, plus one module per group that adds its part to the same objects when
 * loaded (./client.ts), which ./ComponentCreator.tsx and plugins/loading/prefetch wait for.
 */
export default function lazyRoutesPlugin(context: LoadContext, { split = true }: { split?: boolean } = {}): Plugin {
	const out = lazyRoutesDir(context.generatedFilesDir)
	return {
		name: NAME,
		configureWebpack(config, isServer, utils) {
			const groups =
				split && process.env.NODE_ENV === 'production' && !isServer ? writeTables(context.generatedFilesDir, out) : null
			const resolve = (config.resolve ??= {})
			// Ahead of Docusaurus' own `@docusaurus/*` aliases. With `split` off (a measurement build) every
			// route stays in main.js: only the empty group index is kept, for plugins/loading/prefetch.
			resolve.alias = {
				'@robo/lazy-route-groups$': groups ?? join(here, 'no-groups.ts'),
				...(isServer || !split ? {} : { '@docusaurus/ComponentCreator$': join(here, 'ComponentCreator.tsx') }),
				...(resolve.alias as Record<string, string>),
			}
			if (!groups) return {}
			// The two tables are swapped by request rather than by alias: Docusaurus' `@generated` alias
			// is a prefix of theirs.
			const { NormalModuleReplacementPlugin } = utils.currentBundler.instance
			return {
				plugins: [
					new NormalModuleReplacementPlugin(/^@generated\/registry$/, join(out, 'registry.js')),
					new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, join(out, 'routesChunkNames.js')),
				],
			}
		},
	}
}

/**
 * Writes the main tables and one module per group; returns the group index module. Fails the build
 * when the generated registry is not in the shape ./groups.ts parses: a silent fallback would ship
 * every route table in main.js again after a Docusaurus upgrade.
 */
function writeTables(generatedDir: string, out: string): string {
	rmSync(out, { recursive: true, force: true })
	const registry = registryEntries(readFileSync(join(generatedDir, 'registry.js'), 'utf8'))
	if (!registry)
		throw new Error(
			`${NAME}: .docusaurus/registry.js is not in the shape plugins/loading/lazy-routes/groups.ts parses (Docusaurus ` +
				'changed its generated registry). Update the parser, or remove lazy-routes from config/plugins.ts.',
		)
	const routesChunkNames = JSON.parse(readFileSync(join(generatedDir, 'routesChunkNames.json'), 'utf8')) as Record<
		string,
		unknown
	>
	const split = splitRouteData(routesChunkNames, [...registry.keys()])
	const registryModule = (chunks: string[]) =>
		chunks.map((chunk) => `  ${JSON.stringify(chunk)}: ${registry.get(chunk)?.source},`).join('\n')
	const namesModule = (routes: string[]) =>
		JSON.stringify(Object.fromEntries(routes.map((key) => [key, routesChunkNames[key]])))

	mkdirSync(out, { recursive: true })
	writeFileSync(join(out, 'registry.js'), `export default {\n${registryModule(split.main.chunks)}\n};\n`)
	writeFileSync(join(out, 'routesChunkNames.js'), `export default ${namesModule(split.main.routes)};\n`)
	const index: string[] = []
	// Which group chunk each page module needs, for plugins/loading/page-scripts to list it in the page's HTML.
	const pageModules: Record<string, string> = {}
	for (const [i, [group, part]] of Object.entries(split.groups).entries()) {
		const file = `group-${i}.js`
		for (const chunk of part.chunks) {
			const modulePath = registry.get(chunk)?.modulePath
			if (modulePath) pageModules[modulePath] = `./${file}`
		}
		writeFileSync(
			join(out, file),
			`export const registry = {\n${registryModule(part.chunks)}\n};\nexport const routesChunkNames = ${namesModule(part.routes)};\n`,
		)
		index.push(`  ${JSON.stringify(group)}: () => import(/* webpackChunkName: "routes-${i}" */ "./${file}"),`)
	}
	writeFileSync(join(out, 'groups.js'), `export default {\n${index.join('\n')}\n};\n`)
	writeFileSync(join(out, PAGE_MODULES), JSON.stringify(pageModules))
	return join(out, 'groups.js')
}
