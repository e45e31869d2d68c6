/**
 * The monorepo every package, template and README on this site comes from, and the addresses
 * derived from it. The one place its name is written.
 */
const name = 'Wave-Play/robo.js'
const branch = 'main'

export const repository = {
	name,
	url: `https://github.com/${name}`,
	/** A file's page: `${blobBase}packages/robo/README.md`. */
	blobBase: `https://github.com/${name}/blob/${branch}/`,
	/** A folder's page: `${treeBase}templates/discord-bots/starter-ts`. */
	treeBase: `https://github.com/${name}/tree/${branch}/`,
	/** A page's edit form: `${editBase}docs/getting-started.mdx`. */
	editBase: `https://github.com/${name}/edit/${branch}/`,
	/** A file's raw content. */
	rawBase: `https://raw.githubusercontent.com/${name}/${branch}/`,
	/** Source tarballs by ref: `${tarballBase}/main`. */
	tarballBase: `https://codeload.github.com/${name}/tar.gz`,
	/** The same folder opened in StackBlitz. */
	stackblitzTreeBase: `https://stackblitz.com/github/${name}/tree/${branch}/`,
} as const
