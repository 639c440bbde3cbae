import { describe, expect, it } from 'vitest'
import {
  HEALTHY,
  afterReadError,
  afterWriteError,
  classifyWriteFailure,
  withoutStore,
  type CacheHealth,
} from './cache-health.ts'

function repeat(times: number, step: (h: CacheHealth) => CacheHealth, from: CacheHealth = HEALTHY) {
  let health = from
  for (let i = 0; i < times; i++) health = step(health)
  return health
}

describe('cache health (spec 001 §9: off after 1 read error or 30 write errors)', () => {
  it('starts on, with no errors', () => {
    expect(HEALTHY).toEqual({ persistent: 'on', readErrors: 0, writeErrors: 0 })
  })

  it('one read error turns the persistent cache off', () => {
    expect(afterReadError(HEALTHY)).toEqual({ persistent: 'off', readErrors: 1, writeErrors: 0 })
  })

  it('29 write errors leave it on, the 30th turns it off', () => {
    expect(repeat(29, afterWriteError)).toEqual({ persistent: 'on', readErrors: 0, writeErrors: 29 })
    expect(repeat(30, afterWriteError)).toEqual({ persistent: 'off', readErrors: 0, writeErrors: 30 })
  })

  it('write errors add up over the page, not only in a row', () => {
    // successes do not reset: there is no transition for them
    const half = repeat(15, afterWriteError)
    expect(repeat(15, afterWriteError, half).persistent).toBe('off')
  })

  it('off is final: more errors keep counting but never turn it back on', () => {
    const off = afterReadError(HEALTHY)
    const later = repeat(3, afterWriteError, off)
    expect(later).toEqual({ persistent: 'off', readErrors: 1, writeErrors: 3 })
    expect(withoutStore(off).persistent).toBe('off')
  })

  it('no store is its own state, not an error, and errors do not make it "off"', () => {
    const none = withoutStore(HEALTHY)
    expect(none).toEqual({ persistent: 'none', readErrors: 0, writeErrors: 0 })
    expect(afterReadError(none).persistent).toBe('none')
    expect(repeat(40, afterWriteError, none).persistent).toBe('none')
  })

  it('never changes the state it is given', () => {
    const frozen = Object.freeze({ ...HEALTHY })
    afterReadError(frozen)
    afterWriteError(frozen)
    expect(frozen).toEqual(HEALTHY)
  })
})

describe('classifyWriteFailure (decision 0233)', () => {
  it('a quota error is "quota", in the standard and the older Firefox name', () => {
    expect(classifyWriteFailure(new DOMException('full', 'QuotaExceededError'))).toBe('quota')
    expect(classifyWriteFailure({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe('quota')
  })

  it('a value that cannot be cloned is the value’s fault, not the store’s', () => {
    expect(classifyWriteFailure(new DOMException('no', 'DataCloneError'))).toBe('unstorable')
  })

  it('anything else counts as a write error', () => {
    expect(classifyWriteFailure(new DOMException('x', 'UnknownError'))).toBe('error')
    expect(classifyWriteFailure(new DOMException('x', 'AbortError'))).toBe('error')
    expect(classifyWriteFailure(new Error('boom'))).toBe('error')
    expect(classifyWriteFailure('string')).toBe('error')
    expect(classifyWriteFailure(null)).toBe('error')
  })
})
