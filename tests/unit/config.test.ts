import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { announcementBar } from '../../config/announcement'
import { navbar } from '../../config/navbar'
import { navbarLinks } from '../../src/data/links'

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

describe('navbar', () => {
	it('lists the spec items in order, then search, language, Discord and GitHub', () => {
		const labels = navbar.items.map(
			(item) => ('label' in item ? item.label : undefined) ?? item.type ?? item['aria-label'],
		)
		assert.deepEqual(labels, [
			'Docs',
			'Guides',
			'Hosting',
			'Plugins',
			'Reference',
			'Templates',
			'Try It',
			'search',
			'localeDropdown',
			'Robo.js community on Discord',
			'Robo.js on GitHub',
		])
		assert.equal(navbarLinks.length, 7)
		assert.equal(navbar.hideOnScroll, false)
	})
})
