import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects'
import { redirects } from '../src/data/redirects'

export const clientRedirects: [string, RedirectOptions] = [
	'@docusaurus/plugin-client-redirects',
	{ redirects: redirects.map(({ from, to }) => ({ from, to })) },
]
