import type { LoadContext, Plugin } from '@docusaurus/types'
import contentSecurityPolicy, { type PolicyOptions } from '../plugins/security/csp'
import { httpsOrigin } from '../plugins/security/csp/policy'
import { IMAGE_HOSTS } from '../plugins/content/remote-content/sanitize'
import { algoliaHosts } from '../plugins/content/search/client/algolia'
import { chooseBackend } from '../plugins/content/search/options'
import { env } from './env'
import { clientRedirects } from './redirects'
import { fixtureRepo } from './remoteContent'
import { FIXTURE_ROUTES } from './testing'

/** Hosts the search modal talks to: none for the local index (the site's own files). */
function searchOrigins(): string[] {
	const backend = chooseBackend('/', env)
	if (backend.kind === 'meilisearch') return [new URL(backend.host).origin]
	if (backend.kind === 'algolia') return algoliaHosts(backend.appId)
	return []
}

/** What the Content-Security-Policy allows besides the site itself (plugins/security/csp). */
export const policyOptions: PolicyOptions = {
	analyticsSrc: env.analyticsSrc,
	searchOrigins: searchOrigins(),
	imageOrigins: IMAGE_HOSTS.map(httpsOrigin),
	// The hostile-README fixture page links its README's images to a fake repository on 127.0.0.1.
	routeImageOrigins: env.testFixtures
		? [{ routePrefix: FIXTURE_ROUTES, origins: [new URL(fixtureRepo.rawBase).origin] }]
		: [],
}

/**
 * The client-redirects plugin, and after it the policy step. Docusaurus runs all postBuild hooks at
 * once and the redirect pages are written in that plugin's, so the policy step, which must see
 * every page as final, runs in the same hook once they are written.
 */
export function redirectsThenPolicy(context: LoadContext): Plugin<unknown> {
	const redirects = clientRedirects(context)
	if (!redirects) throw new Error('the client-redirects plugin did not load')
	const policy = contentSecurityPolicy(policyOptions)
	return {
		...redirects,
		async postBuild(props) {
			await redirects.postBuild?.(props)
			await policy.postBuild?.(props)
		},
	}
}
