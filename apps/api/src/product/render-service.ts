/**
 * GET /api/product/render-list: unlike the stock VSF server, which ignores them, we honour the
 * store view (tax country, locale) and the customer group (tax class, tier prices).
 */
import { storeById } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import type { Result } from '../result.ts'
import { fail, ok } from '../result.ts'
import { loadPriceContext, type PriceCustomer } from '../pricing/price-context.ts'
import { customerPrices, layOver } from '../pricing/price-overlay.ts'
import { cataloguePriceSource } from '../pricing/price-source.ts'
import { loadPriceRules } from '../pricing/tax-rules.ts'
import { retailContext } from '../pricing/retail-price.ts'
import { loadChildren, loadProductsBySkus } from './product-data.ts'
import type { PricingContext } from './pricing-context.ts'
import { renderInfoItem, type RenderInfoItem } from './render-list.ts'

export interface PricingRequest {
  /** default: the Dutch store view (1) */
  storeId?: number
  /** default: the store's currency */
  currencyCode?: string
  /** absent for guests */
  userGroupId?: number
  /** the logged-in customer, for customer-specific prices */
  customer?: PriceCustomer | null
  now: Date
}

/** Checks store, currency and group and builds the price context; a wrong value is a 400 naming it. */
export async function resolvePricingContext(
  database: Database,
  request: PricingRequest,
): Promise<Result<PricingContext>> {
  const storeId = request.storeId ?? 1
  const store = storeById(storeId)
  if (!store) return fail('invalid', `Unknown storeId ${storeId}: no such store view`)
  const currency = (request.currencyCode ?? store.currency).toUpperCase()
  if (currency !== store.currency) {
    return fail(
      'invalid',
      `currencyCode ${currency} is not offered in store view ${storeId} (use ${store.currency})`,
    )
  }
  const groupId = request.userGroupId ?? null
  const { groupTaxClass } = await loadPriceRules(database)
  if (groupId !== null && !groupTaxClass.has(groupId))
    return fail('invalid', `Unknown userGroupId ${groupId}`)
  const context = await loadPriceContext(database, {
    country: store.defaultCountry,
    groupId,
    customer: request.customer ?? null,
    now: request.now,
  })
  return ok({ ...context, store })
}

/** Render info for the known skus, in request order. */
export async function getRenderList(
  database: Database,
  skus: readonly string[],
  context: PricingContext,
): Promise<RenderInfoItem[]> {
  const storeId = context.store.storeId
  const products = await loadProductsBySkus(database.db, skus, storeId)
  const parentIds = products.filter((p) => p.typeId === 'configurable').map((p) => p.id)
  const children = await loadChildren(database.db, parentIds, storeId)
  const pricedIds = [...products.map((p) => p.id), ...[...children.values()].flat().map((c) => c.id)]
  const [catalogue, overlay] = await Promise.all([
    cataloguePriceSource(database).pricesFor(pricedIds, context),
    customerPrices(database, context, pricedIds),
  ])
  const prices = layOver(catalogue, overlay)
  const items = products.map((p) => renderInfoItem(p, children.get(p.id) ?? [], prices, context))
  if (overlay.size === 0) return items
  // a trade customer's items also carry what a guest pays (decision 0139)
  const guest = { ...(await retailContext(database, context)), store: context.store }
  return items.map((item, i) => {
    const p = products[i]!
    const retail = renderInfoItem(p, children.get(p.id) ?? [], catalogue, guest).price_info
    return {
      ...item,
      price_info: {
        ...item.price_info,
        retail_price: retail.extension_attributes.tax_adjustments.final_price,
        retail_price_incl_tax: retail.final_price,
      },
    }
  })
}
