/**
 * Runs `run` with NODE_ENV as `docusaurus build` sets it ('production') or `build --dev` does
 * ('development'): content steps start their child processes early only in a production build.
 */
export async function withNodeEnv(value: 'production' | 'development', run: () => Promise<void>): Promise<void> {
	const before = process.env.NODE_ENV
	process.env.NODE_ENV = value
	try {
		await run()
	} finally {
		if (before === undefined) delete process.env.NODE_ENV
		else process.env.NODE_ENV = before
	}
}
