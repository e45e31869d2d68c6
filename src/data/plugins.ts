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
	/** Whether an API reference is generated for the package (14 of the 16 plugin packages have one). */
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
		summary:
			'Send events and page views to Google Analytics, Plausible or both at once, or to an engine you write yourself.',
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
		summary: "Ship your Robo's logs to Better Stack and ping a heartbeat URL so an uptime monitor knows it is running.",
		category: 'integration',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'cron',
		packageName: '@robojs/cron',
		version: '0.1.2',
		sourceDir: 'packages/@robojs/cron',
		summary: 'Run functions or job files on cron schedules; file-based jobs can be saved and are restored on restart.',
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
		summary:
			'Switch your bot into maintenance mode: commands reply with a notice and events pause until you turn it off.',
		category: 'developer',
		reference: false,
		onRegistry: false,
	},
	{
		slug: 'moderation',
		packageName: '@robojs/moderation',
		version: '0.4.0',
		sourceDir: 'packages/plugin-modtools',
		summary:
			'Slash commands to ban, kick, time out and warn, plus member reports, a mod-log channel, user audits and lockdown.',
		category: 'community',
		reference: true,
		onRegistry: false,
	},
	{
		slug: 'patch',
		packageName: '@robojs/patch',
		version: '0.2.1',
		sourceDir: 'packages/@robojs/patch',
		summary:
			'Discord Activity fixes: adds the /.proxy prefix to fetch and WebSocket URLs and creates a missing entry point command.',
		category: 'web',
		reference: true,
		onRegistry: true,
	},
	{
		slug: 'roadmap',
		packageName: '@robojs/roadmap',
		version: '0.1.0',
		sourceDir: 'packages/@robojs/roadmap',
		summary:
			'Sync a Jira (or custom provider) roadmap into Discord forum channels and create or edit its cards from Discord.',
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
		summary:
			'A React hook that keeps state in sync between every open client of an activity or web app over WebSockets.',
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
	summary:
		'The framework itself: file-based commands, events, middleware and API routes, plus state, Flashcore storage, logging and plugins.',
} as const

/** Routes of the pages about plugins in general, in sidebar order. */
export const pluginGuidePages = ['overview', 'install', 'create', 'seed'] as const

export const pluginDocId = (p: Plugin): string => `plugins/${p.slug}`
export const pluginRefPath = (p: Plugin): string => `/ref/${p.packageName}`
