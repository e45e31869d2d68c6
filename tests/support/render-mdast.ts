/**
 * Renders an mdast tree the way an MDX page does: @mdx-js/mdx compiles it (remark-rehype, then JSX),
 * React renders it to static HTML. Used to check what a sanitised README becomes in the browser.
 */
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import type { Root, RootContent } from 'mdast'

type Props = Record<string, unknown> & { children?: React.ReactNode }

/** Stand-ins for the site's MDX components that appear in README output. */
export const testComponents = {
	PackageManagerTabs: (props: Props) =>
		React.createElement('pre', { 'data-package-manager-tabs': JSON.stringify(props) }, 'tabs'),
	Details: (props: Props) => React.createElement('details', null, props.children),
}

export async function renderMdast(children: RootContent[]): Promise<string> {
	const { evaluate } = await import('@mdx-js/mdx')
	const replaceTree = () => (tree: Root) => {
		tree.children = structuredClone(children)
	}
	const { default: Content } = await evaluate('', {
		...(runtime as unknown as Parameters<typeof evaluate>[1]),
		remarkPlugins: [replaceTree],
		development: false,
	})
	return renderToStaticMarkup(React.createElement(Content, { components: testComponents }))
}
