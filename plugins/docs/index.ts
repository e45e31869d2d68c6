import type { LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types'
import pluginContentDocs, { validateOptions, type Options, type PluginOptions } from '@docusaurus/plugin-content-docs'
import { splitVersionRoutes } from './split-routes'

/**
 * The stock docs plugin with one change: each sidebar's data ships in its own chunk
 * (see split-routes.ts). Options are validated exactly as the preset would.
 */
export default async function docsPlugin(
	context: LoadContext,
	options: Options,
): Promise<Plugin<unknown>> {
	const validated = validateOptions({
		options,
		validate: (schema, value) => {
			const result = schema.validate(value)
			if (result.error) throw result.error
			return result.value
		},
	}) as PluginOptions
	const plugin = (await pluginContentDocs(context, { ...validated, id: 'default' })) as Plugin<unknown>
	const { contentLoaded } = plugin
	if (!contentLoaded) return plugin
	return {
		...plugin,
		contentLoaded: (args) => {
			const actions: PluginContentLoadedActions = {
				...args.actions,
				addRoute: (route) => args.actions.addRoute(splitVersionRoutes(route)),
			}
			return contentLoaded({ ...args, actions })
		},
	}
}
