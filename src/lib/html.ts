const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe inside HTML or XML content and quoted attributes (the one escaping function of the site). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c])

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** The text escaped HTML text stands for: the five entities escapeHtml writes, any numeric one, a few common names. */
export function unescapeHtml(html: string): string {
	return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
			return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
		}
		return NAMED[name.toLowerCase()] ?? entity
	})
}
