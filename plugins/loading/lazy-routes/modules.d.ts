/** Written by ./index.ts for the production client bundle; ./no-groups.ts everywhere else. */
declare module '@robo/lazy-route-groups' {
	const groups: Record<string, () => Promise<unknown>>
	export default groups
}
