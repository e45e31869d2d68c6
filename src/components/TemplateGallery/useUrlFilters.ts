import { useCallback, useEffect, useRef, useState } from 'react'
import { useHistory, useLocation } from '@docusaurus/router'
import { emptyFilters, parseFilters, serializeFilters, type GalleryFilters } from '@site/src/lib/templateFilters'

/** How long typing waits before the URL follows the search box. */
const TEXT_DELAY_MS = 300

/**
 * Filter state mirrored in the URL query. Rendering uses local state (Docusaurus applies a new
 * location only after it has preloaded the route, which would make a URL-controlled search box
 * lag); the URL follows every change, and back/forward or a shared link flows back into the state.
 * The first render uses no filters, matching the server-rendered page, and the query is applied
 * right after hydration.
 */
export function useUrlFilters(): [GalleryFilters, (next: GalleryFilters, how?: 'push' | 'typing') => void] {
	const location = useLocation()
	const history = useHistory()
	const [filters, setFilters] = useState<GalleryFilters>(emptyFilters)
	const current = useRef(filters)
	const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

	useEffect(() => {
		const fromUrl = parseFilters(location.search)
		if (serializeFilters(fromUrl) !== serializeFilters(current.current)) {
			current.current = fromUrl
			setFilters(fromUrl)
		}
	}, [location.search])

	useEffect(() => () => clearTimeout(pending.current), [])

	const update = useCallback(
		(next: GalleryFilters, how: 'push' | 'typing' = 'push') => {
			current.current = next
			setFilters(next)
			clearTimeout(pending.current)
			const write = (method: 'push' | 'replace') => {
				const search = serializeFilters(current.current)
				if (search === (window.location.search === '?' ? '' : window.location.search)) return
				history[method]({ pathname: location.pathname, search, hash: location.hash })
			}
			if (how === 'typing') pending.current = setTimeout(() => write('replace'), TEXT_DELAY_MS)
			else write('push')
		},
		[history, location.pathname, location.hash],
	)

	return [filters, update]
}
