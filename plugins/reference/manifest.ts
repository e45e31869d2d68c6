/** One rendered symbol page, as the TypeDoc plugin (typedoc-plugin.mts) records it. */
export interface ManifestEntry {
	name: string
	/** TypeDoc's singular kind name: Class, Function, Interface, Type Alias, Variable, Enumeration. */
	kind: string
	/** Page file relative to the instance's output folder, e.g. `Class.Logger.md`. */
	file: string
	deprecated: boolean
	/** Text of the @deprecated tag, Markdown. */
	deprecation?: string
	/** First paragraph of the summary, Markdown. */
	summary: string
	/**
	 * A variable whose type is a function (`declare const composeColors: (...) => Wrapper`). TypeDoc
	 * makes it a Variable when it reads .d.ts files and may make it a Function when it reads sources.
	 */
	callable?: boolean
}
