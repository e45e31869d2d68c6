/**
 * The reference workers remember TypeDoc's option-name suggestions between packages
 * (plugins/content/reference/option-hints.ts). These tests run TypeDoc's own Options.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Application, Options } from 'typedoc'
import { rememberOptionHints } from '../../plugins/content/reference/option-hints'

/** The error TypeDoc raises for an unknown option name. */
function unknownOptionError(app: Application, name: string): string {
	try {
		app.options.setValue(name as never, true as never)
	} catch (error) {
		return (error as Error).message
	}
	assert.fail(`${name} was accepted`)
}

describe('rememberOptionHints', () => {
	it('hooks a method TypeDoc still calls for an unknown option, and keeps its message', async () => {
		const app = await Application.bootstrap({})
		const stock = unknownOptionError(app, 'excludeNotDocumentd')
		assert.match(stock, /excludeNotDocumented/, 'TypeDoc suggests the near name')

		let computed = 0
		const original = Options.prototype.getSimilarOptions
		Options.prototype.getSimilarOptions = function (name: string) {
			computed++
			return original.call(this, name)
		}
		rememberOptionHints(Options)
		rememberOptionHints(Options) // once per process, however many packages load the plugin
		const again = await Application.bootstrap({})
		assert.equal(unknownOptionError(again, 'excludeNotDocumentd'), stock)
		assert.equal(unknownOptionError(again, 'excludeNotDocumentd'), stock)
		assert.equal(computed, 1, 'the second package gets the remembered list')

		// A new declaration as near as the stock one changes the key: the list is computed again and names it.
		again.options.addDeclaration({ name: 'excludeNotDocumentX', help: 'test' })
		assert.match(unknownOptionError(again, 'excludeNotDocumentd'), /excludeNotDocumentX/)
		assert.equal(computed, 2)
	})

	it('fails by name when TypeDoc no longer has the method', () => {
		assert.throws(() => rememberOptionHints({ prototype: {} } as never), /getSimilarOptions.*option-hints\.ts/)
	})
})
