/**
 * GET /api/product/render-list: unlike the stock VSF server, which ignores them, we honour the
 * store view (tax country, locale) and the customer group (tax class, tier prices).
 */
import { storeById } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import type { Result } from '../result.ts'
import { fail, ok } from '../result.ts'
import { loadChildren, loadProductsBySkus, loadTierPrices } from './product-data.ts'
import { GUEST_GROUP_ID, customerTaxClassOf, loadTaxRules, type PricingContext } from './pricing-context.ts'
import { renderInfoItem, type RenderInfoItem } from './render-list.ts'
import { priceBasisOf } from '../pricing/price-basis.ts'

export interface PricingRequest {
  /** default: the Dutch store view (1) */
  storeId?: number
  /** default: the store's currency */
  currencyCode?: string
  /** absent for guests */
  userGroupId?: number
  now: Date
}

/** Checks store, currency and group and loads the tax rules; a wrong value is a 400 naming it. */
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
  const customerTaxClassId = await customerTaxClassOf(database.db, groupId ?? GUEST_GROUP_ID)
  if (groupId !== null && customerTaxClassId === undefined)
    return fail('invalid', `Unknown userGroupId ${groupId}`)
  const rules = await loadTaxRules(database.db)
  return ok({
    store,
    groupId,
    customerTaxClassId: customerTaxClassId ?? null,
    rules,
    now: request.now,
    originCountry: priceBasisOf(database).originCountry,
  })
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
  const tiers = await loadTierPrices(database.db, pricedIds)
  return products.map((p) => renderInfoItem(p, children.get(p.id) ?? [], tiers, context))
}
