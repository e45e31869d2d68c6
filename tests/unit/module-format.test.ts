/**
 * Tests, scripts and the build's child processes run TypeScript through tsx, which loads a `.ts` file as
 * an ES module or as CommonJS the way Node does: by the "type" of its nearest package.json. As CommonJS,
 * every import becomes a `require`, and a package that exports only to `import` (execa 10's
 * unicorn-magic under Docusaurus 4, every file of robo.js) throws ERR_PACKAGE_PATH_NOT_EXPORTED: test
 * files crash on load and a child process dies at start. So each folder of code has a package.json
 * saying "module". The root package stays CommonJS because Docusaurus' generated client code
 * (`.docusaurus/client-modules.js`) mixes `export default` with `require`.
 */
import assert from 'node:assert/strict'
import { fork } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { after, describe, it } from 'node:test'
import { pathToFileURL } from 'node:url'

import { walk } from '../support/html'
import { repoRoot } from '../support/paths'

const CODE_FOLDERS = ['config', 'plugins', 'scripts', 'src', 'tests']
/** A module the repository installs anyway (robo.js is pinned) and exports only under `import`. */
const IMPORT_ONLY = 'robo.js/dist/core/color.js'

/** The package.json that decides how Node and tsx load `file`. */
function nearestPackageJson(file: string): string {
	for (let dir = dirname(file); ; dir = dirname(dir)) {
		const candidate = join(dir, 'package.json')
		if (existsSync(candidate)) return candidate
		if (dir === dirname(dir)) throw new Error(`no package.json above ${file}`)
	}
}

const probeRoot = mkdtempSync(join(tmpdir(), 'module-format-'))
after(() => rmSync(probeRoot, { recursive: true, force: true }))
symlinkSync(join(repoRoot, 'node_modules'), join(probeRoot, 'node_modules'))

/**
 * A file that imports the import-only module, in a copy of `folder` holding only that folder's own
 * package.json: it loads exactly as a file of the folder would.
 */
function probeIn(folder: string): string {
	mkdirSync(join(probeRoot, folder))
	writeFileSync(join(probeRoot, folder, 'package.json'), readFileSync(join(repoRoot, folder, 'package.json')))
	const probe = join(probeRoot, folder, 'probe.ts')
	writeFileSync(
		probe,
		[
			`import { bold } from '${IMPORT_ONLY}'`,
			`export const loaded: string = typeof bold`,
			`process.send?.(loaded)`,
		].join('\n'),
	)
	return probe
}

describe('module format', () => {
	it(`the probe module still exports only to import (a require of ${IMPORT_ONLY} throws)`, () => {
		assert.throws(() => createRequire(join(repoRoot, 'package.json')).resolve(IMPORT_ONLY), {
			code: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
		})
	})

	it('every TypeScript file of config/, plugins/, scripts/, src/ and tests/ is an ES module', () => {
		const offending = new Set<string>()
		for (const folder of CODE_FOLDERS)
			for (const file of walk(join(repoRoot, folder))) {
				if (!/\.(ts|tsx)$/.test(file) || file.startsWith(join(repoRoot, 'tests', 'fixtures'))) continue
				const pkg = nearestPackageJson(file)
				const type = (JSON.parse(readFileSync(pkg, 'utf8')) as { type?: string }).type
				if (type !== 'module') offending.add(`${relative(repoRoot, dirname(file))} (${relative(repoRoot, pkg)})`)
			}
		assert.deepEqual([...offending].sort(), [], 'folders whose nearest package.json does not say "type": "module"')
	})

	for (const folder of CODE_FOLDERS)
		it(`a file of ${folder}/ imports a package that exports only to import (tests and scripts)`, async () => {
			const probe = (await import(pathToFileURL(probeIn(folder)).href)) as { loaded: string }
			assert.equal(probe.loaded, 'function')
		})

	it('a child process forked with --import tsx, as the reference step starts its TypeDoc worker, does too', async () => {
		const probe = join(probeRoot, 'plugins', 'probe.ts')
		if (!existsSync(probe)) probeIn('plugins')
		const child = fork(probe, [], {
			cwd: repoRoot,
			execArgv: ['--import', 'tsx'],
			stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
		})
		let stderr = ''
		child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		const messages: unknown[] = []
		child.on('message', (message) => messages.push(message))
		const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
		assert.equal(code, 0, stderr)
		assert.deepEqual(messages, ['function'])
	})
})
