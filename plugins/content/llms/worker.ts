/** The conversion process (started by the llms plugin through runInChild): Markdown of every page of one job. */
import { serveOneJob } from '../child'
import { convertPages, type ConvertJob } from './markdown'

serveOneJob((job: ConvertJob) => convertPages(job))
