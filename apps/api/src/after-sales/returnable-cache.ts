/**
 * getOculusWarrantyReturnsCached (decision 0180): the same answer as getOculusWarrantyReturns,
 * kept per customer and type for a short while in the shop's cache (in-process, or Redis to share
 * it between processes). A request sent, or a staff step that gives pieces back, drops the
 * customer's entries at once; a delivery booked meanwhile shows at the latest after the TTL.
 */
import type { AfterSalesType } from '@shop/commerce'
import type { Cache } from '../cache/cache.ts'

export const RETURNABLE_TTL_SECONDS = 60

const tagOf = (customerId: number) => `after-sales:customer:${customerId}`
const keyOf = (customerId: number, type: AfterSalesType) => `after-sales:returnable:${customerId}:${type}`

export async function cachedReturnable<T>(
  cache: Cache,
  customerId: number,
  type: AfterSalesType,
  compute: () => Promise<T>,
): Promise<T> {
  const key = keyOf(customerId, type)
  const hit = await cache.get(key)
  if (hit) return JSON.parse(hit.toString('utf8')) as T
  const value = await compute()
  await cache.set(key, Buffer.from(JSON.stringify(value)), {
    tags: [tagOf(customerId)],
    ttlSeconds: RETURNABLE_TTL_SECONDS,
  })
  return value
}

/** Forget what a customer could return (after a send, a rejection, a delivery). */
export async function dropReturnableCache(cache: Cache, customerId: number): Promise<void> {
  await cache.invalidateTags([tagOf(customerId)])
}
