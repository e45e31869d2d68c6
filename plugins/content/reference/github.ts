/**
 * Third source: a tarball of the Wave-Play/robo.js monorepo from GitHub, used only for packages
 * that neither a checkout nor node_modules provide. One download serves every package; only their
 * folders are extracted, into .cache/reference/github/<ref>/, which then acts as a checkout.
 *
 * It never fails the build: a short reachability probe first (offline builds skip it after one
 * line), a time limit on the download, and an extracted copy that later builds reuse.
 */
import { repository } from '../../../src/data/repository'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

export interface GithubOptions {
	cacheDir: string
	/** Branch, tag or commit; `ROBO_REPO_REF`, default `main`. */
	ref: string
	/** Package folders needed (`packages/@robojs/ai`, …). */
	sourceDirs: readonly string[]
	/** `https://codeload.github.com/Wave-Play/robo.js/tar.gz`, overridable for tests and mirrors. */
	baseUrl?: string
	probeTimeoutMs?: number
	downloadTimeoutMs?: number
}

export type GithubResult = { dir: string; fresh: boolean } | { skipped: string }

const defaultBase = repository.tarballBase

export async function githubCheckout(options: GithubOptions): Promise<GithubResult> {
	const safeRef = options.ref.replace(/[^a-zA-Z0-9._-]/g, '_')
	const root = join(options.cacheDir, 'github', safeRef)
	const complete = join(root, '.complete')
	// A previous download is reused when it holds every folder asked for.
	if (existsSync(complete) && options.sourceDirs.every((d) => existsSync(join(root, d)))) {
		return { dir: root, fresh: false }
	}
	const url = `${options.baseUrl ?? defaultBase}/${encodeURIComponent(options.ref)}`

	try {
		const probe = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(options.probeTimeoutMs ?? 3000) })
		if (!probe.ok) return { skipped: `GitHub answered ${probe.status} for ${url}` }
	} catch (err) {
		const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause
		return { skipped: `GitHub not reachable (${cause?.code ?? cause?.message ?? (err as Error).message})` }
	}

	const partial = `${root}.partial`
	rmSync(partial, { recursive: true, force: true })
	mkdirSync(partial, { recursive: true })
	try {
		const response = await fetch(url, { signal: AbortSignal.timeout(options.downloadTimeoutMs ?? 60_000) })
		if (!response.ok || !response.body) return { skipped: `GitHub download failed: ${response.status}` }
		// The archive's top folder is `robo.js-<ref>/`; strip it and keep only the wanted packages.
		const patterns = options.sourceDirs.map((d) => `*/${d}/*`)
		const tar = spawn('tar', ['-xzf', '-', '-C', partial, '--strip-components=1', '--wildcards', ...patterns], {
			stdio: ['pipe', 'ignore', 'pipe'],
		})
		let stderr = ''
		tar.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		Readable.fromWeb(response.body as unknown as WebReadableStream).pipe(tar.stdin)
		const code = await new Promise<number | null>((done) => tar.on('close', done))
		// tar exits non-zero when a pattern matched nothing (a folder renamed upstream); what it did
		// extract is still good.
		if (code !== 0 && !options.sourceDirs.some((d) => existsSync(join(partial, d)))) {
			return { skipped: `could not extract the GitHub tarball: ${stderr.trim().split('\n')[0]}` }
		}
		writeFileSync(join(partial, '.complete'), new Date().toISOString())
		rmSync(root, { recursive: true, force: true })
		renameSync(partial, root)
		return { dir: root, fresh: true }
	} catch (err) {
		return { skipped: `GitHub download failed (${(err as Error).message})` }
	} finally {
		rmSync(partial, { recursive: true, force: true })
	}
}
