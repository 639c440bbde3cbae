/**
 * May this purchaser act for this customer now (issue 17, decision 0150)? Asked on every request
 * a takeover token carries and at every refresh of its session: the back office's is_purchaser
 * flag and the staff's assignment (purchaser_customer). A flag removed or an assignment deleted
 * ends the purchaser's access within ACCESS_CACHE_MS in other processes, at once in this one (the
 * staff tools call `forgetPurchaserAccess`), like user/token-version.ts.
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import type { Database } from '../db/client.ts'
import { purchaserCustomer } from '../db/schema/index.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'

export const ACCESS_CACHE_MS = 2_000

interface Cached {
  value: boolean
  at: number
}

const caches = new WeakMap<Database, Map<string, Cached>>()

function cacheOf(database: Database): Map<string, Cached> {
  let cache = caches.get(database)
  if (!cache) {
    cache = new Map()
    caches.set(database, cache)
  }
  return cache
}

async function cached(database: Database, key: string, load: () => Promise<boolean>): Promise<boolean> {
  const cache = cacheOf(database)
  const hit = cache.get(key)
  const now = Date.now()
  if (hit && now - hit.at < ACCESS_CACHE_MS) return hit.value
  const value = await load()
  // a process serving many purchasers must not grow without bound
  if (cache.size > 10_000) cache.clear()
  cache.set(key, { value, at: now })
  return value
}

type Ctx = Pick<AppContext, 'database' | 'now'> & Partial<Pick<AppContext, 'cache'>>

/** The account has the back office's is_purchaser flag. */
export function isPurchaser(ctx: Ctx, purchaserId: number): Promise<boolean> {
  return cached(ctx.database, `p:${purchaserId}`, async () => {
    const found = await backOfficeOf(ctx).customer(purchaserId)
    return found?.isPurchaser === true
  })
}

/** The customer is assigned to the purchaser (whatever the flag says). */
export function isAssigned(ctx: Ctx, purchaserId: number, customerId: number): Promise<boolean> {
  return cached(ctx.database, `a:${purchaserId}:${customerId}`, async () => {
    const [row] = await ctx.database.db
      .select({ id: purchaserCustomer.customerId })
      .from(purchaserCustomer)
      .where(
        and(eq(purchaserCustomer.purchaserId, purchaserId), eq(purchaserCustomer.customerId, customerId)),
      )
    return row !== undefined
  })
}

/** Both: the purchaser still is one and the customer is still theirs. */
export async function mayActFor(ctx: Ctx, purchaserId: number, customerId: number): Promise<boolean> {
  if (purchaserId === customerId) return false
  const [flag, assigned] = await Promise.all([
    isPurchaser(ctx, purchaserId),
    isAssigned(ctx, purchaserId, customerId),
  ])
  return flag && assigned
}

/** After a staff change: this process asks the database again at the next request. */
export function forgetPurchaserAccess(database: Database): void {
  caches.get(database)?.clear()
}
