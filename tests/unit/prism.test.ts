import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { codeColorsCss, palettes } from '../../config/prism'
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

	it('colours every token type through CSS, with the same colour as the full theme in each mode', () => {
		const css = codeColorsCss()
		const declared = (selector: RegExp) => {
			const body = css.match(selector)?.[1] ?? ''
			return Object.fromEntries(body.split(';').map((d) => d.split(':') as [string, string]))
		}
		const modes = { light: declared(/:root\{([^}]*)\}/), dark: declared(/\[data-theme='dark'\]\{([^}]*)\}/) }
		// type -> variable, from rules like `.prism-code .token.keyword,...{color:var(--robo-code-keyword)}`
		const variableOf = new Map<string, string>()
		for (const [, selectors, variable] of css.matchAll(/([^{}]+)\{color:var\((--robo-code-[a-z]+)\)/g))
			for (const selector of selectors.split(',')) variableOf.set(selector.replace('.prism-code .token.', ''), variable)
		for (const mode of ['light', 'dark'] as const) {
			for (const { types, style } of palettes[mode].styles) {
				for (const type of types) {
					const variable = variableOf.get(type)
					assert.ok(variable, `no rule for .token.${type}`)
					assert.equal(modes[mode][variable], style.color, `${type} in ${mode} mode`)
				}
			}
		}
	})
})
