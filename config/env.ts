/**
 * Every environment variable the build reads, in one place, with its default. README.md lists the
 * same set; `tests/unit/env.test.ts` keeps the two in step.
 */
const read = (name: string, fallback: string): string => process.env[name] ?? fallback

export const env = {
	/** Public origin of the deployed site (canonical URLs, sitemap, social cards). */
	siteUrl: read('SITE_URL', 'https://robojs.dev'),
	/** Domain the analytics script reports page views for. */
	analyticsDomain: read('ANALYTICS_DOMAIN', 'robojs.dev'),
	/** Plausible-compatible analytics script; an empty value builds the site without analytics. */
	analyticsSrc: read('ANALYTICS_SRC', 'https://plausible.io/js/script.js'),
	/** Builds the test-only fixture pages (crash fallback, hostile README) used by the browser suite. */
	testFixtures: read('DOCS_TEST_FIXTURES', '') === '1',
} as const
