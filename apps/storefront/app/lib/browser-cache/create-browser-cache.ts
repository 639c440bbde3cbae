/**
 * The persistent browser cache of spec 001 §9: a memory layer in front of the IndexedDB store
 * `cache`, reads that give up after 800 ms, a size check every 30 s that purges all but the 100
 * newest entries when over budget, the persistent side turned off after 1 read error or 30 write
 * errors, and everything cleared on a quota error. The rules are pure modules of this folder; this
 * file only wires them to IndexedDB and the clock. Decisions 0230-0233.
 */
import { openOfflineDb, type OfflineDb } from '../offline/offline-db.ts'
import {
  DEFAULT_BUDGET_BYTES,
  ITERATE_TIMEOUT_MS,
  READ_TIMEOUT_MS,
  SIZE_CHECK_INTERVAL_MS,
} from './cache-limits.ts'
import {
  HEALTHY,
  afterReadError,
  afterWriteError,
  classifyWriteFailure,
  withoutStore,
  type CacheHealth,
  type WriteFailure,
} from './cache-health.ts'
import type { BrowserCache } from './cache-types.ts'
import {
  clearRecords,
  deleteRecords,
  readRecord,
  walkEntries,
  writeRecord,
  type StoredEntry,
} from './idb-records.ts'
import { createMemoryLayer } from './memory-layer.ts'
import { runSizeCheck } from './size-check.ts'
import { readStorageEstimate, type EstimateReader } from './storage-estimate.ts'
import { withTimeout } from './with-timeout.ts'

/**
 * server: keeps nothing (a server module outlives requests, and one shopper's answers must never
 * reach another: decision 0232); memory: a browser without IndexedDB; persistent: the full §9 cache.
 */
export type BrowserCacheMode = 'server' | 'memory' | 'persistent'

export interface BrowserCacheOptions {
  mode: BrowserCacheMode
  openDb?: () => Promise<OfflineDb | null>
  estimate?: EstimateReader
  now?: () => number
  budgetBytes?: number
  /** where the cache says it turned itself off or cleared itself */
  warn?: (message: string) => void
}

export interface BrowserCacheInstance extends BrowserCache {
  /** stops the size check (tests, and a page that is going away) */
  dispose(): void
}

const NO_STORE: Promise<OfflineDb | null> = Promise.resolve(null)

export function createBrowserCache(options: BrowserCacheOptions): BrowserCacheInstance {
  const openDb = options.openDb ?? openOfflineDb
  const estimate = options.estimate ?? readStorageEstimate
  const now = options.now ?? Date.now
  const warn = options.warn ?? ((message: string) => console.warn(`[browser-cache] ${message}`))
  let budgetBytes = options.budgetBytes ?? DEFAULT_BUDGET_BYTES
  const memory = createMemoryLayer(() => budgetBytes)
  let health: CacheHealth = options.mode === 'persistent' ? HEALTHY : withoutStore(HEALTHY)
  let opening: Promise<OfflineDb | null> | null = null
  let timer: ReturnType<typeof setInterval> | null = null
  let checking = false

  function setHealth(next: CacheHealth, why: string) {
    if (health.persistent === 'on' && next.persistent === 'off') {
      warn(`persistent cache off for this page after ${why}; answering from memory`)
      stopChecks()
    }
    health = next
  }

  /** The database while the persistent side is on; opened on first use, never on the server. */
  function persistentDb(): Promise<OfflineDb | null> {
    if (health.persistent !== 'on') return NO_STORE
    opening ??= openDb()
      .catch(() => null)
      .then((db) => {
        if (!db) {
          health = withoutStore(health)
          stopChecks()
        }
        return db
      })
    return opening
  }

  function startChecks() {
    if (timer || health.persistent !== 'on') return
    timer = setInterval(() => void instance.checkSize(), SIZE_CHECK_INTERVAL_MS)
  }

  function stopChecks() {
    if (timer) clearInterval(timer)
    timer = null
  }

  function readFailed(error: unknown) {
    setHealth(afterReadError(health), `a read error (${errorName(error)})`)
  }

  /** Runs a write on the store; failures are classified, counted or answered by clearing. */
  async function persist(work: (db: OfflineDb) => Promise<void>): Promise<WriteFailure | null> {
    try {
      const db = await persistentDb()
      if (db) await work(db)
      return null
    } catch (error) {
      const failure = classifyWriteFailure(error)
      if (failure === 'quota') await clearAfterQuota()
      if (failure === 'error') setHealth(afterWriteError(health), `${health.writeErrors + 1} write errors`)
      return failure
    }
  }

  /** §9: on a quota error the cache is cleared, both layers; the store stays in use. */
  async function clearAfterQuota() {
    warn('storage quota reached: cache cleared')
    memory.clear()
    try {
      const db = await persistentDb()
      if (db) await clearRecords(db)
    } catch (error) {
      setHealth(afterWriteError(health), `a failed clear (${errorName(error)})`)
    }
  }

  /** Every stored entry within the iterate timeout; a walk that fails or times out is a read error. */
  async function walk(countSizes: boolean): Promise<StoredEntry[] | null> {
    const stop = { stopped: false }
    const walking = persistentDb().then((db) => (db ? walkEntries(db, { countSizes, stop }) : []))
    try {
      return await withTimeout(walking, ITERATE_TIMEOUT_MS, 'walking the cache')
    } catch (error) {
      stop.stopped = true
      readFailed(error)
      return null
    }
  }

  const instance: BrowserCacheInstance = {
    async get<T>(key: string) {
      if (options.mode === 'server') return null
      startChecks()
      const hit = memory.get(key)
      if (hit) return hit as { value: T; storedAt: number }
      if (health.persistent !== 'on') return null
      try {
        const reading = persistentDb().then((db) => (db ? readRecord(db, key) : undefined))
        const record = await withTimeout(reading, READ_TIMEOUT_MS, `reading ${key}`)
        if (!record) return null
        memory.put(key, record.value, record.stored_at)
        return { value: structuredClone(record.value) as T, storedAt: record.stored_at }
      } catch (error) {
        readFailed(error)
        return null
      }
    },

    async set(key, value) {
      if (options.mode === 'server') return
      startChecks()
      let copy: unknown
      try {
        copy = structuredClone(value)
      } catch {
        // functions, DOM nodes…: not a cache value. An older value under the key is no answer to
        // this set either, so it goes, and the caller gets a miss later.
        await instance.remove(key)
        return
      }
      const storedAt = now()
      memory.put(key, copy, storedAt)
      const failure = await persist((db) => writeRecord(db, { key, stored_at: storedAt, value: copy }))
      // the clear after a quota error emptied memory too; the value just set was accepted by the
      // caller, so it stays for this page
      if (failure === 'quota') memory.put(key, copy, storedAt)
    },

    async remove(key) {
      if (options.mode === 'server') return
      memory.delete(key)
      await persist((db) => deleteRecords(db, [key]))
    },

    async clear() {
      if (options.mode === 'server') return
      memory.clear()
      await persist(clearRecords)
    },

    async checkSize() {
      if (checking || health.persistent !== 'on') return
      checking = true
      try {
        await runSizeCheck({
          estimate,
          walk,
          purge: async (keys) => void (await persist((db) => deleteRecords(db, keys))),
          budgetBytes,
        })
      } finally {
        checking = false
      }
    },

    configure({ budgetBytes: budget }) {
      if (budget !== undefined && Number.isFinite(budget) && budget > 0) budgetBytes = budget
    },

    status: () => ({
      persistent: health.persistent,
      readErrors: health.readErrors,
      writeErrors: health.writeErrors,
      memoryEntries: memory.entries,
      budgetBytes,
    }),

    dispose: stopChecks,
  }
  return instance
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : String(error)
}
