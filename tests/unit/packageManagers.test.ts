import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { commandFor, packageManagers } from '../../src/lib/packageManagers'

describe('commandFor', () => {
	it('spells create-robo for each package manager', () => {
		assert.deepEqual(
			packageManagers.map((pm) => commandFor(pm, { create: 'my-bot --kit bot' })),
			[
				'npx create-robo my-bot --kit bot',
				'pnpm create robo my-bot --kit bot',
				'yarn create robo my-bot --kit bot',
				'bun create robo my-bot --kit bot',
			],
		)
	})

	it('installs runtime and dev dependencies', () => {
		assert.equal(commandFor('npm', { install: '@robojs/server' }), 'npm install @robojs/server')
		assert.equal(commandFor('npm', { install: 'typescript', dev: true }), 'npm install --save-dev typescript')
		assert.equal(commandFor('pnpm', { install: 'typescript', dev: true }), 'pnpm add -D typescript')
		assert.equal(commandFor('bun', { install: 'zod' }), 'bun add zod')
	})

	it('runs scripts and package binaries', () => {
		assert.deepEqual(
			packageManagers.map((pm) => commandFor(pm, { run: 'dev' })),
			['npm run dev', 'pnpm dev', 'yarn dev', 'bun dev'],
		)
		assert.deepEqual(
			packageManagers.map((pm) => commandFor(pm, { exec: 'robo add @robojs/ai' })),
			['npx robo add @robojs/ai', 'pnpm robo add @robojs/ai', 'yarn robo add @robojs/ai', 'bunx robo add @robojs/ai'],
		)
	})
})
