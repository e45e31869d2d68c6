/**
 * Rspack loader for @docsearch/react's bundles (plugins/security/no-eval): the copy of zod inside
 * them asks whether `new Function` works when the search modal loads, to pick a faster validator.
 * Under the site's Content-Security-Policy (no 'unsafe-eval') the browser refuses it and reports a
 * violation. The probe now answers "no" without trying, which is what it finds out anyway; zod then
 * validates the same way without generated code. A bundle without the probe fails the build, so an
 * upgrade that changes it is looked at again.
 */
const PROBE = 'try{return new Function(""),!0}catch(e){return!1}'

module.exports = function noEvalProbe(source) {
	if (!source.includes(PROBE)) {
		throw new Error(
			`plugins/security/no-eval: ${this.resourcePath} no longer has zod's eval probe (${PROBE}); check whether the search modal still calls new Function, and update the loader`,
		)
	}
	return source.split(PROBE).join('return!1')
}
