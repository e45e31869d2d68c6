/**
 * Tests, scripts and the build's child processes run TypeScript through tsx, which loads a `.ts` file as
 * an ES module or as CommonJS the way Node does: by the "type" of its nearest package.json. As CommonJS,
 * every import becomes a `require`, and a package that exports only to `import` (every file of
 * robo.js; unicorn-magic, which execa 10 imports under Docusaurus 4) throws ERR_PACKAGE_PATH_NOT_EXPORTED:
 * test files crash on load and a child process dies at start. So each folder of code has a package.json
 * saying "module", and tsx runs with its ES-module hooks only (`tsx/esm`): its CommonJS hook would also
 * turn an ES-module package that a CommonJS package requires (execa 10, required by @docusaurus/utils 4)
 * into `require` calls. The root package stays CommonJS because Docusaurus' generated client code
 * (`.docusaurus/client-modules.js`) mixes `export default` with `require`.
 */
import assert from 'node:assert/strict'
import { fork } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { after, describe, it } from 'node:test'
import { pathToFileURL } from 'node:url'

import { WORKER_LOADER } from '../../plugins/content/reference/generate'
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

/**
 * A scratch folder with robo.js and the shape that broke under Docusaurus 4: a CommonJS package
 * (@docusaurus/utils) that requires an ES-module package (execa 10) that imports an import-only one.
 */
const probeRoot = mkdtempSync(join(tmpdir(), 'module-format-'))
after(() => rmSync(probeRoot, { recursive: true, force: true }))
const write = (file: string, text: string) => {
	mkdirSync(dirname(join(probeRoot, file)), { recursive: true })
	writeFileSync(join(probeRoot, file), text)
}
mkdirSync(join(probeRoot, 'node_modules'))
symlinkSync(join(repoRoot, 'node_modules', 'robo.js'), join(probeRoot, 'node_modules', 'robo.js'))
write(
	'node_modules/esm-dependency/package.json',
	'{ "name": "esm-dependency", "type": "module", "exports": "./index.js" }',
)
write('node_modules/esm-dependency/index.js', `export { bold } from '${IMPORT_ONLY}'\n`)
write('node_modules/cjs-package/package.json', '{ "name": "cjs-package", "main": "index.js" }')
write('node_modules/cjs-package/index.js', `module.exports = require('esm-dependency')\n`)

/**
 * A file of `folder` (a copy holding only that folder's own package.json, so it loads exactly as the
 * folder's files do) that imports the import-only module directly and through the CommonJS package.
 */
function probeIn(folder: string): string {
	const probe = join(probeRoot, folder, 'probe.ts')
	if (existsSync(probe)) return probe
	write(join(folder, 'package.json'), readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'))
	write(
		join(folder, 'probe.ts'),
		[
			`import { bold } from '${IMPORT_ONLY}'`,
			`import viaCommonJs from 'cjs-package'`,
			`export const loaded: string[] = [typeof bold, typeof viaCommonJs.bold]`,
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
		it(`a file of ${folder}/ imports a package that exports only to import, directly and through CommonJS`, async () => {
			const probe = (await import(pathToFileURL(probeIn(folder)).href)) as { loaded: string[] }
			assert.deepEqual(probe.loaded, ['function', 'function'])
		})

	it('so does a child process forked as the reference step forks its TypeDoc worker', async () => {
		const child = fork(probeIn('plugins'), [], {
			cwd: repoRoot,
			execArgv: WORKER_LOADER,
			stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
		})
		let stderr = ''
		child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		const messages: unknown[] = []
		child.on('message', (message) => messages.push(message))
		const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
		assert.equal(code, 0, stderr)
		assert.deepEqual(messages, [['function', 'function']])
	})
})
