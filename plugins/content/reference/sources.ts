/**
 * Where a package's API surface comes from (README, build step 2), in order:
 *
 * 1. a checkout of the monorepo (`ROBO_REPO_DIR`, or an override dir in tests):
 *    `<dir>/<sourceDir>/src/index.ts` with the package's own tsconfig;
 * 2. the package in node_modules at the version plugins.ts pins (robo.js, @robojs/server,
 *    @robojs/sync and @robojs/patch are devDependencies): its published .d.ts files;
 * 3. a GitHub tarball of the monorepo, when the network allows (see github.ts);
 * 4. the last good output in .cache/reference (handled by the generator, not here).
 *
 * A checkout is copied into .cache/reference/staging/ before TypeDoc reads it. Checkouts usually
 * have no node_modules; inside this site's folder, imports of discord.js, robo.js and friends
 * resolve to the site's node_modules, so far fewer types end up as unresolved names.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { safeName, type ReferencePackage } from './packages'

export type SourceKind = 'checkout' | 'npm' | 'github'

export interface ResolvedSource {
	kind: SourceKind
	/** Short description for the progress line: `checkout`, `npm 0.10.32`, `github main`. */
	label: string
	/** Version of the package as found in the source (package.json), when known. */
	version?: string
	entry: string
	tsconfig: string
	/** Hash of every file TypeDoc reads from this package. */
	inputHash: string
	warnings: string[]
}

export type SourceAttempt = ResolvedSource | { missing: string }

export const isResolved = (attempt: SourceAttempt | undefined): attempt is ResolvedSource =>
	!!attempt && !('missing' in attempt)

/** Folders of a checkout that TypeDoc never needs. */
const skippedDirs = new Set([
	'node_modules',
	'.git',
	'.robo',
	'dist',
	'.turbo',
	'coverage',
	'__tests__',
	'__benchmarks__',
])

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) {
			if (!skippedDirs.has(entry.name)) walk(path, accept, out)
		} else if (entry.isFile() && accept(path)) {
			out.push(path)
		}
	}
	return out
}

/** Content hash of a file set, independent of where the files live. */
export function hashFiles(root: string, files: string[]): string {
	const hash = createHash('sha256')
	for (const file of [...files].sort()) {
		hash.update(relative(root, file).split(sep).join('/'))
		hash.update('\0')
		hash.update(readFileSync(file))
		hash.update('\0')
	}
	return hash.digest('hex')
}

const readJson = <T>(file: string): T | undefined => {
	try {
		return JSON.parse(readFileSync(file, 'utf8')) as T
	} catch {
		return undefined
	}
}

interface PackageJson {
	name?: string
	version?: string
	types?: string
	typings?: string
	main?: string
	exports?: unknown
}

/** @types packages the site has installed, so a package's `types: ["jest", "node"]` does not fail on jest. */
function installedTypes(siteDir: string, wanted: readonly string[]): string[] {
	return wanted.filter((name) => existsSync(join(siteDir, 'node_modules/@types', name)))
}

/** Compiler options for sources that have no usable tsconfig of their own. */
function fallbackCompilerOptions(siteDir: string): Record<string, unknown> {
	return {
		target: 'ESNext',
		module: 'ESNext',
		moduleResolution: 'Bundler',
		lib: ['ESNext', 'DOM', 'DOM.Iterable'],
		jsx: 'react-jsx',
		allowJs: true,
		strict: true,
		esModuleInterop: true,
		resolveJsonModule: true,
		skipLibCheck: true,
		noEmit: true,
		types: installedTypes(siteDir, ['node']),
	}
}

/**
 * Whether a package's tsconfig can be used as is from the staged copy: it parses, and every config
 * it extends is inside the copy or an installed package.
 */
function usableTsconfig(file: string, siteDir: string): { ok: true; types: string[] } | { ok: false; why: string } {
	const read = ts.readConfigFile(file, (path) => ts.sys.readFile(path))
	if (read.error) return { ok: false, why: ts.flattenDiagnosticMessageText(read.error.messageText, ' ') }
	const config = read.config as { extends?: string | string[]; compilerOptions?: { types?: string[] } }
	const parents = config.extends === undefined ? [] : Array.isArray(config.extends) ? config.extends : [config.extends]
	for (const parent of parents) {
		const local = parent.startsWith('.') || parent.startsWith('/')
		const target = local ? resolve(dirname(file), parent) : join(siteDir, 'node_modules', parent)
		if (!existsSync(target) && !existsSync(target + '.json'))
			return { ok: false, why: `extends ${parent}, not available` }
	}
	return { ok: true, types: config.compilerOptions?.types ?? ['node'] }
}

/**
 * Source from a checkout (ROBO_REPO_DIR, a GitHub tarball, or a test fixture). The package folder is
 * copied to `<cacheDir>/staging/<name>` and documented from `src/index.ts` there.
 */
export function resolveCheckout(
	pkg: ReferencePackage,
	repoDir: string,
	options: { siteDir: string; cacheDir: string; kind?: 'checkout' | 'github'; label?: string },
): SourceAttempt {
	const packageDir = resolve(repoDir, pkg.sourceDir)
	const entryRelative = ['src/index.ts', 'src/index.tsx', 'src/index.mts'].find((e) => existsSync(join(packageDir, e)))
	if (!entryRelative) return { missing: `${join(packageDir, 'src/index.ts')} not found` }
	const kind = options.kind ?? 'checkout'
	const warnings: string[] = []

	const staging = join(options.cacheDir, 'staging', safeName(pkg.id))
	rmSync(staging, { recursive: true, force: true })
	mkdirSync(dirname(staging), { recursive: true })
	cpSync(packageDir, staging, {
		recursive: true,
		filter: (src) => !skippedDirs.has(src.split(sep).pop() ?? ''),
	})

	const files = walk(staging, (f) => !f.endsWith('.log') && !f.includes(`${sep}tsconfig.reference.json`))
	const packageJson = readJson<PackageJson>(join(staging, 'package.json'))
	if (packageJson?.version && packageJson.version !== pkg.version) {
		warnings.push(`${kind} has ${packageJson.version}, plugins.ts pins ${pkg.version}`)
	}

	const own = join(staging, 'tsconfig.json')
	const usable = existsSync(own)
		? usableTsconfig(own, options.siteDir)
		: ({ ok: false, why: 'no tsconfig.json' } as const)
	const reference = {
		...(usable.ok ? { extends: './tsconfig.json' } : {}),
		compilerOptions: {
			...(usable.ok ? {} : fallbackCompilerOptions(options.siteDir)),
			noEmit: true,
			incremental: false,
			composite: false,
			declaration: false,
			skipLibCheck: true,
			...(usable.ok ? { types: installedTypes(options.siteDir, usable.types) } : {}),
		},
		include: ['src/**/*', 'types/**/*.d.ts'],
		exclude: ['**/__tests__/**', '**/*.test.ts', '**/*.spec.ts'],
	}
	if (!usable.ok) warnings.push(`own tsconfig not usable (${usable.why}), using defaults`)
	const tsconfig = join(staging, 'tsconfig.reference.json')
	writeFileSync(tsconfig, JSON.stringify(reference, null, '\t'))

	return {
		kind,
		label: options.label ?? kind,
		...(packageJson?.version ? { version: packageJson.version } : {}),
		entry: join(staging, entryRelative),
		tsconfig,
		inputHash: hashFiles(staging, [...files, tsconfig]),
		warnings,
	}
}

/** The .d.ts entry of an installed package, from `exports["."].types`, `types`, `typings` or `main`. */
export function typesEntry(pkgDir: string, json: PackageJson): string | undefined {
	const root = (json.exports as Record<string, unknown> | undefined)?.['.']
	const fromExports =
		root && typeof root === 'object'
			? ((root as { types?: unknown }).types ?? (root as { import?: { types?: unknown } }).import?.types)
			: undefined
	const candidates = [
		typeof fromExports === 'string' ? fromExports : undefined,
		json.types,
		json.typings,
		json.main?.replace(/\.(c|m)?js$/, '.d.ts'),
		'index.d.ts',
	]
	return candidates.map((c) => c && join(pkgDir, c)).find((c): c is string => !!c && existsSync(c))
}

/** Source from the package installed in node_modules (the registry tarball at the pinned version). */
export function resolveNpm(
	pkg: ReferencePackage,
	options: { siteDir: string; cacheDir: string; nodeModulesDir: string },
): SourceAttempt {
	const pkgDir = join(options.nodeModulesDir, pkg.packageName)
	const json = readJson<PackageJson>(join(pkgDir, 'package.json'))
	if (!json) return { missing: `not in node_modules` }
	const warnings: string[] = []
	if (json.version !== pkg.version) {
		warnings.push(`node_modules has ${json.version}, plugins.ts pins ${pkg.version}`)
	}
	const entry = typesEntry(pkgDir, json)
	if (!entry) return { missing: `node_modules/${pkg.packageName} has no .d.ts entry` }

	const tsconfigDir = join(options.cacheDir, 'tsconfig')
	mkdirSync(tsconfigDir, { recursive: true })
	const tsconfig = join(tsconfigDir, `${safeName(pkg.id)}.json`)
	const config = {
		compilerOptions: {
			target: 'ESNext',
			module: 'NodeNext',
			moduleResolution: 'NodeNext',
			lib: ['ESNext', 'DOM', 'DOM.Iterable'],
			jsx: 'react-jsx',
			strict: true,
			skipLibCheck: true,
			noEmit: true,
			types: installedTypes(options.siteDir, ['node']),
		},
		files: [entry],
	}
	writeFileSync(tsconfig, JSON.stringify(config, null, '\t'))
	const declarations = walk(pkgDir, (f) => f.endsWith('.d.ts') || f.endsWith('.d.mts'))
	return {
		kind: 'npm',
		label: `npm ${json.version}`,
		...(json.version ? { version: json.version } : {}),
		entry,
		tsconfig,
		inputHash: hashFiles(pkgDir, [...declarations, join(pkgDir, 'package.json'), tsconfig]),
		warnings,
	}
}
