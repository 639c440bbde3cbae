/**
 * The price fields a Vue Storefront client reads on a product (contract §6.4), computed for one
 * store (its tax rate) and one customer group. All arithmetic goes through cents; every field is
 * a 2-decimal number.
 */
import type { Cents } from './money.ts'
import { addTax, fromCents, netFromGross, toCents } from './money.ts'
import { finalNetCents, specialPriceCounts } from './final-price.ts'
import { SHOP_TIME_ZONE } from './shop-time.ts'
import { isSpecialPriceActive } from './special-price.ts'
import type { TierPrice } from './tier-price.ts'
import { tierPriceFor, tierPricesForGroup } from './tier-price.ts'

export interface ProductPriceInput {
  /** net regular price, excluding tax */
  price: number
  specialPrice?: number | null
  specialFromDate?: string | null
  specialToDate?: string | null
  /** percent for the store's tax country and the product's tax class, e.g. 21 */
  taxRatePercent: number
  /**
   * Cross-border trade (decision 0090): the rate of the shop's origin country for this tax class.
   * When given, the gross price is the net price plus THIS rate in every store view, and the net
   * and tax shown are that same gross price split at `taxRatePercent`. Absent: net-based prices.
   */
  originTaxRatePercent?: number | null
  tierPrices?: readonly TierPrice[]
  /** the shopper's customer group; null or absent for guests */
  groupId?: number | null
}

/** A tier price as the client expects it. */
export interface ProductTierPrice {
  customer_group_id: number | null
  qty: number
  value: number
  extension_attributes: { percentage_value: null }
}

export interface ProductPriceFields {
  price: number
  price_tax: number
  price_incl_tax: number
  special_price: number
  special_price_tax: number
  special_price_incl_tax: number
  final_price: number
  final_price_tax: number
  final_price_incl_tax: number
  original_price: number
  original_price_tax: number
  original_price_incl_tax: number
  original_final_price: number
  original_special_price: number
  special_from_date: string | null
  special_to_date: string | null
  tier_prices: ProductTierPrice[]
}

/** Net price plus tax at the given rate, rounded to cents. */
export function priceIncl(net: number, ratePercent: number): number {
  return fromCents(addTax(toCents(net), ratePercent).gross)
}

export interface ShelfAmount {
  net: Cents
  tax: Cents
  gross: Cents
}

/**
 * A stored net amount as a shopper pays it (decision 0090): net-based, the gross is the net plus
 * the destination's tax; cross-border (an origin rate given), the gross is the net plus the
 * origin's tax whatever the destination, and the destination's tax is the share inside it.
 */
export function shelfAmount(
  netCents: Cents,
  ratePercent: number,
  originRatePercent?: number | null,
): ShelfAmount {
  // a destination without tax (a tax-exempt customer class) pays the net price
  if (originRatePercent === undefined || originRatePercent === null || Number(ratePercent) === 0) {
    const { tax, gross } = addTax(netCents, ratePercent)
    return { net: netCents, tax, gross }
  }
  const gross = addTax(netCents, originRatePercent).gross
  const net = netFromGross(gross, ratePercent)
  return { net, tax: gross - net, gross }
}

function withTax(
  netCents: Cents,
  ratePercent: number,
  originRatePercent: number | null | undefined,
): { net: number; tax: number; incl: number } {
  const { net, tax, gross } = shelfAmount(netCents, ratePercent, originRatePercent)
  return { net: fromCents(net), tax: fromCents(tax), incl: fromCents(gross) }
}

function positiveCents(value: number | null | undefined): Cents {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? toCents(value) : 0
}

/**
 * Rules:
 * - `price` and `original_price` are the regular price.
 * - The special price counts only inside its window and only when below the regular price;
 *   otherwise its fields are 0, as Vue Storefront sends them ("not a promotion").
 * - `final_price` is the lowest of price, active special price and the group's tier price for
 *   quantity 1 (larger-quantity tiers are listed in `tier_prices`, priced in the cart).
 * - `original_special_price` keeps the stored special price even outside its window, so a client
 *   that re-evaluates the window later still knows it.
 */
export function computeProductPrice(
  input: ProductPriceInput,
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): ProductPriceFields {
  const rate = input.taxRatePercent
  const priceCents = toCents(input.price)
  const storedSpecialCents = positiveCents(input.specialPrice)
  const candidates = {
    priceCents,
    specialCents: storedSpecialCents,
    specialInWindow: isSpecialPriceActive(input, now, timeZone),
    unitTierCents: null as Cents | null,
  }
  const specialCents = specialPriceCounts(candidates) ? storedSpecialCents : 0

  const groupTiers = tierPricesForGroup(input.tierPrices ?? [], input.groupId)
  const unitTier = tierPriceFor(groupTiers, input.groupId, 1)
  if (unitTier !== null) candidates.unitTierCents = toCents(unitTier)
  const finalCents = finalNetCents(candidates)

  const origin = input.originTaxRatePercent
  const regular = withTax(priceCents, rate, origin)
  const special = withTax(specialCents, rate, origin)
  const final = withTax(finalCents, rate, origin)

  return {
    price: regular.net,
    price_tax: regular.tax,
    price_incl_tax: regular.incl,
    special_price: special.net,
    special_price_tax: special.tax,
    special_price_incl_tax: special.incl,
    final_price: final.net,
    final_price_tax: final.tax,
    final_price_incl_tax: final.incl,
    original_price: regular.net,
    original_price_tax: regular.tax,
    original_price_incl_tax: regular.incl,
    original_final_price: final.net,
    original_special_price: fromCents(storedSpecialCents),
    special_from_date: input.specialFromDate ?? null,
    special_to_date: input.specialToDate ?? null,
    tier_prices: groupTiers.map((tier) => ({
      customer_group_id: tier.customerGroupId,
      qty: tier.qty,
      value: fromCents(toCents(tier.value)),
      extension_attributes: { percentage_value: null },
    })),
  }
}
