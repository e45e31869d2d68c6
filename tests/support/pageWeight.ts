/**
 * First-load weight of a page: the JS and CSS its built HTML makes the browser fetch before any
 * interaction (the stylesheets it links and the app scripts it preloads and starts), gzipped as a
 * CDN would serve them. Shared by the page-weight test (tests/build/page-weight.test.ts) and
 * `npm run bench`, so both hold pages to one budget measured one way.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { scriptsInHtml } from './html'

/** Budget per page, in KB (1,024 bytes) of gzipped JS+CSS at first load. */
export const firstLoadBudgetKb = 170

/** One page of each class the site has: guide, API guide, reference symbol, gallery, playground, directory. */
export const weighedPages = [
	'/getting-started',
	'/robojs/flashcore',
	'/ref/framework/Variable.Flashcore',
	'/templates',
	'/playground',
	'/plugins/directory',
]

export const gzipBytes = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length

export interface Chunk {
	/** Path on the site, `/assets/js/main.1a2b3c4d.js`. */
	path: string
	gzipBytes: number
}

/** Stylesheets of the site's own assets the page links (external ones are refused by the tests anyway). */
const stylesheetsInHtml = (html: string): string[] =>
	[...html.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1])

/** The page's first-load chunks, largest first, read from the build (`route` as `/robojs/flashcore`). */
export function firstLoadChunks(buildDir: string, route: string): Chunk[] {
	const htmlFile = [join(buildDir, `${route}.html`), join(buildDir, route, 'index.html')].find(existsSync)
	if (!htmlFile) throw new Error(`no built page for ${route} in ${buildDir}`)
	const html = readFileSync(htmlFile, 'utf8')
	const paths = [...new Set([...stylesheetsInHtml(html), ...scriptsInHtml(html)])]
	return paths
		.map((path) => ({ path, gzipBytes: gzipBytes(readFileSync(join(buildDir, path))) }))
		.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

export const totalBytes = (chunks: readonly Chunk[]): number => chunks.reduce((sum, c) => sum + c.gzipBytes, 0)
