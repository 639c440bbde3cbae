/**
 * The browser's one IndexedDB database for working offline (issue 20), opened through `idb`.
 * Every store the offline features need is declared here, so that no two features bump the
 * version against each other: sync tasks (001 §3, lib/sync-task), offline orders (lib/offline-order)
 * and the persistent cache of §9 (lib/browser-cache). A browser without IndexedDB (or with it
 * blocked, e.g. some private modes) gets null: callers fall back to memory and say so.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

export const OFFLINE_DB_NAME = 'shop-offline'
export const OFFLINE_DB_VERSION = 1

/** Kept as plain JSON-able records: the shapes belong to the feature modules. */
export interface OfflineDbSchema extends DBSchema {
  'sync-tasks': {
    key: string
    value: { task_id: string; queue: string; created_at: number } & Record<string, unknown>
    indexes: { 'by-queue': [string, number] }
  }
  'offline-orders': {
    key: string
    value: { key: string; created_at: number } & Record<string, unknown>
  }
  cache: {
    key: string
    value: { key: string; stored_at: number; value: unknown }
  }
}

export type OfflineDb = IDBPDatabase<OfflineDbSchema>

let opening: Promise<OfflineDb | null> | null = null

export function openOfflineDb(): Promise<OfflineDb | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null)
  opening ??= openDB<OfflineDbSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db) {
      const tasks = db.createObjectStore('sync-tasks', { keyPath: 'task_id' })
      tasks.createIndex('by-queue', ['queue', 'created_at'])
      db.createObjectStore('offline-orders', { keyPath: 'key' })
      db.createObjectStore('cache', { keyPath: 'key' })
    },
    // another tab holds an older version open: let it go rather than block this one
    blocking(_current, _next, event) {
      ;(event.target as IDBDatabase | null)?.close()
      opening = null
    },
  }).catch(() => null)
  return opening
}

/** Tests start from an empty database. */
export function forgetOfflineDb(): void {
  opening = null
}
