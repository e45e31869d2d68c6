import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { templateId, templates, type Template } from '../../src/data/templates'
import {
	emptyFilters,
	filterTemplates,
	galleryTags,
	galleryTemplates,
	hasActiveFilters,
	parseFilters,
	serializeFilters,
	tagLabel,
	tagsOf,
	toggleValue,
	type GalleryFilters,
} from '../../src/lib/templateFilters'

const ids = (filters: Partial<GalleryFilters>) =>
	filterTemplates(galleryTemplates, { ...emptyFilters, ...filters }).map(templateId)

describe('galleryTemplates', () => {
	it('lists every template except retired ones', () => {
		assert.equal(galleryTemplates.length, templates.length - 1)
		assert.ok(!galleryTemplates.some((t) => t.name === 'gpt-chatbot-ts'))
		assert.ok(galleryTemplates.some((t) => t.name === 'ai-chatbot-ts'))
		assert.ok(galleryTemplates.every((t) => !t.replacedBy))
	})

	it('offers only tags some listed template carries, sorted by label', () => {
		for (const tag of galleryTags)
			assert.ok(
				galleryTemplates.some((t) => t.tags.includes(tag)),
				tag,
			)
		const labels = galleryTags.map(tagLabel)
		assert.deepEqual(
			labels,
			[...labels].sort((a, b) => a.localeCompare(b, 'en')),
		)
		assert.equal(tagLabel('trpc'), 'tRPC')
		assert.equal(tagLabel('game'), 'Game')
		// A tag only a retired or unlisted template carries is not offered.
		const [withTags] = galleryTemplates.filter((t) => t.tags.length >= 2)
		const kept = { ...withTags, tags: withTags.tags.slice(0, 1) }
		assert.deepEqual(tagsOf([kept]), [withTags.tags[0]])
		assert.deepEqual(tagsOf([]), [])
	})
})

describe('parseFilters / serializeFilters', () => {
	it('reads the documented query form', () => {
		assert.deepEqual(parseFilters('?kind=discord-bots&lang=ts&tag=react&q=chat'), {
			kinds: ['discord-bots'],
			languages: ['ts'],
			tags: ['react'],
			query: 'chat',
		})
	})

	it('reads values with spaces around them (a hand-edited link)', () => {
		assert.deepEqual(parseFilters('kind=%20web-apps%20,plugins&lang=%20ts'), {
			kinds: ['plugins', 'web-apps'],
			languages: ['ts'],
			tags: [],
			query: '',
		})
	})

	it('accepts comma lists and repeated keys, drops unknown values and duplicates, keeps a canonical order', () => {
		assert.deepEqual(
			parseFilters('kind=web-apps,discord-activities&kind=nope&kind=web-apps&lang=JS&tag=tailwind,react,x'),
			{
				kinds: ['discord-activities', 'web-apps'],
				languages: ['js'],
				tags: ['react', 'tailwind'],
				query: '',
			},
		)
	})

	it('writes nothing for no filters and readable commas otherwise', () => {
		assert.equal(serializeFilters(emptyFilters), '')
		assert.equal(serializeFilters({ ...emptyFilters, query: '   ' }), '')
		assert.equal(
			serializeFilters({ kinds: ['web-apps', 'discord-bots'], languages: ['ts'], tags: ['react'], query: 'dev kit' }),
			'?kind=discord-bots,web-apps&lang=ts&tag=react&q=dev%20kit',
		)
	})

	it('round-trips', () => {
		const samples: GalleryFilters[] = [
			emptyFilters,
			{ kinds: ['plugins'], languages: [], tags: [], query: '' },
			{
				kinds: ['discord-activities', 'web-apps'],
				languages: ['ts', 'js'],
				tags: ['react', 'tailwind'],
				query: 'a&b=c?',
			},
			{ kinds: [], languages: ['js'], tags: ['database'], query: 'MrJAwesome' },
		]
		for (const sample of samples) assert.deepEqual(parseFilters(serializeFilters(sample)), sample)
	})

	it('tells whether anything is filtered', () => {
		assert.equal(hasActiveFilters(emptyFilters), false)
		assert.equal(hasActiveFilters({ ...emptyFilters, query: '  ' }), false)
		assert.equal(hasActiveFilters({ ...emptyFilters, kinds: ['plugins'] }), true)
		assert.equal(hasActiveFilters({ ...emptyFilters, languages: ['js'] }), true)
		assert.equal(hasActiveFilters({ ...emptyFilters, tags: ['ai'] }), true)
		assert.equal(hasActiveFilters({ ...emptyFilters, query: 'x' }), true)
	})

	it('toggles values', () => {
		assert.deepEqual(toggleValue(['a', 'b'], 'a'), ['b'])
		assert.deepEqual(toggleValue(['b'], 'a'), ['b', 'a'])
	})
})

describe('filterTemplates', () => {
	it('returns everything without filters', () => {
		assert.equal(ids({}).length, galleryTemplates.length)
	})

	it('matches any selected kind and any selected language', () => {
		assert.deepEqual(ids({ kinds: ['plugins'] }), ['plugins/starter-js'])
		const webOrPlugin = ids({ kinds: ['plugins', 'web-apps'] })
		assert.ok(webOrPlugin.includes('plugins/starter-js') && webOrPlugin.includes('web-apps/next-ts'))
		assert.deepEqual(ids({ kinds: ['web-apps'], languages: ['js'] }), ['web-apps/react-js', 'web-apps/svelte-js'])
		assert.equal(ids({ languages: ['ts', 'js'] }).length, galleryTemplates.length)
	})

	it('requires every selected tag', () => {
		assert.deepEqual(ids({ tags: ['react', 'shadcn'] }), ['discord-activities/react-tailwind-shadcn-ts'])
		const tailwind = ids({ tags: ['tailwind'] })
		assert.deepEqual(tailwind, ['discord-activities/react-tailwind-shadcn-ts', 'discord-activities/react-tailwind-ts'])
		// The Unity and Godot hosts are React apps, so both tags together still find Unity alone.
		assert.deepEqual(ids({ tags: ['unity', 'react'] }), ['discord-activities/unity'])
		assert.deepEqual(ids({ tags: ['unity', 'godot'] }), [])
		assert.deepEqual(ids({ tags: ['prisma', 'postgres'] }), ['discord-bots/prisma-ts'])
	})

	it('searches title, summary, tags and author, case-insensitively, every word', () => {
		assert.deepEqual(ids({ query: 'mrjawesome' }), [
			'discord-bots/mrjawesome-dev-toolkit-js',
			'discord-bots/mrjawesome-dev-toolkit-ts',
			'discord-bots/mrjawesome-slash-commands-js',
			'discord-bots/mrjawesome-slash-commands-ts',
		])
		assert.deepEqual(ids({ query: 'MrJAwesome TypeScript' }), [
			'discord-bots/mrjawesome-dev-toolkit-ts',
			'discord-bots/mrjawesome-slash-commands-ts',
		])
		assert.deepEqual(ids({ query: '  godot  ' }), ['discord-activities/godot'])
		assert.ok(ids({ query: 'colyseus' }).includes('discord-activities/react-colyseus-ts'))
		assert.deepEqual(ids({ query: 'zzz-nothing' }), [])
	})

	it('matches words from the summary and the folder name, and needs all of them', () => {
		const fixture: Template[] = [
			{
				kind: 'discord-bots',
				name: 'quiz-ts',
				title: 'Quiz',
				summary: 'Trivia rounds with a scoreboard.',
				language: 'ts',
				tags: ['game'],
				sidebar: true,
			},
			{
				kind: 'web-apps',
				name: 'board-js',
				title: 'Board',
				summary: 'A message board with Svelte.',
				language: 'js',
				tags: ['svelte'],
				sidebar: true,
				author: { name: 'Someone', url: 'https://example.com' },
			},
		]
		const names = (query: string) => filterTemplates(fixture, { ...emptyFilters, query }).map((t) => t.name)
		assert.deepEqual(names('scoreboard'), ['quiz-ts'])
		assert.deepEqual(names('QUIZ-TS'), ['quiz-ts'])
		assert.deepEqual(names('board'), ['quiz-ts', 'board-js'])
		assert.deepEqual(names('board svelte'), ['board-js'])
		assert.deepEqual(names('someone'), ['board-js'])
		assert.deepEqual(names('web app'), ['board-js'])
		assert.deepEqual(names('javascript'), ['board-js'])
		assert.deepEqual(names('trivia svelte'), [])
	})

	it('matches a language by its name, and no word made across two fields or from a missing author', () => {
		const typescript = ids({ query: 'TypeScript' })
		for (const id of ids({ languages: ['ts'] })) assert.ok(typescript.includes(id), id)
		const [first, second] = galleryTemplates.find((t) => t.tags.length >= 2)?.tags ?? []
		assert.ok(first && second)
		assert.deepEqual(ids({ query: first + second }), [])
		assert.deepEqual(ids({ query: 'undefined' }), [])
	})

	it('combines every filter', () => {
		assert.deepEqual(ids({ kinds: ['discord-bots'], languages: ['ts'], tags: ['database'], query: 'mongo' }), [
			'discord-bots/mongodb-ts',
			'discord-bots/mrjawesome-dev-toolkit-ts',
		])
	})
})
