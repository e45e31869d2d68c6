/**
 * The playground's command builder and parser at edges the round-trip tests do not reach: a
 * project name longer than npm allows or starting with several punctuation marks, whether
 * create-robo asks for credentials for a template or a plugin, a kit switch that keeps a template,
 * every kit flag written beside --template, and a --features flag with no list. A wrong answer shows
 * a reader a name npm refuses, hides (or offers) the --no-creds choice where create-robo does the
 * opposite, or drops the warning that says which part of a pasted command changes nothing.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
	asksForCredentials,
	buildArgs,
	defaultState,
	normalizeName,
	parseCommand,
	withKit,
} from '../../src/lib/playground'

describe('project name', () => {
	it('is cut to the 214 characters npm allows in a package name', () => {
		assert.equal(normalizeName('a'.repeat(300)), 'a'.repeat(214))
		assert.equal(buildArgs({ ...defaultState, name: 'b'.repeat(250) }).split(' ')[0], 'b'.repeat(214))
	})

	it('starts with a letter or digit however many punctuation marks lead it', () => {
		assert.equal(normalizeName('..bot'), 'bot')
		assert.equal(normalizeName('._-helper'), 'helper')
		assert.equal(normalizeName('_.x1'), 'x1')
		assert.deepEqual(parseCommand('npx create-robo ..bot --kit bot -ts -nf -np').warnings, [
			'The project name was changed to bot.',
		])
	})
})

describe('whether create-robo asks for credentials', () => {
	it('asks for every template it gets past the download, whatever the kit', () => {
		assert.equal(asksForCredentials({ kit: 'web', template: 'web-apps/next-auth-ts', features: [] }), true)
		assert.equal(asksForCredentials({ kit: 'web', template: 'web-apps/react-ts', features: [] }), true)
		// create-robo stops right after downloading a template without dependencies.
		assert.equal(asksForCredentials({ kit: 'plugin', template: 'plugins/starter-js', features: [] }), false)
	})

	it('asks a web app or Activity for Cloudflare details, never a plugin, even with the feature named', () => {
		assert.equal(asksForCredentials({ kit: 'web', template: null, features: ['cloudflare'] }), true)
		assert.equal(asksForCredentials({ kit: 'web', template: null, features: ['prettier'] }), false)
		// create-robo runs its Cloudflare step for apps only.
		assert.equal(asksForCredentials({ kit: 'plugin', template: null, features: ['cloudflare'] }), false)
		assert.equal(asksForCredentials({ kit: 'plugin', template: null, features: [] }), false)
	})
})

describe('switching kit', () => {
	it('keeps a template of the chosen kit', () => {
		const tagbot = withKit({ ...defaultState, template: 'discord-bots/tagbot' }, 'bot')
		assert.equal(tagbot.template, 'discord-bots/tagbot')
		const web = withKit({ ...defaultState, kit: 'web', template: 'web-apps/react-ts' }, 'web')
		assert.equal(web.template, 'web-apps/react-ts')
		assert.equal(buildArgs(web), 'my-project --template web-apps/react-ts')
	})

	it('drops a template the playground does not know instead of failing', () => {
		const state = withKit({ ...defaultState, template: 'discord-bots/no-such-template' }, 'web')
		assert.equal(state.template, null)
		assert.equal(state.kit, 'web')
	})
})

describe('a pasted command: kit flags beside --template', () => {
	const warningsOf = (kit: string) =>
		parseCommand(`npx create-robo a --template discord-bots/starter-ts --kit ${kit}`).warnings

	it('says --kit plugin still skips the credentials step, as --plugin does', () => {
		assert.deepEqual(warningsOf('plugin'), [
			'With --template, --plugin or --kit plugin still makes create-robo skip the credentials step. The playground leaves it out.',
		])
	})

	it('reads --kit app like --kit activity: it still changes what create-robo asks for', () => {
		assert.deepEqual(warningsOf('app'), [
			"With --template, --kit app still counts when the template's dependencies include neither @discord/embedded-app-sdk nor discord.js: create-robo then asks for a Client Secret instead of a bot token. The playground leaves it out.",
		])
	})

	it('says any other kit changes nothing', () => {
		assert.deepEqual(warningsOf('bot'), ['With --template, --kit bot changes nothing.'])
		assert.deepEqual(warningsOf('robot'), ['With --template, --kit robot changes nothing.'])
	})
})

describe('a pasted command: --features without a list', () => {
	it('says create-robo needs a list there, wherever the bare flag stands', () => {
		const needsList = '--features needs a comma-separated list; without one, create-robo stops with a TypeError.'
		assert.deepEqual(parseCommand('npx create-robo a --kit bot -ts -f -np').warnings, [needsList])
		assert.deepEqual(parseCommand('npx create-robo a --kit bot -ts -np --features').warnings, [needsList])
	})
})
