/** The drawing process (started by the social-cards plugin through runInChild): renders each card to its file. */
import { renameSync, writeFileSync } from 'node:fs'
import { serveOneJob } from '../child'
import { renderCard } from './render'

export interface DrawJob {
	cards: { svg: string; file: string }[]
}

serveOneJob(async ({ cards }: DrawJob) => {
	for (const { svg, file } of cards) {
		// Written whole or not at all: the file is a cache entry a later build trusts.
		writeFileSync(`${file}.tmp`, await renderCard(svg))
		renameSync(`${file}.tmp`, file)
	}
	return cards.length
})
