import { describe, expect, it } from 'vitest'
import { KEEP_ON_PURGE } from './cache-limits.ts'
import { isOverBudget, keysToPurge, type EntryStamp } from './purge-rules.ts'

function entries(count: number, stamp = (i: number) => 1_000 + i): EntryStamp[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `k${String(i).padStart(3, '0')}`,
    stored_at: stamp(i),
  }))
}

describe('keysToPurge (spec 001 §9: entries beyond the first 100 are purged)', () => {
  it('keeps 100 by default', () => {
    expect(KEEP_ON_PURGE).toBe(100)
    expect(keysToPurge(entries(100))).toEqual([])
    expect(keysToPurge(entries(101))).toEqual(['k000'])
  })

  it('"first" are the newest: the oldest stored go (decision 0231)', () => {
    const doomed = keysToPurge(entries(150))
    expect(doomed).toHaveLength(50)
    expect(new Set(doomed)).toEqual(new Set(entries(50).map((e) => e.key)))
  })

  it('does not depend on the order the store walks them in', () => {
    const shuffled = entries(120, (i) => (i * 37) % 120).reverse()
    const doomed = keysToPurge(shuffled)
    expect(doomed).toHaveLength(20)
    for (const key of doomed) expect(shuffled.find((e) => e.key === key)!.stored_at).toBeLessThan(20)
  })

  it('breaks ties by key, so two runs purge the same', () => {
    const same = entries(5, () => 7)
    expect(keysToPurge(same, 3)).toEqual(['k003', 'k004'])
    expect(keysToPurge([...same].reverse(), 3)).toEqual(['k003', 'k004'])
  })

  it('purges records without a usable stored_at first', () => {
    const list = [
      ...entries(3),
      { key: 'broken', stored_at: Number.NaN },
      { key: 'inf', stored_at: -Infinity },
    ]
    expect(keysToPurge(list, 3).sort()).toEqual(['broken', 'inf'])
  })

  it('keep 0 purges everything; a negative keep is 0', () => {
    expect(keysToPurge(entries(3), 0)).toHaveLength(3)
    expect(keysToPurge(entries(3), -5)).toHaveLength(3)
  })

  it('does not reorder the caller’s list', () => {
    const list = entries(102)
    const before = list.map((e) => e.key)
    keysToPurge(list)
    expect(list.map((e) => e.key)).toEqual(before)
  })
})

describe('isOverBudget (decision 0230)', () => {
  it('compares the cache bytes with the budget, strictly over', () => {
    expect(isOverBudget({ cacheBytes: 1000 }, 1000)).toBe(false)
    expect(isOverBudget({ cacheBytes: 1001 }, 1000)).toBe(true)
  })

  it('is over too when the origin uses 90% of what the browser grants', () => {
    expect(isOverBudget({ cacheBytes: 10, originUsage: 89, originQuota: 100 }, 1000)).toBe(false)
    expect(isOverBudget({ cacheBytes: 10, originUsage: 90, originQuota: 100 }, 1000)).toBe(true)
  })

  it('ignores an origin estimate without a quota', () => {
    expect(isOverBudget({ cacheBytes: 10, originUsage: 5_000 }, 1000)).toBe(false)
    expect(isOverBudget({ cacheBytes: 10, originUsage: 5_000, originQuota: 0 }, 1000)).toBe(false)
  })
})
