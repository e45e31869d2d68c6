/**
 * The hosts a README image may come from, written here for the tests rather than imported from the
 * sanitiser they check: a test must not share the matcher it checks. A kept image's address names
 * one of them exactly, as the only thing between the scheme and the path.
 */
export const REVIEWED_IMAGE_HOSTS: ReadonlySet<string> = new Set([
	'github.com',
	'raw.githubusercontent.com',
	'user-images.githubusercontent.com',
	'private-user-images.githubusercontent.com',
	'avatars.githubusercontent.com',
	'img.shields.io',
])
