import type { PluginConfig } from '@docusaurus/types'
import referencePlugin, { type ReferencePluginOptions } from '../plugins/content/reference'
import { env } from './env'

/**
 * API reference for robo.js and the @robojs plugins (plugins/content/reference): one docusaurus-plugin-typedoc
 * instance per package of src/data/plugins.ts, run in a cached pre-step. Sources, in order: the
 * ROBO_REPO_DIR checkout, node_modules, a GitHub tarball, the last good copy in .cache/reference.
 */
const options: ReferencePluginOptions = {
	enabled: env.reference,
	...(env.roboRepoDir ? { repoDir: env.roboRepoDir } : {}),
	github: { enabled: env.referenceGithub, ref: env.roboRepoRef },
}

// Options bound in a closure, not passed as `[plugin, options]`: Docusaurus serializes a plugin's
// options into the client bundle, and these hold the builder's absolute ROBO_REPO_DIR path.
export const reference: PluginConfig[] = [(context) => referencePlugin(context, options)]
