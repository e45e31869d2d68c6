/** One rendered symbol page, as the TypeDoc plugin (typedoc-plugin.mts) records it. */
export interface ManifestEntry {
	name: string
	/** TypeDoc's singular kind name: Class, Function, Interface, Type Alias, Variable, Enumeration. */
	kind: string
	/** Page file relative to the instance's output folder, e.g. `classes/Logger.md`. */
	file: string
	deprecated: boolean
	/** Text of the @deprecated tag, Markdown. */
	deprecation?: string
	/** First paragraph of the summary, Markdown. */
	summary: string
}
