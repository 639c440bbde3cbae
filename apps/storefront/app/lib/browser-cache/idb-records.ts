/**
 * The cache's records in the shared offline database (lib/offline/offline-db.ts, store `cache`,
 * records {key, stored_at, value}). Only the IndexedDB calls live here; timeouts, error counting
 * and the purge rule belong to create-browser-cache.ts, so this file stays a thin, tested layer.
 */
import type { OfflineDb } from '../offline/offline-db.ts'
import { recordSize } from './value-size.ts'

export interface CacheRecord {
  key: string
  stored_at: number
  value: unknown
}

/** What the size check needs of each entry, without keeping the values. */
export interface StoredEntry {
  key: string
  stored_at: number
  /** the §9 counted size; 0 when the walk was asked not to count */
  bytes: number
}

/** A record written by another version of the shop, or damaged, is a miss rather than an answer. */
export function isCacheRecord(found: unknown): found is CacheRecord {
  if (typeof found !== 'object' || found === null) return false
  const record = found as Partial<CacheRecord>
  return typeof record.key === 'string' && typeof record.stored_at === 'number' && 'value' in record
}

export async function readRecord(db: OfflineDb, key: string): Promise<CacheRecord | undefined> {
  const found: unknown = await db.get('cache', key)
  return isCacheRecord(found) ? found : undefined
}

/** Resolves once the transaction committed, so a quota error surfaces here (idb waits for tx.done). */
export async function writeRecord(db: OfflineDb, record: CacheRecord): Promise<void> {
  await db.put('cache', record)
}

export async function deleteRecords(db: OfflineDb, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return
  const tx = db.transaction('cache', 'readwrite')
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done])
}

export async function clearRecords(db: OfflineDb): Promise<void> {
  await db.clear('cache')
}

/**
 * Every entry's key, stored_at and (when `countSizes`) counted size, walking one cursor. The
 * caller times the walk out; `stop.stopped` then ends it at the next record instead of reading on.
 */
export async function walkEntries(
  db: OfflineDb,
  options: { countSizes: boolean; stop: { stopped: boolean } },
): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = []
  let cursor = await db.transaction('cache').store.openCursor()
  while (cursor && !options.stop.stopped) {
    const record: unknown = cursor.value
    const key = String(cursor.key)
    const storedAt = isCacheRecord(record) ? record.stored_at : Number.NaN
    const bytes = options.countSizes ? recordSize(key, isCacheRecord(record) ? record.value : record) : 0
    entries.push({ key, stored_at: storedAt, bytes })
    cursor = await cursor.continue()
  }
  return entries
}
