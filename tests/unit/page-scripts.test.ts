import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { chunksByImport, withImportOrigins } from '../../plugins/loading/page-scripts/origins'

const page = '@site/docs/robojs/flashcore.mdx'
const other = '@site/docs/getting-started.mdx'

describe('page scripts: chunks by import', () => {
	it('groups every non-initial chunk under each import it serves, as strings, sorted', () => {
		const result = chunksByImport([
			{ id: 320, origins: [{ request: page }] },
			{ id: '1946', origins: [{ request: page }, { request: other }] },
			{ id: '4014', initial: true, origins: [{ request: page }] },
			{ id: 'main', initial: true, origins: [{}] },
			{ id: 77, origins: [{ request: other }, { request: null }] },
			{ id: null, origins: [{ request: page }] },
		])
		assert.deepEqual(result, { [page]: ['1946', '320'], [other]: ['1946', '77'] })
	})

	it('adds origins the manifest lacks and leaves the ones it has', () => {
		const manifest = { entrypoints: ['main'], origins: { main: ['4014', '1889'], [other]: ['9'] }, assets: {} }
		const patched = withImportOrigins(manifest, { [page]: ['320'], [other]: ['77'] })
		assert.deepEqual(patched.origins, { main: ['4014', '1889'], [other]: ['9'], [page]: ['320'] })
		assert.deepEqual(patched.entrypoints, ['main'])
		assert.deepEqual(manifest.origins, { main: ['4014', '1889'], [other]: ['9'] }, 'input left unchanged')
	})
})
