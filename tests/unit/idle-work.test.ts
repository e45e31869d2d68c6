/** Work offered for while the build waits (plugins/content/idle.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { doIdleWorkDuring, idleWorkLeft, offerIdleWork } from '../../plugins/content/idle'

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('idle work', () => {
	it('runs offered tasks while a step waits, including tasks offered after it began, and stops when the wait ends', async () => {
		const ran: number[] = []
		let finish = (): void => undefined
		const busy = new Promise<void>((resolve) => (finish = resolve))
		const draining = doIdleWorkDuring(busy)
		await tick()
		offerIdleWork([() => void ran.push(1), () => void ran.push(2)])
		for (let i = 0; i < 5; i++) await tick()
		assert.deepEqual(ran, [1, 2])
		finish()
		assert.equal(await draining, 2)
		offerIdleWork([() => void ran.push(3)])
		await tick()
		assert.deepEqual(ran, [1, 2], 'nobody waits, so nothing runs the new task')
		assert.equal(idleWorkLeft(), 1)
		// A failing task does not stop the others, and a rejected wait ends the work too.
		offerIdleWork([
			() => {
				throw new Error('boom')
			},
			() => void ran.push(4),
		])
		let fail = (_: Error): void => undefined
		const failing = new Promise<void>((_, reject) => (fail = reject))
		const second = doIdleWorkDuring(failing)
		for (let i = 0; i < 5; i++) await tick()
		fail(new Error('worker died'))
		assert.equal(await second, 3)
		assert.deepEqual(ran, [1, 2, 3, 4])
		assert.equal(idleWorkLeft(), 0)
	})

	it('runs one task per turn of the event loop, so the waiting step still hears its messages', async () => {
		let turns = 0
		const counting = setInterval(() => turns++, 0)
		const ran: number[] = []
		offerIdleWork(
			Array.from({ length: 5 }, () => () => {
				const until = Date.now() + 5
				while (Date.now() < until);
				ran.push(turns)
			}),
		)
		let finish = (): void => undefined
		const draining = doIdleWorkDuring(new Promise<void>((resolve) => (finish = resolve)))
		while (ran.length < 5) await new Promise((resolve) => setTimeout(resolve, 1))
		finish()
		await draining
		clearInterval(counting)
		assert.ok(ran[4] > ran[0], `timers ran between tasks: ${ran.join(', ')}`)
	})
})
