import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import { repoRoot } from '../support/paths'

/**
 * Our ejected or rewritten theme components (and the two hooks that replace theme-common's) copy
 * the stock file's behaviour with one change each. After a Docusaurus upgrade they would silently
 * keep 3.10's behaviour and miss the theme's fixes. Each is pinned here to the hash of the installed
 * original it was derived from: when the original changes, this fails and names both files, so the
 * maintainer diffs the original's old and new versions, carries the change over to ours, and records
 * the new hash.
 */

/** The version every original below was read from. */
const DERIVED_FROM_VERSION = '3.10.2'

interface Derived {
	/** Our file. */
	ours: string
	/** The package the original ships in, and the original's path inside it. */
	pkg: '@docusaurus/theme-classic' | '@docusaurus/theme-common' | '@docusaurus/core'
	original: string
	/** sha256 of the original at DERIVED_FROM_VERSION. */
	sha256: string
}

const classic = (original: string, sha256: string, ours = `src/theme/${original}`): Derived => ({
	ours,
	pkg: '@docusaurus/theme-classic',
	original: `src/theme/${original}`,
	sha256,
})

const DERIVED: Derived[] = [
	// Ejected: the stock entry without the re-mount at hydration (`key={String(isBrowser)}`).
	classic('CodeBlock/index.tsx', '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b'),
	// Ejected: the stock file with our word-wrap hook.
	classic('CodeBlock/Content/String.tsx', '76e8e89a5336d05d474fde11ea8c1f2a3ee43f5313fa34914b395614b93f3d53'),
	// Replaced: a <span> per line, plain text as text nodes; its styles reproduce the stock ones.
	classic('CodeBlock/Line/index.tsx', '514e4884af8d1d36007622b6cd9c73d1832355857867d063c22cb7a65dcc51c7'),
	classic('CodeBlock/Line/styles.module.css', 'ecac30a50af15f4a16453cbe05c13791b6c9d4368c673291a3389a0211aec7d6'),
	// Our own tab set on the theme's hooks, with the stock one's markup, behaviour and spacing.
	classic('Tabs/index.tsx', '4346b7b003462cd328481ef3377e90ee131745ee17132666b863a50ac3e32ef8'),
	classic('Tabs/styles.module.css', '8beb34df100a7916b71f23af7a88f8df7efdcb06c60beb49513e37dc9c1bd4eb'),
	// Ejected: the window size from src/hooks/windowSize.ts.
	classic('DocSidebar/index.tsx', 'c8ebcf85b048a95dcd02af9c5f63af6ad6f32a1cc94001d81fbb5d86a2e9085a'),
	// Rewritten on the theme's parts: the stock grid with the window size from src/hooks/windowSize.ts.
	classic('DocItem/Layout/index.tsx', '1a22e90d75b8892e5e8c9076b1d86b55b10728d6c17c662ac81a48137eed24da'),
	classic('DocItem/Layout/styles.module.css', '191d61c1ae48a899dc4cb88a1921644d3a31c6d99066543e695dcc3a2231abde'),
	// The hooks the swizzles above use instead of theme-common's (same values, set in a transition).
	{
		ours: 'src/hooks/windowSize.ts',
		pkg: '@docusaurus/theme-common',
		original: 'src/hooks/useWindowSize.ts',
		sha256: 'ba4b76490fc1185893774b53f5d4323d9200ad2928cf5ed3829dc64718930f15',
	},
	{
		ours: 'src/hooks/codeWordWrap.ts',
		pkg: '@docusaurus/theme-common',
		original: 'src/hooks/useCodeWordWrap.ts',
		sha256: 'a4a4ba7a0af4533ff6da2896bb606f5d56d696906e1ecc2f0f7d5d844fbd7a1b',
	},
	// Core's fallbacks that we replace: Loading (reads react-loadable's props), Root (renders the
	// app's children; ours also provides the browser context in a transition).
	{
		ours: 'src/theme/Loading/index.tsx',
		pkg: '@docusaurus/core',
		original: 'lib/client/theme-fallback/Loading/index.js',
		sha256: 'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54',
	},
	{
		ours: 'src/theme/Root/index.tsx',
		pkg: '@docusaurus/core',
		original: 'lib/client/theme-fallback/Root/index.js',
		sha256: '450d33ef242b1cc6faf23470aa5c98313935198765a7baead8e3cdba1aecd2fd',
	},
]

const packageDir = (pkg: string) => join(repoRoot, 'node_modules', pkg)
const installedVersion = (pkg: string) =>
	(JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string }).version
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** Files under `dir`, relative to the repository (`src/theme/CodeBlock/index.tsx`). */
function filesUnder(dir: string): string[] {
	return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
	)
}

/** The components some module of ours imports the original of (`CodeBlock/Content`): those are wrapped. */
const wrapped = () =>
	new Set(
		filesUnder('src')
			.filter((file) => /\.tsx?$/.test(file))
			.flatMap((file) => [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/'@theme-original\/([^']+)'/g)])
			.map((m) => m[1]),
	)
const componentOf = (file: string) => file.replace(/^src\/theme\//, '').replace(/(\/index)?\.tsx?$/, '')

/** The stock file a swizzle of ours stands in for, if the theme or core's fallbacks have one. */
function stockCounterpart(ours: string): string | undefined {
	const inTheme = ours.replace(/^src\/theme\//, '')
	const candidates = [
		join(packageDir('@docusaurus/theme-classic'), 'src/theme', inTheme),
		join(packageDir('@docusaurus/core'), 'lib/client/theme-fallback', inTheme.replace(/\.tsx$/, '.js')),
	]
	return candidates.find(existsSync)
}

describe('ejected and rewritten theme components', () => {
	for (const { ours, pkg, original, sha256: recorded } of DERIVED)
		it(`${ours} still matches the ${original} of ${pkg} it was derived from`, () => {
			assert.ok(existsSync(join(repoRoot, ours)), `${ours} is gone: remove its row here`)
			const file = join(packageDir(pkg), original)
			assert.ok(
				existsSync(file),
				`${ours} was derived from ${original} of ${pkg} ${DERIVED_FROM_VERSION}, which ${pkg} ` +
					`${installedVersion(pkg)} no longer has: find where it went, re-diff ours against it and update this row`,
			)
			assert.equal(
				sha256(file),
				recorded,
				`${ours} was derived from ${original} of ${pkg} ${DERIVED_FROM_VERSION}; the original changed ` +
					`(installed: ${installedVersion(pkg)}): re-diff it against the ${DERIVED_FROM_VERSION} original ` +
					`(npm pack ${pkg}@${DERIVED_FROM_VERSION}), carry the change over to ours, and update the hash`,
			)
		})

	it('every swizzle that replaces a stock file rather than wrapping it is listed above', () => {
		// A wrapper renders the original (some module imports `@theme-original/<it>`) and so follows
		// it; anything else that has a stock counterpart replaces it and must be pinned to it.
		const guarded = new Set(DERIVED.map((row) => row.ours))
		const wrappers = wrapped()
		const unguarded = filesUnder('src/theme')
			.filter((file) => stockCounterpart(file) !== undefined)
			.filter((file) => !/\.tsx?$/.test(file) || !wrappers.has(componentOf(file)))
			.filter((file) => !guarded.has(file))
		assert.deepEqual(unguarded, [])
	})
})
