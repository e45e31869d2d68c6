import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { readFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join, relative } from 'node:path'

import { walk } from '../support/html'
import { buildDir, repoRoot } from '../support/paths'

// Two builds of one commit must give the same build/ (`npm run test:repro` builds twice and compares;
// it takes two builds, so `npm test` checks here what makes builds differ, on the one build it has).
describe('the build carries nothing of the machine or the moment that built it', () => {
	const files = walk(buildDir)

	it('no file names the checkout, the home or the temporary folder', () => {
		// ROBO_REPO_DIR when a full build reads a robo.js checkout: its path must not ship either.
		const machinePaths = [repoRoot, `${homedir()}/`, `${tmpdir()}/`, process.env.ROBO_REPO_DIR ?? '/'].filter(
			(p) => p.replace(/\/+$/, '').length > 1,
		)
		const found: string[] = []
		for (const file of files) {
			const text = readFileSync(file, 'latin1')
			for (const path of machinePaths) if (text.includes(path)) found.push(`${relative(buildDir, file)}: ${path}`)
		}
		assert.ok(files.length > 100, `${files.length} files in ${buildDir}`)
		assert.deepEqual(found, [], 'a machine path reached the build (a plugin option or an absolute module path?)')
	})

	it('reference pages show no date: the time the reference step ran is not when the API changed', () => {
		const pages = files.filter((f) => f.startsWith(join(buildDir, 'ref')) && f.endsWith('.html'))
		assert.ok(pages.length > 10, `${pages.length} reference pages`)
		const dated = pages.filter((f) => /theme-last-updated[^]*?<time /.test(readFileSync(f, 'utf8')))
		assert.deepEqual(
			dated.map((f) => relative(buildDir, f)),
			[],
			'plugins/content/reference writes a last_update date into these pages',
		)
	})
})
