/**
 * The /playground project builder as pure functions: state <-> URL query, state -> create-robo
 * command, command -> state, and state -> the files create-robo writes and the Robo config it
 * generates.
 *
 * Everything here describes create-robo 0.14.12 (packages/create-robo/src in the Robo.js monorepo,
 * the release that ships with robo.js 0.10.32):
 * - kits are bot, app (alias activity), web and plugin; `--plugin` is the same as `--kit plugin`;
 * - the command is made non-interactive with `--typescript`/`--javascript`, `--features a,b` or
 *   `--no-features`, and `--plugins <packages>` or `--no-plugins`;
 * - features given with `--features` only take effect for prettier, eslint, extensionless and
 *   cloudflare: `typescript` and `react` are read from the interactive prompt alone, so the
 *   playground chooses the language with its flag and offers React through the React templates;
 * - `--template <kind>/<name>` downloads a template from the monorepo and ignores the language,
 *   features and plugins flags; `--kit` and `--plugin` still steer the credentials step, unless the
 *   template's dependencies (the Embedded App SDK or discord.js) make create-robo pick the kit itself,
 *   so the playground leaves them out of a template command;
 * - the package manager is the one that runs create-robo (`npx`, `pnpm create`, ...).
 */
import { commandFor, packageManagers, type PackageManager } from './packageManagers'
import { plugins as pluginCatalogue, type Plugin } from '../data/plugins'
import { galleryTemplates } from './templateFilters'
import { repository } from '../data/repository'
import { templateId, templates, type Template, type TemplateKind, type TemplateLanguage } from '../data/templates'

export const kits = ['bot', 'activity', 'web', 'plugin'] as const
export type Kit = (typeof kits)[number]

export const kitLabels: Record<Kit, string> = {
	bot: 'Discord Bot',
	activity: 'Discord Activity',
	web: 'Web App',
	plugin: 'Plugin',
}

export const kitForKind: Record<TemplateKind, Kit> = {
	'discord-bots': 'bot',
	'discord-activities': 'activity',
	'web-apps': 'web',
	plugins: 'plugin',
}
export const kindForKit: Record<Kit, TemplateKind> = {
	bot: 'discord-bots',
	activity: 'discord-activities',
	web: 'web-apps',
	plugin: 'plugins',
}

export const features = ['prettier', 'eslint', 'extensionless', 'cloudflare'] as const
export type Feature = (typeof features)[number]

export interface FeatureInfo {
	label: string
	summary: string
	kits: readonly Kit[]
}

/** What each feature does, in our words, and where create-robo applies it. */
export const featureInfo: Record<Feature, FeatureInfo> = {
	prettier: {
		label: 'Prettier',
		summary: 'Code formatting: .prettierrc.mjs and a lint:style script.',
		kits: ['bot', 'activity', 'web', 'plugin'],
	},
	eslint: {
		label: 'ESLint',
		summary: 'Linting with ESLint 9: config/eslint.* and lint scripts.',
		kits: ['bot', 'activity', 'web', 'plugin'],
	},
	extensionless: {
		label: 'Extensionless',
		summary: 'Import local files without writing their extension.',
		// create-robo does not offer it for plugins.
		kits: ['bot', 'activity', 'web'],
	},
	cloudflare: {
		label: 'Static Cloudflare Tunnels',
		summary: 'Asks for your Cloudflare details and adds CLOUDFLARE_* keys to .env.',
		// Only projects served to a browser run the Cloudflare step.
		kits: ['activity', 'web'],
	},
}

/** Features ticked by default in create-robo's prompt (TypeScript and React aside). */
export const defaultFeatures: readonly Feature[] = ['prettier']

/** The plugins create-robo's "Select optional plugins" prompt offers, by slug in src/data/plugins.ts. */
export const pluginChoices = ['ai', 'analytics', 'moderation', 'sync', 'patch', 'server'] as const
export type PluginChoice = (typeof pluginChoices)[number]

const pluginKits: Record<PluginChoice, readonly Kit[]> = {
	ai: ['bot', 'activity', 'web'],
	analytics: ['bot', 'activity', 'web'],
	moderation: ['bot'],
	sync: ['activity', 'web'],
	patch: ['activity', 'web'],
	server: ['bot', 'activity', 'web'],
}

/** Ticked by default in the prompt for Activities and web apps ("Required for apps"). */
const defaultPluginsFor: Record<Kit, readonly PluginChoice[]> = {
	bot: [],
	activity: ['patch', 'server'],
	web: ['patch', 'server'],
	plugin: [],
}

export const pluginInfo = (id: PluginChoice): Plugin => {
	const found = pluginCatalogue.find((p) => p.slug === id)
	if (!found) throw new Error(`Plugin ${id} is missing from src/data/plugins.ts`)
	return found
}
export const pluginsFor = (kit: Kit): PluginChoice[] => pluginChoices.filter((p) => pluginKits[p].includes(kit))
export const featuresFor = (kit: Kit): Feature[] => features.filter((f) => featureInfo[f].kits.includes(kit))
export const defaultPlugins = (kit: Kit): PluginChoice[] => [...defaultPluginsFor[kit]]

/** Templates the playground can start from: the gallery's list (retired ones left out). */
export const playgroundTemplates: readonly Template[] = galleryTemplates
export const templatesFor = (kit: Kit): Template[] => playgroundTemplates.filter((t) => t.kind === kindForKit[kit])
export const findTemplate = (id: string): Template | undefined => playgroundTemplates.find((t) => templateId(t) === id)

export interface PlaygroundState {
	/** Folder and package name. */
	name: string
	kit: Kit
	/** `<kind>/<name>` of a template, or null to generate from the kit. */
	template: string | null
	language: TemplateLanguage
	features: Feature[]
	plugins: PluginChoice[]
	pm: PackageManager
	/** false adds `--no-creds`: create-robo writes the credential keys to .env empty instead of asking. */
	creds: boolean
}

export const defaultName = 'my-project'

export const defaultState: PlaygroundState = {
	name: defaultName,
	kit: 'bot',
	template: null,
	language: 'ts',
	features: [...defaultFeatures],
	plugins: [],
	pm: 'npm',
	creds: true,
}

/**
 * A name that is safe as a folder, an npm package name and a single shell word: lower case letters,
 * digits, `-`, `.` and `_`, starting with a letter or digit.
 */
export function normalizeName(raw: string): string {
	return raw
		.trim()
		.toLowerCase()
		.replace(/[^a-z0-9._-]+/g, '-')
		.replace(/-{2,}/g, '-')
		.replace(/^[^a-z0-9]+/, '')
		.replace(/-+$/, '')
		.slice(0, 214)
}

/**
 * Templates whose package.json has no `dependencies` field. create-robo 0.14.12 reads
 * `dependencies['@discord/embedded-app-sdk']` right after the download to guess the kit, so on these
 * it throws a TypeError: the files are in place, but nothing is installed and nothing is asked.
 */
const templatesWithoutDependencies: readonly string[] = ['plugins/starter-js']
export const stopsAfterDownload = (id: string): boolean => templatesWithoutDependencies.includes(id)

/**
 * Whether create-robo asks for credentials, and so whether `--no-creds` means anything: Discord
 * credentials for bots, Activities and every template it gets past the download; Cloudflare details
 * when the Static Cloudflare Tunnels feature is on for an Activity or web app.
 */
export const asksForCredentials = (state: Pick<PlaygroundState, 'kit' | 'template' | 'features'>): boolean =>
	(state.template !== null && !stopsAfterDownload(state.template)) ||
	state.kit === 'bot' ||
	state.kit === 'activity' ||
	(state.kit === 'web' && state.features.includes('cloudflare'))

/** The one spelling of a state: values a command cannot express are reset, lists are ordered. */
export function canonicalize(state: PlaygroundState): PlaygroundState {
	const name = normalizeName(state.name) || defaultName
	const template = state.template === null ? undefined : findTemplate(state.template)
	if (template) {
		return {
			name,
			kit: kitForKind[template.kind],
			template: templateId(template),
			language: template.language,
			features: [],
			plugins: [],
			pm: state.pm,
			creds: stopsAfterDownload(templateId(template)) ? true : state.creds,
		}
	}
	const kit = state.kit
	const chosen = featuresFor(kit).filter((f) => state.features.includes(f))
	return {
		name,
		kit,
		template: null,
		language: state.language,
		features: chosen,
		plugins: kit === 'plugin' ? [] : pluginsFor(kit).filter((p) => state.plugins.includes(p)),
		pm: state.pm,
		creds: asksForCredentials({ kit, template: null, features: chosen }) ? state.creds : true,
	}
}

/** Switches kit, keeping the choices that still apply and ticking the new kit's default plugins. */
export function withKit(state: PlaygroundState, kit: Kit): PlaygroundState {
	const plugins = [...new Set([...defaultPlugins(kit), ...state.plugins])]
	const template =
		state.template !== null && findTemplate(state.template)?.kind === kindForKit[kit] ? state.template : null
	return canonicalize({ ...state, kit, template, plugins, features: state.features })
}

/** The words after `create-robo`: project name first, then flags (create-robo reads them in that order). */
export function buildArgs(input: PlaygroundState): string {
	const state = canonicalize(input)
	const args: string[] = [state.name]
	if (state.template !== null) {
		args.push('--template', state.template)
	} else {
		args.push('--kit', state.kit)
		args.push(state.language === 'ts' ? '--typescript' : '--javascript')
		if (state.features.length > 0) args.push('--features', state.features.join(','))
		else args.push('--no-features')
		if (state.kit !== 'plugin') {
			if (state.plugins.length > 0) args.push('--plugins', ...state.plugins.map((p) => pluginInfo(p).packageName))
			else args.push('--no-plugins')
		}
	}
	if (!state.creds) args.push('--no-creds')
	return args.join(' ')
}

/** The full command for the chosen package manager, spelled as src/lib/packageManagers.ts does. */
export const buildCommand = (state: PlaygroundState): string => commandFor(state.pm, { create: buildArgs(state) })

// ---------------------------------------------------------------------------------------------------
// Command -> state

/** create-robo 0.14.12's flags, long name by short alias. */
const aliases: Record<string, string> = {
	'-e': '--env',
	'-f': '--features',
	'-js': '--javascript',
	'-p': '--plugins',
	'-P': '--plugin',
	'-pm': '--package-manager',
	'-n': '--name',
	'-nf': '--no-features',
	'-ni': '--no-install',
	'-np': '--no-plugins',
	'-nu': '--no-update',
	'-t': '--template',
	'-ts': '--typescript',
	'-rv': '--robo-version',
	'-k': '--kit',
	'-nc': '--no-creds',
	'-v': '--version',
}
const knownFlags = new Set([...Object.values(aliases), '--verbose'])
/** Flags that are valid but do not change what the playground shows. */
const passThrough = new Set(['--env', '--no-install', '--no-update', '--robo-version', '--verbose', '--version'])

export interface ParseResult {
	state: PlaygroundState
	/** Parts of the command the playground could not represent, in plain words. */
	warnings: string[]
}

/** Splits on whitespace and drops one level of surrounding quotes from each word. */
function words(input: string): string[] {
	return (input.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^(["'])(.*)\1$/, '$2'))
}

const runners: { pm: PackageManager; prefix: RegExp[] }[] = [
	{ pm: 'npm', prefix: [/^npx$/, /^create-robo(@\S+)?$/] },
	{ pm: 'npm', prefix: [/^npm$/, /^(create|init)$/, /^robo(@\S+)?$/] },
	{ pm: 'pnpm', prefix: [/^pnpm$/, /^create$/, /^robo(@\S+)?$/] },
	{ pm: 'pnpm', prefix: [/^pnpm$/, /^dlx$/, /^create-robo(@\S+)?$/] },
	{ pm: 'yarn', prefix: [/^yarn$/, /^create$/, /^robo(@\S+)?$/] },
	{ pm: 'yarn', prefix: [/^yarn$/, /^dlx$/, /^create-robo(@\S+)?$/] },
	{ pm: 'bun', prefix: [/^bun$/, /^create$/, /^robo(@\S+)?$/] },
	{ pm: 'bun', prefix: [/^bunx$/, /^create-robo(@\S+)?$/] },
	{ pm: 'npm', prefix: [/^create-robo(@\S+)?$/] },
]

/**
 * Reads a create-robo command the way create-robo does: words before the first flag are positional,
 * and a flag takes every following word up to the next flag as its value.
 */
export function parseCommand(input: string): ParseResult {
	const warnings: string[] = []
	let tokens = words(input.replace(/^\s*\$\s*/, ''))
	let pm: PackageManager = 'npm'

	const runner = runners.find(({ prefix }) => prefix.every((re, i) => re.test(tokens[i] ?? '')))
	if (runner) {
		pm = runner.pm
		tokens = tokens.slice(runner.prefix.length)
		// `npm create robo -- <args>`: npm needs `--` to pass flags through.
		if (tokens[0] === '--') tokens = tokens.slice(1)
	} else {
		warnings.push('This does not look like a create-robo command (expected npx create-robo, pnpm create robo, ...).')
	}

	const positionals: string[] = []
	while (tokens.length > 0 && !tokens[0].startsWith('-')) positionals.push(tokens.shift() as string)

	const options = new Map<string, string | true>()
	while (tokens.length > 0) {
		const flag = tokens.shift() as string
		const values: string[] = []
		while (tokens.length > 0 && !tokens[0].startsWith('-')) values.push(tokens.shift() as string)
		const name = flag.startsWith('--') ? flag : aliases[flag]
		if (!name || !knownFlags.has(name)) {
			warnings.push(`create-robo does not know ${flag}; it is ignored.`)
			continue
		}
		options.set(name, values.length > 0 ? values.join(' ') : true)
	}

	const text = (flag: string): string | undefined => {
		const value = options.get(flag)
		return typeof value === 'string' ? value : undefined
	}

	// create-robo splits a spaced --kit value itself, so `-k bot my-bot` still names the project, but
	// only when --plugins has no value: that check comes first, and then the whole value stays the kit.
	let kitValue = text('--kit')
	if (kitValue?.includes(' ')) {
		if (text('--plugins') !== undefined)
			warnings.push(
				`With --plugins also given, create-robo reads the kit as "${kitValue}" and stops with "Only bot (default), activity and web kits are available at the moment." Put the project name before the flags.`,
			)
		const [first, ...rest] = kitValue.split(' ')
		kitValue = first
		positionals.push(...rest)
	}

	const state: PlaygroundState = { ...defaultState, pm, features: [...defaultFeatures] }

	const rawName = positionals[0] ?? text('--name')
	if (rawName === undefined) {
		warnings.push(`No project name: create-robo would use the current folder. Using ${defaultName}.`)
	} else {
		state.name = rawName
		if (normalizeName(rawName) !== rawName)
			warnings.push(`The project name was changed to ${normalizeName(rawName) || defaultName}.`)
	}
	if (positionals.length > 1)
		warnings.push(`Extra words after the project name are ignored: ${positionals.slice(1).join(' ')}.`)

	const pmValue = text('--package-manager')
	if (pmValue !== undefined) {
		if ((packageManagers as readonly string[]).includes(pmValue)) state.pm = pmValue as PackageManager
		else warnings.push(`create-robo does not support the package manager ${pmValue}.`)
	}

	const templateValue = text('--template')
	let template: Template | undefined
	if (templateValue !== undefined) {
		template = findTemplate(templateValue)
		if (!template) {
			const retired = templates.find((t) => templateId(t) === templateValue && t.replacedBy)
			template = retired?.replacedBy ? findTemplate(retired.replacedBy) : undefined
			if (template) warnings.push(`${templateValue} was renamed to ${templateId(template)}.`)
			else warnings.push(`The playground only knows the official templates; ${templateValue} is ignored.`)
		}
	} else if (options.get('--template') === true) {
		warnings.push('--template needs a template path, such as discord-bots/starter-ts.')
	}

	if (template) {
		state.template = templateId(template)
		for (const flag of ['--typescript', '--javascript', '--features', '--plugins']) {
			if (options.has(flag)) warnings.push(`With --template, create-robo ignores ${flag}.`)
		}
		// create-robo takes the kit from the template only when its dependencies name the Embedded App
		// SDK or discord.js, and never unsets --plugin, so these flags can still change the next step.
		if (options.get('--plugin') === true || kitValue === 'plugin')
			warnings.push(
				'With --template, --plugin or --kit plugin still makes create-robo skip the credentials step. The playground leaves it out.',
			)
		else if (kitValue === 'web' || kitValue === 'activity' || kitValue === 'app')
			warnings.push(
				`With --template, --kit ${kitValue} still counts when the template's dependencies include neither @discord/embedded-app-sdk nor discord.js: ${kitValue === 'web' ? 'create-robo then writes NODE_OPTIONS and PORT to .env instead of asking for Discord credentials' : 'create-robo then asks for a Client Secret instead of a bot token'}. The playground leaves it out.`,
			)
		else if (kitValue !== undefined) warnings.push(`With --template, --kit ${kitValue} changes nothing.`)
	} else {
		if (options.get('--plugin') === true) state.kit = 'plugin'
		else if (kitValue === 'activity' || kitValue === 'app') state.kit = 'activity'
		else if (kitValue === 'bot' || kitValue === 'web' || kitValue === 'plugin') state.kit = kitValue
		else if (kitValue !== undefined)
			warnings.push(`Unknown kit ${kitValue}: create-robo accepts bot, activity, app, web and plugin.`)
		else warnings.push('No --kit: create-robo would ask what you are building. Showing a Discord bot.')

		const featureValue = text('--features')
		// The language is asked inside the features prompt, which --features and --no-features skip.
		const skipsPrompt = options.has('--no-features') || featureValue !== undefined
		if (options.has('--typescript')) state.language = 'ts'
		else if (options.has('--javascript')) {
			state.language = 'js'
			if (!skipsPrompt)
				warnings.push(
					"--javascript alone doesn't settle the language: create-robo's features prompt still offers TypeScript, ticked. Untick it there.",
				)
		} else if (skipsPrompt) {
			state.language = 'js'
			warnings.push(
				'No --typescript or --javascript: with --features or --no-features, create-robo asks nothing and creates a JavaScript project.',
			)
		} else warnings.push('No --typescript or --javascript: create-robo would ask, with TypeScript ticked.')

		if (options.has('--no-features')) {
			state.features = []
		} else if (featureValue !== undefined) {
			state.features = []
			// create-robo splits on commas only and compares each piece exactly.
			for (const raw of featureValue.split(',')) {
				// An empty piece (`,eslint,`) matches no feature in create-robo either, and changes nothing.
				if (raw === '') continue
				if ((features as readonly string[]).includes(raw)) state.features.push(raw as Feature)
				else if (raw === 'typescript') warnings.push('--features typescript has no effect; use --typescript.')
				else if (raw === 'react') warnings.push('--features react has no effect; start from a React template instead.')
				else if (/\s|[A-Z]/.test(raw))
					warnings.push(
						`create-robo matches feature names exactly, so "${raw}" is ignored. Write them in lower case, separated by commas without spaces: --features prettier,eslint.`,
					)
				else warnings.push(`Unknown feature ${raw}.`)
			}
			const dropped = state.features.filter((f) => !featureInfo[f].kits.includes(state.kit))
			for (const f of dropped)
				warnings.push(
					f === 'extensionless'
						? `create-robo applies Extensionless to a ${kitLabels[state.kit]} too when --features names it (the extensionless dependency, and robox in every script), although its prompt doesn't offer it. The playground leaves it out.`
						: `${featureInfo[f].label} does not apply to a ${kitLabels[state.kit]}.`,
				)
		} else if (options.get('--features') === true) {
			warnings.push('--features needs a comma-separated list; without one, create-robo stops with a TypeError.')
		} else {
			warnings.push('No --features or --no-features: create-robo would ask. Showing its ticked defaults.')
		}

		const pluginValue = text('--plugins')
		if (state.kit === 'plugin') {
			if (options.has('--plugins') || options.has('--no-plugins'))
				warnings.push('Plugins are not added to a plugin project here.')
			state.plugins = []
		} else if (options.has('--no-plugins')) {
			state.plugins = []
		} else if (pluginValue !== undefined) {
			state.plugins = []
			for (const pkg of pluginValue.split(/\s+/)) {
				const found = pluginsFor(state.kit).find((id) => pluginInfo(id).packageName === pkg)
				if (found) state.plugins.push(found)
				else
					warnings.push(
						`${pkg} is not one of the plugins create-robo offers for a ${kitLabels[state.kit]}; add it later with robo add.`,
					)
			}
		} else {
			state.plugins = defaultPlugins(state.kit)
			warnings.push('No --plugins or --no-plugins: create-robo would ask. Showing its ticked defaults.')
		}
	}

	if (options.has('--no-creds')) state.creds = false
	for (const flag of passThrough) {
		if (options.has(flag)) warnings.push(`${flag} is kept out of the playground's command.`)
	}

	return { state: canonicalize(state), warnings }
}

// ---------------------------------------------------------------------------------------------------
// State <-> URL query

/** Only values that differ from the defaults are written, so the default setup is a bare /playground. */
export function stateToQuery(input: PlaygroundState): string {
	const state = canonicalize(input)
	const params: [string, string][] = []
	if (state.name !== defaultName) params.push(['name', state.name])
	if (state.template !== null) {
		params.push(['template', state.template])
	} else {
		if (state.kit !== defaultState.kit) params.push(['kit', state.kit])
		if (state.language !== defaultState.language) params.push(['lang', state.language])
		if (
			state.features.join() !==
			featuresFor(state.kit)
				.filter((f) => defaultFeatures.includes(f))
				.join()
		)
			params.push(['features', state.features.join(',')])
		if (state.kit !== 'plugin' && state.plugins.join() !== defaultPlugins(state.kit).join())
			params.push(['plugins', state.plugins.join(',')])
	}
	if (state.pm !== defaultState.pm) params.push(['pm', state.pm])
	if (!state.creds) params.push(['creds', '0'])
	if (params.length === 0) return ''
	return (
		'?' + params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',').replace(/%2F/g, '/')}`).join('&')
	)
}

const listParam = (params: URLSearchParams, key: string): string[] =>
	(params.get(key) ?? '')
		.split(',')
		.map((v) => v.trim())
		.filter(Boolean)

export function queryToState(search: string): PlaygroundState {
	const params = new URLSearchParams(search)
	const kitParam = params.get('kit')
	const kit: Kit = (kits as readonly string[]).includes(kitParam ?? '') ? (kitParam as Kit) : defaultState.kit
	const lang = params.get('lang')
	const pm = params.get('pm')
	return canonicalize({
		name: params.get('name') ?? defaultName,
		kit,
		template: params.get('template'),
		language: lang === 'js' ? 'js' : 'ts',
		features: params.has('features')
			? (listParam(params, 'features') as Feature[])
			: featuresFor(kit).filter((f) => defaultFeatures.includes(f)),
		plugins: params.has('plugins') ? (listParam(params, 'plugins') as PluginChoice[]) : defaultPlugins(kit),
		pm: (packageManagers as readonly string[]).includes(pm ?? '') ? (pm as PackageManager) : defaultState.pm,
		creds: params.get('creds') !== '0',
	})
}

// ---------------------------------------------------------------------------------------------------
// State -> generated files

export interface FileNode {
	name: string
	/** Present on folders (possibly empty). */
	children?: FileNode[]
	/** Short explanation shown beside the entry. */
	note?: string
}

/**
 * Paths create-robo writes for a kit (template mode returns null: the files are whatever the
 * template folder holds). A trailing `/` marks an empty folder. node_modules and the lockfile that
 * the install adds are left out.
 */
export function projectFiles(input: PlaygroundState): Map<string, string | undefined> | null {
	const state = canonicalize(input)
	if (state.template !== null) return null
	const ts = state.language === 'ts'
	const code = ts ? 'ts' : 'js'
	const jsx = ts ? 'tsx' : 'jsx'
	const configExt = ts ? 'ts' : 'mjs'
	const files = new Map<string, string | undefined>()
	const add = (path: string, note?: string) => files.set(path, note)

	add(
		'package.json',
		state.kit === 'plugin' ? 'Package metadata, robo.js as a peer dependency' : 'Dependencies and robo scripts',
	)
	add('README.md')
	if (state.kit === 'plugin') add('DEVELOPMENT.md', 'How to build and test the plugin')
	add('.gitignore')
	add(`config/robo.${configExt}`, 'Robo config, shown below')
	if (state.plugins.length === 0) add('config/plugins/')
	for (const id of state.plugins) {
		// `robo add` writes these before the starter files (and tsconfig.json) are copied, so it picks .mjs.
		add(`config/plugins/robojs/${id}.mjs`, `Options for ${pluginInfo(id).packageName}`)
	}
	if (state.features.includes('eslint')) {
		add(`config/eslint.${configExt}`, 'ESLint config')
		if (ts) add('.npmrc', 'legacy-peer-deps for typescript-eslint')
	}
	if (state.features.includes('prettier')) add('.prettierrc.mjs', 'Prettier options')
	if (state.kit !== 'plugin') {
		add('.env', state.kit === 'web' ? 'NODE_OPTIONS and PORT' : 'Discord credentials and other secrets')
		if (ts) add('env.d.ts', 'Types for process.env')
	}
	if (ts) add('tsconfig.json')

	if (state.kit === 'bot' || state.kit === 'plugin') {
		add(`src/commands/ping.${code}`, 'Slash command /ping')
		add(`src/commands/boost/dev.${code}`, 'Subcommand /boost dev')
		add(`src/events/ready.${code}`, 'Runs when the bot logs in')
		add(`src/events/messageCreate/example.${code}`, 'Runs on every new message')
	} else if (state.kit === 'activity') {
		add('index.html', 'Page that loads src/app')
		add('config/vite.mjs', 'Vite config')
		add('public/rocket.png')
		add('public/vite.svg')
		add(`src/api/token.${code}`, 'Server route: exchanges the OAuth code for a token')
		add(`src/app/main.${code}`, 'Activity front end (no UI framework)')
		add('src/app/style.css')
		if (ts) add('vite-env.d.ts')
	} else {
		add('index.html', 'Page that loads src/app')
		add('config/vite.mjs', 'Vite config')
		add('public/vite.svg')
		add(`src/api/get-count.${code}`, 'Server route: reads a counter')
		add(`src/api/set-count.${code}`, 'Server route: updates the counter')
		add(`src/app/index.${jsx}`, 'React entry point')
		add(`src/app/App.${jsx}`)
		add('src/app/App.css')
		if (ts) add('vite-env.d.ts')
	}
	return files
}

const sortNodes = (nodes: FileNode[]): FileNode[] =>
	nodes
		.sort((a, b) => {
			if (!!a.children !== !!b.children) return a.children ? -1 : 1
			return a.name.localeCompare(b.name, 'en')
		})
		.map((n) => (n.children ? { ...n, children: sortNodes(n.children) } : n))

/** The project as a tree: folders first, then files, each alphabetically. */
export function fileTree(state: PlaygroundState): FileNode[] | null {
	const files = projectFiles(state)
	if (!files) return null
	const root: FileNode[] = []
	for (const [path, note] of files) {
		const parts = path.split('/')
		const isFolder = path.endsWith('/')
		if (isFolder) parts.pop()
		let level = root
		parts.forEach((part, i) => {
			const last = i === parts.length - 1
			let node = level.find((n) => n.name === part)
			if (!node) {
				node = last && !isFolder ? { name: part, note } : { name: part, children: [] }
				level.push(node)
			}
			if (node.children) level = node.children
		})
	}
	return sortNodes(root)
}

/** Plain-text tree (the form the copy button and the no-JavaScript shell use). */
export function fileTreeText(nodes: FileNode[], prefix = ''): string {
	return nodes
		.map((node, i) => {
			const last = i === nodes.length - 1
			const line = `${prefix}${last ? '└── ' : '├── '}${node.name}${node.children ? '/' : ''}`
			const below = node.children ? fileTreeText(node.children, prefix + (last ? '    ' : '│   ')) : ''
			return below ? `${line}\n${below}` : line
		})
		.join('\n')
}

export interface ConfigFile {
	path: string
	language: 'js' | 'ts'
	text: string
}

/**
 * config/robo.mjs (JavaScript) or config/robo.ts (TypeScript) exactly as create-robo writes it
 * (utils.ts ROBO_CONFIG / ROBO_CONFIG_APP, adjusted in robo.ts createPackage). The watcher paths use
 * `/`; on Windows create-robo writes `\\` instead.
 */
export function configFile(input: PlaygroundState): ConfigFile | null {
	const state = canonicalize(input)
	if (state.template !== null) return null
	const isApp = state.kit === 'activity' || state.kit === 'web'
	const body = isApp
		? [
				'\texperimental: {',
				'\t\tdisableBot: true',
				'\t},',
				'\tplugins: [],',
				"\ttype: 'robo',",
				'\twatcher: {',
				"\t\tignore: ['src/app', 'src/components', 'src/hooks']",
				'\t}',
			]
		: [
				'\tclientOptions: {',
				"\t\tintents: ['Guilds', 'GuildMessages']",
				'\t},',
				'\tplugins: [],',
				`\ttype: '${state.kit === 'plugin' ? 'plugin' : 'robo'}'`,
			]
	const head =
		state.language === 'ts'
			? ["import type { Config } from 'robo.js'", '', 'export default <Config>{']
			: ['// @ts-check', '', '/**', " * @type {import('robo.js').Config}", ' **/', 'export default {']
	return {
		path: `config/robo.${state.language === 'ts' ? 'ts' : 'mjs'}`,
		language: state.language,
		text: [...head, ...body, '}', ''].join('\n'),
	}
}

/** Where a template lives upstream, and the StackBlitz page that opens that folder. */
export const templateSourceUrl = (id: string): string => `${repository.treeBase}templates/${id}`
export const stackBlitzUrl = (id: string): string => `${repository.stackblitzTreeBase}templates/${id}`

/** Things worth knowing about this exact setup, in plain words. */
export function setupNotes(input: PlaygroundState): string[] {
	const state = canonicalize(input)
	const notes: string[] = []
	if (state.template !== null && stopsAfterDownload(state.template)) {
		notes.push(
			`create-robo 0.14.12 downloads the template folder and sets the package name, then stops with a TypeError because this template's package.json has no dependencies field. Nothing is installed and nothing is asked: change into ${state.name} and run ${state.pm} install yourself.`,
		)
	} else if (state.template !== null) {
		notes.push(
			'create-robo downloads the template folder from the Robo.js repository, renames example.env to .env if there is one, sets the package name to your project name and installs the dependencies.',
		)
	} else {
		if (state.kit === 'activity') {
			const react = ['discord-activities/react-ts', 'discord-activities/react-js'].map(
				(id) => findTemplate(id)?.title ?? id,
			)
			notes.push(
				`The kit gives you a plain Activity without a UI framework. For React, start from the ${react.join(' or ')} Activity template.`,
			)
		}
		if (state.kit === 'web')
			notes.push(
				'The web kit copies a React front end, but with these flags create-robo 0.14.12 does not add react, react-dom and @vitejs/plugin-react-swc to package.json; install them after it finishes.',
			)
		if (
			(state.kit === 'activity' || state.kit === 'web') &&
			!(state.plugins.includes('patch') && state.plugins.includes('server'))
		)
			notes.push(
				state.kit === 'activity'
					? "create-robo's prompt marks Patches and Web Server as required for apps, and the starter's src/api/token route imports @robojs/server."
					: "create-robo's prompt marks Patches and Web Server as required for apps: without @robojs/server nothing serves the starter's src/api routes.",
			)
		if (state.kit === 'web' && state.features.includes('extensionless'))
			notes.push(
				'For the web kit create-robo installs extensionless and switches the scripts to robox, but writes NODE_OPTIONS without --import=extensionless/register. Add that flag to NODE_OPTIONS in .env, or imports without an extension still fail.',
			)
		if (state.kit !== 'plugin' && /plugin/i.test(state.name))
			notes.push('The name contains "plugin", so create-robo will ask whether you meant to create a plugin.')
		if (state.features.includes('cloudflare'))
			notes.push(
				'Static Cloudflare Tunnels makes create-robo ask for your Cloudflare domain, API key, zone ID and account ID.',
			)
		if (state.plugins.length > 0)
			notes.push(
				'Plugins are installed with robo add, which may ask whether to copy seed files or add environment variables.',
			)
	}
	if (asksForCredentials(state)) {
		const discord = state.template !== null || state.kit === 'bot' || state.kit === 'activity'
		const cloudflare = state.features.includes('cloudflare')
		const what = [discord && 'Discord credentials', cloudflare && 'Cloudflare domain, API key, zone ID and account ID']
			.filter(Boolean)
			.join(', then your ')
		notes.push(
			state.creds
				? `create-robo will ask for your ${what}; press Enter to skip any of them and fill in .env later.`
				: 'With --no-creds nothing is asked: the keys are written to .env with empty values.',
		)
	}
	return notes
}
