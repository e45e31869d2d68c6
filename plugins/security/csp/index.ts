/**
 * Content-Security-Policy of the built site, from its final HTML (postBuild): every page gets a
 * `<meta http-equiv>` policy with the hashes of its own inline scripts, for hosts that cannot set
 * headers, and `build/csp-header.conf` holds the site-wide policy (every page's hashes, plus
 * `frame-ancestors`) as the nginx directive DEPLOYING.md's recipe includes. Nobody edits a hash:
 * a rebuild writes both again. The policy itself: policy.ts.
 *
 * The pages must be final when this runs. Docusaurus runs every plugin's postBuild at once, and the
 * client-redirects plugin writes its redirect pages there, so config/security.ts runs this step
 * after that one. Pages are replaced by rename, so a step reading them meanwhile (search) sees
 * either whole version.
 */
import type { Plugin } from '@docusaurus/types'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
// The build's pages and their addresses, as the search step reads them.
import { htmlFiles, routeOf } from '../../content/search/records'
import {
	inlineScriptHashes,
	insertMeta,
	nginxHeader,
	policyDirectives,
	serializePolicy,
	type PolicyOptions,
} from './policy'

export type { PolicyOptions } from './policy'

/** The file the recipe includes, beside the pages. */
export const HEADER_FILE = 'csp-header.conf'

/** Writes the meta policy into every page of `outDir` and the header file; returns the site-wide policy. */
export function applyPolicy(outDir: string, options: PolicyOptions): { policy: string; pages: number; hashes: number } {
	const siteHashes = new Set<string>()
	const files = htmlFiles(outDir)
	for (const file of files) {
		const html = readFileSync(file, 'utf8')
		const hashes = inlineScriptHashes(html)
		for (const hash of hashes) siteHashes.add(hash)
		const policy = serializePolicy(policyDirectives(options, hashes, routeOf(outDir, file)), { meta: true })
		const temp = `${file}.csp-tmp`
		writeFileSync(temp, insertMeta(html, policy))
		renameSync(temp, file)
	}
	const policy = serializePolicy(policyDirectives(options, [...siteHashes].sort()))
	writeFileSync(join(outDir, HEADER_FILE), nginxHeader(policy))
	return { policy, pages: files.length, hashes: siteHashes.size }
}

export default function contentSecurityPolicy(options: PolicyOptions): Plugin {
	return {
		name: 'content-security-policy',
		postBuild({ outDir }) {
			const { pages, hashes } = applyPolicy(outDir, options)
			console.log(
				`[csp] policy in ${pages} pages (${hashes} inline script hashes); header for the nginx recipe in ${HEADER_FILE}`,
			)
		},
	}
}
