/**
 * The plugin directory: one card per package in src/data/plugins.ts, filtered by category.
 * The active filter lives in the `category` query parameter, so a filtered view can be shared and
 * the back button steps through filter changes.
 * It is read only after hydration (useIsBrowser), so the server-rendered list and the first
 * client render always match.
 */
import React from 'react'
import clsx from 'clsx'
import Link from '@docusaurus/Link'
import useIsBrowser from '@docusaurus/useIsBrowser'
import { useHistory, useLocation } from '@docusaurus/router'
import { pluginCategories, pluginRefPath, plugins, type Plugin, type PluginCategory } from '@site/src/data/plugins'
import styles from './styles.module.css'

const QUERY_KEY = 'category'
const categoryKeys = Object.keys(pluginCategories) as PluginCategory[]

function isCategory(value: string | null): value is PluginCategory {
	return value !== null && (categoryKeys as string[]).includes(value)
}

/** The category named in a query string, or null for "all" (also for unknown values). */
export function categoryFromSearch(search: string): PluginCategory | null {
	const value = new URLSearchParams(search).get(QUERY_KEY)
	return isCategory(value) ? value : null
}

/** The query string for a category, keeping any other parameters that were already there. */
export function searchForCategory(search: string, category: PluginCategory | null): string {
	const params = new URLSearchParams(search)
	if (category) params.set(QUERY_KEY, category)
	else params.delete(QUERY_KEY)
	const query = params.toString()
	return query ? `?${query}` : ''
}

export const installCommand = (plugin: Plugin): string => `npx robo add ${plugin.packageName}`

function countLabel(count: number, category: PluginCategory | null): string {
	const noun = count === 1 ? 'plugin' : 'plugins'
	return category ? `${count} ${noun} in ${pluginCategories[category]}` : `${count} ${noun}`
}

function FilterButton(props: {
	label: string
	count: number
	pressed: boolean
	value: PluginCategory | 'all'
	onSelect: () => void
}): React.JSX.Element {
	const { label, count, pressed, value, onSelect } = props
	return (
		<button
			type="button"
			className={clsx('plugin-directory__filter', styles.filter, pressed && styles.filterPressed)}
			aria-pressed={pressed}
			data-category={value}
			onClick={onSelect}
		>
			{label}
			<span className={styles.filterCount} aria-hidden="true">
				{count}
			</span>
			<span className="sr-only">{`, ${count} ${count === 1 ? 'plugin' : 'plugins'}`}</span>
		</button>
	)
}

function PluginCard({ plugin }: { plugin: Plugin }): React.JSX.Element {
	return (
		<li className={clsx('plugin-directory__card', styles.card)} data-plugin={plugin.slug}>
			<div className={styles.cardHeader}>
				<h2 className={styles.cardTitle}>
					<Link to={`/plugins/${plugin.slug}`}>{plugin.packageName}</Link>
				</h2>
				<span className={styles.version}>v{plugin.version}</span>
			</div>
			<p className={styles.category}>{pluginCategories[plugin.category]}</p>
			<p className={styles.summary}>{plugin.summary}</p>
			<code className={clsx('plugin-directory__install', styles.install)}>{installCommand(plugin)}</code>
			{plugin.reference && (
				<Link className={clsx('plugin-directory__reference', styles.reference)} to={pluginRefPath(plugin)}>
					API reference<span className="sr-only"> for {plugin.packageName}</span>
				</Link>
			)}
		</li>
	)
}

export default function PluginDirectory(): React.JSX.Element {
	const isBrowser = useIsBrowser()
	const location = useLocation()
	const history = useHistory()
	const active = isBrowser ? categoryFromSearch(location.search) : null
	const visible = active ? plugins.filter((p) => p.category === active) : plugins

	const select = (category: PluginCategory | null) => {
		const search = searchForCategory(location.search, category)
		if (search !== location.search) history.push({ ...location, search })
	}

	return (
		<section className={clsx('plugin-directory', styles.root)} aria-label="Plugin directory">
			<div className={clsx('plugin-directory__filters', styles.filters)} role="group" aria-label="Filter by purpose">
				<FilterButton
					label="All"
					value="all"
					count={plugins.length}
					pressed={active === null}
					onSelect={() => select(null)}
				/>
				{categoryKeys.map((key) => (
					<FilterButton
						key={key}
						label={pluginCategories[key]}
						value={key}
						count={plugins.filter((p) => p.category === key).length}
						pressed={active === key}
						onSelect={() => select(key)}
					/>
				))}
			</div>
			<p className={clsx('plugin-directory__count', styles.count)} role="status" aria-live="polite">
				{countLabel(visible.length, active)}
			</p>
			{visible.length > 0 ? (
				<ul className={clsx('plugin-directory__list', styles.grid)}>
					{visible.map((plugin) => (
						<PluginCard key={plugin.slug} plugin={plugin} />
					))}
				</ul>
			) : (
				<p>No plugins in this category yet.</p>
			)}
		</section>
	)
}
