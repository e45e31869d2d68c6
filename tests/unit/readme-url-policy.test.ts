/**
 * The README URL policy at its edges: what a link or image URL written in a README becomes (a
 * repository address, an anchor, or nothing), how far a hidden scheme is decoded, which bytes are
 * refused as binary, and the notes a dropped image leaves for the build log. Each case is a
 * spelling a hostile or careless README could use; a wrong answer loads a script or an outside
 * image in every reader's browser, or breaks a link readers follow.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
	decodeReadme,
	GITHUB_REPO,
	imageAllowed,
	IMAGE_POLICY_NOTE,
	sanitizeReadme,
	sanitizeUrl,
	type RepoLocation,
} from '../../plugins/content/remote-content/sanitize'
import { REVIEWED_IMAGE_HOSTS } from '../support/imageHosts'

const DIR = 'packages/@robojs/example'
const link = (url: string) => sanitizeUrl(url, 'link', DIR)
const image = (url: string) => sanitizeUrl(url, 'image', DIR)
const blob = (path: string) => `${GITHUB_REPO.blobBase}${DIR}/${path}`
const raw = (path: string) => `${GITHUB_REPO.rawBase}${DIR}/${path}`

describe('README links and images: hidden schemes', () => {
	it('decodes a scheme hidden under up to three layers of character references, and no further', () => {
		// Three layers: &#38; is "&", so each pass uncovers the next reference.
		assert.equal(link('&#38;#38;#106;avascript:alert(1)'), null)
		assert.equal(link('&#x26;#x6A;avascript:alert(1)'), null)
		assert.equal(link('%25%36%41avascript:alert(1)'), null)
		// A fourth layer is never decoded by a browser either: it stays a file name inside the repository.
		const four = link('&#38;#38;#38;#106;avascript:alert(1)')
		assert.ok(four && 'url' in four && four.url.startsWith(GITHUB_REPO.blobBase), JSON.stringify(four))
	})

	it('refuses a scheme split by named tab and newline references, or by invisible characters', () => {
		for (const url of [
			'java&Tab;script:alert(1)',
			'java&NewLine;script:alert(1)',
			'java&Tabscript:alert(1)',
			'javascript&colon;alert(1)',
			'javascript&COLONalert(1)',
			'java\u200Bscript:alert(1)',
			'java\u00ADscript:alert(1)',
			'java\u2028script:alert(1)',
			'java\uFEFFscript:alert(1)',
			'java\u0085script:alert(1)',
			'&#x6a&#x61&#x76&#x61script:alert(1)',
			'&#106&#97&#118&#97script:alert(1)',
		]) {
			assert.equal(link(url), null, JSON.stringify(url))
			assert.equal(image(url), null, JSON.stringify(url))
		}
	})

	it('keeps web and mail links, and a web URL that merely mentions a script scheme', () => {
		assert.deepEqual(link('http://example.com/'), { url: 'http://example.com/' })
		assert.deepEqual(link('mailto:a@example.com'), { url: 'mailto:a@example.com' })
		assert.deepEqual(image('http://example.com/x.png'), { url: 'http://example.com/x.png' })
		assert.deepEqual(link('https://example.com/?next=javascript:void'), {
			url: 'https://example.com/?next=javascript:void',
		})
	})

	it('trims the spaces and controls around a URL and drops tabs and newlines inside it, as a browser does', () => {
		assert.deepEqual(link('  \u0001https://example.com/'), { url: 'https://example.com/' })
		assert.deepEqual(link('docs/a.md \u0001 '), { url: blob('docs/a.md') })
		assert.deepEqual(link('https://exa\tmple.com/a\nb'), { url: 'https://example.com/ab' })
	})

	it('treats a character reference beyond Unicode as nothing rather than failing', () => {
		assert.equal(link('&#x110000;javascript:alert(1)'), null)
		assert.equal(link('&#99999999;javascript:alert(1)'), null)
	})

	it('refuses empty and overlong URLs, and keeps one of exactly 4096 characters', () => {
		assert.equal(link(''), null)
		assert.equal(link(' \t\n'), null)
		const base = 'https://example.com/'
		assert.deepEqual(link(base + 'a'.repeat(4096 - base.length)), { url: base + 'a'.repeat(4096 - base.length) })
		assert.equal(link(base + 'a'.repeat(4097 - base.length)), null)
	})

	it('allows mailto for links only, and only the raster data images', () => {
		assert.equal(image('mailto:a@example.com'), null)
		for (const type of ['png', 'jpeg', 'jpg', 'gif', 'webp', 'avif', 'bmp', 'x-icon', 'vnd.microsoft.icon']) {
			assert.deepEqual(image(`data:image/${type};base64,AA`), { url: `data:image/${type};base64,AA` }, type)
			assert.deepEqual(image(`DATA:IMAGE/${type.toUpperCase()},AA`), { url: `DATA:IMAGE/${type.toUpperCase()},AA` })
		}
		assert.equal(image('data:image/pngx;base64,AA'), null)
		assert.equal(image('data:image/svg+xml,<svg onload=alert(1)>'), null)
		assert.equal(image('data:text/plain,AA'), null)
	})

	it('refuses a web URL the URL parser cannot read', () => {
		assert.equal(link('http://'), null)
		assert.equal(link('https://exa mple.com/'), null)
		assert.equal(image('//'), null)
	})
})

describe('README links and images: relative addresses', () => {
	it('reads backslashes as slashes, as a browser does, including a protocol-relative host', () => {
		assert.deepEqual(link('docs\\a.md'), { url: blob('docs/a.md') })
		assert.deepEqual(link('%5C%5Cexample.com/x'), { url: 'https://example.com/x' })
		assert.deepEqual(image('\\\\example.com/x.png'), { url: 'https://example.com/x.png' })
	})

	it('points a bare query at the README itself, and keeps the query on images without the fragment', () => {
		assert.deepEqual(link('?tab=readme'), { url: blob('README.md?tab=readme') })
		assert.deepEqual(link('?tab=readme#usage'), { url: blob('README.md?tab=readme#usage') })
		assert.deepEqual(image('img/a.png#frag'), { url: raw('img/a.png') })
		assert.deepEqual(image('img/a.png?v=2'), { url: raw('img/a.png?v=2') })
	})

	it('encodes each path segment but keeps @ in scoped package folders', () => {
		assert.deepEqual(link('a b/c#d.md'), { url: blob('a%20b/c#d.md') })
		assert.deepEqual(link('../other/@x/README.md'), {
			url: `${GITHUB_REPO.blobBase}packages/@robojs/other/@x/README.md`,
		})
		assert.deepEqual(link('%E2%9C%A8.md'), { url: blob('%E2%9C%A8.md') })
	})

	it('keeps a malformed percent-escape as written instead of failing', () => {
		assert.deepEqual(link('#%E0%A4%A'), { anchor: '%E0%A4%A' })
		const bad = link('bad%E0%A4%A.md')
		assert.ok(bad && 'url' in bad && bad.url.startsWith(blob('bad')), JSON.stringify(bad))
	})

	it('clamps a path from the repository root at the root, but refuses a relative one that climbs out', () => {
		assert.deepEqual(link('/../../../../x.md'), { url: `${GITHUB_REPO.blobBase}x.md` })
		assert.deepEqual(link('../../../x.md'), { url: `${GITHUB_REPO.blobBase}x.md` })
		assert.equal(link('../../../../x.md'), null)
		assert.equal(link('../../../../x/'), null)
		assert.equal(image('../../../../x.png'), null)
		assert.equal(image('#usage'), null)
	})

	it('resolves against the repository it is given, links to file pages and images to raw files', () => {
		const repo: RepoLocation = {
			blobBase: 'https://git.example/r/blob/main/',
			rawBase: 'https://git.example/r/raw/main/',
		}
		assert.deepEqual(sanitizeUrl('a.md', 'link', 'pkg', repo), { url: 'https://git.example/r/blob/main/pkg/a.md' })
		assert.deepEqual(sanitizeUrl('a.png', 'image', 'pkg', repo), { url: 'https://git.example/r/raw/main/pkg/a.png' })
	})
})

describe('README images: host policy', () => {
	it("loads images from GitHub's hosts, shields.io and the repository's own raw host only", () => {
		for (const host of REVIEWED_IMAGE_HOSTS) {
			assert.ok(imageAllowed(`https://${host}/x.png`), host)
		}
		const repo: RepoLocation = { blobBase: 'https://git.example/r/blob/', rawBase: 'https://raw.git.example/r/' }
		assert.ok(imageAllowed('https://raw.git.example/r/x.png', repo))
		assert.ok(!imageAllowed('https://raw.git.example/r/x.png'))
		assert.ok(imageAllowed('https://raw.githubusercontent.com/o/r/x.png', repo))
		assert.ok(!imageAllowed('https://gist.github.com/x.png'))
		assert.equal(imageAllowed('not a url'), false)
		assert.equal(imageAllowed('data:image/png;base64,AA'), true)
	})

	it('keeps a raster data image in a README, which makes no request', () => {
		const { children, notes } = sanitizeReadme('## A\n\n![d](data:image/png;base64,AAAA)', { dir: DIR })
		assert.ok(JSON.stringify(children).includes('"data:image/png;base64,AAAA"'), notes.join('\n'))
	})

	it('leaves a note naming the host of an image it drops, and the start of an unsafe image URL', () => {
		const { notes } = sanitizeReadme(
			`## A\n\n![p](https://pixel.example/p.gif)\n\n![s](../../../../${'x'.repeat(300)}.png)`,
			{ dir: DIR },
		)
		assert.ok(notes.includes('image from pixel.example not loaded (not an allowed image host)'), notes.join('\n'))
		assert.ok(IMAGE_POLICY_NOTE.length > 0)
		const unsafe = notes.find((n) => n.startsWith('unsafe image ../../../../xxx'))
		assert.equal(unsafe?.length, 200, notes.join('\n'))
	})
})

describe('README bytes', () => {
	it('refuses a README with a NUL byte near the start, but not one after the first 8 KB', () => {
		assert.deepEqual(decodeReadme(new TextEncoder().encode('# A\n\0b')), { ok: false, reason: 'binary' })
		const late = new Uint8Array([...new TextEncoder().encode(`# A\n${'b'.repeat(8200)}`), 0, 0x63])
		assert.deepEqual(decodeReadme(late), { ok: true, text: `# A\n${'b'.repeat(8200)}c` })
	})

	it('allows a few stray control characters and refuses more than eight (or a tenth of a long text)', () => {
		const withControls = (n: number, length = 40) =>
			new TextEncoder().encode('# A\n' + '\u0001'.repeat(n) + 'x'.repeat(length))
		assert.deepEqual(decodeReadme(withControls(8)), { ok: true, text: `# A\n${'x'.repeat(40)}` })
		assert.deepEqual(decodeReadme(withControls(9)), { ok: false, reason: 'binary' })
		assert.deepEqual(decodeReadme(withControls(20, 300)), { ok: true, text: `# A\n${'x'.repeat(300)}` })
		assert.deepEqual(decodeReadme(withControls(40, 300)), { ok: false, reason: 'binary' })
	})

	it('counts tabs, form feeds and line ends as text; keeps tabs and drops the other controls', () => {
		const text = '# A\n' + '\t\f\r\n'.repeat(10) + 'x\u007F\u000By'
		assert.deepEqual(decodeReadme(new TextEncoder().encode(text)), {
			ok: true,
			text: '# A\n' + '\t\n'.repeat(10) + 'xy',
		})
	})

	it('judges only the first 8 KB: controls further on are dropped, not a reason to refuse', () => {
		const text = '# A\n' + 'b'.repeat(8200) + '\u0001'.repeat(1000)
		assert.deepEqual(decodeReadme(new TextEncoder().encode(text)), { ok: true, text: `# A\n${'b'.repeat(8200)}` })
	})

	it('counts undecodable bytes against the README', () => {
		assert.deepEqual(decodeReadme(Uint8Array.from({ length: 200 }, (_, i) => 0x80 + (i % 60))), {
			ok: false,
			reason: 'binary',
		})
	})

	it('strips a leading byte order mark only, and turns every line end into a newline', () => {
		assert.deepEqual(decodeReadme(new TextEncoder().encode('\uFEFF# A\r\nb\rc x\uFEFFy')), {
			ok: true,
			text: '# A\nb\nc x\uFEFFy',
		})
	})

	it('refuses an empty README and one of only whitespace and controls', () => {
		assert.deepEqual(decodeReadme(new Uint8Array()), { ok: false, reason: 'empty' })
		assert.deepEqual(decodeReadme(new TextEncoder().encode(' \n\t\u0001\n')), { ok: false, reason: 'empty' })
	})
})
