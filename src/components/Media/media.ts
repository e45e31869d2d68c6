import React from 'react'
import { createMedia } from '@artsy/fresnel'

/** Media breakpoints: sm 0, md 768, lg 1280, xl 1920 px. */
export const breakpoints = { sm: 0, md: 768, lg: 1280, xl: 1920 } as const

const AppMedia = createMedia({ breakpoints })
/** Wrap any tree that uses <Media>: in the browser it tracks which breakpoints match. */
export const { MediaContextProvider } = AppMedia
/**
 * The CSS that hides each breakpoint's server-rendered markup (max-width bounds end 0.02 px below the
 * next breakpoint). It ships as ./media.css, which a unit test keeps equal to this.
 */
export const mediaStyle: string = AppMedia.createMediaStyle()

/** The conditions a media element may take (exactly one); fresnel also knows "interaction", which the site does not use. */
const mediaConditions = ['at', 'lessThan', 'greaterThan', 'greaterThanOrEqual', 'between'] as const

type FresnelProps = React.ComponentProps<typeof AppMedia.Media>
type MediaProps = Omit<FresnelProps, 'interaction'>

/** Throws 'Only 1 of … is allowed at a time.' or '1 of … is required.' unless exactly one condition is given. */
function validateMediaProps(props: Record<string, unknown>): void {
	const given = mediaConditions.filter((name) => props[name] !== undefined)
	if (given.length === 0) throw new Error(`1 of ${mediaConditions.join(', ')} is required.`)
	if (given.length > 1) throw new Error(`Only 1 of ${given.join(', ')} is allowed at a time.`)
}

/**
 * Renders its children only at the given breakpoints. On the server every breakpoint's markup is
 * rendered and `mediaStyle` hides the others, so nothing moves at hydration; in the browser only the
 * matching one is. With a function child, `(className, render)`, the caller puts the class on its own
 * element (no wrapper div) and renders its content only when `render` is true.
 */
export function Media(props: MediaProps): React.ReactElement {
	validateMediaProps(props as Record<string, unknown>)
	return React.createElement(AppMedia.Media, props as FresnelProps)
}
