import assert from 'node:assert/strict'
import { join, relative } from 'node:path'
import { describe, it } from 'node:test'

import { loadFreshModule } from '@docusaurus/utils'

import { defaultExport } from '../../plugins/validate'
import { walk } from '../support/html'
import { repoRoot } from '../support/paths'

// Loaded as Docusaurus loads it: sidebars.ts belongs to the root package, which stays CommonJS, and
// tsx's ES-module loader does not load CommonJS TypeScript.
const sidebars = defaultExport(await loadFreshModule(join(repoRoot, 'sidebars.ts'))) as Record<string, unknown>

/** Authored pages that are deliberately reachable only by link, each with its reason. */
const OUTSIDE_SIDEBARS: Record<string, string> = {
	'templates/discord-bots/gpt-chatbot-ts':
		'a retired template: its page says where it went, and it has no sidebar entry',
	'legacy/templates/overview': "the old site's template table, kept for its address; /templates replaced it",
}

function docIds(items: unknown): string[] {
	if (!Array.isArray(items)) return []
	return items.flatMap((item): string[] => {
		if (typeof item === 'string') return [item]
		const entry = item as { type?: string; id?: string; link?: { type?: string; id?: string }; items?: unknown }
		const own = entry.type === 'doc' && entry.id ? [entry.id] : []
		const link = entry.link?.type === 'doc' && entry.link.id ? [entry.link.id] : []
		return [...own, ...link, ...docIds(entry.items)]
	})
}

describe('sidebars.ts', () => {
	const docsDir = `${repoRoot}/docs`
	const authored = walk(docsDir)
		.map((file) => relative(docsDir, file))
		.filter((file) => /\.mdx?$/.test(file) && !file.startsWith('ref/'))
		.map((file) => file.replace(/\.mdx?$/, ''))

	it('lists every authored page in a sidebar (or says why not)', () => {
		const listed = new Set(Object.values(sidebars).flatMap(docIds))
		const missing = authored.filter((id) => !listed.has(id) && !(id in OUTSIDE_SIDEBARS))
		assert.deepEqual(missing, [], 'add these pages to sidebars.ts, src/data/plugins.ts or src/data/templates.ts')
		for (const id of Object.keys(OUTSIDE_SIDEBARS)) {
			assert.ok(authored.includes(id), `${id} is excused but does not exist`)
			assert.ok(!listed.has(id), `${id} is excused but is in a sidebar`)
		}
	})

	it("names the template sidebar's categories in the plural, in the gallery's order", () => {
		const labels = (sidebars.templateSidebar as { type?: string; label?: string }[])
			.filter((item) => item.type === 'category')
			.map((item) => item.label)
		assert.deepEqual(labels, ['Discord Activities', 'Discord Bots', 'Plugins', 'Web Apps'])
	})
})
