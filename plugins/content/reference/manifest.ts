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
	 * Flattened kind prefixes TypeDoc gives this symbol when it reads other input, so the page also
	 * answers there (aliases.ts): `Function` for a variable whose type is a function
	 * (`declare const composeColors: (...) => Wrapper` is a Variable in .d.ts files, a Function when
	 * TypeDoc reads the source), `Variable` for a type alias of `any` (a re-exported type TypeDoc
	 * could not resolve, which older TypeDoc documented as a variable).
	 */
	otherKinds?: string[]
}
