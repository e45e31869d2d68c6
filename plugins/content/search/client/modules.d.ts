/** Modules the search plugin generates at build time (see plugins/content/search/index.ts). */
declare module '@robojs-search/backend' {
	export const backend: import('./backend').SearchBackend
}

declare module '@robojs-search/styles' {
	const css: string
	export default css
}

declare module '@robojs-search/warm' {
	/** Starts what the first query needs (the local index's manifest and its worker); safe to call often. */
	export function warm(): void
}
