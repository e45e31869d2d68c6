/**
 * Server-rendered responsive helper: every breakpoint's markup is rendered, and CSS shows only the
 * matching one, so nothing shifts after hydration. A <Media> takes exactly one of at, lessThan,
 * greaterThan, greaterThanOrEqual or between; anything else throws (./media.ts).
 */
import React, { type ReactNode } from 'react'
import Head from '@docusaurus/Head'
import { MediaContextProvider, mediaStyle } from './media'

export { Media, breakpoints, mediaStyle } from './media'

/** Wrap any tree that uses <Media>; it adds the breakpoint CSS to the page head once. */
export function MediaProvider({ children }: { children: ReactNode }): React.JSX.Element {
	return (
		<MediaContextProvider>
			<Head>
				<style>{mediaStyle}</style>
			</Head>
			{children}
		</MediaContextProvider>
	)
}
