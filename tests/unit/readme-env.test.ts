import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, it } from 'node:test'

import { walk } from '../support/html'
import { repoRoot } from '../support/paths'

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8')

/** The document that holds the environment variable table (README.md links to it). */
const DOC = 'MAINTAINING.md'

/** The variable names in the first column of the "Environment variables" table. */
function documentedVariables(): Set<string> {
	const section =
		read(DOC)
			.split(/^## Environment variables$/m)[1]
			?.split(/^## /m)[0] ?? ''
	const names = section
		.split('\n')
		.filter((line) => line.startsWith('| `'))
		.flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]))
	return new Set(names)
}

describe(`the environment variable table (${DOC})`, () => {
	it('lists exactly the variables config/env.ts reads', () => {
		const fromConfig = [...read('config/env.ts').matchAll(/read\('([A-Z0-9_]+)'/g)].map((m) => m[1])
		assert.ok(fromConfig.length > 10)
		const documented = documentedVariables()
		assert.deepEqual(
			fromConfig.filter((name) => !documented.has(name)),
			[],
			`config/env.ts reads these; add them to ${DOC}`,
		)
	})

	it('documents every variable the site, its scripts and tests read', () => {
		// Set by the bundler (ROBO_SSR), by Node tooling (NODE_ENV), by Docusaurus itself, or by a test
		// for the process it starts (OBSERVATORY_PORTS, the deployment test's port map for the scanner).
		const notOurs = new Set(['NODE_ENV', 'ROBO_SSR', 'DOCUSAURUS_NO_PERSISTENT_CACHE', 'OBSERVATORY_PORTS'])
		const read = ['config', 'plugins', 'scripts', 'tests', 'src']
			.flatMap((dir) => walk(join(repoRoot, dir)))
			.filter((file) => /\.(ts|tsx|mts)$/.test(file) && !relative(repoRoot, file).startsWith('tests/fixtures'))
			.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?<![{'"])process\.env\.([A-Z][A-Z0-9_]+)\b/g)])
			.map((m) => m[1])
		const documented = documentedVariables()
		const undocumented = [...new Set(read)].filter((name) => !notOurs.has(name) && !documented.has(name))
		assert.deepEqual(undocumented, [], `code reads these; add them to ${DOC}`)
	})

	it('documents no variable that nothing reads', () => {
		const sources = ['config', 'plugins', 'scripts', 'tests', 'src']
			.flatMap((dir) => walk(join(repoRoot, dir)))
			.filter((file) => /\.(ts|tsx|mts|sh)$/.test(file) && !relative(repoRoot, file).startsWith('tests/fixtures'))
			.map((file) => readFileSync(file, 'utf8'))
			.join('\n')
		const unread = [...documentedVariables()].filter(
			(name) =>
				!new RegExp(`read\\('${name}'|process\\.env\\.${name}\\b|process\\.env\\['${name}'\\]|\\$\\{?${name}\\b`).test(
					sources,
				),
		)
		assert.deepEqual(unread, [], `${DOC} documents these but no code reads them`)
	})
})
