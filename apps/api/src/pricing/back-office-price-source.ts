/**
 * The back office as the customer price source (decision 0119, 0139): a trade customer's own
 * prices (their price agreements, tiers, net prices per sku) come from `backOfficeOf(ctx).pricesFor`,
 * by sku, and are turned into SourcePrices by product id for the overlay (price-overlay.ts).
 *
 * Only trade customers (a customer the back office knows: `backofficeCustomerId` set) get them;
 * a consumer's context gets nothing, so consumers keep the group's prices exactly. The back
 * office's `display_amount` already holds the special price and the customer's agreements at the
 * asked quantity, so it becomes the price with no special price; its tier prices apply to every
 * group (the context's group must not filter the customer's own tiers away).
 *
 * Answers are kept per customer, product and quantity for five minutes, as the back office keeps
 * its prices (spec 001 §9): a listing's 50 products with their children, or a cart's lines at their
 * quantities, then cost no back-office call, and the customer's price list
 * (catalog/customer-price-list.ts) fills the same store. `forgetCustomerPrices` drops a customer's kept prices
 * (an agreement changed).
 */
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { AppContext } from '../context.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import type { SkuPrice } from '../backoffice/back-office.ts'
import type { Database } from '../db/client.ts'
import type { PriceContext } from './price-context.ts'
import { bumpCustomerPriceStamp, customerPriceStamp } from './price-overlay.ts'
import { NO_PRICES, type PriceSource, type SourcePrices } from './price-source.ts'

type Ctx = Pick<AppContext, 'database' | 'now'>

/** the back office's own price cache lives as long (spec 001 §9) */
const TTL_MS = 5 * 60 * 1000
const MAX_CUSTOMERS = 1000

/** per customer: `product id x quantity` -> their prices, or null when the back office has none */
type Kept = Map<string, SourcePrices | null>
/** per customer: their kept prices, under the price stamp they were kept under */
const kept = new WeakMap<Database, LRUCache<number, { stamp: string; prices: Kept }>>()
const keyOf = (id: number, qty: number) => `${id}x${qty}`

/** The customer's kept prices; a new stamp (dropped here or in another process) starts afresh. */
function keptOf(database: Database, customerId: number, stamp: string): Kept {
  let customers = kept.get(database)
  if (!customers) kept.set(database, (customers = new LRUCache({ max: MAX_CUSTOMERS, ttl: TTL_MS })))
  const found = customers.get(customerId)
  if (found && found.stamp === stamp) return found.prices
  const prices: Kept = new Map()
  customers.set(customerId, { stamp, prices })
  return prices
}

/** Drops the kept prices of a customer (their agreements changed), or of everyone, in every process. */
export async function forgetCustomerPrices(database: Database, customerId?: number): Promise<void> {
  if (customerId === undefined) kept.delete(database)
  else kept.get(database)?.delete(customerId)
  await bumpCustomerPriceStamp(database, customerId)
}

/** The back office's answer for one sku as the overlay's source prices. */
export function sourcePricesOfSku(answer: SkuPrice): SourcePrices {
  return {
    price: answer.display_amount,
    specialPrice: null,
    specialFromDate: null,
    specialToDate: null,
    tierPrices: answer.tier_prices.map((t) => ({ customerGroupId: null, qty: t.qty, value: t.value })),
  }
}

/** The back-office customer id of a shop customer, or null for a consumer (or an unknown id). */
export async function tradeCustomerId(ctx: Ctx, customerId: number): Promise<string | null> {
  const trade = await backOfficeOf(ctx).customer(customerId)
  return trade?.backofficeCustomerId ?? null
}

async function skusOf(database: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const list = ids.filter(Number.isSafeInteger).join(',')
  const rows = await database.rows<{ id: number; sku: string }>(
    sql`select id, sku from product where id = any(${`{${list}}`}::int[])`,
  )
  return new Map(rows.map((r) => [r.id, r.sku]))
}

/** Asks the back office for these products at their quantities, and keeps the answers. */
async function ask(
  ctx: Ctx,
  customerId: number,
  ids: readonly number[],
  qtys: ReadonlyMap<number, number> | undefined,
  store: Kept,
): Promise<Map<number, SourcePrices>> {
  const skus = await skusOf(ctx.database, ids)
  const out = new Map<number, SourcePrices>()
  if (skus.size === 0) return out
  const askedQtys: Record<string, number> = {}
  for (const [id, sku] of skus) {
    const qty = qtys?.get(id)
    if (qty !== undefined && qty > 1) askedQtys[sku] = qty
  }
  const answers = await backOfficeOf(ctx).pricesFor({ customerId, skus: [...skus.values()], qtys: askedQtys })
  for (const id of ids) {
    const sku = skus.get(id)
    const answer = sku === undefined ? undefined : answers[sku]
    const prices = answer && Number.isFinite(answer.display_amount) ? sourcePricesOfSku(answer) : null
    if (prices) out.set(id, prices)
    store.set(keyOf(id, sku === undefined ? 1 : (askedQtys[sku] ?? 1)), prices)
  }
  return out
}

export function backOfficePriceSource(ctx: Ctx): PriceSource {
  return {
    async pricesFor(productIds, context: PriceContext, qtys) {
      const customer = context.customer
      if (!customer || productIds.length === 0) return NO_PRICES
      // a consumer costs one read and keeps the group's prices
      if ((await tradeCustomerId(ctx, customer.id)) === null) return NO_PRICES
      const stamp = customer.priceStamp ?? (await customerPriceStamp(ctx.database, customer.id))
      const store = keptOf(ctx.database, customer.id, stamp)
      const prices = new Map<number, SourcePrices>()
      const missing: number[] = []
      for (const id of new Set(productIds)) {
        const key = keyOf(id, Math.max(1, qtys?.get(id) ?? 1))
        const known = store.get(key)
        if (known) prices.set(id, known)
        else if (known === undefined) missing.push(id)
      }
      if (missing.length > 0) {
        for (const [id, p] of await ask(ctx, customer.id, missing, qtys, store)) prices.set(id, p)
      }
      return prices
    },
  }
}
