import { describe, expect, it, vi } from 'vitest'
import type { StoredEntry } from './idb-records.ts'
import { runSizeCheck, type SizeCheckSteps } from './size-check.ts'
import type { StorageEstimateReading } from './storage-estimate.ts'

function stored(count: number, bytes = 10): StoredEntry[] {
  return Array.from({ length: count }, (_, i) => ({ key: `k${i}`, stored_at: i, bytes }))
}

function steps(
  over: Partial<SizeCheckSteps> & { entries?: StoredEntry[] | null; origin?: StorageEstimateReading },
) {
  const walk = vi.fn(async (_countSizes: boolean) => (over.entries === undefined ? stored(0) : over.entries))
  const purge = vi.fn(async (_keys: string[]) => {})
  return {
    walk,
    purge,
    run: () =>
      runSizeCheck({
        estimate: async () => over.origin ?? null,
        walk,
        purge,
        budgetBytes: over.budgetBytes ?? 1_000,
      }),
  }
}

describe('runSizeCheck', () => {
  it('without an estimate it walks with counted sizes and purges all but the 100 newest when over', async () => {
    const check = steps({ entries: stored(130, 10), budgetBytes: 1_299 })
    expect(await check.run()).toBe('purged')
    expect(check.walk).toHaveBeenCalledWith(true)
    expect(check.purge).toHaveBeenCalledWith(Array.from({ length: 30 }, (_, i) => `k${29 - i}`))
  })

  it('counted sizes at the budget are not over it', async () => {
    const check = steps({ entries: stored(130, 10), budgetBytes: 1_300 })
    expect(await check.run()).toBe('under')
    expect(check.purge).not.toHaveBeenCalled()
  })

  it('with the browser’s IndexedDB usage under budget it does not walk at all', async () => {
    const check = steps({ entries: stored(130), origin: { usage: 5_000, quota: 1e9, indexedDbUsage: 900 } })
    expect(await check.run()).toBe('under')
    expect(check.walk).not.toHaveBeenCalled()
  })

  it('with the browser’s IndexedDB usage over budget it walks without counting, then purges', async () => {
    const check = steps({ entries: stored(101), origin: { indexedDbUsage: 1_001 } })
    expect(await check.run()).toBe('purged')
    expect(check.walk).toHaveBeenCalledWith(false)
    expect(check.purge).toHaveBeenCalledWith(['k0'])
  })

  it('an origin close to its quota is over even with a small cache', async () => {
    const check = steps({ entries: stored(101, 1), origin: { usage: 91, quota: 100 } })
    expect(await check.run()).toBe('purged')
  })

  it('over budget with 100 entries or fewer there is nothing to purge', async () => {
    const check = steps({ entries: stored(100, 1_000) })
    expect(await check.run()).toBe('under')
    expect(check.purge).not.toHaveBeenCalled()
  })

  it('a walk that gave up purges nothing', async () => {
    const check = steps({ entries: null })
    expect(await check.run()).toBe('unmeasured')
    expect(check.purge).not.toHaveBeenCalled()
  })
})
