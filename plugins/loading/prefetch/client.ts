import type { ClientModule } from '@docusaurus/types'
import { whenIdle } from '@site/src/hooks/idle'
import { loadRouteData } from '../lazy-routes/client'

type Api = Window['docusaurus']

/** How long one idle slot may spend on prefetching when the browser gives no deadline. */
const SLICE_MS = 6

const queue: string[] = []
let cancel: (() => void) | null = null

function drain(api: Api, deadline?: IdleDeadline) {
	cancel = null
	const started = performance.now()
	const hasTime = () => (deadline ? deadline.timeRemaining() > 1 : performance.now() - started < SLICE_MS)
	while (queue.length > 0 && hasTime()) {
		const path = queue.shift()!
		// Docusaurus finds a page's chunks in the route tables; plugins/loading/lazy-routes may not have
		// loaded that part yet (a failed load just means no prefetch).
		loadRouteData(path).then(
			() => void api.prefetch(path),
			() => undefined,
		)
	}
	if (queue.length > 0) cancel = whenIdle((next) => drain(api, next))
}

/** Same contract as Docusaurus' prefetch (fire and forget for links), run when the page is idle. */
function queued(api: Api): Api['prefetch'] {
	return (path) => {
		if (!queue.includes(path)) queue.push(path)
		cancel ??= whenIdle((deadline) => drain(api, deadline))
		return false
	}
}

const wrapped = new WeakSet<Api>()

const clientModule: ClientModule = {
	onRouteDidUpdate() {
		// window.docusaurus is set by the client entry after client modules load, and is frozen:
		// replace the object the first time a route has rendered (before any link reports it is visible).
		const api = window.docusaurus
		if (api && wrapped.has(api)) return
		if (typeof api?.prefetch !== 'function' || typeof api.preload !== 'function') {
			// Docusaurus changed how links reach prefetching: say so, rather than quietly leave links
			// into lazily loaded route groups unprefetched (every browser test fails on a console error).
			console.error(
				'robo-idle-prefetch (plugins/loading/prefetch/client.ts): window.docusaurus lacks the prefetch or ' +
					'preload function after the first render; update the client module to the new Docusaurus API.',
			)
			return
		}
		const replacement: Api = { preload: api.preload, prefetch: queued(api) }
		wrapped.add(replacement)
		window.docusaurus = replacement
	},
}

export default clientModule
