/**
 * Heading levels never skip on a page: each heading is at most one level below the heading before
 * it, the page's title (h1) first. Screen reader users move through a page by its headings, and a
 * jump (an h5 straight under an h3) reads as a missing section (axe: heading-order). Fetched READMEs
 * and TypeDoc comments skip levels; authored pages are held to the same rule by a build test
 * (tests/build/html-valid.test.ts), so there this changes nothing.
 *
 * A remark plugin that runs before Docusaurus' own, so the table of contents lists the levels shown.
 */
import type { Heading, Root } from 'mdast'
import { visit } from 'unist-util-visit'

export default function remarkHeadingLevels() {
	return (tree: Root): void => {
		let previous = 1
		visit(tree, 'heading', (node: Heading) => {
			if (node.depth > previous + 1) node.depth = (previous + 1) as Heading['depth']
			previous = node.depth
		})
	}
}
