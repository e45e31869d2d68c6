/**
 * The packages that get an API reference, derived from src/data/plugins.ts: the framework
 * (robo.js, documented at /ref/framework) and every plugin with `reference: true`
 * (/ref/@robojs/<slug>). Nothing here is declared twice; add a plugin to plugins.ts and it
 * gets a TypeDoc instance, a landing page and a sidebar group.
 */
import { framework, plugins, pluginDocId, type Plugin } from '../../../src/data/plugins'

export interface ReferencePackage {
	/** TypeDoc instance id: the npm package name (`robo.js`, `@robojs/server`). */
	id: string
	packageName: string
	/** Version the site pins; the npm source is checked against it. */
	version: string
	/** Folder of the package in the Wave-Play/robo.js monorepo. */
	sourceDir: string
	summary: string
	/** Folder under docs/ that holds the generated pages, and the landing page's doc id. */
	docId: string
	/** Route of the landing page; symbol pages live below it. */
	route: string
	/** The guide that explains the package. */
	guide: { route: string; docId: string; label: string }
	/** Published on the registry this site installs from (its typings are in node_modules). */
	onRegistry: boolean
}

export const frameworkPackage: ReferencePackage = {
	id: framework.packageName,
	packageName: framework.packageName,
	version: framework.version,
	sourceDir: framework.sourceDir,
	summary: framework.summary,
	docId: 'ref/framework',
	route: '/ref/framework',
	guide: { route: '/getting-started', docId: 'getting-started', label: 'Getting started' },
	onRegistry: true,
}

export function pluginPackage(plugin: Plugin): ReferencePackage {
	return {
		id: plugin.packageName,
		packageName: plugin.packageName,
		version: plugin.version,
		sourceDir: plugin.sourceDir,
		summary: plugin.summary,
		docId: `ref/${plugin.packageName}`,
		route: `/ref/${plugin.packageName}`,
		guide: { route: `/${pluginDocId(plugin)}`, docId: pluginDocId(plugin), label: `${plugin.packageName} guide` },
		onRegistry: plugin.onRegistry,
	}
}

/** Framework first: plugin pages link to framework pages, so it is generated before them. */
export const referencePackages: readonly ReferencePackage[] = [
	frameworkPackage,
	...plugins.filter((p) => p.reference).map(pluginPackage),
]

/** A file-system-safe name for cache folders (`@robojs/server` → `robojs__server`). */
export const safeName = (id: string): string => id.replace(/^@/, '').replace(/[^a-zA-Z0-9._-]/g, '__')
