import type { Section } from '../../../src/data/sections'
import { escapeHtml } from '../../../src/lib/html'

/**
 * The SVG of one social card, 1200 × 630 (the size Open Graph and Twitter's large card expect).
 * Plain shapes and one font family, so resvg renders it the same on every machine.
 */
export const CARD = { width: 1200, height: 630 } as const

/** Splits text into lines of at most `max` characters at spaces (a word longer than that stays whole). */
export function wrap(text: string, max: number): string[] {
	const lines: string[] = []
	let line = ''
	for (const word of text.split(/\s+/).filter(Boolean)) {
		if (line && line.length + 1 + word.length > max) {
			lines.push(line)
			line = word
		} else line = line ? `${line} ${word}` : word
	}
	if (line) lines.push(line)
	return lines
}

/** The robot mark from static/img/logo.svg, drawn at 64 units and scaled by the caller. */
const mark = `<rect x="6" y="14" width="52" height="40" rx="12" fill="#16a34a"/><rect x="29" y="4" width="6" height="10" rx="3" fill="#16a34a"/><circle cx="32" cy="5" r="4" fill="#4ade80"/><circle cx="23" cy="33" r="6" fill="#f0fdf4"/><circle cx="41" cy="33" r="6" fill="#f0fdf4"/><circle cx="24" cy="34" r="2.5" fill="#052e16"/><circle cx="42" cy="34" r="2.5" fill="#052e16"/><rect x="23" y="44" width="18" height="3" rx="1.5" fill="#052e16"/>`

export function cardSvg(section: Section, site: { title: string; host: string }, font: string): string {
	const title = wrap(section.title, 22).slice(0, 2)
	const tagline = wrap(section.tagline, 44).slice(0, 3)
	const titleTop = 300 - (title.length - 1) * 44
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">`,
		`<rect width="100%" height="100%" fill="#0b1410"/>`,
		`<rect x="0" y="0" width="16" height="100%" fill="#4ade80"/>`,
		`<circle cx="1080" cy="110" r="260" fill="#14532d" opacity="0.45"/>`,
		`<g transform="translate(96 72) scale(1.5)">${mark}</g>`,
		`<text x="210" y="140" font-family="${font}" font-size="44" font-weight="bold" fill="#f0fdf4">${escapeHtml(site.title)}</text>`,
		...title.map(
			(line, i) =>
				`<text x="96" y="${titleTop + i * 88}" font-family="${font}" font-size="80" font-weight="bold" fill="#ffffff">${escapeHtml(line)}</text>`,
		),
		...tagline.map(
			(line, i) =>
				`<text x="96" y="${titleTop + title.length * 88 + 10 + i * 50}" font-family="${font}" font-size="38" fill="#bbf7d0">${escapeHtml(line)}</text>`,
		),
		`<text x="96" y="570" font-family="${font}" font-size="30" fill="#86efac">${escapeHtml(site.host)}</text>`,
		`</svg>`,
	].join('')
}
