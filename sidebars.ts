import type { SidebarsConfig } from '@docusaurus/plugin-content-docs'
import { referenceSidebar } from './plugins/content/reference/sidebar'
import { pluginDocId, pluginGuidePages, plugins } from './src/data/plugins'
import { templateDocId, templateKindGroups, templates, type TemplateKind } from './src/data/templates'

type Item = Extract<SidebarsConfig[string], unknown[]>[number]

/**
 * A category whose landing page is its first doc. Every id must name an authored page: Docusaurus
 * fails the build on an unknown id, listing it, and tests/unit/sidebars.test.ts checks the reverse
 * (every authored page is in a sidebar).
 */
function category(label: string, ids: string[]): Item[] {
	return [{ type: 'category', label, collapsed: false, link: { type: 'doc', id: ids[0] }, items: ids.slice(1) }]
}

const docsIn = (dir: string, names: readonly string[]) => names.map((n) => `${dir}/${n}`)

const tutorialSidebar: Item[] = [
	'getting-started',
	...category(
		'Discord Bots',
		docsIn('discord-bots', [
			'getting-started',
			'beginner-guide',
			'file-structure',
			'commands',
			'command-registration',
			'context-menu',
			'events',
			'middleware',
			'credentials',
			'invite',
			'debug',
			'sage',
			'migrate',
		]),
	),
	...category(
		'Discord Activities',
		docsIn('discord-activities', [
			'getting-started',
			'beginner-guide',
			'authentication',
			'credentials',
			'multiplayer',
			'proxy',
		]),
	),
	...category(
		'Core Package',
		docsIn('robojs', [
			'overview',
			'config',
			'environment-variables',
			'files',
			'flashcore',
			'state',
			'logger',
			'mode',
			'modules',
			'portal',
			'internals',
			'linting',
			'typescript',
		]),
	),
	...category('Command Line', docsIn('cli', ['overview', 'create-robo', 'robo', 'win-execution_policies'])),
	...category('Hosting', docsIn('hosting', ['overview', 'roboplay', 'self-host'])),
]

const pluginsSidebar: Item[] = [
	'plugins/directory',
	...category('About plugins', docsIn('plugins', pluginGuidePages)),
	...category('Official plugins', plugins.map(pluginDocId)),
]

const templateSidebar: Item[] = (Object.keys(templateKindGroups) as TemplateKind[]).flatMap((kind) =>
	category(templateKindGroups[kind], templates.filter((t) => t.kind === kind && t.sidebar).map(templateDocId)),
)

export default {
	tutorialSidebar,
	pluginsSidebar,
	templateSidebar,
	// Generated from TypeDoc's sidebars, one group per package (plugins/content/reference/sidebar.ts).
	referenceSidebar,
} satisfies SidebarsConfig
