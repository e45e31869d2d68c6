/**
 * Turns an authored MDX page into plain Markdown for /llms-full.txt and the `.md` twin of each
 * page. Only the site's own components are understood; anything else JSX-shaped is dropped, so the
 * output never carries markup a Markdown reader would show as noise.
 */
import { commandFor, type PackageCommand } from '../../src/lib/packageManagers'

export interface PageInfo {
	title: string
	description: string
	url: string
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/

function packageManagerCommand(attrs: string): string | null {
	const attr = (name: string) => attrs.match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)')`))
	const dev = /\bdev\b(?!=)/.test(attrs) || /\bdev=\{true\}/.test(attrs)
	for (const kind of ['create', 'install', 'run', 'exec'] as const) {
		const m = attr(kind)
		if (!m) continue
		const value = m[1] ?? m[2] ?? ''
		const command = (kind === 'install' ? { install: value, dev } : { [kind]: value }) as PackageCommand
		return commandFor('npm', command)
	}
	return null
}

export function mdxToMarkdown(source: string, page: PageInfo): string {
	const body = source.replace(FRONT_MATTER, '')
	const out: string[] = []
	let fence: string | null = null
	for (const line of body.split('\n')) {
		const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/)
		if (fence) {
			out.push(line)
			if (fenceMatch && line.trim().startsWith(fence)) fence = null
			continue
		}
		if (fenceMatch) {
			fence = fenceMatch[1]
			// Keep the language and the file title, drop the rest of the meta (e.g. nocheck).
			const m = line.match(/^(\s*)(`{3,}|~{3,})(\w*)\s*(.*)$/)
			const title = m?.[4].match(/title=["']([^"']+)["']/)?.[1]
			out.push(`${m?.[1] ?? ''}${m?.[2] ?? fence}${m?.[3] ?? ''}${title ? ` title="${title}"` : ''}`)
			continue
		}
		if (/^\s*(import|export)\s/.test(line)) continue
		const pm = line.match(/^\s*<PackageManagerTabs\s+([^>]*?)\/>\s*$/)
		if (pm) {
			const command = packageManagerCommand(pm[1])
			if (command) out.push('```bash', command, '```')
			continue
		}
		const tab = line.match(/^\s*<TabItem\b[^>]*\blabel=["']([^"']+)["'][^>]*>\s*$/)
		if (tab) {
			out.push(`**${tab[1]}**`)
			continue
		}
		if (/^\s*<\/?(Tabs|TabItem)\b[^>]*>\s*$/.test(line)) continue
		// Self-closing site components (directory, gallery, tables) have no prose to carry over.
		if (/^\s*<[A-Z][\w.]*\b[^>]*\/>\s*$/.test(line)) continue
		if (/^\s*\{\/\*.*\*\/\}\s*$/.test(line)) continue
		const admonition = line.match(/^\s*:::(\w+)\s*(.*)$/)
		if (admonition) {
			const label = admonition[2] || admonition[1][0].toUpperCase() + admonition[1].slice(1)
			out.push(`> **${label}**`)
			continue
		}
		if (/^\s*:::\s*$/.test(line)) continue
		out.push(line)
	}
	const text = out
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim()
	return `# ${page.title}\n\n> ${page.description}\n\nSource: ${page.url}\n\n${text}\n`
}
