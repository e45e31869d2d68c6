import type { PluginConfig } from '@docusaurus/types'
import { env } from './env'
import { clientRedirects } from './redirects'

/** Local and third-party plugins, in the order they run. */
export const plugins: PluginConfig[] = [clientRedirects, ...(env.testFixtures ? ['./plugins/test-fixtures'] : [])]
