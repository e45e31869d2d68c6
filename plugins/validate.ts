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
