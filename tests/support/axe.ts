import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
	id: string
	impact: string | null
	help: string
	nodes: { target: string[] }[]
}

/** Runs axe-core in the page and returns its violations (WCAG 2.x A/AA and best-practice rules). */
export async function axe(page: Page): Promise<AxeViolation[]> {
	// Evaluated rather than added as a <script>: the site's Content-Security-Policy refuses inline
	// scripts it has no hash for, and the tool is not part of the page.
	await page.evaluate(axeSource)
	return page.evaluate(async () => {
		// @ts-expect-error axe is injected above
		const result = await window.axe.run(document, { resultTypes: ['violations'] })
		return result.violations.map((v: AxeViolation) => ({
			id: v.id,
			impact: v.impact,
			help: v.help,
			nodes: v.nodes.map((n) => ({ target: n.target })),
		}))
	})
}

export const describeViolations = (violations: AxeViolation[]): string =>
	violations
		.map((v) => `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
		.join('\n')

/** The violations the suites fail on: axe's serious and critical impacts. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
	return (await axe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Stores a colour-mode choice before the page's own scripts run, as a returning reader would have. */
export async function preferTheme(page: Page, theme: string): Promise<void> {
	await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
}
