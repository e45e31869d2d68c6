/**
 * Which guide explains an exported symbol. The reference generator reads this map and puts a
 * "Guide" link at the top of the symbol's page (only when the guide page exists in this build).
 * Guides link the other way with plain Markdown links to reference routes:
 *
 *   /ref/framework/<Kind>.<Name>          e.g. /ref/framework/Variable.Flashcore
 *   /ref/@robojs/<slug>/<Kind>.<Name>     e.g. /ref/@robojs/server/Class.RoboResponse
 *
 * where <Kind> is Class, Function, Interface, TypeAlias, Variable or Enumeration (TypeDoc's
 * flattened file names, the live site's addresses).
 */
import type { framework, Plugin } from './plugins'

/** Package names that have a reference: robo.js and the @robojs/* plugins. */
export type ReferencePackageName = typeof framework.packageName | Plugin['packageName']

/** A site route, e.g. `/robojs/flashcore`. */
export type GuideRoute = `/${string}`

export const referenceGuides: Partial<Record<ReferencePackageName, Readonly<Record<string, GuideRoute>>>> = {
	'robo.js': {
		Flashcore: '/robojs/flashcore',
		FlashcoreAdapter: '/robojs/flashcore',
		State: '/robojs/state',
		getState: '/robojs/state',
		setState: '/robojs/state',
		Logger: '/robojs/logger',
		logger: '/robojs/logger',
		LogDrain: '/robojs/logger',
		Mode: '/robojs/mode',
		Env: '/robojs/environment-variables',
		Config: '/robojs/config',
		getConfig: '/robojs/config',
		portal: '/robojs/portal',
		HandlerRecord: '/robojs/portal',
		getPluginOptions: '/plugins/create',
		PluginData: '/plugins/create',
		Manifest: '/robojs/internals',
		getManifest: '/robojs/internals',
		createCommandConfig: '/discord-bots/commands',
		CommandConfig: '/discord-bots/commands',
		CommandOption: '/discord-bots/commands',
		CommandOptions: '/discord-bots/commands',
		CommandResult: '/discord-bots/commands',
		CommandIntegrationType: '/discord-bots/commands',
		CommandContext: '/discord-bots/commands',
		SageOptions: '/discord-bots/sage',
		ContextConfig: '/discord-bots/context-menu',
		EventConfig: '/discord-bots/events',
		Middleware: '/discord-bots/middleware',
		MiddlewareData: '/discord-bots/middleware',
		MiddlewareResult: '/discord-bots/middleware',
		registerSlashCommands: '/discord-bots/command-registration',
		RegisterSlashCommandsOptions: '/discord-bots/command-registration',
		RegisterCommandsResult: '/discord-bots/command-registration',
		SeedHookConfig: '/plugins/seed',
		SeedHookHandler: '/plugins/seed',
		SeedHookHelpers: '/plugins/seed',
		SeedEnvConfig: '/plugins/seed',
	},
	'@robojs/server': {
		RoboRequest: '/plugins/server',
		RoboResponse: '/plugins/server',
		getServerEngine: '/plugins/server',
		ready: '/plugins/server',
	},
	'@robojs/sync': {
		useSyncState: '/plugins/sync',
		SyncContextProvider: '/plugins/sync',
	},
	'@robojs/patch': {
		DiscordProxy: '/discord-activities/proxy',
	},
}

/** The guide for a symbol, if one is declared. */
export function guideFor(packageName: string, symbol: string): GuideRoute | undefined {
	const guides = referenceGuides[packageName as ReferencePackageName]
	return guides && Object.hasOwn(guides, symbol) ? guides[symbol] : undefined
}
