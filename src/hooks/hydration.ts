import { useCallback, useState } from 'react'
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import useIsBrowser from '@docusaurus/useIsBrowser'

/**
 * True when a component's first render in the browser is part of the page's hydration (React is
 * adopting the server's markup), until `stop` is called; false on the server and for a component
 * that mounts after hydration. Decided once, at the first render. Components that keep the server's
 * markup while hydrating call `stop` when there turns out to be none to keep.
 */
export function useHydrating(): [hydrating: boolean, stop: () => void] {
	const isBrowser = useIsBrowser()
	const [hydrating, setHydrating] = useState(ExecutionEnvironment.canUseDOM && !isBrowser)
	return [hydrating, useCallback(() => setHydrating(false), [])]
}
