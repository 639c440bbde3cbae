import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CacheTimeoutError, withTimeout } from './with-timeout.ts'

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('passes an answer given in time', async () => {
    const late = new Promise((resolve) => setTimeout(() => resolve('ok'), 799))
    const answer = withTimeout(late, 800, 'read')
    await vi.advanceTimersByTimeAsync(799)
    await expect(answer).resolves.toBe('ok')
  })

  it('rejects with a CacheTimeoutError when the work is later than the limit', async () => {
    const late = new Promise((resolve) => setTimeout(() => resolve('ok'), 801))
    const answer = withTimeout(late, 800, 'read')
    const caught = answer.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(800)
    const error = await caught
    expect(error).toBeInstanceOf(CacheTimeoutError)
    expect((error as Error).message).toBe('read took longer than 800 ms')
  })

  it('passes the work’s own failure through', async () => {
    await expect(withTimeout(Promise.reject(new Error('boom')), 800, 'read')).rejects.toThrow('boom')
    expect(vi.getTimerCount()).toBe(0)
  })
})
