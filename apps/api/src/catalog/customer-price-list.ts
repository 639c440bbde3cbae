/**
 * A trade customer's price list for the catalogue's price filter, sort and facet (decision 0139):
 * the net price they see, per product of the store's search index, from the customer price source
 * (the back office) at quantity 1. Both engines use it in place of the group's final price incl.
 * tax; a product the source sets no price for keeps the group's final NET price, so a trade
 * customer's listing is ordered and filtered on net prices throughout.
 *
 * One list per store, customer, group and shop day, kept for five minutes (the back office's own
 * price cache, spec 001 §9) and only made for requests that use the price at all. The list is the
 * customer's own: it never enters a shared cache key (the response cache keys a signed-in
 * customer's request by the customer, catalog-service.ts).
 */
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { tierPriceFor } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import type { PriceContext } from '../pricing/price-context.ts'
import { customerPrices, customerPriceStamp } from '../pricing/price-overlay.ts'
import type { SourcePrices } from '../pricing/price-source.ts'
import { walkFilter, type CatalogQuery } from './catalog-query.ts'

export interface CustomerPriceList {
  /** net price in cents by product id, for the products the customer has a price for */
  netCents: ReadonlyMap<number, number>
  /** the same as a JSON object of euros by product id, for the SQL engine (jsonb) */
  json: string
}

/** the back office's customer price cache lives as long (spec 001 §9) */
const TTL_MS = 5 * 60 * 1000
const MAX_LISTS = 256

/** lists being made are kept too: a page's parallel requests ask the back office once */
const lists = new WeakMap<Database, LRUCache<string, Promise<CustomerPriceList | null>>>()

const isPrice = (field: string) => field === 'price' || field === 'final_price'

/** Whether the query filters, sorts or counts by the final price. */
export function queryUsesPrice(query: CatalogQuery): boolean {
  if (query.sort.some((s) => isPrice(s.field))) return true
  if (query.aggs.some((a) => a.kind !== 'terms' && isPrice(a.field))) return true
  for (const node of walkFilter(query.filter)) if (node.op === 'range' && isPrice(node.field)) return true
  return false
}

/** The net price at quantity 1 the customer sees: the price, or a lower quantity-1 tier. */
function netCentsOf(prices: SourcePrices, groupId: number | null): number {
  const tier = tierPriceFor(prices.tierPrices, groupId, 1)
  const special = prices.specialPrice !== null && prices.specialPrice > 0 ? prices.specialPrice : Infinity
  return Math.round(Math.min(prices.price, tier ?? Infinity, special) * 100)
}

async function makeList(
  database: Database,
  storeId: number,
  context: PriceContext,
): Promise<CustomerPriceList | null> {
  const rows = await database.rows<{ id: number }>(
    sql`select product_id as id from product_search where store_id = ${storeId}`,
  )
  const prices = await customerPrices(
    database,
    context,
    rows.map((r) => r.id),
  )
  if (prices.size === 0) return null
  const netCents = new Map<number, number>()
  const euros: Record<string, number> = {}
  for (const [id, p] of prices) {
    const cents = netCentsOf(p, context.groupId)
    netCents.set(id, cents)
    euros[id] = cents / 100
  }
  return { netCents, json: JSON.stringify(euros) }
}

/**
 * The customer's price list, or null: no customer, a consumer (the source gives them nothing), or
 * a query that does not use the price.
 */
export async function customerPriceList(
  database: Database,
  storeId: number,
  context: PriceContext,
  today: string,
  query: CatalogQuery,
): Promise<CustomerPriceList | null> {
  if (!context.customer || !queryUsesPrice(query)) return null
  let cache = lists.get(database)
  if (!cache) lists.set(database, (cache = new LRUCache({ max: MAX_LISTS, ttl: TTL_MS })))
  const stamp = context.customer.priceStamp ?? (await customerPriceStamp(database, context.customer.id))
  const key = `${storeId}|${context.customer.id}|${stamp}|${context.groupId ?? 'guest'}|${today}`
  let list = cache.get(key)
  if (!list) {
    list = makeList(database, storeId, context)
    cache.set(key, list)
    list.catch(() => cache.delete(key))
  }
  return list
}
