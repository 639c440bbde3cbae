/**
 * Customer-specific prices are laid over what was priced for the customer group, never keyed into
 * a cache: priced catalogue documents stay shared per group (catalog/product-sources.ts), as live
 * stock is put into them per request. The customer price source (the back office's price
 * agreements: back-office-price-source.ts, registered by app.ts) is registered per database;
 * without it, or without a customer in the context, the overlay reads nothing and changes nothing.
 */
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

const stamps = new WeakMap<Database, { all: number; byCustomer: Map<number, number> }>()

function stampsOf(database: Database) {
  let kept = stamps.get(database)
  if (!kept) stamps.set(database, (kept = { all: 0, byCustomer: new Map() }))
  return kept
}

/**
 * Changes when a customer's kept prices are dropped (forgetCustomerPrices): what is made from
 * their prices and kept (catalogue documents, product-sources.ts) is kept under it.
 */
export function customerPriceStamp(database: Database, customerId: number): string {
  const kept = stampsOf(database)
  return `${kept.all}.${kept.byCustomer.get(customerId) ?? 0}`
}

/** A new stamp for one customer, or (no id) for everyone. */
export function bumpCustomerPriceStamp(database: Database, customerId?: number): void {
  const kept = stampsOf(database)
  if (customerId === undefined) kept.all++
  else kept.byCustomer.set(customerId, (kept.byCustomer.get(customerId) ?? 0) + 1)
}
