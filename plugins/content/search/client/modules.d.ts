/** Modules the search plugin generates at build time (see plugins/content/search/index.ts). */
declare module '@robojs-search/backend' {
	export const backend: import('./backend').SearchBackend
}

declare module '@robojs-search/styles' {
	const css: string
	export default css
}
