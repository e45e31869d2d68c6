/** Middle value (mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
	const sorted = [...values].sort((a, b) => a - b)
	const mid = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Nearest-rank percentile, `p` in percent: the smallest value at least p % of the values do not exceed. */
export const percentile = (values: readonly number[], p: number): number => {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}
