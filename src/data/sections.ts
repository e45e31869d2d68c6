import { templateKinds, type TemplateKind } from './templateKinds'

/**
 * The site's sections as a sharer sees them: each gets a social card (Open Graph / Twitter image,
 * drawn at build time by plugins/content/social-cards) and pages pick theirs by the first segment of their
 * URL. A page whose segment is listed nowhere uses `docs`.
 */
export interface Section {
	id: string
	title: string
	tagline: string
	/** First URL segments that belong to this section. */
	segments: string[]
}

export const sections: Section[] = [
	{
		id: 'docs',
		title: 'Robo.js documentation',
		tagline: 'Discord bots, Activities and web apps on one framework',
		segments: ['getting-started'],
	},
	{
		id: 'discord-bots',
		title: 'Discord Bots',
		tagline: 'Slash commands, events, context menus and middleware from files',
		segments: ['discord-bots'],
	},
	{
		id: 'discord-activities',
		title: 'Discord Activities',
		tagline: 'Games and apps that run inside Discord voice channels',
		segments: ['discord-activities'],
	},
	{
		id: 'core',
		title: 'Core package',
		tagline: 'Configuration, Flashcore, state, logger, modes and modules',
		segments: ['robojs'],
	},
	{ id: 'cli', title: 'Command line', tagline: 'create-robo and the robo CLI, flag by flag', segments: ['cli'] },
	{ id: 'hosting', title: 'Hosting', tagline: 'Run your Robo on RoboPlay or your own server', segments: ['hosting'] },
	{ id: 'plugins', title: 'Plugins', tagline: 'Official plugins and how to build your own', segments: ['plugins'] },
	{
		id: 'templates',
		title: 'Templates',
		tagline: 'Starter projects for bots, Activities, web apps and plugins',
		segments: ['templates', 'legacy'],
	},
	{
		id: 'reference',
		title: 'API reference',
		tagline: 'Every export of robo.js and the official plugins',
		segments: ['ref'],
	},
	{
		id: 'playground',
		title: 'Try It',
		tagline: 'Compose a create-robo command and preview the project it makes',
		segments: ['playground'],
	},
]

export const defaultSection = sections[0]

export function sectionForPath(pathname: string): Section {
	const segment = pathname.split('/').filter(Boolean)[0] ?? ''
	return sections.find((s) => s.segments.includes(segment)) ?? defaultSection
}

/** Site-relative URL of a section's card; the build writes the file (plugins/content/social-cards). */
export const socialImagePath = (section: Section) => `/img/social/${section.id}.png`

/**
 * The document title of a doc page: its own title plus what tells it apart from namesakes elsewhere
 * (a guide and the reference page of the same API, the same template kind in two platforms, one
 * interface name in two packages). The entry page keeps its bare title.
 */
export function documentTitle(title: string, permalink: string): string {
	const [first, second, third] = permalink.split('/').filter(Boolean)
	let qualifier: string | undefined
	if (first === 'ref') {
		const pkg = second === 'framework' ? 'robo.js' : second?.startsWith('@') && third ? `${second}/${third}` : undefined
		const isPackageRoot = permalink.split('/').filter(Boolean).length <= (second === 'framework' ? 2 : 3)
		qualifier = pkg && !isPackageRoot ? `${pkg} API` : 'API reference'
	} else if (first === 'templates' && second && second in templateKinds) {
		qualifier = `${templateKinds[second as TemplateKind]} template`
	} else {
		const section = sectionForPath(permalink)
		if (section !== defaultSection) qualifier = section.title
	}
	return qualifier && qualifier !== title ? `${title} · ${qualifier}` : title
}
