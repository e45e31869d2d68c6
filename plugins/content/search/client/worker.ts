/**
 * The search worker's entry (started by ./manifest.ts, bundled as its own chunk): the local engine,
 * MiniSearch and the part fetching load and run here, not in the page.
 */
import { createWorkerHandler, type FromWorker, type ToWorker } from './worker-core'

// The project's TypeScript lib is the DOM's; a dedicated worker's global scope offers these two.
const scope = self as unknown as {
	postMessage(message: FromWorker): void
	onmessage: ((event: MessageEvent<ToWorker>) => void) | null
}
const handle = createWorkerHandler((message) => scope.postMessage(message))
scope.onmessage = (event) => void handle(event.data)
