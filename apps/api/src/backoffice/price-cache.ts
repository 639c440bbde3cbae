/**
 * The back office's answers to `pricesFor`, cached for five minutes (spec 001 §9, decision 0133)
 * in the shop's cache (`ctx.cache`: in-process, or Redis shared by every process). The decorator
 * wraps any back office, so the catalogue overlay, the cart and the §7 calls all get it.
 *
 * - Key: the back office, the customer ('guest' for none), the shop day and a digest of the asked
 *   skus with their quantities: one customer's answer is never another's, and an agreement's
 *   validity window turns with the day.
 * - Tags: the customer's tag (dropped by `invalidateCustomerPrices` whenever the staff tools change
 *   the customer's agreements, flags or group) and the product entity tags that every product and
 *   stock change drops (catalog/invalidate.ts): the cached stock is as live as the catalogue's.
 * - A hit is parsed afresh, so callers may change what they get.
 */
import { createHash } from 'node:crypto'
import { shopToday, STORE_VIEWS } from '@shop/commerce'
import type { Cache } from '../cache/cache.ts'
import { cacheTags } from '../cache/policy.ts'
import type { AppContext } from '../context.ts'
import type { Database } from '../db/client.ts'
import type { BackOffice, PriceQuery, SkuPrice } from './back-office.ts'

/** spec 001 §9: getOculusPrices answers are kept 300000 ms */
export const PRICE_CACHE_TTL_SECONDS = 300

export const backOfficeTags = {
  /** every cached price answer of one customer (or of guests) */
  customer: (customerId: number | null) => `backoffice:customer:${customerId ?? 'guest'}`,
  /** every cached price answer */
  allPrices: 'backoffice:prices',
}

const productTags = STORE_VIEWS.map((s) => cacheTags.entity('product', s.storeId))

export function priceCacheKey(kind: string, query: PriceQuery, day: string): string {
  const skus = [...new Set(query.skus)].sort()
  const asked = skus.map((sku) => `${sku}\u0000${query.qtys?.[sku] ?? 1}`).join('\u0001')
  const digest = createHash('sha256').update(asked).digest('base64url')
  return `backoffice:prices:${kind}:${query.customerId ?? 'guest'}:${day}:${digest}`
}

export function withPriceCache(inner: BackOffice, cache: Cache, now: () => Date): BackOffice {
  if (cache.kind === 'off') return inner
  return {
    ...inner,
    async pricesFor(query): Promise<Record<string, SkuPrice>> {
      if (!query.skus.length) return {}
      const key = priceCacheKey(inner.kind, query, shopToday(now()))
      const hit = await cache.get(key)
      if (hit !== undefined) return JSON.parse(hit.toString('utf8')) as Record<string, SkuPrice>
      const answer = await inner.pricesFor(query)
      const tags = [backOfficeTags.customer(query.customerId), backOfficeTags.allPrices, ...productTags]
      await cache.set(key, Buffer.from(JSON.stringify(answer)), { tags, ttlSeconds: PRICE_CACHE_TTL_SECONDS })
      return answer
    },
  }
}

/** undefined: every customer's */
type PricesDropped = (customerId: number | undefined) => void | Promise<void>
const droppedListeners = new WeakMap<Database, PricesDropped[]>()

/**
 * Who else keeps a customer's prices in this process (the pricing overlay's per-product store,
 * decision 0139) and must drop them with the back office's cache. Registered at boot; the back office
 * names no caller, so the import arrows stay pricing -> backoffice.
 */
export function onCustomerPricesDropped(database: Database, listener: PricesDropped): void {
  droppedListeners.set(database, [...(droppedListeners.get(database) ?? []), listener])
}

/** Drops the cached prices of these customers at once (in every process when the cache is Redis). */
export async function invalidateCustomerPrices(
  ctx: Pick<AppContext, 'cache' | 'database'>,
  customerIds: readonly number[],
): Promise<void> {
  if (!customerIds.length) return
  await ctx.cache.invalidateTags(customerIds.map((id) => backOfficeTags.customer(id)))
  for (const listener of droppedListeners.get(ctx.database) ?? [])
    for (const id of customerIds) await listener(id)
}

/** Drops every cached price answer (a change that concerns every customer, e.g. brand labels). */
export async function invalidateAllPrices(ctx: Pick<AppContext, 'cache' | 'database'>): Promise<void> {
  await ctx.cache.invalidateTags([backOfficeTags.allPrices])
  for (const listener of droppedListeners.get(ctx.database) ?? []) await listener(undefined)
}
