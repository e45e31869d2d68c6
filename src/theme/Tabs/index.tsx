/**
 * Our own Tabs, built on the same theme-common hooks as the stock one, for one reason: the stock
 * component re-mounts every tab set (and all the code blocks in its panels) right after hydration,
 * keyed on `useIsBrowser()`. That re-mount was a React 17-era workaround; the hooks already move the
 * selection to the reader's stored or `?tabs=` choice in a layout effect, so nothing is lost by
 * keeping the server's DOM. On a guide page with five tab sets the re-mount was the largest part of
 * the blocking render that follows hydration.
 *
 * Markup, class names and keyboard behaviour match the stock theme, so Infima's styles and the
 * theme's TabItem (which reads the same context) work unchanged.
 */
import React, { type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import clsx from 'clsx'
import { ThemeClassNames } from '@docusaurus/theme-common'
import {
	sanitizeTabsChildren,
	TabsProvider,
	useScrollPositionBlocker,
	useTabs,
	useTabsContextValue,
	type TabsProps,
} from '@docusaurus/theme-common/internal'
import styles from './styles.module.css'

type Props = TabsProps & { className?: string }

type TabEvent = MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>

function TabList({ className }: { className?: string }): ReactNode {
	const { selectedValue, selectValue, tabValues, block } = useTabs()
	const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker()
	const tabs: (HTMLLIElement | null)[] = []

	const choose = (event: TabEvent) => {
		const tab = event.currentTarget
		const value = tabValues[tabs.indexOf(tab)]?.value
		if (value === undefined || value === selectedValue) return
		// Keeps the clicked tab where it is on screen while panels above it change height.
		blockElementScrollPositionUntilNextRender(tab)
		selectValue(value)
	}

	const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
		const at = tabs.indexOf(event.currentTarget)
		if (event.key === 'Enter') choose(event)
		else if (event.key === 'ArrowRight') (tabs[at + 1] ?? tabs[0])?.focus()
		else if (event.key === 'ArrowLeft') (tabs[at - 1] ?? tabs[tabs.length - 1])?.focus()
	}

	return (
		<ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', block && 'tabs--block', className)}>
			{tabValues.map(({ value, label, attributes }) => {
				const selected = value === selectedValue
				return (
					<li
						key={value}
						role="tab"
						tabIndex={selected ? 0 : -1}
						aria-selected={selected}
						ref={(el) => {
							tabs.push(el)
						}}
						onClick={choose}
						onKeyDown={onKeyDown}
						{...attributes}
						className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
							'tabs__item--active': selected,
						})}
					>
						{label ?? value}
					</li>
				)
			})}
		</ul>
	)
}

export default function Tabs(props: Props): ReactNode {
	const value = useTabsContextValue(props)
	return (
		<TabsProvider value={value}>
			{/* `tabs-container` is the class name older custom CSS targets. */}
			<div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.container)}>
				{/* As in the stock theme, a className given to <Tabs> styles the tab list. */}
				<TabList className={props.className} />
				<div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
			</div>
		</TabsProvider>
	)
}
