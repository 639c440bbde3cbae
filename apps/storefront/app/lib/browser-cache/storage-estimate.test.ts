import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStorageEstimate } from './storage-estimate.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('readStorageEstimate', () => {
  it('is null where there is no navigator.storage (the server, old browsers)', async () => {
    vi.stubGlobal('navigator', undefined)
    expect(await readStorageEstimate()).toBeNull()
    vi.stubGlobal('navigator', {})
    expect(await readStorageEstimate()).toBeNull()
  })

  it('reads usage, quota and, where Chromium reports it, IndexedDB’s share', async () => {
    const estimate = async () => ({
      usage: 1200,
      quota: 10_000,
      usageDetails: { indexedDB: 800, caches: 400 },
    })
    vi.stubGlobal('navigator', { storage: { estimate } })
    expect(await readStorageEstimate()).toEqual({ usage: 1200, quota: 10_000, indexedDbUsage: 800 })
  })

  it('leaves out what the browser did not give or gave as nonsense', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: -1, quota: Number.NaN }) } })
    expect(await readStorageEstimate()).toEqual({
      usage: undefined,
      quota: undefined,
      indexedDbUsage: undefined,
    })
  })

  it('a failing or hanging estimate is no answer, not an error', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: async () => Promise.reject(new Error('denied')) } })
    expect(await readStorageEstimate()).toBeNull()
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { storage: { estimate: () => new Promise(() => {}) } })
    const reading = readStorageEstimate()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await reading).toBeNull()
  })
})
