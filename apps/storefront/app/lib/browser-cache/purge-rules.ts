/**
 * When the cache is over its budget and what goes then (spec 001 §9: "When over quota, entries
 * beyond the first 100 are purged"). "First" means the most recently stored (decision 0231): the
 * entries the shopper is using now stay, the oldest and likeliest stale go. Pure: the IndexedDB
 * layer and the memory layer both apply it (purge-rules.test.ts).
 */
import { KEEP_ON_PURGE, ORIGIN_FULL_SHARE } from './cache-limits.ts'

export interface EntryStamp {
  key: string
  stored_at: number
}

/** What the size check measured; origin numbers only when the browser gave an estimate. */
export interface StorageReading {
  /** the cache's bytes: the browser's IndexedDB usage when it reports one, else counted sizes */
  cacheBytes: number
  originUsage?: number
  originQuota?: number
}

export function isOverBudget(reading: StorageReading, budgetBytes: number): boolean {
  if (reading.cacheBytes > budgetBytes) return true
  const { originUsage, originQuota } = reading
  // near the browser's own limit a write would fail with QuotaExceededError and clear everything
  return (
    originUsage !== undefined &&
    originQuota !== undefined &&
    originQuota > 0 &&
    originUsage >= originQuota * ORIGIN_FULL_SHARE
  )
}

/** A record with no usable stored_at is as old as can be: it goes first. */
function stampOf(entry: EntryStamp): number {
  return Number.isFinite(entry.stored_at) ? entry.stored_at : Number.NEGATIVE_INFINITY
}

/** The keys to delete so that the `keep` newest entries remain; ties broken by key, so it is stable. */
export function keysToPurge(entries: readonly EntryStamp[], keep: number = KEEP_ON_PURGE): string[] {
  if (entries.length <= keep) return []
  const newestFirst = [...entries].sort((a, b) => {
    const byAge = stampOf(b) - stampOf(a)
    if (byAge !== 0 && !Number.isNaN(byAge)) return byAge
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
  })
  return newestFirst.slice(Math.max(0, keep)).map((entry) => entry.key)
}
