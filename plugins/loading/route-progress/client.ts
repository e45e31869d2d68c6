import type { ClientModule } from '@docusaurus/types'
import './styles.css'

/** Navigations faster than this never show the bar. */
const DELAY_MS = 200

let bar: HTMLDivElement | null = null

function start() {
	bar?.remove()
	const el = document.createElement('div')
	el.className = 'route-progress'
	el.setAttribute('aria-hidden', 'true')
	document.body.append(el)
	bar = el
	// Next frame, so the transition runs from the initial width.
	requestAnimationFrame(() => el.classList.add('route-progress--running'))
}

function done() {
	const el = bar
	bar = null
	if (!el) return
	el.classList.add('route-progress--done')
	window.setTimeout(() => el.remove(), 400)
}

const clientModule: ClientModule = {
	onRouteUpdate({ location, previousLocation }) {
		if (!previousLocation || location.pathname === previousLocation.pathname) return undefined
		const timer = window.setTimeout(start, DELAY_MS)
		return () => window.clearTimeout(timer)
	},
	onRouteDidUpdate() {
		done()
	},
}

export default clientModule
