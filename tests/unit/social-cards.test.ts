import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import type { LoadContext } from '@docusaurus/types'

import socialCardsPlugin, { renderCard } from '../../plugins/content/social-cards'
import { CARD, cardSvg, wrap } from '../../plugins/content/social-cards/card'
import { defaultSection, documentTitle, sectionForPath, sections, socialImagePath } from '../../src/data/sections'

describe('sections and social cards', () => {
	it('gives each section a unique id and each URL segment one section', () => {
		assert.equal(new Set(sections.map((s) => s.id)).size, sections.length)
		const segments = sections.flatMap((s) => s.segments)
		assert.equal(new Set(segments).size, segments.length)
	})

	it('finds a page’s section by its first URL segment', () => {
		assert.equal(sectionForPath('/discord-bots/commands').id, 'discord-bots')
		assert.equal(sectionForPath('/robojs/flashcore').id, 'core')
		assert.equal(sectionForPath('/ref/framework/Variable.Flashcore').id, 'reference')
		assert.equal(sectionForPath('/templates').id, 'templates')
		assert.equal(sectionForPath('/legacy/templates/overview').id, 'templates')
		assert.equal(sectionForPath('/nowhere'), defaultSection)
		assert.equal(sectionForPath('/'), defaultSection)
		assert.equal(socialImagePath(sectionForPath('/cli/robo')), '/img/social/cli.png')
	})

	it('wraps text at spaces', () => {
		assert.deepEqual(wrap('one two three four', 9), ['one two', 'three', 'four'])
		assert.deepEqual(wrap('averyveryverylongword x', 5), ['averyveryverylongword', 'x'])
		assert.deepEqual(wrap('  ', 5), [])
	})

	it('escapes text into the SVG', () => {
		const svg = cardSvg(
			{ id: 'x', title: '<script>&"', tagline: 'a < b', segments: [] },
			{ title: 'T&T', host: 'h' },
			'F',
		)
		assert.ok(!svg.includes('<script>'))
		assert.match(svg, /&lt;script&gt;&amp;&quot;/)
		assert.match(svg, /T&amp;T/)
	})

	it('renders a 1200×630 PNG with the bundled font', async () => {
		const png = await renderCard(cardSvg(sections[1], { title: 'Robo.js', host: 'robojs.dev' }, 'DejaVu Sans'))
		assert.deepEqual([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG')
		const view = new DataView(png.buffer, png.byteOffset)
		assert.equal(view.getUint32(16), CARD.width)
		assert.equal(view.getUint32(20), CARD.height)
		assert.ok(png.length < 100 * 1024, `card is ${png.length} bytes`)
		// Text was drawn: a card without glyphs compresses to far less.
		const blank = await renderCard(cardSvg({ ...sections[1], title: '', tagline: '' }, { title: '', host: '' }, 'X'))
		assert.ok(png.length > blank.length + 5000)
	})
})

describe('document titles', () => {
	it('names the section or package that tells namesakes apart', () => {
		assert.equal(documentTitle('Getting Started', '/getting-started'), 'Getting Started')
		assert.equal(
			documentTitle('Getting Started', '/discord-activities/getting-started'),
			'Getting Started · Discord Activities',
		)
		assert.equal(documentTitle('Flashcore', '/robojs/flashcore'), 'Flashcore · Core package')
		assert.equal(documentTitle('Flashcore', '/ref/framework/Variable.Flashcore'), 'Flashcore · robo.js API')
		assert.equal(
			documentTitle('PluginOptions', '/ref/@robojs/ai/Interface.PluginOptions'),
			'PluginOptions · @robojs/ai API',
		)
		assert.equal(documentTitle('@robojs/sync', '/ref/@robojs/sync'), '@robojs/sync · API reference')
		assert.equal(documentTitle('robo.js', '/ref/framework'), 'robo.js · API reference')
		assert.equal(
			documentTitle('React (TypeScript)', '/templates/web-apps/react-ts'),
			'React (TypeScript) · Web App template',
		)
		assert.equal(documentTitle('Plugins', '/plugins/overview'), 'Plugins')
	})
})

describe('socialCardsPlugin', () => {
	const siteConfig = { title: 'Robo.js', url: 'https://robojs.dev' }
	const build = (siteDir: string) => {
		const plugin = socialCardsPlugin({ siteDir, siteConfig } as unknown as LoadContext)
		const outDir = mkdtempSync(join(tmpdir(), 'social-out-'))
		return { outDir, postBuild: async () => plugin.postBuild!({ outDir } as never) }
	}
	const cacheOf = (siteDir: string) => join(siteDir, '.cache', 'social')
	const cached = (siteDir: string) => (existsSync(cacheOf(siteDir)) ? readdirSync(cacheOf(siteDir)) : [])

	it('draws every card in postBuild and keeps it in .cache/social; the next build draws none and copies them', async () => {
		const siteDir = mkdtempSync(join(tmpdir(), 'social-site-'))
		const logs: string[] = []
		const log = console.log
		console.log = (line: string) => void logs.push(line)
		const first = build(siteDir)
		const second = build(siteDir)
		try {
			await first.postBuild()
			assert.equal(cached(siteDir).length, sections.length, 'one file per card, no temporary files left')
			await second.postBuild()
		} finally {
			console.log = log
		}
		for (const { outDir } of [first, second]) {
			for (const section of sections) {
				const png = readFileSync(join(outDir, socialImagePath(section)))
				assert.equal(png.subarray(1, 4).toString(), 'PNG', section.id)
			}
		}
		assert.match(logs[0], /social cards \(10 drawn, 0 from \.cache\/social\)/)
		assert.match(logs[1], /social cards \(0 drawn, 10 from \.cache\/social\)/)
	})
})
