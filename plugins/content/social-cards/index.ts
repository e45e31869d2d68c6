import type { LoadContext, Plugin } from '@docusaurus/types'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { sections, socialImagePath } from '../../../src/data/sections'
import { runInChild, startEarly } from '../child'
import { cardSvg } from './card'
import { FONT_FAMILY } from './render'
import type { DrawJob } from './worker'

export { renderCard } from './render'

/** A package's version, read beside one of its files (resvg-wasm does not export its package.json). */
const version = (fileInPackage: string): string =>
	(
		JSON.parse(readFileSync(join(dirname(require.resolve(fileInPackage)), 'package.json'), 'utf8')) as {
			version: string
		}
	).version

/**
 * Each section's card as a file in `.cache/social/`, named by what decides its pixels: the SVG,
 * the renderer's code and the resvg and font versions. Missing ones are drawn in a child process.
 */
async function drawCards(context: Pick<LoadContext, 'siteDir' | 'siteConfig'>, background: boolean) {
	const site = { title: context.siteConfig.title, host: new URL(context.siteConfig.url).host }
	const cacheDir = join(context.siteDir, '.cache', 'social')
	const renderer = [
		readFileSync(join(__dirname, 'render.ts'), 'utf8'),
		version('@resvg/resvg-wasm/index_bg.wasm'),
		version('dejavu-fonts-ttf/package.json'),
	].join('\0')
	const cards = sections.map((section) => {
		const svg = cardSvg(section, site, FONT_FAMILY)
		const key = createHash('sha256').update(renderer).update('\0').update(svg).digest('hex').slice(0, 32)
		return { section, svg, file: join(cacheDir, `${key}.png`) }
	})
	const missing = cards.filter((card) => !existsSync(card.file))
	if (missing.length > 0) {
		mkdirSync(cacheDir, { recursive: true })
		const job: DrawJob = { cards: missing.map(({ svg, file }) => ({ svg, file })) }
		await runInChild<DrawJob, number>(join(__dirname, 'worker.ts'), job, { background, label: 'social' })
	}
	return { cards, drawn: missing.length }
}

/**
 * Draws one social card per section (src/data/sections.ts) into build/img/social/. Pages point their
 * og:image / twitter:image at their section's card (src/theme/DocItem/Metadata, the two React pages)
 * and the rest use the `docs` card (themeConfig.image). A production build starts drawing when the
 * plugin is created, at low priority, and postBuild copies the files; `build --dev`
 * draws in postBuild, and `npm start` draws nothing: nothing previews a dev server.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
	// The cards need only the sections and the site config, so they are drawn while the build waits
	// for TypeDoc.
	const early = startEarly(() => drawCards(context, true))
	return {
		name: 'robo-social-cards',
		async postBuild({ outDir }) {
			const started = Date.now()
			const { cards, drawn } = await (early ?? drawCards(context, false))
			for (const { section, file } of cards) {
				const target = join(outDir, socialImagePath(section))
				mkdirSync(dirname(target), { recursive: true })
				copyFileSync(file, target)
			}
			const when = early ? ' (drawn while the build ran)' : ''
			console.log(
				`[social] ${cards.length} social cards (${drawn} drawn, ${cards.length - drawn} from .cache/social) in ${Date.now() - started} ms${when}`,
			)
		},
	}
}
