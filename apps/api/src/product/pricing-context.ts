/**
 * What render-list prices for: the pricing module's price context (tax rules, customer group,
 * customer, moment) with the whole store view, whose locale, currency and URL prefix the items
 * carry. The context itself is built by pricing/price-context.ts, as for the catalogue and cart.
 */
import type { StoreView } from '@shop/commerce'
import type { PriceContext } from '../pricing/price-context.ts'

export interface PricingContext extends PriceContext {
  store: StoreView
}
