/**
 * The loading plugins rely on files Docusaurus generates but does not document, and the build script
 * on one undocumented switch. These checks read
 * the real output of the test build (not a hand-made copy of its shape), so a Docusaurus upgrade
 * that changes one of them fails here by name even where the plugin itself cannot notice.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, it } from 'node:test'

import { registryEntries } from '../../plugins/loading/lazy-routes/groups'
import { buildDir, repoRoot } from '../support/paths'

/** A file of the installed @docusaurus/core, the code the client bundle is built from. */
const coreClient = (file: string) =>
	readFileSync(join(dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')), 'lib', 'client', file), 'utf8')
const generated = (file: string) => readFileSync(join(repoRoot, '.docusaurus', file), 'utf8')
const assets = (dir: string) =>
	readdirSync(join(buildDir, 'assets', dir)).map((file) => readFileSync(join(buildDir, 'assets', dir, file), 'utf8'))

describe("Docusaurus' generated files keep the shapes the loading plugins read", () => {
	it('lazy-routes parses every entry of the real .docusaurus/registry.js', () => {
		const source = generated('registry.js')
		const entries = registryEntries(source)
		assert.ok(entries, 'registry.js has a line plugins/loading/lazy-routes/groups.ts cannot parse')
		const imports = source.match(/require\.resolveWeak\(/g)?.length ?? 0
		assert.ok(imports > 50, `only ${imports} registry entries`)
		assert.equal(entries.size, imports, 'an entry was not recognised as one')
	})

	it('split-routes turned the docs route tree into one route per sidebar section group', () => {
		const routes = generated('routes.js')
		const sections = routes.match(/path: '\/:docsSection\([^']+\)'/g) ?? []
		assert.ok(sections.length >= 3, `expected split docs routes, found ${sections.length}`)
	})

	it('route-progress replaced nprogress: no asset carries its markup or styles', () => {
		for (const text of [...assets('js'), ...assets('css')]) {
			assert.ok(!text.includes('#nprogress'), 'nprogress styles are in the bundle')
			assert.ok(!text.includes('role="bar"'), 'nprogress markup is in the bundle')
		}
	})

	it('the runtime chunk ships minified without renaming, every other script renamed (plugins/build/stable-runtime)', () => {
		// Renaming the runtime depends on the checkout path (rspack#14089). If Docusaurus' minimizer
		// setup changed so that the plugin's copies no longer apply, one of these two sides shows it.
		const scripts = readdirSync(join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'))
		const runtime = scripts.filter((file) => file.startsWith('runtime~'))
		assert.equal(runtime.length, 1, `runtime chunks: ${runtime.join(', ')}`)
		const text = (file: string) => readFileSync(join(buildDir, 'assets', 'js', file), 'utf8')
		assert.match(text(runtime[0]), /function __webpack_require__\(moduleId\)/, 'the runtime chunk was renamed')
		const main = scripts.find((file) => file.startsWith('main.'))
		assert.ok(main, 'no main chunk')
		assert.ok(text(main).length > 100_000 && !/\bmoduleId\b/.test(text(main)), 'the main chunk was not renamed')
	})

	it('npm run build skips HTML minification (SKIP_HTML_MINIFICATION, read by @docusaurus/bundler)', () => {
		// An undocumented switch ("historical env variable" in @docusaurus/bundler/lib/minifyHtml.js).
		// If an upgrade drops it, pages come out minified again: every build about 6 s slower, no output
		// wrong. html-minifier-terser would lowercase the doctype and drop the void elements' slashes.
		const page = readFileSync(join(buildDir, 'getting-started.html'), 'utf8')
		assert.ok(page.startsWith('<!DOCTYPE html>'), 'the HTML was minified: SKIP_HTML_MINIFICATION is no longer honoured')
		assert.match(page, /<meta [^>]*\/>/, 'the HTML was minified: SKIP_HTML_MINIFICATION is no longer honoured')
	})

	it('src/theme/Root provides the context useIsBrowser reads, inside Docusaurus\' own provider', () => {
		// Root re-provides the browser flag, switched in a transition; that only works while useIsBrowser
		// reads this very context and App renders Root below the provider that would switch it at once.
		const hook = coreClient('exports/useIsBrowser.js')
		assert.match(hook, /import \{ Context \} from '\.\.\/browserContext'/, 'useIsBrowser reads another context')
		assert.match(hook, /useContext\(Context\)/, 'useIsBrowser no longer reads the browser context')
		const app = coreClient('App.js')
		const provider = app.indexOf('<BrowserContextProvider>')
		const root = app.indexOf('<Root>')
		assert.ok(provider > 0 && root > provider, 'App no longer renders <Root> inside <BrowserContextProvider>')
		assert.ok(app.indexOf('</BrowserContextProvider>') > app.indexOf('</Root>'))
	})
})
