import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { codeColorsCss, palettes, prism } from '../../config/prism'
import { contrast } from '../../src/lib/contrast'

describe('code block colours', () => {
	for (const [name, theme] of [
		['light', palettes.light],
		['dark', palettes.dark],
	] as const) {
		it(`${name}: every token colour reaches WCAG AA (4.5:1) on the code background`, () => {
			const background = theme.plain.backgroundColor as string
			const colours = [theme.plain.color, ...theme.styles.map((s) => s.style.color)] as string[]
			for (const colour of colours) {
				assert.ok(
					contrast(colour, background) >= 4.5,
					`${colour} on ${background}: ${contrast(colour, background).toFixed(2)}`,
				)
			}
		})
	}

	it('gives the site one theme of CSS variables, defined for both colour modes', () => {
		assert.equal(prism.theme, prism.darkTheme)
		const css = codeColorsCss()
		const used = JSON.stringify(prism.theme).match(/--robo-code-[a-z]+/g) ?? []
		assert.ok(used.length > 5)
		for (const name of new Set(used)) {
			assert.match(css, new RegExp(`:root\\{[^}]*${name}:#`), `${name} light`)
			assert.match(css, new RegExp(`\\[data-theme='dark'\\]\\{[^}]*${name}:#`), `${name} dark`)
		}
	})
})
