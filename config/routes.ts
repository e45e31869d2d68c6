import { existsSync } from 'node:fs'
import { join } from 'node:path'

const root = join(__dirname, '..')

/** Files that could produce a route, in the order Docusaurus would look at them. */
function candidates(route: string): string[] {
	const path = route.replace(/^\/+|\/+$/g, '')
	const docs = ['.mdx', '.md'].flatMap((ext) => [
		join(root, 'docs', path + ext),
		join(root, 'docs', path, 'index' + ext),
	])
	const pages = ['.tsx', '.mdx', '.md'].flatMap((ext) => [
		join(root, 'src/pages', (path || 'index') + ext),
		join(root, 'src/pages', path, 'index' + ext),
	])
	return [...docs, ...pages]
}

/** Whether a page for this route is present in the source tree (authored or generated before the build). */
export const routeHasSource = (route: string): boolean => candidates(route).some((file) => existsSync(file))

export const docHasSource = (docId: string): boolean =>
	['.mdx', '.md'].some((ext) => existsSync(join(root, 'docs', docId + ext)))
