/** @type {import('prettier').Config} */
export default {
	useTabs: true,
	singleQuote: true,
	semi: false,
	printWidth: 120,
	trailingComma: 'all',
}
