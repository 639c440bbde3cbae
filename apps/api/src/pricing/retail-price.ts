/**
 * The consumer's price beside a trade customer's own (decision 0139): documents priced for a trade
 * customer also carry what a guest pays for the product, as `retail_price` (excl. tax) and
 * `retail_price_incl_tax`, so the storefront can show or hide it by the hidden-price mode (spec 001
 * §3: mode 3 shows both, mode 2 only the net price).
 */
import type { Database } from '../db/client.ts'
import { loadPriceContext, type PriceContext } from './price-context.ts'

/** The context a guest in the same store view and moment is priced in. */
export function retailContext(database: Database, context: PriceContext): Promise<PriceContext> {
  return loadPriceContext(database, {
    country: context.country,
    groupId: null,
    customer: null,
    now: context.now,
    originCountry: context.originCountry,
  })
}

export interface RetailPrice {
  retail_price: number
  retail_price_incl_tax: number
}

/** The retail fields of a guest-priced document or unit: its final price excl. and incl. tax. */
export function retailPriceOf(guest: {
  final_price?: unknown
  final_price_incl_tax?: unknown
}): RetailPrice | null {
  const excl = guest.final_price
  const incl = guest.final_price_incl_tax
  return typeof excl === 'number' && typeof incl === 'number'
    ? { retail_price: excl, retail_price_incl_tax: incl }
    : null
}
