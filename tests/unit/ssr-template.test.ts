import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { describe, it } from 'node:test'

import { ssrTemplate } from '../../config/ssrTemplate'

const require = createRequire(import.meta.url)
const stock = (require('@docusaurus/core/lib/ssg/ssgTemplate.html') as { default: string }).default

const squeeze = (template: string) => template.replace(/\s+/g, ' ').trim()

describe('page template (config/ssrTemplate.ts)', () => {
	it("is Docusaurus' own template but for how the app scripts start", () => {
		// Put the stock script tags back in place of ours: what remains must be the stock template,
		// so a Docusaurus upgrade that changes it fails here instead of being silently ignored.
		const restored = ssrTemplate
			.replace(/<link rel="preload" as="script".*\/>/, '<script src="<%= it.baseUrl %><%= script %>" defer></script>')
			.replace(/<script data-scripts="[^"]*">\(function \(scripts\)[\s\S]*?<\/script>\s*/, '')
		assert.equal(squeeze(restored), squeeze(stock))
	})
})
