import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The source file of a doc id (`robojs/flashcore`, `templates/web-apps/next-ts`), in the order
 * Docusaurus looks for it, or undefined: the one answer to "does this doc exist".
 */
export function docSourceFile(docsDir: string, id: string): string | undefined {
	const path = id.replace(/^\/+|\/+$/g, '')
	return ['.mdx', '.md', '/index.mdx', '/index.md'].map((ext) => join(docsDir, path + ext)).find(existsSync)
}

/** Whether a page for this route is present in the site's source tree (docs at `/`, then src/pages). */
export function routeHasSource(siteDir: string, route: string): boolean {
	const path = route.replace(/^\/+|\/+$/g, '')
	if (path && docSourceFile(join(siteDir, 'docs'), path)) return true
	return ['.tsx', '.mdx', '.md'].some(
		(ext) =>
			existsSync(join(siteDir, 'src/pages', (path || 'index') + ext)) ||
			existsSync(join(siteDir, 'src/pages', path, 'index' + ext)),
	)
}

/** Whether a doc id has a source file. */
export const docExists = (docsDir: string, id: string): boolean => docSourceFile(docsDir, id) !== undefined
