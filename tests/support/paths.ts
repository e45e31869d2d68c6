import { join } from 'node:path'

export const repoRoot = join(import.meta.dirname, '..', '..')
/** The production build the build and browser tests read. `npm test` builds it first. */
export const buildDir = process.env.DOCS_BUILD_DIR ?? join(repoRoot, 'build')
