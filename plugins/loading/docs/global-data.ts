/**
 * The docs plugin's global data (in main.js, so on every page) lists every doc's id, path and
 * sidebar: 480 entries, 4.8 KB gzipped, with every source present. In the browser the theme reads
 * that list to tell which doc the current URL shows, and uses the answer only in navbar items that
 * point at docs: a `docSidebar` item is active when the current doc is in its sidebar, a `doc` item
 * when the current doc shares that doc's sidebar. A doc in any other sidebar gives the same answer
 * as a URL that is no doc at all (no item active), so the list keeps only the docs those items can
 * match. A navbar with a version item (which reads every doc) gets the list unchanged.
 */

export interface GlobalDoc {
	id: string
	path: string
	sidebar?: string
}

interface GlobalVersion {
	docs: GlobalDoc[]
	mainDocId: string
	[key: string]: unknown
}

export interface NavbarItem {
	type?: string
	sidebarId?: string
	docId?: string
	items?: NavbarItem[]
	[key: string]: unknown
}

/** Every navbar item, dropdown entries included. */
const flatten = (items: readonly NavbarItem[]): NavbarItem[] =>
	items.flatMap((item) => [item, ...flatten(item.items ?? [])])

export function trimGlobalDocs<T extends { versions: GlobalVersion[] }>(data: T, navbarItems: readonly NavbarItem[]): T {
	const items = flatten(navbarItems)
	if (items.some((item) => item.type === 'docsVersionDropdown' || item.type === 'docsVersion')) return data
	const docIds = new Set(items.filter((item) => item.type === 'doc' && item.docId).map((item) => item.docId!))
	const sidebarItems = items.filter((item) => item.type === 'docSidebar').map((item) => item.sidebarId)
	return {
		...data,
		versions: data.versions.map((version) => {
			// Plus, per version, the sidebars of the docs that doc items point at.
			const sidebars = new Set(sidebarItems)
			for (const doc of version.docs) if (docIds.has(doc.id) && doc.sidebar) sidebars.add(doc.sidebar)
			const kept = (doc: GlobalDoc) =>
				doc.id === version.mainDocId || docIds.has(doc.id) || (doc.sidebar !== undefined && sidebars.has(doc.sidebar))
			return { ...version, docs: version.docs.filter(kept) }
		}),
	}
}
