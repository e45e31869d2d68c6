import type { OptionValidationContext } from '@docusaurus/types'

/**
 * Runs a plugin's own `validateOptions` exactly as Docusaurus does for a `[name, options]` entry.
 * Needed where config/plugins.ts calls a plugin factory itself (to wrap it, or to keep its options
 * out of the client bundle: options of a `[name, options]` entry are serialised into main.js).
 */
export function validated<In, Out>(
	validateOptions: (args: OptionValidationContext<In | undefined, Out>) => Out,
	options: In,
): Out {
	return validateOptions({
		options,
		validate: (schema, value) => {
			const result = schema.validate(value)
			if (result.error) throw result.error
			return result.value as Out
		},
	})
}

/**
 * The default export of a CommonJS package compiled from ES modules (`exports.default = plugin`), such
 * as Docusaurus' own plugins and docusaurus-plugin-remote-content. Node's ES module loader (tests,
 * scripts) hands a default import the whole `module.exports`, where jiti (Docusaurus 3 loading the
 * config) hands it `exports.default`; this gives the function in both.
 */
export const defaultExport = <T>(imported: T): T => (imported as { default?: T }).default ?? imported
