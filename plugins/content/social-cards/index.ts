import type { LoadContext, Plugin } from '@docusaurus/types'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { sections, socialImagePath } from '../../../src/data/sections'
import { cardSvg } from './card'
import { FONT_FAMILY, renderCard } from './render'

const here = dirname(fileURLToPath(import.meta.url))
const requireHere = createRequire(import.meta.url)

export { renderCard } from './render'

/** A package's version, read beside one of its files (resvg-wasm does not export its package.json). */
const version = (fileInPackage: string): string =>
	(
		JSON.parse(readFileSync(join(dirname(requireHere.resolve(fileInPackage)), 'package.json'), 'utf8')) as {
			version: string
		}
	).version

/**
 * Draws one social card per section (src/data/sections.ts) into build/img/social/. Pages point their
 * og:image / twitter:image at their section's card (src/theme/DocItem/Metadata, the two React pages)
 * and the rest use the `docs` card (themeConfig.image). Each card is kept in `.cache/social/`, named
 * by what decides its pixels (the SVG, the renderer's code, the resvg and font versions), so a build
 * draws only the cards that changed and copies the rest. `npm start` draws nothing: it never reaches
 * postBuild, and nothing previews a dev server.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
	return {
		name: 'robo-social-cards',
		async postBuild({ outDir }) {
			const started = Date.now()
			const site = { title: context.siteConfig.title, host: new URL(context.siteConfig.url).host }
			const cacheDir = join(context.siteDir, '.cache', 'social')
			const renderer = [
				readFileSync(join(here, 'render.ts'), 'utf8'),
				version('@resvg/resvg-wasm/index_bg.wasm'),
				version('dejavu-fonts-ttf/package.json'),
			].join('\0')
			mkdirSync(cacheDir, { recursive: true })
			let drawn = 0
			for (const section of sections) {
				const svg = cardSvg(section, site, FONT_FAMILY)
				const key = createHash('sha256').update(renderer).update('\0').update(svg).digest('hex').slice(0, 32)
				const file = join(cacheDir, `${key}.png`)
				if (!existsSync(file)) {
					// Written whole or not at all: the file is a cache entry a later build trusts.
					writeFileSync(`${file}.tmp`, await renderCard(svg))
					renameSync(`${file}.tmp`, file)
					drawn++
				}
				const target = join(outDir, socialImagePath(section))
				mkdirSync(dirname(target), { recursive: true })
				copyFileSync(file, target)
			}
			console.log(
				`[social] ${sections.length} social cards (${drawn} drawn, ${sections.length - drawn} from .cache/social) in ${Date.now() - started} ms`,
			)
		},
	}
}
