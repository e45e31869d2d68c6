/**
 * How each package manager spells the handful of commands the docs ask readers to run.
 * Pure functions, so the tabs, the playground and the tests all agree on one translation.
 */
export const packageManagers = ['npm', 'pnpm', 'yarn', 'bun'] as const
export type PackageManager = (typeof packageManagers)[number]

export type PackageCommand =
	{ create: string } | { install: string; dev?: boolean } | { run: string } | { exec: string }

const join = (...parts: string[]): string => parts.filter(Boolean).join(' ')

export function commandFor(pm: PackageManager, command: PackageCommand): string {
	if ('create' in command) {
		// `npm create robo` would work too, but it swallows flags without `--`; npx passes them through.
		return pm === 'npm' ? join('npx create-robo', command.create) : join(pm, 'create robo', command.create)
	}
	if ('install' in command) {
		const dev = command.dev ? (pm === 'npm' ? '--save-dev' : '-D') : ''
		return pm === 'npm' ? join('npm install', dev, command.install) : join(pm, 'add', dev, command.install)
	}
	if ('run' in command) {
		return pm === 'npm' ? join('npm run', command.run) : join(pm, command.run)
	}
	const runner = { npm: 'npx', pnpm: 'pnpm', yarn: 'yarn', bun: 'bunx' }[pm]
	return join(runner, command.exec)
}
