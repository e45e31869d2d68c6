import type { LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types'
import contentDocsModule, { validateOptions, type Options, type PluginOptions } from '@docusaurus/plugin-content-docs'
import { trimGlobalDocs, type NavbarItem } from './global-data'
import { splitVersionRoutes } from './split-routes'
import { defaultExport, validated } from '../../validate'

const pluginContentDocs = defaultExport(contentDocsModule)

export interface LoadingOptions {
	/** `false` ships the stock doc list in main.js (measurement builds, to weigh what the trim saves). */
	trimGlobalData?: boolean
}

/**
 * The stock docs plugin with two changes: each sidebar's data ships in its own chunk
 * (see split-routes.ts), and the doc list in main.js keeps only what the navbar reads
 * (see global-data.ts). Options are validated exactly as the preset would.
 */
export default async function docsPlugin(
	context: LoadContext,
	options: Options,
	{ trimGlobalData = true }: LoadingOptions = {},
): Promise<Plugin<unknown>> {
	const plugin = (await pluginContentDocs(context, {
		...(validated(validateOptions, options) as PluginOptions),
		id: 'default',
	})) as Plugin<unknown>
	const { contentLoaded } = plugin
	if (!contentLoaded) return plugin
	const navbarItems = ((context.siteConfig.themeConfig.navbar as { items?: NavbarItem[] } | undefined)?.items ??
		[]) as NavbarItem[]
	return {
		...plugin,
		contentLoaded: (args) => {
			const actions: PluginContentLoadedActions = {
				...args.actions,
				addRoute: (route) => args.actions.addRoute(splitVersionRoutes(route)),
				setGlobalData: (data) =>
					args.actions.setGlobalData(
						trimGlobalData ? trimGlobalDocs(data as Parameters<typeof trimGlobalDocs>[0], navbarItems) : data,
					),
			}
			return contentLoaded({ ...args, actions })
		},
	}
}
