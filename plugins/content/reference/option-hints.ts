/**
 * TypeDoc applies a package's options twice: before its plugins load, ignoring errors, and again
 * after. In the first pass every option of typedoc-plugin-markdown and of our plugin is still
 * unknown, and for each TypeDoc builds the "did you mean" list of its error (edit distance against
 * every declared name) only to drop it: ~85 ms a package, over a second of a worker's run.
 * Every package of a worker meets the same names and the same declarations, so a worker remembers
 * each list once it has one (keyed by the declared names too, so the lists stay exact).
 */

/** The part of TypeDoc's `Options` (public API) this relies on. */
interface OptionsClass {
	prototype: {
		getSimilarOptions(missingName: string): string[]
		getDeclarations(): readonly { name: string }[]
	}
}

const remembered = Symbol.for('robojs.reference.optionHints')

/** Installs the memo on TypeDoc's `Options` once per process; fails by name if the method is gone. */
export function rememberOptionHints(Options: OptionsClass): void {
	const proto = Options.prototype as OptionsClass['prototype'] & { [remembered]?: true }
	if (typeof proto.getSimilarOptions !== 'function' || typeof proto.getDeclarations !== 'function') {
		throw new Error(
			"[reference] TypeDoc's Options no longer has getSimilarOptions/getDeclarations; " +
				'remove rememberOptionHints (plugins/content/reference/option-hints.ts)',
		)
	}
	if (proto[remembered]) return
	const compute = proto.getSimilarOptions
	const lists = new Map<string, string[]>()
	proto.getSimilarOptions = function (this: OptionsClass['prototype'], missingName: string): string[] {
		const key = `${missingName}\0${this.getDeclarations()
			.map((d) => d.name)
			.join('\0')}`
		let list = lists.get(key)
		if (!list) lists.set(key, (list = compute.call(this, missingName)))
		return [...list]
	}
	proto[remembered] = true
}
