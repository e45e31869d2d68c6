/**
 * Replaces the theme's CodeBlock entry (a few lines) to drop one thing: it re-mounted every code
 * block right after hydration (`key={String(isBrowser)}`) because the server could only render one
 * colour mode's inline token colours. Our Prism theme's colours are CSS variables set per mode
 * (config/prism.ts), so the server markup is already right in both modes. Without the re-mount a
 * block present at hydration keeps its server markup (src/theme/CodeBlock/Content) instead of being
 * highlighted a second time in the browser.
 */
import React, { Children, isValidElement, type ReactNode } from 'react'
import ElementContent from '@theme/CodeBlock/Content/Element'
import StringContent from '@theme/CodeBlock/Content/String'
import type { Props } from '@theme/CodeBlock'

/** Plain strings are joined so the copy button has the whole code; markup is passed through. */
function asCode(children: ReactNode): ReactNode {
	if (Children.toArray(children).some(isValidElement)) return children
	return Array.isArray(children) ? children.join('') : children
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
	const code = asCode(children)
	return typeof code === 'string' ? (
		<StringContent {...props}>{code}</StringContent>
	) : (
		<ElementContent {...props}>{code}</ElementContent>
	)
}
