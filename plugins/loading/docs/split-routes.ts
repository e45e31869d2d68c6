import type { RouteConfig } from '@docusaurus/types'

/**
 * Gives each sidebar its own docs "version" route, so a page downloads only the sidebar it shows
 * (stock: every sidebar in one props chunk, 27 KB gzipped). Routes match by URL, so a group owns whole
 * first path segments (`/:docsSection(cli|hosting)`), and sections that share a sidebar share a group.
 * The props also drop `docs` (titles and descriptions), read only by the cards of a generated category
 * index or `<DocCardList>`: a group with a generated index keeps it; `<DocCardList>` elsewhere fails
 * the build with "no version doc found".
 */

interface VersionProp {
	docsSidebars: Record<string, unknown>
	docs: Record<string, { sidebar?: string }>
	[key: string]: unknown
}

export interface RouteGroup {
	sections: string[]
	sidebars: string[]
	docs: RouteConfig[]
}

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? ''

/** Groups doc routes so that no sidebar and no URL section is split between two groups. */
export function groupDocRoutes(docRoutes: RouteConfig[]): RouteGroup[] {
	// Union-find over "section:x" and "sidebar:y" keys.
	const parent = new Map<string, string>()
	const find = (key: string): string => {
		if (!parent.has(key)) parent.set(key, key)
		const up = parent.get(key)!
		if (up === key) return key
		const root = find(up)
		parent.set(key, root)
		return root
	}
	const union = (a: string, b: string) => parent.set(find(a), find(b))
	for (const route of docRoutes) {
		const section = `section:${firstSegment(route.path)}`
		find(section)
		if (typeof route.sidebar === 'string') union(`sidebar:${route.sidebar}`, section)
	}
	const groups = new Map<string, RouteGroup>()
	for (const route of docRoutes) {
		const root = find(`section:${firstSegment(route.path)}`)
		const group = groups.get(root) ?? { sections: [], sidebars: [], docs: [] }
		groups.set(root, group)
		group.docs.push(route)
		const section = firstSegment(route.path)
		if (!group.sections.includes(section)) group.sections.push(section)
		if (typeof route.sidebar === 'string' && !group.sidebars.includes(route.sidebar)) group.sidebars.push(route.sidebar)
	}
	return [...groups.values()]
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Route path matching every URL under the given first segments (`base` is the docs base path). */
export function sectionsPath(base: string, sections: string[]): string {
	const prefix = base.endsWith('/') ? base : `${base}/`
	return `${prefix}:docsSection(${sections.map(escape).join('|')})`
}

/** The page type that lists a category's docs as cards, reading each card's text from `docs`. */
const rendersDocCards = (route: RouteConfig) => route.component.includes('DocCategoryGeneratedIndexPage')

const isDocRoot = (route: RouteConfig) => Array.isArray(route.routes) && route.routes.every((r) => !r.routes)

/**
 * Rewrites the tree `DocsRoot > DocVersionRoot (version props) > [DocRoot > docs, tag pages]`.
 * That tree is private to the docs plugin (its routes.js marks the version prop for change in v4),
 * so a version route of any other shape fails the build by name instead of silently shipping every
 * sidebar to every page again.
 */
export function splitVersionRoutes(root: RouteConfig): RouteConfig {
	if (!root.routes) return root
	return {
		...root,
		routes: root.routes.flatMap((versionRoute) => {
			const version = versionRoute.props?.version as VersionProp | undefined
			const docRoot = versionRoute.routes?.find(isDocRoot)
			if (!version || !docRoot?.routes)
				throw new Error(
					`plugins/loading/docs (split-routes.ts): the docs plugin's route for ${versionRoute.path} no longer ` +
						'has a `version` prop and a doc root route. Docusaurus changed its route tree; update split-routes.',
				)
			// A doc at the base path itself ("/") has no URL section to own.
			if (docRoot.routes.some((doc) => firstSegment(doc.path) === ''))
				throw new Error(
					'plugins/loading/docs (split-routes.ts): a doc is served at the docs base path itself, which no ' +
						'sidebar section can own; give it a slug under a section.',
				)

			const groups = groupDocRoutes(docRoot.routes)
			const base = versionRoute.path
			const split = groups.map((group): RouteConfig => {
				const path = sectionsPath(base, group.sections)
				return {
					...versionRoute,
					path,
					props: {
						...versionRoute.props,
						version: {
							...version,
							docsSidebars: Object.fromEntries(group.sidebars.map((s) => [s, version.docsSidebars[s]])),
							docs: group.docs.some(rendersDocCards)
								? Object.fromEntries(
										// Routes do not carry doc ids; the few docs outside any sidebar go to every group.
										Object.entries(version.docs).filter(
											([, doc]) => doc.sidebar === undefined || group.sidebars.includes(doc.sidebar),
										),
									)
								: {},
						},
					},
					routes: [{ ...docRoot, path, routes: group.docs }],
				}
			})
			// Last, a catch-all version route without sidebars: unknown URLs under the docs base reach
			// DocRoot with no matching doc, which renders the not-found page (as the stock tree does),
			// and tag pages (none today) keep a home.
			const fallback: RouteConfig = {
				...versionRoute,
				props: { ...versionRoute.props, version: { ...version, docsSidebars: {}, docs: {} } },
				routes: [{ ...docRoot, routes: [] }, ...versionRoute.routes!.filter((r) => r !== docRoot)],
			}
			return [...split, fallback]
		}),
	}
}
