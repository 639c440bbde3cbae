/**
 * Where a product's prices before tax come from: the price-source seam. The built-in source is
 * the catalogue (product prices and tier prices from our own tables); the back office's
 * customer prices will be a second source, laid over the catalogue's (price-overlay.ts).
 *
 * The catalogue, render-list and the cart mostly read the catalogue's prices along with the rest
 * of a product (the indexed document, the cart's one pricing query); they turn them into
 * SourcePrices there, so that no product costs a query of its own.
 */
import { sql } from 'drizzle-orm'
import type { TierPrice } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import type { PriceContext } from './price-context.ts'

/** A product's own prices, net (excluding tax). */
export interface SourcePrices {
  price: number
  specialPrice: number | null
  /** the special price's window (ISO dates or date-times); null: open */
  specialFromDate: string | null
  specialToDate: string | null
  /** the tiers of every group: the context's group picks its own (tier-price.ts) */
  tierPrices: readonly TierPrice[]
}

export interface PriceSource {
  /**
   * The prices this source sets for these products in the context, by product id; a product it
   * sets none for is left out. One read for all the products, never one per product. `qtys`: the
   * quantity each product is bought at (the cart's lines); absent or missing: 1.
   */
  pricesFor(
    productIds: readonly number[],
    context: PriceContext,
    qtys?: ReadonlyMap<number, number>,
  ): Promise<ReadonlyMap<number, SourcePrices>>
}

export const NO_PRICES: ReadonlyMap<number, SourcePrices> = new Map()

/** Prices as numeric columns deliver them (decimal text). */
export interface StoredPrices {
  price: string
  specialPrice: string | null
  specialFromDate: string | null
  specialToDate: string | null
}

export function sourcePricesOf(stored: StoredPrices, tierPrices: readonly TierPrice[]): SourcePrices {
  return {
    price: Number(stored.price),
    specialPrice: stored.specialPrice === null ? null : Number(stored.specialPrice),
    specialFromDate: stored.specialFromDate,
    specialToDate: stored.specialToDate,
    tierPrices,
  }
}

/** The catalogue's prices: the product row and its tier prices, for every group alike. */
export function cataloguePriceSource(database: Database): PriceSource {
  return {
    async pricesFor(productIds) {
      if (productIds.length === 0) return NO_PRICES
      const ids = productIds.filter(Number.isSafeInteger).join(',')
      const rows = await database.rows<StoredPrices & { id: number; tiers: TierPrice[] | null }>(sql`
        select p.id, p.price::text as price, p.special_price::text as "specialPrice",
          p.special_from_date::text as "specialFromDate", p.special_to_date::text as "specialToDate",
          (select json_agg(json_build_object('customerGroupId', t.customer_group_id, 'qty', t.qty::float8,
            'value', t.value::float8) order by t.id) from tier_price t where t.product_id = p.id) as tiers
        from product p where p.id = any(${`{${ids}}`}::int[])`)
      return new Map(rows.map((row) => [row.id, sourcePricesOf(row, row.tiers ?? [])]))
    },
  }
}
