/**
 * Which READMEs the site pulls in, derived from the typed catalogues (never from a transform):
 * one per plugin package (`sourceDir` in plugins.ts) and one per template (`templates/<kind>/<name>`).
 * Pure functions only; nothing here touches the disk or the network.
 */
import type { Plugin } from '../../../src/data/plugins'
import { templateDocId, templateRoute, type Template } from '../../../src/data/templates'

export type ReadmeKind = 'plugin' | 'template'

export interface ReadmeEntry {
	/** Stable id: `plugins/<slug>` or `templates/<kind>/<name>`. Also the doc id of the page it belongs to and its cache path. */
	key: string
	kind: ReadmeKind
	/** Human label for log lines, e.g. `@robojs/ai` or `discord-bots/starter-ts`. */
	label: string
	/** Folder of the README in the Wave-Play/robo.js monorepo (relative, no leading or trailing slash). */
	dir: string
	/** Route of the page the README renders into. */
	route: string
	/** Set when the package is published on the registry this site builds against (its README ships in node_modules). */
	npm?: { packageName: string; version: string }
}

/** The README file inside `dir`. */
export const README_FILE = 'README.md'

/** Repository path of an entry's README, e.g. `packages/plugin-api/README.md`. */
export const readmePath = (entry: Pick<ReadmeEntry, 'dir'>): string => `${entry.dir}/${README_FILE}`

type PluginLike = Pick<Plugin, 'slug' | 'packageName' | 'version' | 'sourceDir' | 'onRegistry'>
type TemplateLike = Pick<Template, 'kind' | 'name' | 'replacedBy'>

/**
 * Every README the build fetches. A retired template (`replacedBy`) no longer has a folder upstream;
 * its page keeps working for old links, so it shows the README of the template that replaced it.
 */
export function readmeEntries(plugins: readonly PluginLike[], templates: readonly TemplateLike[]): ReadmeEntry[] {
	const fromPlugins = plugins.map((p): ReadmeEntry => ({
		key: `plugins/${p.slug}`,
		kind: 'plugin',
		label: p.packageName,
		dir: trimSlashes(p.sourceDir),
		route: `/plugins/${p.slug}`,
		...(p.onRegistry ? { npm: { packageName: p.packageName, version: p.version } } : {}),
	}))
	const fromTemplates = templates.map((t): ReadmeEntry => ({
		key: templateDocId(t),
		kind: 'template',
		label: `${t.kind}/${t.name}`,
		dir: `templates/${trimSlashes(t.replacedBy ?? `${t.kind}/${t.name}`)}`,
		route: templateRoute(t),
	}))
	const all = [...fromPlugins, ...fromTemplates]
	for (const entry of all) assertSafeEntry(entry)
	return all
}

const trimSlashes = (s: string): string => s.replace(/^\/+|\/+$/g, '')

const SAFE_PATH = /^[A-Za-z0-9@._-]+(?:\/[A-Za-z0-9@._-]+)*$/

/** Keys and folders become file paths and URLs: refuse anything that could climb out of its directory. */
export function assertSafeEntry(entry: Pick<ReadmeEntry, 'key' | 'dir'>): void {
	for (const value of [entry.key, entry.dir]) {
		if (!SAFE_PATH.test(value) || value.split('/').some((seg) => seg === '.' || seg === '..')) {
			throw new Error(`[remote] unsafe README path ${JSON.stringify(value)}`)
		}
	}
}

/**
 * The README a doc shows. Front matter wins: `readme: false` opts out, `readme: <key>` picks one
 * explicitly. Otherwise the doc path decides: docs/plugins/<slug>.mdx and
 * docs/templates/<kind>/<name>.mdx (or …/index.mdx) get the README of that plugin or template.
 */
export function entryForDoc(
	entries: readonly ReadmeEntry[],
	docPath: string | undefined,
	frontMatter: Record<string, unknown> | undefined,
): ReadmeEntry | undefined {
	const declared = frontMatter?.readme
	if (declared === false || declared === 'false' || declared === null) return undefined
	if (typeof declared === 'string' && declared.trim() !== '') {
		const key = trimSlashes(declared.trim())
		return entries.find((e) => e.key === key)
	}
	if (!docPath) return undefined
	const id = docPath
		.replace(/\\/g, '/')
		.replace(/\.mdx?$/, '')
		.replace(/\/index$/, '')
	return entries.find((e) => e.key === id)
}
