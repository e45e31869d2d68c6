/**
 * The README store in `.cache/remote-content/`: the last good copy of every README, as text plus a
 * small JSON record of where and when it was obtained. The fetch chain writes it; the remark plugin
 * reads it while pages compile; an offline build falls back to it. It is gitignored and never
 * committed.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { assertSafeEntry } from './entries'

export type StoredSource = 'checkout' | 'remote' | 'npm'

export interface StoredMeta {
	key: string
	/** Where the copy came from the last time it was obtained fresh. */
	source: StoredSource
	/** The file, URL or package it was read from. */
	from: string
	/** Repository path of the README, e.g. `packages/plugin-api/README.md`. */
	path: string
	/** ISO timestamp of that fetch. */
	fetchedAt: string
	sha256: string
	npm?: { packageName: string; version: string }
}

export interface StoredReadme {
	text: string
	meta: StoredMeta
}

export const storePaths = (storeDir: string, key: string): { text: string; meta: string } => {
	assertSafeEntry({ key, dir: key })
	return { text: join(storeDir, `${key}.md`), meta: join(storeDir, `${key}.json`) }
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** The stored copy, or null when there is none or it is damaged. */
export function readStored(storeDir: string, key: string): StoredReadme | null {
	try {
		const paths = storePaths(storeDir, key)
		const text = readFileSync(paths.text, 'utf8')
		const meta = JSON.parse(readFileSync(paths.meta, 'utf8')) as StoredMeta
		if (meta.key !== key || typeof meta.fetchedAt !== 'string' || meta.sha256 !== sha256(text)) return null
		return { text, meta }
	} catch {
		return null
	}
}

/** Writes text then meta, each through a temporary file and a rename, so a reader never sees half a copy. */
export function writeStored(storeDir: string, meta: Omit<StoredMeta, 'sha256'>, text: string): StoredMeta {
	const paths = storePaths(storeDir, meta.key)
	const full: StoredMeta = { ...meta, sha256: sha256(text) }
	mkdirSync(dirname(paths.text), { recursive: true })
	atomicWrite(paths.text, text)
	atomicWrite(paths.meta, JSON.stringify(full, null, '\t') + '\n')
	return full
}

function atomicWrite(file: string, content: string): void {
	const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
	writeFileSync(temp, content)
	renameSync(temp, file)
}
