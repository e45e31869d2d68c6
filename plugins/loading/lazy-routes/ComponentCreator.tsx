/**
 * Docusaurus calls ComponentCreator(path, hash) for every route when main.js starts, and the stock
 * one reads that route's entries from the route tables right then. For a route whose data is in a
 * group chunk (see ./groups.ts), this returns a stand-in instead: its `preload()`, which Docusaurus
 * awaits before the first render and before every navigation, loads the group's data first and only
 * then creates the stock component. Every other route gets the stock component unchanged.
 */
import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import StockComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator'
import { isLazy, loadRouteData } from './client'

type RouteComponent = ReturnType<typeof StockComponentCreator>

export default function ComponentCreator(path: string, hash: string): RouteComponent {
	if (!isLazy(path)) return StockComponentCreator(path, hash)

	let stock: RouteComponent | null = null
	const preload = () =>
		loadRouteData(path).then(() => {
			stock ??= StockComponentCreator(path, hash)
			return stock.preload()
		})

	function LazyRoute(props: Record<string, unknown>): ReactNode {
		// Only reached without a preload if something renders a route Docusaurus did not preload.
		const [ready, setReady] = useState(stock !== null)
		useEffect(() => {
			if (!ready) void preload().then(() => setReady(true))
		}, [ready])
		if (!ready || !stock) return null
		const Stock = stock as unknown as ComponentType<Record<string, unknown>>
		return <Stock {...props} />
	}
	LazyRoute.preload = preload
	return LazyRoute as unknown as RouteComponent
}
