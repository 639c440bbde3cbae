/**
 * The in-memory layer in front of IndexedDB (decision 0232): every entry written or read during
 * this page's life answers from here without a transaction, and it is all the cache has once the
 * persistent side is off. Values are kept as private copies and handed out as copies, so a caller
 * changing a result cannot change what the next caller reads (IndexedDB behaves the same way).
 * Bounded by the same budget and purge rule as the persistent side.
 */
import { keysToPurge } from './purge-rules.ts'
import { recordSize } from './value-size.ts'

interface MemoryEntry {
  value: unknown
  storedAt: number
  bytes: number
}

export interface MemoryLayer {
  get(key: string): { value: unknown; storedAt: number } | undefined
  /** `value` must already be the layer's own copy (the caller cloned it or IndexedDB made it) */
  put(key: string, value: unknown, storedAt: number): void
  delete(key: string): void
  clear(): void
  readonly entries: number
  readonly bytes: number
}

export function createMemoryLayer(budgetBytes: () => number): MemoryLayer {
  const entries = new Map<string, MemoryEntry>()
  let bytes = 0

  function drop(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }

  return {
    get(key) {
      const entry = entries.get(key)
      return entry && { value: structuredClone(entry.value), storedAt: entry.storedAt }
    },
    put(key, value, storedAt) {
      drop(key)
      const entry = { value, storedAt, bytes: recordSize(key, value) }
      entries.set(key, entry)
      bytes += entry.bytes
      if (bytes <= budgetBytes()) return
      const stamps = [...entries].map(([stampKey, { storedAt: stored_at }]) => ({ key: stampKey, stored_at }))
      for (const doomed of keysToPurge(stamps)) drop(doomed)
    },
    delete: drop,
    clear() {
      entries.clear()
      bytes = 0
    },
    get entries() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}
