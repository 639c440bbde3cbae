/**
 * The price context: for whom prices are worked out. The store view (as its tax country: the
 * store's default country in the catalogue and render-list, the shipping country in the cart),
 * the tax rules, the customer group (its tax class and tier prices), the price basis (decision
 * 0090) and the moment. A customer is carried for customer-specific prices (price-overlay.ts);
 * without one only group prices apply. Built by one function for the catalogue (both engines),
 * render-list and the cart, from rules cached per process (tax-rules.ts).
 */
import { findTaxRate, type TaxRule } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { priceBasisOf } from './price-basis.ts'
import { customerPriceStamp } from './price-overlay.ts'
import { loadPriceRules } from './tax-rules.ts'

/** Magento's NOT LOGGED IN group: guests get its tax class; it is never a customer's group. */
export const GUEST_GROUP_ID = 0

/** The tax class used when even the guest group is missing (the seed's retail class). */
const FALLBACK_CUSTOMER_TAX_CLASS = 3

/** The customer prices are for (their own prices: price-overlay.ts). */
export interface PriceCustomer {
  id: number
  /** their price stamp when the context was made (price-overlay.ts): what is kept is kept under it */
  priceStamp?: string
}

export interface PriceContext {
  /** the country whose tax the shopper pays: the store's default country, or the shipping country */
  country: string
  /** null for guests: only the all-groups tier prices apply */
  groupId: number | null
  /** the logged-in customer, for customer-specific prices; null or absent: group prices only */
  customer?: PriceCustomer | null
  customerTaxClassId: number
  rules: TaxRule[]
  now: Date
  /** cross-border trade: the country whose tax makes gross prices (decision 0090); null: net-based */
  originCountry: string | null
  /** the tax rules' stamp, with the price basis: priced documents are reused by it (product-sources.ts) */
  rulesStamp?: string
}

export interface PriceContextRequest {
  country: string
  groupId: number | null
  now: Date
  customer?: PriceCustomer | null
  /** the price basis's origin country; absent: the database's (config PRICE_BASIS) */
  originCountry?: string | null
}

export async function loadPriceContext(
  database: Database,
  request: PriceContextRequest,
): Promise<PriceContext> {
  // the rules' time to live is process time, not the (possibly simulated) shop clock
  const { rules, groupTaxClass, stamp } = await loadPriceRules(database)
  const customerTaxClassId =
    groupTaxClass.get(request.groupId ?? GUEST_GROUP_ID) ??
    groupTaxClass.get(GUEST_GROUP_ID) ??
    FALLBACK_CUSTOMER_TAX_CLASS
  const originCountry =
    request.originCountry === undefined ? priceBasisOf(database).originCountry : request.originCountry
  const customer = request.customer
    ? { ...request.customer, priceStamp: await customerPriceStamp(database, request.customer.id) }
    : null
  return {
    country: request.country,
    groupId: request.groupId,
    customer,
    customerTaxClassId,
    rules,
    now: request.now,
    originCountry,
    // priced documents are reused by this stamp: a different price basis must not meet them
    rulesStamp: `${stamp}:${originCountry ?? 'net'}`,
  }
}

/**
 * The destination's tax rate for a product tax class. No matching rule means no tax, as in
 * Magento; the seed gives every class/country pair a rule.
 */
export function taxRateFor(context: PriceContext, productTaxClassId: number) {
  return findTaxRate(context.rules, {
    productTaxClassId,
    customerTaxClassId: context.customerTaxClassId,
    country: context.country,
  })
}

/** The origin country's tax percent for a product tax class under cross-border trade, else null. */
export function originTaxPercentFor(context: PriceContext, productTaxClassId: number): number | null {
  if (!context.originCountry) return null
  return (
    findTaxRate(context.rules, {
      productTaxClassId,
      customerTaxClassId: context.customerTaxClassId,
      country: context.originCountry,
    })?.rate ?? 0
  )
}
