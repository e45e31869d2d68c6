/**
 * Words readers use for what the docs call by another name. The local engine expands a query word
 * into its group; `npm run search:index` sends the same groups to Meilisearch and Algolia as
 * synonyms, so every backend understands them. Browser-safe.
 *
 * Each group is a set of interchangeable words (one-word entries: a phrase cannot be expanded word
 * by word). Page-specific vocabulary belongs in that page's `keywords` front matter instead.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
	['database', 'db', 'storage', 'persist', 'persistence', 'store'],
	['environment', 'env', 'dotenv'],
	['configuration', 'config', 'settings', 'options'],
	['command', 'cmd'],
	['authentication', 'auth', 'login', 'signin', 'oauth'],
	['localization', 'localisation', 'i18n', 'translation', 'translate', 'locale'],
	['deploy', 'deployment', 'host', 'hosting'],
	['typescript', 'ts'],
	['javascript', 'js'],
	['error', 'exception', 'crash'],
	['permission', 'permissions', 'privilege'],
	['activity', 'activities', 'embedded'],
	['bot', 'bots'],
	['ai', 'chatgpt', 'gpt', 'openai', 'llm'],
	['cron', 'schedule', 'scheduled', 'timer'],
	['xp', 'leveling', 'levels', 'experience'],
	['invite', 'oauth2'],
	['token', 'secret', 'credentials'],
	['multiplayer', 'realtime', 'sync'],
	['log', 'logging', 'logger'],
	['upgrade', 'update'],
	['remove', 'uninstall'],
	['folder', 'directory'],
	['route', 'endpoint'],
]

/** Each word of SYNONYM_GROUPS → the other words of its group(s). */
export const synonymMap = (groups: readonly (readonly string[])[] = SYNONYM_GROUPS): Map<string, string[]> => {
	const map = new Map<string, string[]>()
	for (const group of groups) {
		for (const word of group) {
			const others = group.filter((other) => other !== word)
			map.set(word, [...new Set([...(map.get(word) ?? []), ...others])])
		}
	}
	return map
}
