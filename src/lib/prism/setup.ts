/**
 * Runs before prismjs loads (imported first by ./index.ts). In a browser Prism would otherwise
 * re-highlight every `code.language-*` element on DOMContentLoaded, rewriting markup React owns, and
 * listen for worker messages. `manual` and `disableWorkerMessageHandler` switch both off.
 */
const scope = globalThis as unknown as { Prism?: Record<string, unknown> }
scope.Prism = { ...scope.Prism, manual: true, disableWorkerMessageHandler: true }
export {}
