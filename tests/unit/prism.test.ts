import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { prism } from '../../config/prism'
import { contrast } from '../../src/lib/contrast'

describe('code block colours', () => {
	for (const [name, theme] of [
		['light', prism.theme],
		['dark', prism.darkTheme],
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
})
