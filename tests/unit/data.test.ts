import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { framework, pluginCategories, plugins } from '../../src/data/plugins'
import { redirects } from '../../src/data/redirects'
import { oldRedirects, REDIRECTS_CHANGED, redirectTarget } from '../support/liveSite'
import { createCommand, templateId, templateKinds, templateTags, templates } from '../../src/data/templates'
import { specReferencePackages, specRedirects, specRenamedTargets, specTemplateRoutes } from '../spec'

const semver = /^\d+\.\d+\.\d+$/
const isSorted = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1] < v)

describe('plugins.ts', () => {
	it('lists the 16 plugin packages the spec documents, once each, alphabetically', () => {
		const slugs = plugins.map((p) => p.slug)
		assert.equal(slugs.length, 16)
		assert.equal(new Set(slugs).size, 16)
		assert.ok(isSorted(slugs), `not sorted: ${slugs.join(', ')}`)
	})

	it('names every package @robojs/<slug> with a pinned version and a monorepo folder', () => {
		for (const p of plugins) {
			assert.equal(p.packageName, `@robojs/${p.slug}`)
			assert.match(p.version, semver, p.slug)
			assert.match(p.sourceDir, /^packages\/(@robojs\/[a-z0-9-]+|plugin-[a-z0-9-]+)$/, p.slug)
			assert.ok(p.summary.length > 20 && p.summary.length <= 140, `${p.slug} summary length`)
			assert.ok(p.category in pluginCategories, `${p.slug} category`)
		}
		assert.match(framework.version, semver)
	})

	it('generates reference for exactly the packages the spec lists under /ref/@robojs', () => {
		assert.deepEqual(
			plugins.filter((p) => p.reference).map((p) => p.slug),
			[...specReferencePackages],
		)
	})

	it('marks as published only the packages this registry serves', () => {
		assert.deepEqual(
			plugins.filter((p) => p.onRegistry).map((p) => p.packageName),
			['@robojs/patch', '@robojs/server', '@robojs/sync'],
		)
	})
})

describe('templates.ts', () => {
	it('holds the 41 templates of the spec, each at /templates/<kind>/<name>', () => {
		assert.equal(templates.length, 41)
		assert.deepEqual(templates.map((t) => `/templates/${templateId(t)}`).sort(), [...specTemplateRoutes].sort())
	})

	it('is unique and alphabetical by kind then name', () => {
		const ids = templates.map(templateId)
		assert.equal(new Set(ids).size, ids.length)
		assert.ok(isSorted(ids), 'templates are not in alphabetical order')
	})

	it('uses only known kinds and tags, and no tag twice', () => {
		for (const t of templates) {
			assert.ok(t.kind in templateKinds, t.name)
			for (const tag of t.tags) assert.ok((templateTags as readonly string[]).includes(tag), `${t.name}: ${tag}`)
			assert.equal(new Set(t.tags).size, t.tags.length, t.name)
			assert.ok(t.summary.length > 15 && t.summary.length <= 140, `${t.name} summary length`)
		}
	})

	it('keeps gpt-chatbot-ts out of the sidebar and points it at its replacement', () => {
		const hidden = templates.filter((t) => !t.sidebar).map(templateId)
		assert.deepEqual(hidden, ['discord-bots/gpt-chatbot-ts'])
		const retired = templates.find((t) => t.name === 'gpt-chatbot-ts')
		assert.ok(templates.some((t) => templateId(t) === retired?.replacedBy))
	})

	it('credits the community templates to their author', () => {
		// Who created each template upstream (commit or pull request author); the rest are the Robo.js team's.
		const expected: Record<string, string> = {
			'discord-activities/2d-game': 'Arnav K',
			'discord-activities/godot': 'Sideways-Sky',
			'discord-activities/react-tailwind-shadcn-ts': 'waru',
			'discord-activities/react-tailwind-ts': 'waru',
			'discord-activities/unity': 'Nazeofel',
			'discord-bots/analytics-ts': 'Nazeofel',
			'discord-bots/economy-ts': 'Arnav K',
			'discord-bots/mrjawesome-dev-toolkit-js': 'MrJAwesome',
			'discord-bots/mrjawesome-dev-toolkit-ts': 'MrJAwesome',
			'discord-bots/mrjawesome-slash-commands-js': 'MrJAwesome',
			'discord-bots/mrjawesome-slash-commands-ts': 'MrJAwesome',
			'discord-bots/postgres-ts': 'waru',
			'discord-bots/prisma-ts': 'waru',
			'discord-bots/tagbot': 'Arnav K',
			'web-apps/svelte-js': 'Matej Bošnjak',
			'web-apps/svelte-ts': 'Matej Bošnjak',
		}
		const credited = Object.fromEntries(
			templates.filter((t) => t.author).map((t) => [templateId(t), t.author?.name ?? '']),
		)
		assert.deepEqual(credited, expected)
		for (const t of templates)
			if (t.author) assert.match(t.author.url, /^https:\/\/github\.com\/[A-Za-z0-9-]+$/, t.name)
	})

	it('builds the create-robo command from the template path', () => {
		const starter = templates.find((t) => templateId(t) === 'discord-bots/starter-ts')
		assert.ok(starter)
		assert.equal(createCommand(starter, 'my-bot'), 'npx create-robo my-bot --template discord-bots/starter-ts')
	})
})

describe('redirects.ts', () => {
	const table = new Map(redirects.map((r) => [r.from, r.to]))

	it('has each source path once and never redirects to itself or to another redirect', () => {
		assert.equal(table.size, redirects.length)
		for (const { from, to } of redirects) {
			assert.notEqual(from, to)
			assert.ok(!table.has(to), `${from} -> ${to} chains into another redirect`)
			assert.match(from, /^\/[a-z0-9/_-]*$/)
			assert.match(to, /^\/[a-z0-9/_-]+$/)
		}
	})

	it('contains every pair of the spec table', () => {
		for (const [from, to] of specRedirects) assert.equal(table.get(from), to, from)
	})

	it('is exactly the previous site’s redirect table, pair by pair (intentional changes listed)', () => {
		// tests/fixtures/live-site/redirects.txt comes from the old docusaurus.config.js, not from this table.
		assert.ok(oldRedirects.size >= 30, `${oldRedirects.size} old redirects`)
		const expected = [...oldRedirects.keys()].map((from) => `${from} -> ${redirectTarget(from)}`).sort()
		assert.deepEqual(redirects.map(({ from, to }) => `${from} -> ${to}`).sort(), expected)
		for (const from of Object.keys(REDIRECTS_CHANGED)) assert.ok(oldRedirects.has(from), `${from} was no old redirect`)
	})

	it('sends an old /docs path to every page the spec says was renamed', () => {
		const targets = new Set(redirects.filter((r) => r.from.startsWith('/docs/')).map((r) => r.to))
		for (const target of specRenamedTargets) assert.ok(targets.has(target), target)
	})
})
