/**
 * Declaration files parse and bind once per TypeDoc worker, not once per package. Every package's
 * program reads the same few hundred .d.ts files from the site's node_modules (discord.js, robo.js,
 * @types/node, TypeScript's libs): about 1.1 s of the 1.8 s a small package takes. TypeScript's
 * document registry, the cache its language service shares between projects, hands the same
 * SourceFile to every program whose options parse and bind it alike; the package's own sources
 * are still parsed for its program alone.
 *
 * TypeDoc creates its program without a compiler host of its own; `shareParsedDeclarations`
 * replaces the app's `getEntryPoints` (public API, which `convert()` calls) with one that creates
 * it with this host. The worker fails a package whose run did not go through it, so a TypeDoc
 * upgrade that stops calling it is named rather than silently slower.
 */
import { basename, resolve } from 'node:path'
import type { Application } from 'typedoc'
import ts from 'typescript'

export interface SharedParseStats {
	/** Programs created through the shared host. */
	programs: number
	/** Declaration files handed out again from the registry instead of being parsed. */
	reused: number
}

/** One record per process, whichever module instance (CommonJS or ES module) touches it. */
const statsKey = Symbol.for('robojs-docs.reference.shared-parse')
export function sharedParseStats(): SharedParseStats {
	const holder = globalThis as { [statsKey]?: SharedParseStats }
	return (holder[statsKey] ??= { programs: 0, reused: 0 })
}

/**
 * The registry's key lists exactly the options that change how a file parses or binds, then appends
 * `pathsBasePath` (where a tsconfig's `paths` resolve from), which only module resolution reads.
 * Without it, packages that declare `paths` (most do) would never share a file.
 */
const parseSettings = (options: ts.CompilerOptions): ts.CompilerOptions => ({ ...options, pathsBasePath: undefined })

const keyRegistry = ts.createDocumentRegistry()

/** Packages with the same group share declaration files; the reference step schedules by it. */
export function parseGroup(options: ts.CompilerOptions): string {
	return keyRegistry.getKeyForCompilationSettings(parseSettings(options))
}

/** The group of a tsconfig file, or undefined when it does not parse (TypeDoc will say why). */
export function parseGroupOfTsconfig(tsconfig: string): string | undefined {
	let failed = false
	const host: ts.ParseConfigFileHost = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => (failed = true) }
	const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, host)
	return parsed && !failed ? parseGroup(parsed.options) : undefined
}

/**
 * Only the newest group's registry is kept: holding several would keep each group's files alive
 * and raise the worker's memory for no gain, since the step runs one group after another.
 */
let current: { group: string; registry: ts.DocumentRegistry; seen: Set<string> } | undefined

function registryFor(group: string): NonNullable<typeof current> {
	if (current?.group !== group) current = { group, registry: ts.createDocumentRegistry(), seen: new Set() }
	return current
}

/** A compiler host that takes files under node_modules from the registry. */
export function sharedCompilerHost(options: ts.CompilerOptions): ts.CompilerHost {
	const host = ts.createCompilerHost(options)
	const settings = parseSettings(options)
	const shared = registryFor(parseGroup(options))
	const readOwn = host.getSourceFile.bind(host)
	const stats = sharedParseStats()
	host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
		if (!fileName.includes('/node_modules/') || shouldCreateNewSourceFile)
			return readOwn(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile)
		const text = host.readFile(fileName)
		if (text === undefined) return undefined
		// A file's SourceFile also depends on its module format (CommonJS or ESM), which the registry
		// keys by as well; count it the same way.
		const format = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions.impliedNodeFormat : ''
		const seenKey = `${format}:${fileName}`
		if (shared.seen.has(seenKey)) stats.reused++
		else shared.seen.add(seenKey)
		// Files under node_modules do not change during a build, so one version is enough.
		const snapshot = ts.ScriptSnapshot.fromString(text)
		return shared.registry.acquireDocument(fileName, settings, snapshot, '0', undefined, languageVersionOrOptions)
	}
	return host
}

/** What TypeDoc's own getEntryPoints reads, reduced to the parts this step uses. */
interface EntryPointOptions {
	entryPoints: readonly string[]
	rootNames: readonly string[]
	compilerOptions: ts.CompilerOptions
	projectReferences: readonly ts.ProjectReference[]
}

/**
 * TypeDoc's entry point for a reference instance: one source file (no globs, no directory) in the
 * package's program, as TypeDoc's "resolve" strategy builds it.
 */
function entryPoints(
	options: EntryPointOptions,
): { displayName: string; sourceFile: ts.SourceFile; program: ts.Program }[] {
	if (options.entryPoints.length !== 1)
		throw new Error(`[reference] shared parsing expects one entry point per package, got ${options.entryPoints.length}`)
	const program = ts.createProgram({
		rootNames: options.rootNames,
		options: options.compilerOptions,
		projectReferences: options.projectReferences,
		host: sharedCompilerHost(options.compilerOptions),
	})
	sharedParseStats().programs++
	const file = resolve(options.entryPoints[0])
	const sourceFile = program.getSourceFile(file)
	if (!sourceFile) throw new Error(`[reference] entry point ${file} is not part of the package's TypeScript program`)
	// TypeDoc names a lone entry point after its file, relative to its own folder.
	return [{ displayName: basename(file).replace(/(\.d)?\.([cm][tj]s|[tj]sx?)$/, ''), sourceFile, program }]
}

/** Makes the app create its program through the shared host (the reference TypeDoc plugin calls it). */
export function shareParsedDeclarations(app: Application): void {
	app.getEntryPoints = () => {
		const entries = app.options.getValue('entryPoints')
		const files = app.options.getFileNames()
		return entryPoints({
			entryPoints: entries,
			// As TypeDoc does: without files from a tsconfig, the entry points are the program.
			rootNames: files.length > 0 ? files : entries,
			compilerOptions: app.options.getCompilerOptions(app.logger),
			projectReferences: app.options.getProjectReferences(),
		})
	}
}
