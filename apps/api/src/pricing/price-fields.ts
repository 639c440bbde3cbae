/**
 * A product's price fields (contract §6.4: price, special_*, final_*, tier_prices, each with tax)
 * for a price context: its source prices and tax class through @shop/commerce's
 * computeProductPrice. The one step from prices to shown prices for the catalogue documents,
 * render-list and the cart.
 */
import { computeProductPrice, type ProductPriceFields, type ProductPriceInput } from '@shop/commerce'
import { originTaxPercentFor, taxRateFor, type PriceContext } from './price-context.ts'
import type { SourcePrices } from './price-source.ts'

/** Tax rates per tax class and computed fields per input, for pricing many products at once. */
export interface PriceFieldsMemo {
  rates: Map<number, number>
  originRates: Map<number, number | null>
  /** products (e.g. the children of one configurable) often share their prices */
  fields: Map<string, ProductPriceFields>
}

export const newPriceFieldsMemo = (): PriceFieldsMemo => ({
  rates: new Map(),
  originRates: new Map(),
  fields: new Map(),
})

function known<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  if (map.has(key)) return map.get(key)!
  const value = make()
  map.set(key, value)
  return value
}

/** The computeProductPrice input of a product in the context. */
export function priceInput(
  prices: SourcePrices,
  taxClassId: number,
  context: PriceContext,
  memo?: PriceFieldsMemo,
): ProductPriceInput {
  const rate = () => taxRateFor(context, taxClassId)?.rate ?? 0
  const origin = () => originTaxPercentFor(context, taxClassId)
  return {
    price: prices.price,
    specialPrice: prices.specialPrice,
    specialFromDate: prices.specialFromDate,
    specialToDate: prices.specialToDate,
    taxRatePercent: memo ? known(memo.rates, taxClassId, rate) : rate(),
    originTaxRatePercent: memo ? known(memo.originRates, taxClassId, origin) : origin(),
    tierPrices: prices.tierPrices,
    groupId: context.groupId,
  }
}

/**
 * The price fields; with a memo, products with the same input share one result (treat it as
 * read-only).
 */
export function priceFieldsOf(
  prices: SourcePrices,
  taxClassId: number,
  context: PriceContext,
  memo?: PriceFieldsMemo,
): ProductPriceFields {
  const input = priceInput(prices, taxClassId, context, memo)
  if (!memo) return computeProductPrice(input, context.now)
  return known(memo.fields, JSON.stringify(input), () => computeProductPrice(input, context.now))
}
