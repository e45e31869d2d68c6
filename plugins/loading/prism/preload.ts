import type { ClientModule } from '@docusaurus/types'
import { loadHighlighted } from '../../../src/lib/prism/loadHighlighted'

/**
 * Code blocks on the first page keep their server-rendered markup and never need the highlighter
 * (src/theme/CodeBlock/Content). Pages reached by client-side navigation render code in the
 * browser, so the highlighter starts downloading as soon as a navigation starts, alongside the
 * next page's own chunks.
 */
const clientModule: ClientModule = {
	onRouteUpdate({ previousLocation }) {
		if (previousLocation) void loadHighlighted()
		return undefined
	},
}

export default clientModule
