/**
 * The conversion process: receives one ConvertJob over IPC, answers with the Markdown of every page
 * (or the first error), and exits. Started with `fork()` and `--import tsx` by the plugin.
 */
import { convertPages, type ConvertJob, type ConvertReply } from './markdown'

process.once('message', (job: ConvertJob) => {
	let reply: ConvertReply
	try {
		reply = { ok: true, markdown: convertPages(job) }
	} catch (err) {
		reply = { ok: false, error: err instanceof Error ? err.message : String(err) }
	}
	process.send?.(reply, () => process.disconnect())
})
