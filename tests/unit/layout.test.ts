import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, it } from 'node:test'

import { walk } from '../support/html'
import { repoRoot } from '../support/paths'

const sourcesUnder = (dir: string) => walk(join(repoRoot, dir)).filter((file) => /\.(ts|tsx|mts)$/.test(file))
/** Every module a file imports, as written. */
const importsOf = (file: string) =>
	[...readFileSync(file, 'utf8').matchAll(/(?:from|import\(?|require\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1])
const relativeImports = (file: string) =>
	[...readFileSync(file, 'utf8').matchAll(/(?:from|import\(|require\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
		relative(repoRoot, resolve(dirname(file), m[1])),
	)

describe('layout', () => {
	it('config/ is the composition root: no plugin imports it (plugins get settings as options)', () => {
		const offending = sourcesUnder('plugins').flatMap((file) =>
			relativeImports(file)
				.filter((target) => target === 'config' || target.startsWith('config/'))
				.map((target) => `${relative(repoRoot, file)} → ${target}`),
		)
		assert.deepEqual(offending, [])
	})

	it('plugins/ holds only content steps, loading workarounds, the build cache, security and test wiring', () => {
		const top = new Set(
			walk(join(repoRoot, 'plugins')).map((file) => relative(join(repoRoot, 'plugins'), file).split('/')[0]),
		)
		assert.deepEqual([...top].sort(), [
			'build',
			'content',
			'loading',
			'package.json',
			'security',
			'testing',
			'validate.ts',
		])
	})

	it('src/lib holds pure logic: no React (hooks live in src/hooks) and no Node modules (Node-only helpers live with the plugins)', () => {
		const offending = sourcesUnder('src/lib').flatMap((file) =>
			importsOf(file)
				.filter(
					(target) =>
						/^(react|react-dom)(\/|$)|^@docusaurus\/|^node:/.test(target) ||
						builtinModules.includes(target.split('/')[0]),
				)
				.map((target) => `${relative(repoRoot, file)} → ${target}`),
		)
		assert.deepEqual(offending, [])
	})
})
