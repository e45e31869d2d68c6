import type { Config } from '@docusaurus/types'
import { env } from './env'

/** Plausible-style script: deferred, tagged with the docs domain, omitted when ANALYTICS_SRC is empty. */
export const analyticsScripts: NonNullable<Config['scripts']> = env.analyticsSrc
	? [{ src: env.analyticsSrc, defer: true, 'data-domain': env.analyticsDomain }]
	: []
