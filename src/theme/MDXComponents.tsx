/**
 * Wrapped (not ejected) for two reasons:
 * - MDX can use <PackageManagerTabs> without an import. The README step (plugins/remote-content)
 *   turns install commands in fetched READMEs into this component, and an injected README cannot
 *   carry an import of its own.
 * - Wide tables scroll sideways inside a focusable region, so keyboard users can scroll them too
 *   (axe: scrollable-region-focusable). Infima makes the table itself the scroller otherwise.
 */
import React, { type ComponentProps } from 'react'
import MDXComponents from '@theme-original/MDXComponents'
import PackageManagerTabs from '@site/src/components/PackageManagerTabs'

function Table(props: ComponentProps<'table'>): React.JSX.Element {
	return (
		<div className="table-scroll" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
			<table {...props} />
		</div>
	)
}

export default {
	...MDXComponents,
	PackageManagerTabs,
	table: Table,
}
