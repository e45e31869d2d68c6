/**
 * Every @robojs plugin package the site documents. This list is the single source for the plugin
 * directory, the plugins sidebar, the README fetch list and the API reference instances.
 */

export type PluginCategory = 'ai' | 'community' | 'developer' | 'integration' | 'web'

export interface Plugin {
	/** Route slug: the guide lives at /plugins/<slug>. */
	slug: string
	/** npm package name. */
	packageName: `@robojs/${string}`
	/** Version the guide and reference were written against. */
	version: string
	/** Folder of the package in the Wave-Play/robo.js monorepo (the folder name does not always match the package). */
	sourceDir: string
	/** One-line summary shown on cards and in llms.txt. */
	summary: string
	category: PluginCategory
	/** Whether an API reference is generated for the package (the spec lists which ones have one). */
	reference: boolean
	/** Published on the npm registry this site builds against, so its typings can be read offline. */
	onRegistry: boolean
}

export const pluginCategories: Record<PluginCategory, string> = {
	ai: 'AI',
	community: 'Community tools',
	developer: 'Developer tools',
	integration: 'Integrations',
	web: 'Web and activities',
}

export const plugins: readonly Plugin[] = [
	{
		slug: 'ai',
		packageName: '@robojs/ai',
		version: '0.6.0',
		sourceDir: 'packages/@robojs/ai',
		summary: 'Give your bot an AI persona that chats, runs commands, speaks in voice and draws images.',
		category: 'ai',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'analytics',
		packageName: '@robojs/analytics',
		version: '0.1.1',
		sourceDir: 'packages/@robojs/analytics',
		summary: 'Count events and page views and send them to Google Analytics, Plausible or your own service.',
		category: 'integration',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'auth',
		packageName: '@robojs/auth',
		version: '0.1.0',
		sourceDir: 'packages/@robojs/auth',
		summary: 'Sign-in, sessions and OAuth providers for Robo web apps, built on Auth.js.',
		category: 'web',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'better-stack',
		packageName: '@robojs/better-stack',
		version: '0.3.0',
		sourceDir: 'packages/plugin-better-stack',
		summary: 'Ship your logs to Better Stack and watch uptime with a heartbeat.',
		category: 'integration',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'cron',
		packageName: '@robojs/cron',
		version: '0.1.2',
		sourceDir: 'packages/@robojs/cron',
		summary: 'Run functions or job files on a cron schedule, and keep schedules across restarts.',
		category: 'developer',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'dev',
		packageName: '@robojs/dev',
		version: '0.2.0',
		sourceDir: 'packages/plugin-devtools',
		summary: 'Slash commands that inspect and poke a running Robo while you develop it.',
		category: 'developer',
		reference: false,
		onRegistry: false,
	},
	{
		slug: 'giveaways',
		packageName: '@robojs/giveaways',
		version: '0.1.0',
		sourceDir: 'packages/@robojs/giveaways',
		summary: 'Run Discord giveaways with buttons, timed draws, rerolls and stored history.',
		category: 'community',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'i18n',
		packageName: '@robojs/i18n',
		version: '0.1.1',
		sourceDir: 'packages/@robojs/i18n',
		summary: 'Translate replies and localise slash command names and descriptions from JSON files.',
		category: 'developer',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'maintenance',
		packageName: '@robojs/maintenance',
		version: '0.3.1',
		sourceDir: 'packages/plugin-maintenance',
		summary: 'Switch your bot into maintenance mode so commands answer with a notice while you work.',
		category: 'developer',
		reference: false,
		onRegistry: false,
	},
	{
		slug: 'moderation',
		packageName: '@robojs/moderation',
		version: '0.4.0',
		sourceDir: 'packages/plugin-modtools',
		summary: 'Ban, kick, timeout and warn commands, audit logs and moderator tooling for servers.',
		category: 'community',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'patch',
		packageName: '@robojs/patch',
		version: '0.2.1',
		sourceDir: 'packages/@robojs/patch',
		summary: 'Fixes for known platform quirks, such as routing Discord Activity requests through the proxy.',
		category: 'web',
		reference: true,
		onRegistry: true,
	},
	{
		slug: 'roadmap',
		packageName: '@robojs/roadmap',
		version: '0.1.0',
		sourceDir: 'packages/@robojs/roadmap',
		summary: 'Mirror a Jira (or custom) project roadmap into Discord forum channels.',
		category: 'integration',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'server',
		packageName: '@robojs/server',
		version: '0.6.6',
		sourceDir: 'packages/plugin-api',
		summary: 'An HTTP server for your Robo: file-based API routes, Vite dev server and static hosting.',
		category: 'web',
		reference: true,
		onRegistry: true,
	},
	{
		slug: 'sync',
		packageName: '@robojs/sync',
		version: '0.1.3',
		sourceDir: 'packages/plugin-sync',
		summary: 'Share live state between every client of an activity or web app over WebSockets.',
		category: 'web',
		reference: true,
		onRegistry: true,
	},
	{
		slug: 'trpc',
		packageName: '@robojs/trpc',
		version: '0.3.0',
		sourceDir: 'packages/@robojs/trpc',
		summary: 'Type-safe tRPC procedures served by your Robo and called from its front end.',
		category: 'web',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'xp',
		packageName: '@robojs/xp',
		version: '0.1.0',
		sourceDir: 'packages/@robojs/xp',
		summary: 'Experience points, levels, leaderboards and role rewards for chat activity.',
		category: 'community',
		reference: true,
		onRegistry: false,
	},
]

/** The framework package itself, documented at /ref/framework. */
export const framework = {
	packageName: 'robo.js',
	version: '0.10.32',
	sourceDir: 'packages/robo',
} as const

/** Routes of the pages about plugins in general, in sidebar order. */
export const pluginGuidePages = ['overview', 'install', 'create', 'seed'] as const

export const pluginDocId = (p: Plugin): string => `plugins/${p.slug}`
export const pluginRefPath = (p: Plugin): string => `/ref/${p.packageName}`
