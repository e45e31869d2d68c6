/**
 * Old URLs, grouped by the page that replaced them. The client-redirects plugin and the redirect
 * tests both read this table, so moving a page means adding its old path here and nothing else.
 */

export interface Redirect {
	from: string
	to: string
}

const oldPathsByPage: Record<string, readonly string[]> = {
	// Section roots that have no page of their own, and the first-generation /docs site
	'/getting-started': ['/', '/docs/getting-started'],
	'/discord-bots/getting-started': ['/discord-bots', '/discord-bots/overview', '/docs/basics/overview'],
	'/discord-activities/getting-started': ['/discord-activities', '/discord-activities/overview'],
	'/plugins/directory': ['/plugins'],
	'/templates': ['/templates/overview'],

	// Bot guides
	'/discord-bots/commands': ['/docs/basics/commands'],
	'/discord-bots/context-menu': ['/docs/basics/context-menu'],
	'/discord-bots/events': ['/docs/basics/events'],
	'/discord-bots/middleware': ['/docs/basics/middleware'],
	'/discord-bots/sage': ['/docs/basics/sage'],
	'/discord-bots/credentials': ['/docs/basics/secrets', '/discord-bots/secrets'],
	'/discord-bots/debug': ['/docs/advanced/debugging'],
	'/discord-bots/invite': ['/docs/adding-to-server'],
	'/discord-bots/migrate': ['/docs/migrating'],

	// Core package
	'/robojs/flashcore': ['/docs/basics/flashcore'],
	'/robojs/state': ['/docs/basics/states'],
	'/robojs/config': ['/docs/advanced/configuration'],
	'/robojs/internals': ['/docs/advanced/how-it-works'],
	'/robojs/linting': ['/docs/advanced/linting'],
	'/robojs/logger': ['/docs/advanced/logger'],
	'/robojs/modules': ['/docs/advanced/modules'],
	'/robojs/portal': ['/docs/advanced/portal'],
	'/robojs/typescript': ['/docs/advanced/typescript'],

	// Command line, plugins, hosting
	'/cli/overview': ['/robojs/cli'],
	'/cli/robo': ['/docs/advanced/command-line'],
	'/plugins/overview': ['/robojs/plugins', '/docs/advanced/plugins'],
	'/hosting/roboplay': ['/docs/hosting'],
}

export const redirects: readonly Redirect[] = Object.entries(oldPathsByPage).flatMap(([to, olds]) =>
	olds.map((from) => ({ from, to })),
)
