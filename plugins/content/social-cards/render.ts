import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { initWasm, Resvg } from '@resvg/resvg-wasm'

const requireHere = createRequire(import.meta.url)

export const FONT_FAMILY = 'DejaVu Sans'

let ready: Promise<Uint8Array[]> | undefined
/**
 * resvg's wasm module may be initialised once per process; the fonts are read once with it.
 * The fonts come from npm (dejavu-fonts-ttf), never from the machine.
 */
function setUp(): Promise<Uint8Array[]> {
	ready ??= (async () => {
		await initWasm(await readFile(requireHere.resolve('@resvg/resvg-wasm/index_bg.wasm')))
		const fontDir = join(dirname(requireHere.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
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
