import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import React from 'react'
import { renderToString } from 'react-dom/server'

import { Media, MediaContextProvider, breakpoints, mediaStyle } from '../../src/components/Media/media'

const render = (props: Record<string, unknown>) =>
	renderToString(React.createElement(MediaContextProvider, null, React.createElement(Media, props as never, 'x')))

describe('Media', () => {
	it('uses the spec breakpoints and trims 0.02 px off max-width queries', () => {
		assert.deepEqual(breakpoints, { sm: 0, md: 768, lg: 1280, xl: 1920 })
		assert.match(mediaStyle, /max-width:767\.98px/)
		assert.match(mediaStyle, /max-width:1279\.98px/)
	})

	it('ships exactly the CSS fresnel writes for these breakpoints', () => {
		const file = new URL('../../src/components/Media/media.css', import.meta.url)
		const rules = readFileSync(file, 'utf8')
			.replace(/\/\*[\s\S]*?\*\//, '')
			.trim()
		assert.equal(
			rules,
			mediaStyle.trim(),
			`src/components/Media/media.css is stale; its rules should read:\n${mediaStyle}`,
		)
	})

	it('renders with exactly one condition', () => {
		assert.match(render({ greaterThanOrEqual: 'md' }), /fresnel-greaterThanOrEqual-md/)
		assert.match(render({ between: ['md', 'xl'] }), /fresnel-between-md-xl/)
	})

	it('refuses two conditions', () => {
		assert.throws(() => render({ at: 'sm', lessThan: 'lg' }), /^Error: Only 1 of at, lessThan is allowed at a time\.$/)
	})

	it('refuses none', () => {
		assert.throws(() => render({}), /1 of at, lessThan, greaterThan, greaterThanOrEqual, between is required\./)
	})
})
