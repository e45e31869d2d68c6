import type { Plugin } from '@docusaurus/types'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { sections, socialImagePath } from '../../../src/data/sections'
import { cardSvg } from './card'

const FONT_FAMILY = 'DejaVu Sans'

let ready: Promise<Uint8Array[]> | undefined
/**
 * resvg's wasm module may be initialised once per process; the fonts are read once with it.
 * The fonts come from npm (dejavu-fonts-ttf), never from the machine.
 */
function setUp(): Promise<Uint8Array[]> {
	ready ??= (async () => {
		await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
		const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
		return Promise.all(
			['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(async (f) => new Uint8Array(await readFile(join(fontDir, f)))),
		)
	})()
	return ready
}

/** PNG bytes of one card. */
export async function renderCard(svg: string): Promise<Uint8Array> {
	const fontBuffers = await setUp()
	const resvg = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: FONT_FAMILY } })
	try {
		return resvg.render().asPng()
	} finally {
		resvg.free()
	}
}

/**
 * Draws one social card per section (src/data/sections.ts) into build/img/social/ after the build.
 * Pages point their og:image / twitter:image at their section's card (src/theme/DocItem/Metadata,
 * the two React pages) and the rest use the `docs` card (themeConfig.image). `npm start` does not
 * draw them: nothing previews a dev server.
 */
export default function socialCardsPlugin(context: { siteConfig: { title: string; url: string } }): Plugin {
	return {
		name: 'robo-social-cards',
		async postBuild({ outDir }) {
			const started = Date.now()
			const site = { title: context.siteConfig.title, host: new URL(context.siteConfig.url).host }
			for (const section of sections) {
				const file = join(outDir, socialImagePath(section))
				await mkdir(dirname(file), { recursive: true })
				await writeFile(file, await renderCard(cardSvg(section, site, FONT_FAMILY)))
			}
			console.log(`[social] ${sections.length} social cards in ${Date.now() - started} ms`)
		},
	}
}
