/**
 * The per-customer token version (decision 0111). Every access token carries the version of its
 * customer at signing; sign-out, a reused refresh token and a password change raise it, which ends
 * every access token issued before at once. The version is read on every authenticated request,
 * so each process keeps it for a moment: a raise in this process is seen at once, one in another
 * process within CACHE_MS.
 */
import { eq, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { customer } from '../db/schema/index.ts'

export const TOKEN_VERSION_CACHE_MS = 2_000

interface Cached {
  version: number | null
  at: number
}

const caches = new WeakMap<Database, Map<number, Cached>>()

function cacheOf(database: Database): Map<number, Cached> {
  let cache = caches.get(database)
  if (!cache) {
    cache = new Map()
    caches.set(database, cache)
  }
  return cache
}

/** The customer's current version; null when the account no longer exists. */
export async function currentTokenVersion(database: Database, customerId: number): Promise<number | null> {
  const cache = cacheOf(database)
  const hit = cache.get(customerId)
  const now = Date.now()
  if (hit && now - hit.at < TOKEN_VERSION_CACHE_MS) return hit.version
  const [row] = await database.db
    .select({ version: customer.tokenVersion })
    .from(customer)
    .where(eq(customer.id, customerId))
  const version = row?.version ?? null
  // a process serving many customers must not grow without bound
  if (cache.size > 10_000) cache.clear()
  cache.set(customerId, { version, at: now })
  return version
}

/** Raises the version (inside the caller's transaction when `db` is one); call `forgetTokenVersion` after. */
export async function raiseTokenVersion(db: Db, customerId: number): Promise<void> {
  await db
    .update(customer)
    .set({ tokenVersion: sql`${customer.tokenVersion} + 1` })
    .where(eq(customer.id, customerId))
}

/** This process reads the raised version at the next request instead of waiting for the cache. */
export function forgetTokenVersion(database: Database, customerId: number): void {
  caches.get(database)?.delete(customerId)
}
