/**
 * What each part of the local index holds, byte for byte where it matters to a reader: the fields a
 * section is searched by, the anchor a result links to, the snippet text, the size of what a search
 * downloads, and the folder name that lets browsers cache the parts forever (a part whose content
 * changes under the same name would show a stale snippet until the cache expires).
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'

import {
	clip,
	documentOf,
	recordOf,
	SNIPPET_CHARS,
	TEXT_CHARS,
	toIndexParts,
} from '../../plugins/content/search/local-index'
import type { SearchRecord } from '../../plugins/content/search/types'
import { writeSearchIndex } from '../../plugins/content/search/write'
import { sectionRecord as record } from '../support/searchFixtures'

/** Every record read back from the parts, as the engine shows a result. */
function readBack(records: readonly SearchRecord[]): SearchRecord[] {
	const { manifest, texts } = toIndexParts(records)
	const last = (starts: number[], id: number) => starts.filter((first) => first <= id).length - 1
	return records.map((_, id) => {
		const part = last(manifest.texts, id)
		const page = last(
			manifest.pages.map(([, , , first]) => first),
			id,
		)
		return recordOf(manifest, page, id, texts[part], manifest.texts[part])
	})
}

describe('search index parts: the fields a section is searched by', () => {
	it("searches a page's introduction by title and keywords, a section by its heading under its parents' context", () => {
		const intro = record('/p', [], null, 'Opening text', ['db', 'key value'])
		assert.deepEqual(documentOf(intro, 0), {
			id: 0,
			title: 'Title of /p',
			keywords: 'db key value',
			heading: '',
			context: '',
			content: 'Opening text',
		})
		const deep = record('/p', ['API', 'set', 'Options of set'], 'set-options', null)
		assert.deepEqual(documentOf(deep, 7), {
			id: 7,
			title: '',
			keywords: '',
			heading: 'Options of set',
			context: 'Title of /p API set',
			content: '',
		})
		// A heading that skips a level (h2 → h4) leaves that level out of the context.
		const skipped = record('/p', ['API', null, 'Deep'], 'deep', 'x')
		assert.equal(documentOf(skipped, 1).context, 'Title of /p API ')
		assert.equal(documentOf(skipped, 1).heading, 'Deep')
		// A heading without text (its text follows it) leaves the heading field empty.
		assert.equal(documentOf(record('/p', [null], 'x', 'after an empty heading'), 2).heading, '')
	})
})

describe('search index parts: a result read back from its text part', () => {
	it('links each section to its own anchor, stored as 1 only when it is the slug of its heading', () => {
		const headings: [string, string][] = [
			['Quick start', 'quick-start'],
			['`Flashcore.get()` returns', 'flashcoreget-returns'],
			['Über Ärger', 'über-ärger'],
			['Step 2: deploy', 'step-2-deploy'],
			['snake_case and kebab-case', 'snake_case-and-kebab-case'],
			['  Padded \t heading ', 'padded-heading'],
			// Docusaurus ids that are not the heading's slug: an explicit {#id} and a deduplicated one
			['Options of set', 'set-options'],
			['Quick start', 'quick-start-1'],
		]
		const records = [
			record('/p', [], null, 'intro'),
			...headings.map(([heading, anchor]) => record('/p', [heading], anchor, 'text')),
			record('/p', ['No id here'], null, 'text under a heading without an id'),
		]
		const { texts } = toIndexParts(records)
		assert.deepEqual(
			texts.flat().map(([stored]) => stored),
			[null, 1, 1, 1, 1, 1, 1, 'set-options', 'quick-start-1', null],
		)
		assert.deepEqual(
			readBack(records),
			records.map((r, id) => ({ ...r, objectID: String(id) })),
		)
	})

	it('gives back every level of a deep section and the snippet text, clipped', () => {
		const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ')
		const records = [
			record('/a', [], null, null),
			record('/a', ['Two', 'Three', 'Four', 'Five', 'Six'], 'six', long),
			record('/b', [], null, 'b intro', ['kw']),
		]
		const back = readBack(records)
		assert.deepEqual(back[1].hierarchy, records[1].hierarchy)
		assert.equal(back[1].type, 'lvl6')
		assert.equal(back[1].url, '/a#six')
		assert.equal(back[1].content, clip(long, SNIPPET_CHARS))
		assert.equal(back[0].content, null)
		assert.equal(back[0].url, '/a')
		assert.deepEqual(back[2].keywords, ['kw'])
		assert.equal(back[2].hierarchy.lvl1, 'Title of /b')
	})

	it('gives back a level a section skipped, and a heading without text, as null', () => {
		const records = [
			record('/p', [], null, 'intro'),
			record('/p', ['API', null, 'Deep'], 'deep', 'under h4'),
			record('/p', [null], 'x', 'after an empty heading'),
		]
		assert.deepEqual(
			readBack(records),
			records.map((r, id) => ({ ...r, objectID: String(id) })),
		)
	})

	it('clips text at the last space before the limit, unless that space is far back', () => {
		assert.equal(clip('alpha beta gamma', 16), 'alpha beta gamma')
		assert.equal(clip('alpha beta gamma', 15), 'alpha beta')
		assert.equal(clip('alpha beta gamma', 10), 'alpha beta')
		// 'alpha' ends at 5, not past 60 % of 12: cut at the limit rather than lose most of the text.
		assert.equal(clip('alpha betagammadelta', 12), 'alpha betaga')
		// A space exactly at 60 % is still too far back.
		assert.equal(clip('abc defghij', 5), 'abc d')
		assert.equal(clip('abcd efghij', 5), 'abcd')
		assert.equal(clip('abc defghij', 6), 'abc de')
		assert.equal(clip('abcd efghij', 6), 'abcd')
	})
})

describe('search index parts: what a search downloads', () => {
	it('fills each text part up to about TEXT_CHARS and stores keywords only where a page has some', () => {
		const records = Array.from({ length: 60 }, (_, i) =>
			record(
				`/p${Math.floor(i / 3)}`,
				i % 3 === 0 ? [] : [`Heading ${i}`],
				i % 3 === 0 ? null : `heading-${i}`,
				`${'x'.repeat(i * 7)} end`,
				i === 0 ? ['kw'] : undefined,
			),
		)
		const { manifest, texts } = toIndexParts(records)
		assert.ok(texts.length >= 3, `${texts.length} text parts`)
		assert.equal(manifest.texts.length, texts.length)
		assert.deepEqual(
			manifest.texts,
			texts.map((_, n) => texts.slice(0, n).flat().length),
		)
		const size = (docs: unknown[]) => docs.reduce<number>((sum, doc) => sum + JSON.stringify(doc).length, 0)
		for (const [n, part] of texts.entries()) {
			assert.ok(part.length === 1 || size(part) <= TEXT_CHARS, `part ${n}: ${size(part)} chars`)
			// Not cut early: the next document would not have fitted.
			if (n + 1 < texts.length) assert.ok(size(part) + size([texts[n + 1][0]]) > TEXT_CHARS, `part ${n} cut early`)
		}
		assert.equal(texts[0][0].length, 4)
		assert.ok(
			texts
				.flat()
				.slice(1)
				.every((doc) => doc.length === 3),
			'a document without keywords carries a keyword slot',
		)
	})

	it('fills a text part to exactly TEXT_CHARS before starting the next', () => {
		// Each document is `[null,[],"x…x"]`: 12 characters around its text, TEXT_CHARS / 10 in all.
		const text = 'x'.repeat(TEXT_CHARS / 10 - 12)
		const records = Array.from({ length: 25 }, (_, i) => record(`/p${i}`, [], null, text))
		const { manifest, texts } = toIndexParts(records)
		assert.equal(JSON.stringify(texts[0][0]).length, TEXT_CHARS / 10)
		assert.deepEqual(manifest.texts, [0, 10, 20])
	})

	it('fills a shard to exactly the size asked before starting the next', () => {
		// Ten documents of one word each, titled with a stop word: ten terms of `[[4,<id>,1]]`, 9 characters.
		const records = 'abcdefghij'.split('').map((letter, i) => {
			const r = record(`/p${i}`, [], null, `c${letter}`)
			return { ...r, hierarchy: { ...r.hierarchy, lvl1: 'a' } }
		})
		const { manifest, shards } = toIndexParts(records, 27)
		assert.deepEqual(manifest.terms, ['ca', 'cb', 'cc', 'cd', 'ce', 'cf', 'cg', 'ch', 'ci', 'cj'])
		assert.equal(JSON.stringify(shards[0][0]).length, 9)
		assert.deepEqual(manifest.shards, [0, 3, 6, 9])
	})

	it('lists each page once, with its first document, even when two pages share a title', () => {
		const records = [
			record('/a', [], null, 'a'),
			record('/a', ['H'], 'h', 'a h'),
			record('/b', [], null, 'b'),
			record('/c', [], null, 'c'),
			record('/c', ['H'], 'h', 'c h'),
			record('/c', ['I'], 'i', 'c i'),
		]
		for (const r of records.slice(3)) r.hierarchy.lvl1 = 'Title of /b'
		const { manifest } = toIndexParts(records)
		assert.deepEqual(manifest.pages, [
			['/a', 'Docs', 'Title of /a', 0],
			['/b', 'Docs', 'Title of /b', 2],
			['/c', 'Docs', 'Title of /b', 3],
		])
		assert.equal(manifest.levels, '121122')
	})

	it('stores postings as ascending documents, each a positive gap from the one before', () => {
		const records = Array.from({ length: 30 }, (_, i) => record(`/p${i}`, [], null, i % 2 ? 'robo odd' : 'robo even'))
		const { manifest, shards } = toIndexParts(records)
		const postings = shards.flat()
		const shared = postings[manifest.terms.indexOf('robo')]
		const content = shared.find(([field]) => field === 4) ?? []
		const gaps = content.slice(1).filter((_, k) => k % 2 === 0)
		assert.equal(gaps.length, 30)
		assert.deepEqual(gaps, [0, ...Array.from({ length: 29 }, () => 1)])
		for (const [i, term] of manifest.terms.entries())
			for (const [, ...pairs] of postings[i])
				for (let k = 2; k < pairs.length; k += 2) assert.ok(pairs[k] > 0, `${term}: gap ${pairs[k]}`)
	})
})

describe('search index files: the folder they are written to', () => {
	const inTemp = (test: (dir: string) => void) => {
		const dir = mkdtempSync(join(tmpdir(), 'search-parts-'))
		try {
			test(dir)
		} finally {
			rmSync(dir, { recursive: true, force: true })
		}
	}

	it('gets a new name when only the text of a result changes, so no browser shows a cached snippet', () => {
		inTemp((dir) => {
			const a = writeSearchIndex(dir, [record('/p', [], null, 'Robo starts')])
			// Same words, so the same terms, postings and statistics: only the text part differs.
			const b = writeSearchIndex(dir, [record('/p', [], null, 'robo Starts')])
			assert.notEqual(b.manifest.dir, a.manifest.dir)
			const c = writeSearchIndex(dir, [record('/p', ['Robo'], 'robo', 'x')])
			const d = writeSearchIndex(dir, [record('/p', ['robo'], 'robo', 'x')])
			assert.notEqual(d.manifest.dir, c.manifest.dir)
		})
	})

	it('removes every index an earlier build left and nothing else', () => {
		inTemp((dir) => {
			const ours = ['abcdef0123', '0123456789', 'index.0.json', 'index.deadbeef.json']
			const others = [
				'abcdef012', // 9 characters
				'abcdef01234', // 11
				'ABCDEF0123',
				'abcdefg123',
				'xabcdef0123',
				'index.json',
				'index..json',
				'index.abc.json.map',
				'index.abc.jsonx',
				'index.xyz.json',
				'myindex.abc.json',
				'index.abc.JSON',
				'notes',
			]
			mkdirSync(join(dir, 'search'), { recursive: true })
			for (const name of [...ours, ...others]) {
				if (name.includes('.')) writeFileSync(join(dir, 'search', name), '{}')
				else {
					mkdirSync(join(dir, 'search', name))
					writeFileSync(join(dir, 'search', name, 't0.json'), '[]')
				}
			}
			const written = writeSearchIndex(dir, [record('/p', [], null, 'text')])
			assert.deepEqual(
				readdirSync(join(dir, 'search')).sort(),
				[...others, written.manifest.dir, 'manifest.json'].sort(),
			)
		})
	})
})
