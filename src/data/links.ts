import { repository } from './repository'

/** External places the navbar, footer and pages point to. One definition each. */
export const links = {
	repository: repository.url,
	docsSource: `${repository.treeBase}docs`,
	editBase: `${repository.editBase}docs/`,
	discord: 'https://roboplay.dev/discord',
	blog: 'https://dev.to/waveplay',
	npm: 'https://www.npmjs.com/package/robo.js',
	license: `${repository.blobBase}LICENSE`,
	roboplay: 'https://roboplay.dev',
	discordDeveloperPortal: 'https://discord.com/developers/applications',
} as const

/** Navbar entries in the order readers see them. `to` is a site route, `href` leaves the site. */
export interface NavLink {
	label: string
	to?: string
	href?: string
	sidebarId?: string
}

export const navbarLinks: readonly NavLink[] = [
	{ label: 'Docs', sidebarId: 'tutorialSidebar' },
	{ label: 'Guides', href: links.blog },
	{ label: 'Hosting', to: '/hosting/overview' },
	{ label: 'Plugins', to: '/plugins/directory' },
	{ label: 'Reference', to: '/ref/framework' },
	{ label: 'Templates', to: '/templates' },
	{ label: 'Try It', to: '/playground' },
]

export const footerColumns: readonly { title: string; items: readonly NavLink[] }[] = [
	{
		title: 'Learn',
		items: [
			{ label: 'Getting started', to: '/getting-started' },
			{ label: 'Discord bots', to: '/discord-bots/getting-started' },
			{ label: 'Discord Activities', to: '/discord-activities/getting-started' },
			{ label: 'Hosting', to: '/hosting/overview' },
		],
	},
	{
		title: 'Build',
		items: [
			{ label: 'Plugins', to: '/plugins/directory' },
			{ label: 'Templates', to: '/templates' },
			{ label: 'API reference', to: '/ref/framework' },
			{ label: 'Try it', to: '/playground' },
		],
	},
	{
		title: 'Community',
		items: [
			{ label: 'Discord server', href: links.discord },
			{ label: 'Guides on dev.to', href: links.blog },
			{ label: 'GitHub', href: links.repository },
			{ label: 'npm', href: links.npm },
		],
	},
]
