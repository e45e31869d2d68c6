import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, it } from 'node:test'
import { load } from 'js-yaml'

import { walk } from '../support/html'
import { repoRoot } from '../support/paths'

const docsDir = join(repoRoot, 'docs')
const authored = walk(docsDir)
	.filter((f) => /\.mdx?$/.test(f) && !relative(docsDir, f).startsWith('ref/'))
	.map((file) => ({ file: relative(repoRoot, file), text: readFileSync(file, 'utf8') }))

describe('authored pages', () => {
	it('have front matter with a title and a one-line description', () => {
		const problems: string[] = []
		for (const { file, text } of authored) {
			let data: Record<string, unknown>
			try {
				const block = text.match(/^---\n([\s\S]*?)\n---\n/)
				if (!block) throw new Error('missing')
				data = (load(block[1]) ?? {}) as Record<string, unknown>
			} catch (error) {
				problems.push(`${file}: front matter does not parse (${(error as Error).message.split('\n')[0]})`)
				continue
			}
			if (typeof data.title !== 'string' || !data.title.trim()) problems.push(`${file}: no title`)
			const description = data.description
			if (typeof description !== 'string' || description.length < 20 || description.length > 200)
				problems.push(`${file}: description must be 20-200 characters`)
		}
		assert.deepEqual(problems, [])
	})

	it('contain no placeholder text', () => {
		const markers = /\b(TODO|TBD|FIXME)\b|\b(lorem ipsum|coming soon)\b/i
		const found = authored
			.filter(({ text }) => {
				const prose = text.replace(/```[\s\S]*?```/g, '')
				const m = prose.match(markers)
				// TODO/TBD/FIXME count only in capitals; "todo" can be a real value (a Jira status name).
				return m !== null && (m[2] !== undefined || /^[A-Z]+$/.test(m[1]))
			})
			.map((d) => d.file)
		assert.deepEqual(found, [])
	})

	it('on templates carry no complete JavaScript or TypeScript file', () => {
		// A template page describes the packages its template pins, often older than the versions the
		// guides' complete files are type-checked and run against (tests/integration/examples*.test.ts),
		// so a complete file there would be checked against the wrong version. Whole files belong in the
		// guides; a template page shows at most a short fragment (no file title) and says what its
		// pinned versions do differently.
		const files = authored
			.filter(({ file }) => file.startsWith('docs/templates/'))
			.flatMap(({ file, text }) =>
				[...text.matchAll(/^\s*```(?:js|jsx|ts|tsx|mjs|cjs|javascript|typescript)\b.*\btitle=.*$/gm)].map(
					(m) => `${file}:${text.slice(0, m.index).split('\n').length}`,
				),
			)
		assert.deepEqual(files, [])
	})
})
