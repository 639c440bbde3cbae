/**
 * Customer-specific prices are laid over what was priced for the customer group, never keyed into
 * a cache: priced catalogue documents stay shared per group (catalog/product-sources.ts), as live
 * stock is put into them per request. The customer price source (the back office's price
 * agreements: back-office-price-source.ts, registered by app.ts) is registered per database;
 * without it, or without a customer in the context, the overlay reads nothing and changes nothing.
 */
import { randomBytes } from 'node:crypto'
import type { Cache } from '../cache/cache.ts'
import type { Database } from '../db/client.ts'
import type { PriceContext } from './price-context.ts'
import { NO_PRICES, type PriceSource, type SourcePrices } from './price-source.ts'

const customerSources = new WeakMap<Database, PriceSource>()

/** Sets (or, with null, removes) the source of customer-specific prices. */
export function useCustomerPriceSource(database: Database, source: PriceSource | null): void {
  if (source) customerSources.set(database, source)
  else customerSources.delete(database)
}

/**
 * The customer's own prices for these products, to lay over the catalogue's; empty, without a
 * read, when the context has no customer (the ids are then not even listed).
 */
export function customerPrices(
  database: Database,
  context: PriceContext,
  productIds: readonly number[] | (() => readonly number[]),
  qtys?: ReadonlyMap<number, number>,
): Promise<ReadonlyMap<number, SourcePrices>> {
  const source = customerSources.get(database)
  if (!source || !context.customer) return Promise.resolve(NO_PRICES)
  const ids = typeof productIds === 'function' ? productIds() : productIds
  return ids.length === 0 ? Promise.resolve(NO_PRICES) : source.pricesFor(ids, context, qtys)
}

/** The catalogue's prices with the customer's laid over them (the catalogue's map itself when none). */
export function layOver(
  catalogue: ReadonlyMap<number, SourcePrices>,
  overlay: ReadonlyMap<number, SourcePrices>,
): ReadonlyMap<number, SourcePrices> {
  if (overlay.size === 0) return catalogue
  return new Map([...catalogue, ...overlay])
}

/**
 * A customer's price stamp: it changes when their kept prices are dropped (forgetCustomerPrices),
 * and what is made from their prices and kept (the overlay's per-product prices, priced catalogue
 * documents, their price list, cached catalogue answers) is kept under it. It has two halves:
 * this process's counters, which a drop here raises at once, and a value in the shop's cache,
 * which a drop in any process replaces; with Redis every process then misses its old entries at
 * the next request. A missing shared value (never set, expired, evicted) is replaced by a fresh one:
 * whatever was kept under the old one is then never met again.
 */
const local = new WeakMap<Database, { all: number; byCustomer: Map<number, number> }>()
const shared = new WeakMap<Database, Cache>()

/** longer than anything is kept under a stamp (five minutes for prices) */
const SHARED_STAMP_TTL_SECONDS = 24 * 60 * 60
const sharedKey = (customerId?: number) =>
  customerId === undefined ? 'pricing:stamp:all' : `pricing:stamp:customer:${customerId}`
const freshStamp = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`

function localOf(database: Database) {
  let kept = local.get(database)
  if (!kept) local.set(database, (kept = { all: 0, byCustomer: new Map() }))
  return kept
}

/** Keeps the shared half of the stamps in this cache (app.ts: the shop's cache, Redis when set). */
export function useSharedPriceStamps(database: Database, cache: Cache): void {
  if (cache.kind === 'off') shared.delete(database)
  else shared.set(database, cache)
}

async function sharedStamp(cache: Cache, customerId?: number): Promise<string> {
  const key = sharedKey(customerId)
  const found = await cache.get(key)
  if (found !== undefined) return found.toString('utf8')
  const value = freshStamp()
  await cache.set(key, Buffer.from(value), { tags: [], ttlSeconds: SHARED_STAMP_TTL_SECONDS })
  return value
}

export async function customerPriceStamp(database: Database, customerId: number): Promise<string> {
  const kept = localOf(database)
  const here = `${kept.all}.${kept.byCustomer.get(customerId) ?? 0}`
  const cache = shared.get(database)
  if (!cache) return here
  const [all, own] = await Promise.all([sharedStamp(cache), sharedStamp(cache, customerId)])
  return `${here}.${all}.${own}`
}

/** A new stamp for one customer, or (no id) for everyone: here at once, elsewhere at their next read. */
export async function bumpCustomerPriceStamp(database: Database, customerId?: number): Promise<void> {
  const kept = localOf(database)
  if (customerId === undefined) kept.all++
  else kept.byCustomer.set(customerId, (kept.byCustomer.get(customerId) ?? 0) + 1)
  const cache = shared.get(database)
  if (cache) {
    await cache.set(sharedKey(customerId), Buffer.from(freshStamp()), {
      tags: [],
      ttlSeconds: SHARED_STAMP_TTL_SECONDS,
    })
  }
}
