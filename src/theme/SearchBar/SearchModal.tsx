/**
 * The search modal, over whichever backend the build chose (`@robojs-search/backend`, see
 * plugins/content/search/index.ts). Loaded lazily by ./index, so its code, the backend and the local
 * engine stay out of the page-load JS. This React component only hands what the modal needs of the
 * page's React tree (navigation in the app, the site's URL) to ./ModalContent, which draws the modal
 * with Preact on a `div` of its own at the end of the body (why Preact: see there).
 */
import { useLayoutEffect } from 'react'
import { useHistory } from '@docusaurus/router'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'

import { mountModal } from './ModalContent'

export interface SearchModalProps {
	onClose: () => void
	initialScrollY: number
}

export default function SearchModal({ onClose, initialScrollY }: SearchModalProps): null {
	const history = useHistory()
	const { siteConfig } = useDocusaurusContext()
	const navigate = history.push
	const siteUrl = siteConfig.url
	// Open: the page behind stops scrolling. Closed: the modal goes at once and, without leaving the
	// page, the page is where it was (phones fix the body). The props never change while it is open.
	// Any navigation closes it, the browser's Back and Forward included: the page behind changed.
	useLayoutEffect(() => history.listen(() => onClose()), [history, onClose])
	useLayoutEffect(() => {
		const page = window.location.href
		const container = document.createElement('div')
		document.body.appendChild(container)
		document.body.classList.add('DocSearch--active')
		const unmount = mountModal(container, { onClose, navigate, siteUrl })
		return () => {
			unmount()
			container.remove()
			document.body.classList.remove('DocSearch--active')
			if (window.location.href === page) window.scrollTo(0, initialScrollY)
		}
	}, [onClose, initialScrollY, navigate, siteUrl])
	return null
}
