/**
 * Server-rendered responsive helper (spec §5, §9): every breakpoint's markup is rendered, and CSS
 * shows only the matching one, so there is no layout shift after hydration. Fresnel enforces the
 * spec's rule that a <Media> takes exactly one of at, lessThan, greaterThan, greaterThanOrEqual or
 * between, with the spec's two error messages.
 */
import React, { type ReactNode } from 'react'
import Head from '@docusaurus/Head'
import { createMedia } from '@artsy/fresnel'

export const breakpoints = { sm: 0, md: 768, lg: 1280, xl: 1920 } as const

const AppMedia = createMedia({ breakpoints })

export const { Media } = AppMedia
export const mediaStyle: string = AppMedia.createMediaStyle()

/** Wrap any tree that uses <Media>; it adds the breakpoint CSS once to the page head. */
export function MediaProvider({ children }: { children: ReactNode }): React.JSX.Element {
	return (
		<AppMedia.MediaContextProvider>
			<Head>
				<style>{mediaStyle}</style>
			</Head>
			{children}
		</AppMedia.MediaContextProvider>
	)
}
