/**
 * The announcement bar above the navbar. `null` hides it. A reader who closes it is not shown it
 * again until `id` changes, so every new announcement needs a new id.
 */
export interface Announcement {
	id: string
	/** Plain text. It is escaped before it reaches the page. */
	text: string
	link?: { label: string; href: string }
}

export const announcement: Announcement | null = null
