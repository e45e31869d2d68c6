/**
 * Wrapped so the crash fallback's error message and its causes are readable: the theme draws them in
 * pure red, which has less than the 4.5:1 contrast body text needs on either theme's background. The
 * colour is set in src/css/custom.css under `.robo-crash`.
 */
import React, { type ReactNode } from 'react'
import ErrorPageContent from '@theme-original/ErrorPageContent'
import type ErrorPageContentType from '@theme/ErrorPageContent'
import type { WrapperProps } from '@docusaurus/types'

type Props = WrapperProps<typeof ErrorPageContentType>

export default function ErrorPageContentWrapper(props: Props): ReactNode {
	return (
		<div className="robo-crash">
			<ErrorPageContent {...props} />
		</div>
	)
}
