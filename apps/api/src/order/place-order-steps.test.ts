import { describe, expect, it } from 'vitest'
import { fail, ok } from '../result.ts'
import { runSteps, type PlacementStep } from './place-order-steps.ts'

type Log = string[]
const step = (name: string, outcome: 'ok' | 'refuse' | 'throw', undo = true): PlacementStep<Log> => ({
  name,
  async run(log) {
    log.push(`run ${name}`)
    if (outcome === 'throw') throw new Error(`${name} broke`)
    return outcome === 'ok' ? ok(null) : fail('conflict', `${name} refused`)
  },
  undo: undo ? async (log) => void log.push(`undo ${name}`) : 'rollback',
})

describe('placement steps', () => {
  it('runs every step in order and undoes nothing when all succeed', async () => {
    const log: Log = []
    expect(await runSteps([step('a', 'ok'), step('b', 'ok')], log)).toEqual({ ok: true, value: log })
    expect(log).toEqual(['run a', 'run b'])
  })

  it('on a refusal undoes the steps done, latest first, and stops', async () => {
    const log: Log = []
    const steps = [
      step('a', 'ok'),
      step('b', 'ok', false),
      step('c', 'ok'),
      step('d', 'refuse'),
      step('e', 'ok'),
    ]
    expect(await runSteps(steps, log)).toMatchObject({ ok: false, error: 'conflict', message: 'd refused' })
    // b is undone by the transaction's rollback, d did nothing to undo
    expect(log).toEqual(['run a', 'run b', 'run c', 'run d', 'undo c', 'undo a'])
  })

  it('on an error undoes the steps done and passes the error on', async () => {
    const log: Log = []
    await expect(runSteps([step('a', 'ok'), step('b', 'throw')], log)).rejects.toThrow('b broke')
    expect(log).toEqual(['run a', 'run b', 'undo a'])
  })
})
