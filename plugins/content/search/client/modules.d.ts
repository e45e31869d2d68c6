/** Modules the search plugin generates at build time (see plugins/content/search/index.ts). */
declare module '@robojs-search/backend' {
	export const backend: import('./backend').SearchBackend
}

declare module '@robojs-search/styles' {
	const css: string
	export default css
}

declare module '@robojs-search/warm' {
	/** Starts loading what the first query needs; called on intent to search, beside the modal's import. */
	export function warm(): void
}
