/**
 * The spec's routes and redirects written out literally (SPEC.md §2). The typed data in src/data
 * must produce exactly these; if the data drifts, the tests that compare against this file fail.
 */
export const specDocRoutes: readonly string[] = [
	'/getting-started',
	...['create-robo', 'overview', 'robo', 'win-execution_policies'].map((p) => `/cli/${p}`),
	...['authentication', 'beginner-guide', 'credentials', 'getting-started', 'multiplayer', 'proxy'].map(
		(p) => `/discord-activities/${p}`,
	),
	...[
		'beginner-guide',
		'command-registration',
		'commands',
		'context-menu',
		'credentials',
		'debug',
		'events',
		'file-structure',
		'getting-started',
		'invite',
		'middleware',
		'migrate',
		'sage',
	].map((p) => `/discord-bots/${p}`),
	...['overview', 'roboplay', 'self-host'].map((p) => `/hosting/${p}`),
	'/legacy/templates/overview',
	...[
		'ai',
		'analytics',
		'auth',
		'better-stack',
		'create',
		'cron',
		'dev',
		'directory',
		'giveaways',
		'i18n',
		'install',
		'maintenance',
		'moderation',
		'overview',
		'patch',
		'roadmap',
		'seed',
		'server',
		'sync',
		'trpc',
		'xp',
	].map((p) => `/plugins/${p}`),
	...[
		'config',
		'environment-variables',
		'files',
		'flashcore',
		'internals',
		'linting',
		'logger',
		'mode',
		'modules',
		'overview',
		'portal',
		'state',
		'typescript',
	].map((p) => `/robojs/${p}`),
]

export const specPageRoutes: readonly string[] = ['/playground', '/templates']

export const specTemplateRoutes: readonly string[] = [
	...[
		'2d-game',
		'godot',
		'react-colyseus-ts',
		'react-firebase-ts',
		'react-js',
		'react-multiplayer-video-ts',
		'react-music-proxy-ts',
		'react-tailwind-shadcn-ts',
		'react-tailwind-ts',
		'react-trpc-ts',
		'react-ts',
		'unity',
		'vanilla-js',
		'vanilla-ts',
	].map((p) => `/templates/discord-activities/${p}`),
	...[
		'ai-chatbot-ts',
		'analytics-ts',
		'bake-n-take-js',
		'bake-n-take-ts',
		'docker-ts',
		'economy-ts',
		'gpt-chatbot-ts',
		'mongodb-ts',
		'mrjawesome-dev-toolkit-js',
		'mrjawesome-dev-toolkit-ts',
		'mrjawesome-slash-commands-js',
		'mrjawesome-slash-commands-ts',
		'music-player-ts',
		'postgres-ts',
		'prisma-ts',
		'purrth-vader-ts',
		'starter-js',
		'starter-ts',
		'tagbot',
	].map((p) => `/templates/discord-bots/${p}`),
	'/templates/plugins/starter-js',
	...['discord-auth-ts', 'next-auth-ts', 'next-ts', 'react-js', 'react-ts', 'svelte-js', 'svelte-ts'].map(
		(p) => `/templates/web-apps/${p}`,
	),
]

export const specReferencePackages: readonly string[] = [
	'ai',
	'analytics',
	'auth',
	'better-stack',
	'cron',
	'giveaways',
	'i18n',
	'moderation',
	'patch',
	'roadmap',
	'server',
	'sync',
	'trpc',
	'xp',
]

/** Spec §2 redirect table, with the {product} placeholder read as robojs. */
export const specRedirects: readonly [string, string][] = [
	['/', '/getting-started'],
	['/docs/getting-started', '/getting-started'],
	['/discord-activities', '/discord-activities/getting-started'],
	['/discord-activities/overview', '/discord-activities/getting-started'],
	['/discord-bots', '/discord-bots/getting-started'],
	['/discord-bots/overview', '/discord-bots/getting-started'],
	['/docs/basics/overview', '/discord-bots/getting-started'],
	['/docs/hosting', '/hosting/roboplay'],
	['/plugins', '/plugins/directory'],
	['/templates/overview', '/templates'],
	['/robojs/plugins', '/plugins/overview'],
	['/docs/advanced/plugins', '/plugins/overview'],
	['/robojs/cli', '/cli/overview'],
	['/discord-bots/secrets', '/discord-bots/credentials'],
]

/** Old /docs/... names the spec says map to the same name under a new section. */
export const specRenamedTargets: readonly string[] = [
	...['commands', 'context-menu', 'debug', 'events', 'invite', 'middleware', 'migrate', 'sage', 'credentials'].map(
		(p) => `/discord-bots/${p}`,
	),
	...['linting', 'typescript', 'logger', 'flashcore', 'config', 'internals', 'modules', 'portal', 'state'].map(
		(p) => `/robojs/${p}`,
	),
	'/cli/robo',
]
