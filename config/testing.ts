import type { PluginConfig } from '@docusaurus/types'
import testFixtures from '../plugins/testing/test-fixtures'
import { env } from './env'
import { remoteContentFixtures } from './remoteContent'

/**
 * Everything the test suite adds to a build, in one place: it is all under /__fixtures__/ and only
 * built with DOCS_TEST_FIXTURES=1 (scripts/test.sh sets it). Search, the sitemap and llms.txt leave
 * /__fixtures__/ out even then.
 * - /__fixtures__/crash and /__fixtures__/lazy: a page that throws, a page with a lazily loaded
 *   part (plugins/testing/test-fixtures, pages in tests/fixtures/pages);
 * - /__fixtures__/hostile-readme: the hostile README corpus (tests/fixtures/hostile-readmes)
 *   rendered by the README step's own remark plugin (config/remoteContent.ts);
 * - /__fixtures__/case-alias/…: two symbol pages whose names differ only in case, with the
 *   reference's CaseAlias redirect (tests/fixtures/pages/caseAliases.ts).
 */
export const FIXTURE_ROUTES = '/__fixtures__'

export const testing: PluginConfig[] = env.testFixtures ? [testFixtures, ...remoteContentFixtures] : []
