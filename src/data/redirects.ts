/**
 * Old URLs and the pages that replaced them. The client-redirects plugin and the redirect tests
 * both read this table, so a moved page needs exactly one new line here.
 */

export interface Redirect {
	from: string
	to: string
}

export const redirects: readonly Redirect[] = [
	// Section roots that have no page of their own
	{ from: '/', to: '/getting-started' },
	{ from: '/discord-activities', to: '/discord-activities/getting-started' },
	{ from: '/discord-activities/overview', to: '/discord-activities/getting-started' },
	{ from: '/discord-bots', to: '/discord-bots/getting-started' },
	{ from: '/discord-bots/overview', to: '/discord-bots/getting-started' },
	{ from: '/plugins', to: '/plugins/directory' },
	{ from: '/templates/overview', to: '/templates' },

	// Pages that moved between sections
	{ from: '/robojs/cli', to: '/cli/overview' },
	{ from: '/robojs/plugins', to: '/plugins/overview' },
	{ from: '/discord-bots/secrets', to: '/discord-bots/credentials' },

	// The first-generation site kept everything under /docs
	{ from: '/docs/getting-started', to: '/getting-started' },
	{ from: '/docs/hosting', to: '/hosting/roboplay' },
	{ from: '/docs/adding-to-server', to: '/discord-bots/invite' },
	{ from: '/docs/migrating', to: '/discord-bots/migrate' },
	{ from: '/docs/basics/overview', to: '/discord-bots/getting-started' },
	{ from: '/docs/basics/commands', to: '/discord-bots/commands' },
	{ from: '/docs/basics/context-menu', to: '/discord-bots/context-menu' },
	{ from: '/docs/basics/events', to: '/discord-bots/events' },
	{ from: '/docs/basics/middleware', to: '/discord-bots/middleware' },
	{ from: '/docs/basics/sage', to: '/discord-bots/sage' },
	{ from: '/docs/basics/secrets', to: '/discord-bots/credentials' },
	{ from: '/docs/basics/flashcore', to: '/robojs/flashcore' },
	{ from: '/docs/basics/states', to: '/robojs/state' },
	{ from: '/docs/advanced/debugging', to: '/discord-bots/debug' },
	{ from: '/docs/advanced/command-line', to: '/cli/robo' },
	{ from: '/docs/advanced/configuration', to: '/robojs/config' },
	{ from: '/docs/advanced/how-it-works', to: '/robojs/internals' },
	{ from: '/docs/advanced/linting', to: '/robojs/linting' },
	{ from: '/docs/advanced/logger', to: '/robojs/logger' },
	{ from: '/docs/advanced/modules', to: '/robojs/modules' },
	{ from: '/docs/advanced/plugins', to: '/plugins/overview' },
	{ from: '/docs/advanced/portal', to: '/robojs/portal' },
	{ from: '/docs/advanced/typescript', to: '/robojs/typescript' },
]
