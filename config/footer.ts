import type { Footer } from '@docusaurus/theme-common'
import { footerColumns, links } from '../src/data/links'

export const footer = {
	style: 'dark',
	links: footerColumns.map((column) => ({
		title: column.title,
		items: column.items.map((item) =>
			item.href ? { label: item.label, href: item.href } : { label: item.label, to: item.to },
		),
	})),
	copyright: `Robo.js is open source under the <a href="${links.license}">MIT licence</a>. Documentation built with Docusaurus.`,
} satisfies Omit<Footer, 'logo'>
