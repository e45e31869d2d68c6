/**
 * TypeDoc's raw output per package, kept across builds so a warm build runs no TypeDoc at all:
 * .cache/reference/out/<package>/<key>/ holds `pages/`, `manifest.json` and `meta.json`, and
 * `last-good.json` beside the keys names the newest good output (used when no source is available
 * or TypeDoc fails).
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ManifestEntry } from './manifest'
import { safeName, type ReferencePackage } from './packages'

const here = dirname(fileURLToPath(import.meta.url))

export interface CacheMeta {
	key: string
	packageName: string
	version: string
	source: string
	generatedAt: string
	ms: number
}

export interface CachedOutput {
	entries: ManifestEntry[]
	meta: CacheMeta
}

const toolPackages = [
	'typedoc',
	'typedoc-plugin-markdown',
	'typedoc-docusaurus-theme',
	'docusaurus-plugin-typedoc',
	'typescript',
]
/** Files whose code shapes TypeDoc's raw output. */
const generatorFiles = ['options.ts', 'typedoc-plugin.mts', 'text.ts', 'worker.ts', 'shared-parse.ts']

export const sha256 = (...parts: string[]): string => {
	const hash = createHash('sha256')
	for (const part of parts) hash.update(part).update('\0')
	return hash.digest('hex')
}

/** The part of every cache key that is the same for all packages: tool versions and generator code. */
export function fingerprint(siteDir: string): string {
	const versions = toolPackages.map((name) => {
		try {
			return `${name}@${(JSON.parse(readFileSync(join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`
		} catch {
			return `${name}@?`
		}
	})
	const code = generatorFiles.map((f) => readFileSync(join(here, f), 'utf8'))
	// Types of dependencies (discord.js, …) show up in the pages; any install can change them.
	const lock = existsSync(join(siteDir, 'package-lock.json'))
		? readFileSync(join(siteDir, 'package-lock.json'), 'utf8')
		: ''
	return sha256(...versions, ...code, lock)
}

export class OutputCache {
	constructor(
		private readonly cacheDir: string,
		private readonly docsDir: string,
	) {}

	private root(pkg: ReferencePackage): string {
		return join(this.cacheDir, 'out', safeName(pkg.id))
	}

	has(pkg: ReferencePackage, key: string): boolean {
		return existsSync(join(this.root(pkg), key, 'meta.json'))
	}

	/** Copies the cached pages into the docs folder. */
	restore(pkg: ReferencePackage, key: string): CachedOutput {
		const dir = join(this.root(pkg), key)
		cpSync(join(dir, 'pages'), join(this.docsDir, pkg.docId), { recursive: true })
		return {
			entries: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[],
			meta: JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as CacheMeta,
		}
	}

	/** Key of the newest good output, if it is still on disk. */
	lastGood(pkg: ReferencePackage): string | undefined {
		const pointer = join(this.root(pkg), 'last-good.json')
		if (!existsSync(pointer)) return undefined
		const { key } = JSON.parse(readFileSync(pointer, 'utf8')) as { key: string }
		return this.has(pkg, key) ? key : undefined
	}

	/**
	 * Stores `pagesDir` under `key` and makes it the last good copy. Written beside the key and renamed
	 * into place, so an interrupted build never leaves a half-written entry that looks complete.
	 */
	save(pkg: ReferencePackage, key: string, pagesDir: string, entries: ManifestEntry[], meta: CacheMeta): void {
		const cached = join(this.root(pkg), key)
		const partial = `${cached}.partial`
		rmSync(partial, { recursive: true, force: true })
		cpSync(pagesDir, join(partial, 'pages'), { recursive: true })
		writeFileSync(join(partial, 'manifest.json'), JSON.stringify(entries))
		writeFileSync(join(partial, 'meta.json'), JSON.stringify(meta, null, '\t'))
		rmSync(cached, { recursive: true, force: true })
		renameSync(partial, cached)
		writeFileSync(join(this.root(pkg), 'last-good.json'), JSON.stringify({ key }))
	}

	/** Keeps the newest outputs: switching between a checkout and npm should not regenerate. */
	prune(pkg: ReferencePackage, keep = 3): void {
		const root = this.root(pkg)
		const outputs = readdirSync(root)
			.filter((d) => existsSync(join(root, d, 'meta.json')))
			.map((d) => ({
				d,
				at: (JSON.parse(readFileSync(join(root, d, 'meta.json'), 'utf8')) as CacheMeta).generatedAt,
			}))
			.sort((a, b) => b.at.localeCompare(a.at))
		for (const { d } of outputs.slice(keep)) rmSync(join(root, d), { recursive: true, force: true })
	}
}
