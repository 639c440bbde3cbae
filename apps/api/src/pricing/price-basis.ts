/**
 * Which tax makes a gross price (decision 0090). Cross-border trade (the default): the stored net
 * price plus the tax of the shop's origin country, the same gross price in every EU store view and
 * for every destination; the destination's VAT is the share inside it. Net-based: the net price plus
 * the destination's tax. Set once per database at boot (PRICE_BASIS, PRICE_ORIGIN_COUNTRY in
 * config.ts), read by the catalogue (both engines and the indexer), render-list and the cart.
 */
import type { Database } from '../db/client.ts'

export interface PriceBasis {
  /** the country whose tax makes the gross price; null: net-based (the destination's tax) */
  originCountry: string | null
}

export const DEFAULT_PRICE_BASIS: PriceBasis = Object.freeze({ originCountry: 'NL' })

const bases = new WeakMap<Database, PriceBasis>()

export function usePriceBasis(database: Database, basis: PriceBasis): void {
  bases.set(database, basis)
}

export function priceBasisOf(database: Database): PriceBasis {
  return bases.get(database) ?? DEFAULT_PRICE_BASIS
}

/** The country whose tax rate makes the gross price a store view shows. */
export function grossPriceCountry(basis: PriceBasis, storeCountry: string): string {
  return basis.originCountry ?? storeCountry
}
