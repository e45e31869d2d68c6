import type { ReadmeEntry } from '../../plugins/content/remote-content/entries'

/** A plugin's README entry as src/data/plugins.ts would give it, for the remote-content tests. */
export const readmeEntry = (name: string, extra: Partial<ReadmeEntry> = {}): ReadmeEntry => ({
	key: `plugins/${name}`,
	kind: 'plugin',
	label: `@robojs/${name}`,
	dir: `packages/${name}`,
	route: `/plugins/${name}`,
	...extra,
})
