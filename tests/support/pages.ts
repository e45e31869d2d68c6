/**
 * One page of every sidebar group and page type the site has (guide, plugin, template, legacy
 * table, reference index and symbol, gallery, playground, not-found). The axe, console,
 * and html-validate suites use this set (the bench measures its own shorter list, scripts/bench.ts).
 */
export const pageSet = [
	'/getting-started',
	'/cli/robo',
	'/discord-bots/commands',
	'/discord-activities/authentication',
	'/robojs/flashcore',
	'/hosting/self-host',
	'/plugins/directory',
	'/plugins/server',
	'/templates/discord-bots/starter-ts',
	'/legacy/templates/overview',
	'/ref/framework',
	'/ref/framework/Variable.Flashcore',
	'/templates',
	'/playground',
	'/no-such-page',
]
