/**
 * The README URL and image-host policy where the other policy tests leave gaps: the scheme, user
 * info and port of an image on an allowed host, a link written from the repository root, and a
 * README saved with a second byte order mark. Each is something a README can contain; a wrong
 * answer loads an image from another server than the allowed host's own, sends a reader to a file
 * that does not exist, or turns the README's first heading into a paragraph.
 *
 * It runs without a clock, so the mutation run of the URL policy can include it (the look-alike
 * corpus in remote-content-sanitize.test.ts sits beside a time bound that instrumented code fails).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Image, RootContent } from 'mdast'
import {
	decodeReadme,
	GITHUB_REPO,
	imageAllowed,
	sanitizeReadme,
	sanitizeUrl,
} from '../../plugins/content/remote-content/sanitize'

const DIR = 'packages/@robojs/example'

/** The sources of the images a sanitised README keeps, in order. */
function keptImages(markdown: string): string[] {
	const found: string[] = []
	const walk = (nodes: readonly RootContent[]) => {
		for (const node of nodes) {
			if (node.type === 'image') found.push((node as Image).url)
			if ('children' in node && Array.isArray(node.children)) walk(node.children as RootContent[])
		}
	}
	walk(sanitizeReadme(markdown, { dir: DIR }).children)
	return found
}

describe('README images on an allowed host: scheme, user info and port', () => {
	it('loads an allowed host over http as well as https, on the scheme’s own port', () => {
		for (const url of [
			'http://img.shields.io/badge/a-b-green',
			'http://github.com/x.png',
			'http://raw.githubusercontent.com/o/r/main/x.png',
			'http://img.shields.io:80/x',
			'https://github.com:443/x.png',
		]) {
			assert.equal(imageAllowed(url), true, url)
		}
		assert.deepEqual(keptImages('## A\n\n![b](http://img.shields.io/x) ![c](https://github.com:443/x.png)'), [
			'http://img.shields.io/x',
			'https://github.com/x.png',
		])
	})

	it('refuses an allowed host reached by any scheme other than http and https', () => {
		for (const url of [
			'ftp://github.com/x.png',
			'ws://img.shields.io/x',
			'wss://github.com/x.png',
			'gopher://github.com/x',
		]) {
			assert.equal(imageAllowed(url), false, url)
		}
	})

	it('refuses an allowed host written with a user name, a password or both', () => {
		for (const url of [
			'https://user@github.com/x.png',
			'https://:secret@github.com/x.png',
			'https://user:secret@img.shields.io/x',
			'https://user@raw.githubusercontent.com/o/r/main/x.png',
		]) {
			assert.equal(imageAllowed(url), false, url)
		}
		assert.deepEqual(keptImages('## A\n\n![u](https://user@github.com/x.png) ![p](https://:pw@github.com/x.png)'), [])
	})

	it('refuses an allowed host, the repository’s raw host included, on a port other than the scheme’s', () => {
		for (const url of [
			'https://github.com:8443/x.png',
			'http://img.shields.io:8080/x',
			'https://raw.githubusercontent.com:8443/Wave-Play/robo.js/main/x.png',
		]) {
			assert.equal(imageAllowed(url), false, url)
		}
		assert.deepEqual(keptImages('## A\n\n![p](https://raw.githubusercontent.com:444/o/r/main/x.png)'), [])
		// The repository's own raw host on its own port stays allowed.
		assert.equal(imageAllowed(`${GITHUB_REPO.rawBase}x.png`), true)
	})
})

describe('README links and images: a path from the repository root', () => {
	it('resolves a path starting with / from the repository root, not from the README’s folder', () => {
		assert.deepEqual(sanitizeUrl('/CONTRIBUTING.md', 'link', DIR), { url: `${GITHUB_REPO.blobBase}CONTRIBUTING.md` })
		assert.deepEqual(sanitizeUrl('/docs/guide.md#setup', 'link', DIR), {
			url: `${GITHUB_REPO.blobBase}docs/guide.md#setup`,
		})
		assert.deepEqual(sanitizeUrl('/assets/logo.png', 'image', DIR), { url: `${GITHUB_REPO.rawBase}assets/logo.png` })
		// A folder link ending in / still resolves from the README's folder.
		assert.deepEqual(sanitizeUrl('docs/', 'link', DIR), { url: `${GITHUB_REPO.blobBase}${DIR}/docs/` })
	})
})

describe('README bytes: a second byte order mark', () => {
	it('drops a byte order mark the decoder left at the start, so the first heading stays a heading', () => {
		// An editor that adds its own mark to a file that already had one saves EF BB BF twice.
		const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('\uFEFF# Title\n\nText')])
		assert.deepEqual(decodeReadme(bytes), { ok: true, text: '# Title\n\nText' })
	})
})
