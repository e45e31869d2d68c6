import type { Navbar } from '@docusaurus/theme-common'
import { links, navbarLinks } from '../src/data/links'

type NavbarItem = Navbar['items'][number]

const toItem = (link: (typeof navbarLinks)[number]): NavbarItem =>
	link.sidebarId
		? { type: 'docSidebar', sidebarId: link.sidebarId, label: link.label, position: 'left' }
		: link.href
			? { href: link.href, label: link.label, position: 'left' }
			: { to: link.to, label: link.label, position: 'left' }

export const navbar = {
	title: 'Robo.js',
	// The navbar never hides on scroll, so readers never lose the search box.
	hideOnScroll: false,
	// `/` is only a redirect page, so the brand links straight to the main document.
	logo: { alt: 'Robo.js logo', src: 'img/logo.svg', href: '/getting-started', width: 32, height: 32 },
	items: [
		...navbarLinks.map(toItem),
		{ type: 'search', position: 'right' },
		{ type: 'localeDropdown', position: 'right' },
		{
			href: links.discord,
			position: 'right',
			className: 'navbar-icon-link navbar-icon-link--discord',
			'aria-label': 'Robo.js community on Discord',
			title: 'Discord',
		},
		{
			href: links.repository,
			position: 'right',
			className: 'navbar-icon-link navbar-icon-link--github',
			'aria-label': 'Robo.js on GitHub',
			title: 'GitHub',
		},
	],
} satisfies Navbar
