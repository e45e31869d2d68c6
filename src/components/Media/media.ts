import React from 'react'
import { createMedia } from '@artsy/fresnel'

/** Media breakpoints: sm 0, md 768, lg 1280, xl 1920 px. */
export const breakpoints = { sm: 0, md: 768, lg: 1280, xl: 1920 } as const

export const AppMedia = createMedia({ breakpoints })
export const { MediaContextProvider } = AppMedia
export const mediaStyle: string = AppMedia.createMediaStyle()

/** The conditions a media element may take (exactly one); fresnel also knows "interaction", which the site does not use. */
export const mediaConditions = ['at', 'lessThan', 'greaterThan', 'greaterThanOrEqual', 'between'] as const

type FresnelProps = React.ComponentProps<typeof AppMedia.Media>
export type MediaProps = Omit<FresnelProps, 'interaction'>

/** Throws 'Only 1 of … is allowed at a time.' or '1 of … is required.' unless exactly one condition is given. */
export function validateMediaProps(props: Record<string, unknown>): void {
	const given = mediaConditions.filter((name) => props[name] !== undefined)
	if (given.length === 0) throw new Error(`1 of ${mediaConditions.join(', ')} is required.`)
	if (given.length > 1) throw new Error(`Only 1 of ${given.join(', ')} is allowed at a time.`)
}

export function Media(props: MediaProps): React.ReactElement {
	validateMediaProps(props as Record<string, unknown>)
	return React.createElement(AppMedia.Media, props as FresnelProps)
}
