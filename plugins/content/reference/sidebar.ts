/**
 * The reference sidebar, generated: one group per package (framework first, then plugins in
 * plugins.ts order), each linking to its landing page and holding the sidebar TypeDoc wrote for
 * it (docs/ref/<package>/typedoc-sidebar.cjs). Entries whose page does not exist are dropped, so
 * the sidebar can never point at a missing doc, and a package whose reference was not generated
 * keeps just its landing page.
 *
 * Read when sidebars.ts is loaded, which Docusaurus does after the reference plugin has run.
 */
import { docExists as hasSource } from '../docFiles'
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { referencePackages, type ReferencePackage } from './packages'
import { excludedByDocs } from './postprocess'

const here = dirname(fileURLToPath(import.meta.url))

type SidebarItem = Extract<NonNullable<SidebarsConfig[string]>, unknown[]>[number]

interface GeneratedItem {
	type: 'doc' | 'category'
	id?: string
	label?: string
	className?: string
	items?: GeneratedItem[]
	link?: { type: 'doc'; id: string }
}

const defaultDocsDir = join(here, '..', '..', '..', 'docs')

/** A doc the docs plugin will publish: the file exists and config/docs.ts does not exclude it. */
const docExists = (docsDir: string, id: string): boolean => !excludedByDocs(id) && hasSource(docsDir, id)

function readGenerated(docsDir: string, pkg: ReferencePackage): GeneratedItem[] {
	const file = join(docsDir, pkg.docId, 'typedoc-sidebar.cjs')
	if (!existsSync(file)) return []
	const load = createRequire(file)
	delete load.cache[file]
	const items = load(file) as unknown
	return Array.isArray(items) ? (items as GeneratedItem[]) : []
}

/** Keeps only entries with a page; categories left empty disappear. */
function prune(items: readonly GeneratedItem[], docsDir: string): SidebarItem[] {
	return items.flatMap((item): SidebarItem[] => {
		if (item.type === 'doc' && item.id) {
			if (!docExists(docsDir, item.id)) return []
			return [
				{
					type: 'doc',
					id: item.id,
					...(item.label ? { label: item.label } : {}),
					...(item.className ? { className: item.className } : {}),
				},
			]
		}
		if (item.type === 'category') {
			const children = prune(item.items ?? [], docsDir)
			const link = item.link && docExists(docsDir, item.link.id) ? item.link : undefined
			if (children.length === 0) return link ? [{ type: 'doc', id: link.id, label: item.label }] : []
			return [
				{ type: 'category', label: item.label ?? '', collapsed: true, items: children, ...(link ? { link } : {}) },
			]
		}
		return []
	})
}

export function buildReferenceSidebar(
	docsDir: string = defaultDocsDir,
	packages: readonly ReferencePackage[] = referencePackages,
): SidebarItem[] {
	return packages.flatMap((pkg): SidebarItem[] => {
		if (!docExists(docsDir, pkg.docId)) return []
		const items = prune(readGenerated(docsDir, pkg), docsDir)
		if (items.length === 0) return [{ type: 'doc', id: pkg.docId, label: pkg.packageName }]
		return [
			{
				type: 'category',
				label: pkg.packageName,
				link: { type: 'doc', id: pkg.docId },
				collapsed: true,
				items,
			},
		]
	})
}

export const referenceSidebar: SidebarItem[] = buildReferenceSidebar()
