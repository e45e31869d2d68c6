/**
 * What the packages themselves say, for the fact tests: the flags their CLIs define, the keys and
 * types of their exported config types, the defaults their code applies, the environment variables
 * and the messages in their code. Everything is read from the installed package (or, for packages
 * the registry lacks, from a monorepo checkout at ROBO_REPO_DIR), never from a copy kept here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { plugins, framework } from '../../../src/data/plugins'
import { repoRoot } from '../paths'

export interface CliOption {
	name: string
	/** The short form that reaches this option: an earlier option with the same one takes it. */
	alias: string | null
}

/**
 * The module a config mark's types come from: the package entry, or with `from=events/_start` that
 * module of a plugin (`.robo/build/events/_start.js` when installed, `src/events/_start.ts` in the
 * monorepo).
 */
export function typesModule(source: PackageSource, from: string | undefined): string | null {
	if (!from) return source.typesEntry
	if (source.from === 'installed') {
		const built = join(nodeModules, source.pkg, '.robo', 'build', `${from}.js`)
		return existsSync(built) ? built : join(nodeModules, source.pkg, 'dist', `${from}.js`)
	}
	const dir = monorepoDir(source.pkg)
	return dir ? join(dir, 'src', `${from}.ts`) : null
}

/** Where a package's code can be read, or why it cannot. */
export interface PackageSource {
	pkg: string
	/** Files whose text is searched for variables, defaults and messages. */
	files: string[]
	/** What the types are imported from, for config tables. */
	typesEntry: string | null
	from: 'installed' | 'ROBO_REPO_DIR'
}

const nodeModules = join(repoRoot, 'node_modules')
const repoDir = process.env.ROBO_REPO_DIR

function filesUnder(dir: string, pattern: RegExp): string[] {
	if (!existsSync(dir)) return []
	const out: string[] = []
	for (const name of readdirSync(dir)) {
		if (name === 'node_modules') continue
		const path = join(dir, name)
		if (statSync(path).isDirectory()) out.push(...filesUnder(path, pattern))
		else if (pattern.test(name) && !name.endsWith('.d.ts')) out.push(path)
	}
	return out
}

/** A package's folder in a monorepo checkout, from the plugin catalogue (folders do not always match names). */
const monorepoDir = (pkg: string): string | null => {
	if (!repoDir) return null
	const folder =
		pkg === 'robo.js'
			? framework.sourceDir
			: pkg === 'create-robo'
				? 'packages/create-robo'
				: plugins.find((p) => p.packageName === pkg)?.sourceDir
	const dir = folder && join(repoDir, folder)
	return dir && existsSync(dir) ? dir : null
}

const sources = new Map<string, PackageSource | null>()

/**
 * The code of a package: the installed build (what runs) when the registry has it, else the source
 * in ROBO_REPO_DIR; null when neither is here, and the fact is counted as skipped.
 */
export function packageSource(pkg: string): PackageSource | null {
	if (sources.has(pkg)) return sources.get(pkg) ?? null
	let source: PackageSource | null = null
	const installed = join(nodeModules, pkg)
	if (existsSync(join(installed, 'package.json'))) {
		const files = [
			...filesUnder(join(installed, 'dist'), /\.m?js$/),
			...filesUnder(join(installed, '.robo', 'build'), /\.m?js$/),
		]
		source = { pkg, files, typesEntry: pkg, from: 'installed' }
	} else {
		const dir = monorepoDir(pkg)
		if (dir) {
			const index = ['src/index.ts', 'src/index.tsx'].map((f) => join(dir, f)).find((f) => existsSync(f))
			source = {
				pkg,
				files: filesUnder(join(dir, 'src'), /\.(m?[jt]sx?)$/),
				typesEntry: index ?? null,
				from: 'ROBO_REPO_DIR',
			}
		}
	}
	sources.set(pkg, source)
	return source
}

const texts = new Map<string, string[]>()
/** The text of each code file of the package. */
export function codeFiles(source: PackageSource): string[] {
	let files = texts.get(source.pkg)
	if (!files) {
		files = source.files.map((f) => readFileSync(f, 'utf8'))
		texts.set(source.pkg, files)
	}
	return files
}
export const codeText = (source: PackageSource): string => codeFiles(source).join('\n')

/* ---------------------------------------------------------------- CLI */

interface CommandLike {
	getName(): string
	getOptions(): { alias: string; name: string }[]
	getChildCommands(): CommandLike[]
}

/** First option wins a short form, as robo.js's parser looks options up by alias in order. */
function withEffectiveAliases(options: { alias: string; name: string }[]): CliOption[] {
	const taken = new Set<string>()
	return options.map(({ alias, name }) => {
		const reaches = alias && !taken.has(alias) ? alias : null
		if (alias) taken.add(alias)
		return { name, alias: reaches }
	})
}

/** The options of `robo <words…>`, from the command objects robo.js's CLI is made of. */
async function roboCommand(words: string[]): Promise<CliOption[]> {
	const dir = join(nodeModules, 'robo.js', 'dist', 'cli', 'commands')
	const [first, ...rest] = words
	const file = [join(dir, `${first}.js`), join(dir, first, 'index.js')].find((f) => existsSync(f))
	if (!file) throw new Error(`robo.js has no CLI command "${first}"`)
	let command = ((await import(pathToFileURL(file).href)) as { default: CommandLike }).default
	for (const word of rest) {
		const child = command.getChildCommands().find((c) => c.getName() === word)
		if (!child) throw new Error(`robo ${words.join(' ')}: robo.js has no subcommand "${word}"`)
		command = child
	}
	return withEffectiveAliases(command.getOptions())
}

/**
 * create-robo is not on the registry this site builds against: its options are read from the
 * `new Command(…)` chain in its source, in order, `.version()` adding `-v, --version` where it
 * stands, exactly as robo.js's Command (which create-robo uses) records them.
 */
function createRoboCommand(): CliOption[] | null {
	const dir = monorepoDir('create-robo')
	if (!dir) return null
	const file = join(dir, 'src', 'index.ts')
	const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
	const calls: ts.CallExpression[] = []
	const visit = (node: ts.Node): void => {
		if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) calls.push(node)
		ts.forEachChild(node, visit)
	}
	visit(source)
	// The outermost call of a chain is visited first; the chain's order is the reverse.
	const options: { alias: string; name: string }[] = []
	for (const call of calls.reverse()) {
		const method = (call.expression as ts.PropertyAccessExpression).name.text
		const literal = (i: number): string => {
			const arg = call.arguments[i]
			return arg && ts.isStringLiteral(arg) ? arg.text : ''
		}
		if (method === 'version') options.push({ alias: '-v', name: '--version' })
		if (method === 'option' && literal(1).startsWith('--')) options.push({ alias: literal(0), name: literal(1) })
	}
	return withEffectiveAliases(options)
}

/** The CLI's options for `<pkg> <words…>`, or null when the package's source is not here. */
export async function cliOptions(pkg: string, words: string[]): Promise<CliOption[] | null> {
	if (pkg === 'robo.js') return roboCommand(words)
	if (pkg === 'create-robo') return createRoboCommand()
	throw new Error(`no CLI reader for ${pkg}`)
}

/* ---------------------------------------------------------------- types */

export interface TypeKey {
	name: string
	/** The type as the declaration writes it. */
	written: string
	/** The same type with its aliases expanded, as the checker prints it. */
	expanded: string
	/** Whether the declared type is an object (an interface, a literal or an object alias). */
	isObject: boolean
	/** Whether the declared type is a function. */
	isFunction: boolean
	/** The `@default` / `@defaultValue` its declaration documents, as written. */
	documentedDefault: string | null
}

export interface TypeView {
	keys: Map<string, TypeKey>
	/** The keys under a dotted path, for rows such as `logger.level`. */
	lookup(path: string): TypeKey | undefined
}

const TS_BUILTINS = new Set([
	'Parameters',
	'ReturnType',
	'Exclude',
	'NonNullable',
	'Partial',
	'Required',
	'Record',
	'Pick',
	'Omit',
	'Extract',
])

/**
 * Resolves type expressions written in marks (`Config['logger']`, `Exclude<Config['sage'], false>`)
 * against a package's exported types with the TypeScript checker, in one program for all of them.
 */
export function resolveTypes(
	requests: { id: string; entry: string; expression: string }[],
	paths: Record<string, string[]> = {},
): Map<string, TypeView> {
	const dir = join(repoRoot, '.cache', 'facts')
	const virtual = join(dir, `types-${Object.keys(paths).length ? 'source' : 'installed'}.ts`)
	const lines = requests.map(({ id, entry, expression }, i) => {
		const names = [...new Set(expression.match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? [])].filter((n) => !TS_BUILTINS.has(n))
		const from = JSON.stringify(entry)
		return `import type { ${names.map((n) => `${n} as ${n}_${i}`).join(', ')} } from ${from}\nexport type T_${i} = ${expression.replace(/\b[A-Z][A-Za-z0-9_]*\b/g, (n) => (TS_BUILTINS.has(n) ? n : `${n}_${i}`))} // ${id}`
	})
	const text = lines.join('\n')
	const host = ts.createCompilerHost({})
	const readFile = host.readFile.bind(host)
	const fileExists = host.fileExists.bind(host)
	host.readFile = (f) => (f === virtual ? text : readFile(f))
	host.fileExists = (f) => f === virtual || fileExists(f)
	host.getCurrentDirectory = () => repoRoot
	const program = ts.createProgram({
		rootNames: [virtual],
		options: {
			module: ts.ModuleKind.NodeNext,
			moduleResolution: ts.ModuleResolutionKind.NodeNext,
			target: ts.ScriptTarget.ES2022,
			strict: true,
			skipLibCheck: true,
			noEmit: true,
			baseUrl: repoRoot,
			paths,
			typeRoots: [join(nodeModules, '@types')],
		},
		host,
	})
	const checker = program.getTypeChecker()
	const file = program.getSourceFile(virtual)
	if (!file) throw new Error('the fact types did not load')
	const errors = ts
		.getPreEmitDiagnostics(program, file)
		.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
	if (errors.length) throw new Error(`mark type expressions do not resolve:\n${errors.join('\n')}`)
	const views = new Map<string, TypeView>()
	const objectPart = (type: ts.Type): ts.Type => {
		const nonNull = checker.getNonNullableType(type)
		// `false | SageOptions`: the keys are those of the object member.
		if (nonNull.isUnion()) return nonNull.types.find((t) => t.flags & ts.TypeFlags.Object) ?? nonNull
		return nonNull
	}
	const keysOf = (type: ts.Type): Map<string, TypeKey> => {
		const keys = new Map<string, TypeKey>()
		for (const symbol of checker.getPropertiesOfType(objectPart(type))) {
			const decl = symbol.valueDeclaration ?? symbol.declarations?.[0]
			const written =
				decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) && decl.type
					? decl.type.getText()
					: checker.typeToString(checker.getTypeOfSymbol(symbol))
			const own = objectPart(checker.getTypeOfSymbol(symbol))
			const isFunction = own.getCallSignatures().length > 0
			const isObject = !!(own.flags & ts.TypeFlags.Object) && !checker.isArrayType(own) && !isFunction
			const expanded = checker.typeToString(
				checker.getNonNullableType(checker.getTypeOfSymbol(symbol)),
				undefined,
				ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
			)
			const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default' || t.name === 'defaultValue')
			const documentedDefault =
				tag?.text
					?.map((part) => part.text)
					.join('')
					.trim() ?? null
			keys.set(symbol.name, { name: symbol.name, written, expanded, isObject, isFunction, documentedDefault })
		}
		return keys
	}
	requests.forEach(({ id }, i) => {
		const alias = file.statements.find(
			(s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === `T_${i}`,
		)
		if (!alias) throw new Error(`no alias for ${id}`)
		const root = checker.getTypeAtLocation(alias.name)
		const keys = keysOf(root)
		views.set(id, {
			keys,
			lookup(path) {
				const segments = path.split('.')
				let type = root
				let found: TypeKey | undefined
				for (const segment of segments) {
					const symbol = checker.getPropertyOfType(objectPart(type), segment)
					if (!symbol) return undefined
					found = keysOf(type).get(segment)
					type = checker.getTypeOfSymbol(symbol)
				}
				return found
			},
		})
	})
	return views
}

/* ---------------------------------------------------------------- defaults */

/** robo.js's own table of defaults, the object its runtime falls back to. */
export async function roboDefaultConfig(): Promise<Record<string, unknown>> {
	const file = join(nodeModules, 'robo.js', 'dist', 'core', 'constants.js')
	return ((await import(pathToFileURL(file).href)) as { DEFAULT_CONFIG: Record<string, unknown> }).DEFAULT_CONFIG
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A small literal as code writes it: `true`/`!0`, `false`/`!1`, numbers and products (`60 * 60`, `3*1e3`), strings, `[]`. */
function codeLiteralPattern(value: unknown): string | null {
	if (value === true) return '(?:true|!0)\\b'
	if (value === false) return '(?:false|!1)\\b'
	if (typeof value === 'string') return `(['"\`])${escape(value)}\\1`
	if (typeof value === 'number') return '(\\d[\\d.e]*(?:\\s*\\*\\s*\\d[\\d.e]*)*)'
	if (Array.isArray(value) && value.length === 0) return '\\[\\s*\\]'
	return null
}

const product = (text: string): number => text.split('*').reduce((acc, part) => acc * Number(part.trim()), 1)

function firstMatch(code: string, pattern: RegExp, value: unknown): string | null {
	for (const match of code.matchAll(pattern)) {
		if (typeof value === 'number' && match[1] !== undefined && product(match[1]) !== value) continue
		return match[0]
	}
	return null
}

/**
 * Where the code gives `key` the default `value` as it reads it, or null. The shapes, most telling
 * first: `key ?? value`; a destructuring default `{ key = value }` or `{ key: local = value }`;
 * `key || value`; for booleans `key === false ? false : true` or `key !== false`; and, as minified
 * code writes it, a destructuring default through a variable set to the value in the same file, or
 * `{ key: local }` followed by `local ?? value` or by `setting = local` where `setting` starts at
 * the value. Objects of defaults (`key: value`) are not searched: robo.js keeps those in
 * DEFAULT_CONFIG, which the test reads directly.
 */
export function codeDefaultOf(files: string[], key: string, value: unknown): string | null {
	const literal = codeLiteralPattern(value)
	if (!literal) return null
	const k = `\\b${escape(key)}\\b\\)?\\s*`
	const id = '([A-Za-z_$][\\w$]*)'
	const notValue = value === true ? '(?:false|!1)' : value === false ? '(?:true|!0)' : null
	const shapes = [
		`${k}\\?\\?\\s*${literal}`,
		`${k}(?::\\s*[\\w$]+\\s*)?=(?![=>])\\s*${literal}`,
		`${k}\\|\\|\\s*${literal}`,
		...(notValue ? [`${k}(?:===?\\s*${notValue}\\s*\\?\\s*${notValue}\\s*:\\s*${literal}|!==?\\s*${notValue})`] : []),
	].map((source) => new RegExp(source, 'g'))
	for (const code of files) {
		for (const shape of shapes) {
			const found = firstMatch(code, shape, value)
			if (found) return found
		}
	}
	for (const code of files) {
		const initialOf = (name: string): string | null =>
			firstMatch(
				code,
				new RegExp(`(?:^|[\\s,;{(]|let |const |var )${escape(name)}\\s*=(?!=)\\s*${literal}`, 'g'),
				value,
			)
		for (const match of code.matchAll(
			// `key = NAME` or `key ?? NAME`, where NAME is a constant holding the literal (`maxEntries ?? DEFAULT_MAX_ENTRIES`)
			new RegExp(`${k}(?:(?::\\s*[\\w$]+\\s*)?=(?![=>])|\\?\\?)\\s*${id}\\b(?!\\s*[.(\\[])`, 'g'),
		)) {
			const initial = initialOf(match[1])
			if (initial) return `${match[0]} … ${initial.trim()}`
		}
		for (const match of code.matchAll(new RegExp(`${k}:\\s*${id}\\s*[,}]`, 'g'))) {
			const local = escape(match[1])
			const fallback = firstMatch(code, new RegExp(`\\b${local}\\s*\\?\\?\\s*${literal}`, 'g'), value)
			if (fallback) return `${match[0]} … ${fallback}`
			for (const target of code.matchAll(new RegExp(`[\\s,;(&|]${id}\\s*=(?!=)\\s*${local}\\b(?!\\s*[.(\\[])`, 'g'))) {
				const initial = initialOf(target[1])
				if (initial) return `${match[0]} … ${target[0].trim()} … ${initial.trim()}`
			}
		}
	}
	return null
}

/* ---------------------------------------------------------------- variables and messages */

/** Whether the code reads the environment variable `name` (directly, by string key, or through a schema). */
export function readsVariable(code: string, name: string): boolean {
	// process.env.X, env?.X, env['X'], a schema's { env: 'X' }, or X: passed to a child's env.
	return new RegExp(`(?:\\??\\.${name}\\b|(['"\`])${name}\\1|[{,]\\s*${name}\\s*:)`).test(code)
}

/**
 * The code as its messages print: a template literal's `${color.bold("X")}` or `${Highlight("X")}`
 * prints X, and any other `${…}` is left out (a count, an `s` for plurals, a status).
 */
function asPrinted(code: string): string {
	return code.replace(/\$\{\s*[\w.]+\((['"`])((?:(?!\1)[^\\])*)\1\)\s*\}/g, '$2').replace(/\$\{[^{}]*\}/g, '')
}

/**
 * Whether the code prints the message. `…` in a quoted message stands for text the code fills in
 * (a name, a status); the pieces around it must occur in order within a few hundred characters.
 */
export function containsMessage(code: string, message: string): boolean {
	const pieces = message
		.split('…')
		.map((p) => p.trim())
		.filter(Boolean)
	if (pieces.length === 0) return false
	return new RegExp(pieces.map(escape).join('[\\s\\S]{0,300}?')).test(asPrinted(code))
}

/**
 * Module paths for a package's source in the monorepo: its `@/` alias, and the site's own
 * node_modules for what the source imports (the checkout is not installed).
 */
export function sourcePaths(source: PackageSource): Record<string, string[]> {
	const dir = monorepoDir(source.pkg)
	if (source.from === 'installed' || !dir) return {}
	return { '@/*': [join(dir, 'src', '*')], '*': [join(nodeModules, '*'), join(nodeModules, '@types', '*')] }
}
