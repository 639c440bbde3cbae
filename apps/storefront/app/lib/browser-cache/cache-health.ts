/**
 * Whether the persistent (IndexedDB) side of the cache is still used (spec 001 §9: "disabled after
 * 1 read error or 30 write errors. On a quota error the cache is cleared"). Once off it stays off
 * for the life of the page and the cache answers from memory: a store that failed once is likely
 * to fail again, and a slow one would slow every page it serves. Which failures count is decision
 * 0233. Pure state transitions, unit-tested in cache-health.test.ts.
 */
import { READ_ERRORS_BEFORE_OFF, WRITE_ERRORS_BEFORE_OFF } from './cache-limits.ts'

/** on: IndexedDB in use; off: turned off by errors; none: no IndexedDB here (server, blocked) */
export type PersistentState = 'on' | 'off' | 'none'

export interface CacheHealth {
  readonly persistent: PersistentState
  readonly readErrors: number
  readonly writeErrors: number
}

export const HEALTHY: CacheHealth = { persistent: 'on', readErrors: 0, writeErrors: 0 }

/** The browser has no usable IndexedDB: memory only, and it is not an error. */
export function withoutStore(health: CacheHealth): CacheHealth {
  return health.persistent === 'on' ? { ...health, persistent: 'none' } : health
}

export function afterReadError(health: CacheHealth): CacheHealth {
  const readErrors = health.readErrors + 1
  return { ...health, readErrors, persistent: turnedOff(health, readErrors >= READ_ERRORS_BEFORE_OFF) }
}

export function afterWriteError(health: CacheHealth): CacheHealth {
  const writeErrors = health.writeErrors + 1
  return { ...health, writeErrors, persistent: turnedOff(health, writeErrors >= WRITE_ERRORS_BEFORE_OFF) }
}

/** off and none are final for the page: errors counted later change nothing */
function turnedOff(health: CacheHealth, limitReached: boolean): PersistentState {
  return health.persistent === 'on' && limitReached ? 'off' : health.persistent
}

/**
 * quota: the origin is full, the cache is cleared (not counted); unstorable: this value cannot be
 * cloned, a fault of the value and not of the store (not counted); error: anything else, counted.
 */
export type WriteFailure = 'quota' | 'unstorable' | 'error'

export function classifyWriteFailure(error: unknown): WriteFailure {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined
  // Firefox's older name for the same condition
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return 'quota'
  if (name === 'DataCloneError') return 'unstorable'
  return 'error'
}
