import type { Plugin } from '@docusaurus/types'
import { fixtureCaseAliases } from '../../../tests/fixtures/pages/caseAliases'

/**
 * Test-only routes for the browser suite (a page that throws, a page with a lazily loaded part, two
 * symbol pages whose names differ only in case, tests/fixtures/pages/caseAliases.ts). Added only
 * when DOCS_TEST_FIXTURES=1, so a normal production build never contains them.
 */
export default function testFixturesPlugin(): Plugin {
	return {
		name: 'robo-test-fixtures',
		async contentLoaded({ actions }) {
			for (const [path, file] of [
				['/__fixtures__/crash', 'Crash.tsx'],
				['/__fixtures__/lazy', 'Lazy.tsx'],
				...fixtureCaseAliases.flatMap(({ to, owner }) => [
					[owner, 'CaseAliasOwner.tsx'],
					[to, 'CaseAliasTarget.tsx'],
				]),
			]) {
				// A site-relative module path: an absolute one would ship the checkout's path in main.js and
				// name the page's chunk after it, so two checkouts of one commit would build differently.
				actions.addRoute({ path, component: `@site/tests/fixtures/pages/${file}`, exact: true })
			}
		},
	}
}
