/**
 * The persistent browser cache's interface (spec 001 §9), used by the sync-task queue for results
 * marked is_result_cacheable and for cacheable GETs answered offline. No method ever rejects: a
 * cache that fails is a cache that misses.
 */
import type { PersistentState } from './cache-health.ts'

export interface CachedValue<T> {
  value: T
  /** when it was stored (ms since the epoch): the caller decides whether it is still fresh */
  storedAt: number
}

export interface BrowserCacheStatus {
  persistent: PersistentState
  readErrors: number
  writeErrors: number
  memoryEntries: number
  budgetBytes: number
}

export interface BrowserCache {
  /** a copy of the stored value, or null when absent, unreadable or slower than the read timeout */
  get<T = unknown>(key: string): Promise<CachedValue<T> | null>
  /**
   * stores a copy; resolves once IndexedDB took it or failed (then the value is in memory only).
   * A value structured clone cannot copy is not stored, and the key then misses.
   */
  set(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
  clear(): Promise<void>
  /** the §9 size check now (it also runs every 30 s while the persistent cache is on) */
  checkSize(): Promise<void>
  /** the budget of decision 0230, e.g. from the shop's configuration */
  configure(options: { budgetBytes?: number }): void
  status(): BrowserCacheStatus
}
