import type { ThemeConfig } from '@docusaurus/preset-classic'
import { announcement, type Announcement } from '../src/data/announcement'
import { escapeHtml } from '../src/lib/html'

/** Docusaurus takes the bar's content as HTML; the typed setting stays plain text so it cannot inject markup. */
export function announcementBar(value: Announcement | null = announcement): ThemeConfig['announcementBar'] {
	if (!value) return undefined
	const link = value.link ? ` <a href="${escapeHtml(value.link.href)}">${escapeHtml(value.link.label)}</a>` : ''
	return { id: value.id, content: escapeHtml(value.text) + link, isCloseable: true }
}
