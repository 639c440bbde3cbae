/**
 * The search index stores each product's gross-price tax rate (product_search.tax_rate), which
 * depends on the price basis (decision 0090). When the shop starts under another PRICE_BASIS or
 * origin country than the index was built with, the index is rebuilt, so that price filters and
 * sorting keep to the prices shown.
 */
import { sql } from 'drizzle-orm'
import { findTaxRate } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { loadBasics } from '../catalog/indexer-load.ts'

/** True when some indexed tax rate differs from what the current price basis gives. */
export async function indexedRatesStale(database: Database): Promise<boolean> {
  const basics = await loadBasics(database)
  const indexed = await database.rows<{ country: string; taxClassId: number; rate: string }>(sql`
    select distinct s.default_country as country, p.tax_class_id as "taxClassId", ps.tax_rate::text as rate
    from product_search ps join product p on p.id = ps.product_id join store_view s on s.id = ps.store_id`)
  return indexed.some((row) => {
    const expected =
      findTaxRate(basics.taxRules, {
        productTaxClassId: row.taxClassId,
        customerTaxClassId: basics.retailTaxClassId,
        country: basics.grossCountryOf(row.country),
      })?.rate ?? 0
    return Number(row.rate) !== expected
  })
}
