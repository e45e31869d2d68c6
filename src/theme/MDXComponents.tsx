/**
 * Wrapped (not ejected) for three reasons:
 * - MDX can use <PackageManagerTabs> without an import. The README step (plugins/content/remote-content)
 *   turns install commands in fetched READMEs into this component, and an injected README cannot
 *   carry an import of its own.
 * - Wide tables scroll sideways inside a focusable group, so keyboard users can scroll them too
 *   (axe: scrollable-region-focusable). Infima makes the table itself the scroller otherwise. The
 *   group is named after the table's columns, which tells tables apart for screen readers.
 * - A header cell with no text (some READMEs leave the corner cell empty) becomes a data cell:
 *   an empty <th> announces nothing (axe: empty-table-header).
 * - A task list's checkbox (`- [x]` in Markdown, READMEs' checklists) gets a name: a form control
 *   without one is announced as an unnamed checkbox (axe: label). Its state says the rest.
 */
import React, { Children, isValidElement, type ComponentProps, type ReactNode } from 'react'
import MDXComponents from '@theme-original/MDXComponents'
import PackageManagerTabs from '@site/src/components/PackageManagerTabs'

const childrenOf = (node: ReactNode): ReactNode =>
	isValidElement(node) ? (node.props as { children?: ReactNode }).children : undefined

/** The visible text of a React tree, as MDX produces it (strings inside elements). */
export function textOf(node: ReactNode): string {
	if (typeof node === 'string' || typeof node === 'number') return String(node)
	if (Array.isArray(node)) return node.map(textOf).join('')
	return isValidElement(node) ? textOf(childrenOf(node)) : ''
}

/** Texts of the first header row's cells. */
function columnNames(tableChildren: ReactNode): string[] {
	const head = Children.toArray(tableChildren).find((c) => isValidElement(c) && c.type === 'thead')
	const row = Children.toArray(childrenOf(head)).find(isValidElement)
	return Children.toArray(childrenOf(row))
		.map((cell) => textOf(cell).trim())
		.filter(Boolean)
}

function Table(props: ComponentProps<'table'>): React.JSX.Element {
	const columns = columnNames(props.children)
	const label = columns.length ? `Table: ${columns.join(', ')}` : 'Table'
	return (
		<div className="table-scroll" tabIndex={0} role="group" aria-label={label}>
			<table {...props} />
		</div>
	)
}

function Th(props: ComponentProps<'th'>): React.JSX.Element {
	// Markdown header cells head columns; saying so helps older screen readers (WCAG H63).
	if (textOf(props.children).trim()) return <th scope="col" {...props} />
	const { scope: _scope, abbr: _abbr, ...rest } = props
	return <td {...rest} />
}

function Input(props: ComponentProps<'input'>): React.JSX.Element {
	return props.type === 'checkbox' ? <input aria-label="Done" {...props} /> : <input {...props} />
}

export default {
	...MDXComponents,
	PackageManagerTabs,
	table: Table,
	th: Th,
	input: Input,
}
