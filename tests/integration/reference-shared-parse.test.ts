/**
 * TypeDoc converts a package to the same project whether it parses the declaration files itself
 * or takes them from the reference step's shared parse (plugins/content/reference/shared-parse.ts),
 * including the second time, when every file under node_modules comes from the registry. The
 * fixture package imports robo.js, so discord.js' and robo.js' types are among the shared files.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { Application, type JSONOutput, type NormalizedPath } from 'typedoc'
import { resetReflectionID } from 'typedoc/models'
import { sharedTypedocOptions } from '../../plugins/content/reference/options'
import type { ReferencePackage } from '../../plugins/content/reference/packages'
import { shareParsedDeclarations, sharedParseStats } from '../../plugins/content/reference/shared-parse'
import { isResolved, resolveCheckout } from '../../plugins/content/reference/sources'
import { repoRoot } from '../support/paths'

const fixture = {
	id: '@robojs/reference-fixture',
	packageName: '@robojs/reference-fixture',
	sourceDir: 'reference-package',
} as ReferencePackage

// Staged inside the repository, as the step does, so robo.js resolves from the site's node_modules.
mkdirSync(join(repoRoot, '.cache'), { recursive: true })
const scratch = mkdtempSync(join(repoRoot, '.cache', 'shared-parse-typedoc-'))
after(() => rmSync(scratch, { recursive: true, force: true }))

const source = resolveCheckout(fixture, join(repoRoot, 'tests/fixtures'), { siteDir: repoRoot, cacheDir: scratch })

async function convert(share: boolean): Promise<JSONOutput.ProjectReflection> {
	assert.ok(isResolved(source), 'the fixture did not stage')
	const { skipErrorChecking, excludePrivate, excludeProtected, excludeInternal, excludeExternals } =
		sharedTypedocOptions
	const app = await Application.bootstrap({
		entryPoints: [source.entry],
		tsconfig: source.tsconfig,
		name: fixture.packageName,
		skipErrorChecking,
		excludePrivate,
		excludeProtected,
		excludeInternal,
		excludeExternals,
		logLevel: 'Error',
	})
	if (share) shareParsedDeclarations(app)
	// Reflection ids count up across conversions in one process; each project numbers from 0.
	resetReflectionID()
	const project = await app.convert()
	assert.ok(project, 'TypeDoc did not convert the fixture')
	return app.serializer.projectToObject(project, repoRoot as NormalizedPath)
}

describe('shared parse in TypeDoc', () => {
	it('gives the same project as TypeDoc on its own, parsing or reusing', async () => {
		const stock = await convert(false)
		const programs = sharedParseStats().programs
		const parsing = await convert(true)
		const reusedBefore = sharedParseStats().reused
		const reusing = await convert(true)
		assert.equal(sharedParseStats().programs, programs + 2, 'TypeDoc did not create its program through getEntryPoints')
		assert.ok(sharedParseStats().reused - reusedBefore > 100, 'the second conversion reused too few files')
		assert.ok((stock.children ?? []).length > 5, 'the fixture converted to an empty project')
		assert.deepEqual(parsing, stock)
		assert.deepEqual(reusing, stock)
	})
})
