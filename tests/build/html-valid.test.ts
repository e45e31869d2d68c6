import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import { HtmlValidate } from 'html-validate'

import { builtPages } from '../support/html'
import { resolveFile } from '../support/server'
import { buildDir } from '../support/paths'
import { pageSet } from '../support/pages'

/**
 * The built HTML of every page type is valid: html-validate's `standard` preset (the HTML spec's
 * content models, attributes, ids), plus two checks from its a11y set that matter here: references
 * to ids that exist (aria-labelledby and friends) and header cells that say what they head.
 */
const validator = new HtmlValidate({
	extends: ['html-validate:standard'],
	rules: { 'no-missing-references': 'error', 'wcag/h63': 'error' },
})

describe('build output: valid HTML', () => {
	for (const route of pageSet) {
		it(`${route} passes html-validate`, async () => {
			const file = resolveFile(buildDir, route) ?? resolveFile(buildDir, '/404')!
			const report = await validator.validateString(readFileSync(file, 'utf8'), file)
			const messages = report.results.flatMap((r) =>
				r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
			)
			assert.deepEqual(messages, [])
		})
	}

	// Every page, whatever wrote its text (a guide, a fetched README, a TypeDoc comment): what a
	// screen reader user moves by and fills in.
	const forEveryPage = new HtmlValidate({ rules: { 'heading-level': 'error', 'input-missing-label': 'error' } })
	it('every built page: heading levels never skip, and every form control has a name', async () => {
		const problems: string[] = []
		for (const [route, file] of builtPages()) {
			const report = await forEveryPage.validateString(readFileSync(file, 'utf8'), file)
			for (const m of report.results.flatMap((r) => r.messages)) problems.push(`${route}:${m.line} ${m.message}`)
		}
		assert.deepEqual(problems, [])
	})
})
