/**
 * Every starter template the site documents. The /templates gallery, the template sidebar, the
 * template pages, the README fetch list and the legacy overview table all derive from this list.
 */

import type { TemplateKind } from './templateKinds'

// The kinds live in their own module so pages that only name a kind (every doc page's title) do
// not bundle the whole template list.
export { templateKindGroups, templateKinds, type TemplateKind } from './templateKinds'
export type TemplateLanguage = 'ts' | 'js'

/** Tags are a closed set so the gallery filters stay tidy; the schema test rejects unknown ones. */
export const templateTags = [
	'ai',
	'analytics',
	'colyseus',
	'database',
	'docker',
	'firebase',
	'game',
	'godot',
	'mongodb',
	'multiplayer',
	'nextjs',
	'postgres',
	'prisma',
	'proxy',
	'react',
	'shadcn',
	'svelte',
	'tailwind',
	'trpc',
	'unity',
	'vanilla',
	'auth',
	'economy',
	'video',
	'music',
] as const
export type TemplateTag = (typeof templateTags)[number]

export interface Template {
	kind: TemplateKind
	/** Folder name under templates/<kind>/ in the monorepo, and the last segment of the page route. */
	name: string
	title: string
	/** One line: what you get. */
	summary: string
	language: TemplateLanguage
	tags: readonly TemplateTag[]
	/** Community templates credit their author; official ones are by the Robo.js team. */
	author?: { name: string; url: string }
	/** Listed in the template sidebar. Only retired templates that keep a page for old links set false. */
	sidebar: boolean
	/** Set when the template folder no longer exists upstream and another one replaced it. */
	replacedBy?: string
}

const MRJAWESOME = { name: 'MrJAwesome', url: 'https://github.com/mrjawesome' } as const
// Community authors, credited from the commit or pull request that created each template upstream
// (and, for Economy and TagBot, the author field of the template's own package.json).
const ARNAV_K = { name: 'Arnav K', url: 'https://github.com/ArnavK-09' } as const
const SIDEWAYS_SKY = { name: 'Sideways-Sky', url: 'https://github.com/Sideways-Sky' } as const
const WARU = { name: 'waru', url: 'https://github.com/waruhachi' } as const
const NAZEOFEL = { name: 'Nazeofel', url: 'https://github.com/Nazeofel' } as const
const MATEJ_BOSNJAK = { name: 'Matej Bošnjak', url: 'https://github.com/mbos2' } as const

export const templates: readonly Template[] = [
	// Discord Activities
	{
		kind: 'discord-activities',
		name: '2d-game',
		title: '2D Game',
		summary: 'A side-scrolling game drawn with Kaplay, running inside a Discord Activity.',
		language: 'ts',
		tags: ['react', 'game'],
		author: ARNAV_K,
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'godot',
		title: 'Godot',
		summary: 'Host a Godot web export as a Discord Activity, with the SDK bridged to your game.',
		language: 'ts',
		tags: ['react', 'godot', 'game'],
		author: SIDEWAYS_SKY,
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-colyseus-ts',
		title: 'React + Colyseus',
		summary: 'Real-time multiplayer rooms with a Colyseus server and a React client.',
		language: 'ts',
		tags: ['react', 'colyseus', 'multiplayer'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-firebase-ts',
		title: 'React + Firebase',
		summary: 'A React activity connected to Firebase that reads a Firestore collection and logs it to the console.',
		language: 'ts',
		tags: ['react', 'firebase', 'database'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-js',
		title: 'React (JavaScript)',
		summary: 'A minimal React activity: Vite front end with the Embedded App SDK wired up, in JavaScript.',
		language: 'js',
		tags: ['react'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-multiplayer-video-ts',
		title: 'React Multiplayer Video',
		summary: 'Watch a video together: play and pause are shared with everyone through @robojs/sync.',
		language: 'ts',
		tags: ['react', 'multiplayer', 'video'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-music-proxy-ts',
		title: 'React Music Proxy',
		summary: "Play remote audio in an Activity by relaying it through the template's own /api/proxy route.",
		language: 'ts',
		tags: ['react', 'proxy', 'music'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-tailwind-shadcn-ts',
		title: 'React + Tailwind + shadcn/ui',
		summary:
			'A React activity with Tailwind CSS, prepared for shadcn/ui (components.json, cn(), theme) but with no components yet.',
		language: 'ts',
		tags: ['react', 'tailwind', 'shadcn'],
		author: WARU,
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-tailwind-ts',
		title: 'React + Tailwind',
		summary: 'A React activity styled with Tailwind CSS.',
		language: 'ts',
		tags: ['react', 'tailwind'],
		author: WARU,
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-trpc-ts',
		title: 'React + tRPC',
		summary: 'Type-safe calls from the activity to your Robo with @robojs/trpc.',
		language: 'ts',
		tags: ['react', 'trpc'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'react-ts',
		title: 'React (TypeScript)',
		summary: 'A minimal React activity: Vite front end with the Embedded App SDK wired up, in TypeScript.',
		language: 'ts',
		tags: ['react'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'unity',
		title: 'Unity',
		summary: 'Run a Unity WebGL build as a Discord Activity.',
		language: 'ts',
		tags: ['react', 'unity', 'game'],
		author: NAZEOFEL,
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'vanilla-js',
		title: 'Vanilla (JavaScript)',
		summary: 'An activity with no UI framework, just the Embedded App SDK and plain JavaScript.',
		language: 'js',
		tags: ['vanilla'],
		sidebar: true,
	},
	{
		kind: 'discord-activities',
		name: 'vanilla-ts',
		title: 'Vanilla (TypeScript)',
		summary: 'An activity with no UI framework, just the Embedded App SDK and TypeScript.',
		language: 'ts',
		tags: ['vanilla'],
		sidebar: true,
	},

	// Discord bots
	{
		kind: 'discord-bots',
		name: 'ai-chatbot-ts',
		title: 'AI Chatbot',
		summary: 'A bot that chats in your server through @robojs/ai.',
		language: 'ts',
		tags: ['ai'],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'analytics-ts',
		title: 'Analytics',
		summary: 'A bot that reports command usage and events with @robojs/analytics.',
		language: 'ts',
		tags: ['analytics'],
		author: NAZEOFEL,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'bake-n-take-js',
		title: "Bake 'n Take (JavaScript)",
		summary:
			'A bakery game: bake treats, sell them and check an inventory and balance kept in Flashcore, in JavaScript.',
		language: 'js',
		tags: ['game'],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'bake-n-take-ts',
		title: "Bake 'n Take (TypeScript)",
		summary:
			'A bakery game: bake treats, sell them and check an inventory and balance kept in Flashcore, in TypeScript.',
		language: 'ts',
		tags: ['game'],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'docker-ts',
		title: 'Docker',
		summary:
			'A small /ping bot with a Dockerfile and docker scripts; check its .env and platform settings before shipping.',
		language: 'ts',
		tags: ['docker'],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'economy-ts',
		title: 'Economy',
		summary: 'Wallets, a bank, daily rewards, transfers and a dice game, stored per server with Flashcore.',
		language: 'ts',
		tags: ['economy', 'game'],
		author: ARNAV_K,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'gpt-chatbot-ts',
		title: 'GPT Chatbot',
		summary: 'The former name of the AI Chatbot template, kept so old links still work.',
		language: 'ts',
		tags: ['ai'],
		sidebar: false,
		replacedBy: 'discord-bots/ai-chatbot-ts',
	},
	{
		kind: 'discord-bots',
		name: 'mongodb-ts',
		title: 'MongoDB',
		summary: 'A bot that keeps its data in MongoDB through Mongoose, with slash commands and matching HTTP API routes.',
		language: 'ts',
		tags: ['mongodb', 'database'],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'mrjawesome-dev-toolkit-js',
		title: 'Dev Toolkit (JavaScript)',
		summary: 'An all-round developer toolkit bot with MongoDB, in JavaScript.',
		language: 'js',
		tags: ['mongodb', 'database'],
		author: MRJAWESOME,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'mrjawesome-dev-toolkit-ts',
		title: 'Dev Toolkit (TypeScript)',
		summary: 'An all-round developer toolkit bot with MongoDB, in TypeScript.',
		language: 'ts',
		tags: ['mongodb', 'database'],
		author: MRJAWESOME,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'mrjawesome-slash-commands-js',
		title: 'Slash Commands (JavaScript)',
		summary:
			"The starter's /ping and /boost dev with a random Watching status and Do Not Disturb presence, in JavaScript.",
		language: 'js',
		tags: [],
		author: MRJAWESOME,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'mrjawesome-slash-commands-ts',
		title: 'Slash Commands (TypeScript)',
		summary:
			"The starter's /ping and /boost dev with a random Watching status and Do Not Disturb presence, in TypeScript.",
		language: 'ts',
		tags: [],
		author: MRJAWESOME,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'music-player-ts',
		title: 'Music Player',
		summary: 'A voice bot built on discord-player: /play looks up a song and queues it in your voice channel.',
		language: 'ts',
		tags: ['music'],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'postgres-ts',
		title: 'Postgres',
		summary: 'A bot that stores its data in PostgreSQL.',
		language: 'ts',
		tags: ['postgres', 'database'],
		author: WARU,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'prisma-ts',
		title: 'Prisma',
		summary: 'A bot that talks to its database through the Prisma ORM.',
		language: 'ts',
		tags: ['prisma', 'postgres', 'database'],
		author: WARU,
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'purrth-vader-ts',
		title: 'Purrth Vader',
		summary:
			'An @robojs/ai 0.5 bot with a Reply message command. Its Sith Lord cat persona needs one config key renamed to take effect.',
		language: 'ts',
		tags: ['ai'],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'starter-js',
		title: 'Starter (JavaScript)',
		summary:
			'A clean bot with /ping, a /boost dev subcommand that counts in Flashcore, and ready and message events, in JavaScript.',
		language: 'js',
		tags: [],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'starter-ts',
		title: 'Starter (TypeScript)',
		summary:
			'A clean bot with /ping, a /boost dev subcommand that counts in Flashcore, and ready and message events, in TypeScript.',
		language: 'ts',
		tags: [],
		sidebar: true,
	},
	{
		kind: 'discord-bots',
		name: 'tagbot',
		title: 'TagBot',
		summary: 'Saved text tags with TagScript scripting.',
		language: 'ts',
		tags: [],
		author: ARNAV_K,
		sidebar: true,
	},

	// Plugins
	{
		kind: 'plugins',
		name: 'starter-js',
		title: 'Plugin Starter (JavaScript)',
		summary:
			'A Robo plugin skeleton to build and publish to npm; create-robo 0.14.12 stops after the download, so install it yourself.',
		language: 'js',
		tags: [],
		sidebar: true,
	},

	// Web apps
	{
		kind: 'web-apps',
		name: 'discord-auth-ts',
		title: 'Discord Authentication',
		summary: 'A React app with Discord and email-password sign-in through @robojs/auth and a session dashboard.',
		language: 'ts',
		tags: ['react', 'auth'],
		sidebar: true,
	},
	{
		kind: 'web-apps',
		name: 'next-auth-ts',
		title: 'Next.js + Auth',
		summary:
			'Next.js with @robojs/auth: Discord and email-password sign-in on custom pages, users kept in SQLite via Prisma.',
		language: 'ts',
		tags: ['nextjs', 'react', 'auth', 'prisma', 'database'],
		sidebar: true,
	},
	{
		kind: 'web-apps',
		name: 'next-ts',
		title: 'Next.js',
		summary: 'A Next.js app served by your Robo.',
		language: 'ts',
		tags: ['nextjs', 'react'],
		sidebar: true,
	},
	{
		kind: 'web-apps',
		name: 'react-js',
		title: 'React (JavaScript)',
		summary: 'A React single-page app with API routes, in JavaScript.',
		language: 'js',
		tags: ['react'],
		sidebar: true,
	},
	{
		kind: 'web-apps',
		name: 'react-ts',
		title: 'React (TypeScript)',
		summary: 'A React single-page app with API routes, in TypeScript.',
		language: 'ts',
		tags: ['react'],
		sidebar: true,
	},
	{
		kind: 'web-apps',
		name: 'svelte-js',
		title: 'SvelteKit (JavaScript)',
		summary: 'A SvelteKit app running alongside your Robo, in JavaScript.',
		language: 'js',
		tags: ['svelte'],
		author: MATEJ_BOSNJAK,
		sidebar: true,
	},
	{
		kind: 'web-apps',
		name: 'svelte-ts',
		title: 'SvelteKit (TypeScript)',
		summary: 'A SvelteKit app running alongside your Robo, in TypeScript.',
		language: 'ts',
		tags: ['svelte'],
		author: MATEJ_BOSNJAK,
		sidebar: true,
	},
]

/** `discord-bots/starter-ts`: the path create-robo's --template flag takes and the page route below /templates/. */
export const templateId = (t: Pick<Template, 'kind' | 'name'>): string => `${t.kind}/${t.name}`
export const templateDocId = (t: Pick<Template, 'kind' | 'name'>): string => `templates/${templateId(t)}`
/** The template's page on this site. */
export const templateRoute = (t: Pick<Template, 'kind' | 'name'>): string => `/${templateDocId(t)}`
export const templateSourceDir = (t: Template): string => `templates/${templateId(t)}`
export const createCommand = (t: Template, projectName = 'my-project'): string =>
	`npx create-robo ${projectName} --template ${templateId(t)}`
