import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
	id: string
	impact: string | null
	help: string
	nodes: { target: string[] }[]
}

/** Runs axe-core in the page and returns its violations (WCAG 2.x A/AA and best-practice rules). */
export async function axe(page: Page): Promise<AxeViolation[]> {
	await page.addScriptTag({ content: axeSource })
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
