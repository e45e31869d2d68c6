export type TemplateKind = 'discord-activities' | 'discord-bots' | 'plugins' | 'web-apps'

/** What one template of each kind is called in titles and cards. */
export const templateKinds: Record<TemplateKind, string> = {
	'discord-activities': 'Discord Activity',
	'discord-bots': 'Discord Bot',
	plugins: 'Plugin',
	'web-apps': 'Web App',
}

/** What the templates of each kind are called together: the template sidebar's category labels. */
export const templateKindGroups: Record<TemplateKind, string> = {
	'discord-activities': 'Discord Activities',
	'discord-bots': 'Discord Bots',
	plugins: 'Plugins',
	'web-apps': 'Web Apps',
}
