import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { announcementBar } from '../../config/announcement'

describe('announcement bar', () => {
	it('is hidden when no announcement is set', () => {
		assert.equal(announcementBar(null), undefined)
	})

	it('escapes the text so the setting cannot inject markup', () => {
		const bar = announcementBar({
			id: 'v1',
			text: '<img src=x onerror=alert(1)> & more',
			link: { label: 'Read "it"', href: '/x' },
		})
		assert.equal(bar?.id, 'v1')
		assert.equal(bar?.isCloseable, true)
		assert.ok(!bar?.content?.includes('<img'))
		assert.match(
			bar?.content ?? '',
			/&lt;img src=x onerror=alert\(1\)&gt; &amp; more <a href="\/x">Read &quot;it&quot;<\/a>/,
		)
	})
})
