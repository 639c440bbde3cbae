/**
 * Totals for priced lines: the coupon (if still valid), the chosen shipping method and the
 * store's segment titles, computed by @shop/commerce. Used by the cart calls and by the order.
 */
import { eq, sql } from 'drizzle-orm'
import {
  computeTotals,
  findShippingMethod,
  isCouponValid,
  normalizeCouponCode,
  shippingPriceInclTaxCents,
  shippingTitles,
  totalsTitles,
  type CartTotals,
  type CouponRule,
  type ShippingMethodConfig,
  type StoreView,
  type StoredCoupon,
} from '@shop/commerce'
import { preparedPerHandle, type Db } from '../db/client.ts'
import { coupon } from '../db/schema/index.ts'
import type { PricedLine } from './cart-pricing.ts'

const couponByCode = preparedPerHandle((db) =>
  db
    .select()
    .from(coupon)
    .where(eq(coupon.code, sql.placeholder('code')))
    .prepare('cart_coupon_by_code'),
)

export async function loadCoupon(db: Db, code: string): Promise<StoredCoupon | null> {
  const [row] = await couponByCode(db).execute({ code: normalizeCouponCode(code) })
  if (!row) return null
  return {
    code: row.code,
    discountType: row.discountType === 'fixed' ? 'fixed' : 'percent',
    amount: Number(row.amount),
    isActive: row.isActive,
    storeId: row.storeId,
    fromDate: row.fromDate,
    toDate: row.toDate,
  }
}

/** The coupon rule that applies now, or null (an expired coupon simply stops counting). */
export async function activeCoupon(
  db: Db,
  code: string | null,
  storeId: number,
  now: Date,
): Promise<CouponRule | null> {
  if (!code) return null
  const stored = await loadCoupon(db, code)
  return stored && isCouponValid(stored, storeId, now) ? stored : null
}

export interface TotalsChoice {
  coupon: CouponRule | null
  shippingCarrierCode: string | null
  shippingMethodCode: string | null
}

export function chosenShipping(
  methods: readonly ShippingMethodConfig[],
  choice: Pick<TotalsChoice, 'shippingCarrierCode' | 'shippingMethodCode'>,
  lines: readonly PricedLine[],
): ShippingMethodConfig | null {
  if (!choice.shippingCarrierCode || !choice.shippingMethodCode) return null
  if (lines.length > 0 && lines.every((l) => l.isVirtual)) return null
  return findShippingMethod(methods, choice.shippingCarrierCode, choice.shippingMethodCode)
}

/** The goods' worth incl. tax before shipping and coupon: what a free-shipping amount is held against. */
export function goodsInclTaxCents(lines: readonly Pick<PricedLine, 'unitGrossCents' | 'qty'>[]): number {
  return lines.reduce((sum, l) => sum + l.unitGrossCents * l.qty, 0)
}

export function totalsFor(
  lines: readonly PricedLine[],
  store: StoreView,
  shipping: ShippingMethodConfig | null,
  couponRule: CouponRule | null,
): CartTotals {
  const totals = computeTotals({
    lines: lines.map((l) => ({
      itemId: l.itemId,
      name: l.name,
      qty: l.qty,
      unitNetCents: l.unitNetCents,
      unitGrossCents: l.unitGrossCents,
      taxPercent: l.taxPercent,
      taxTitle: l.taxTitle,
      options: l.options,
      discountPercent: l.discountPercent,
    })),
    shipping: shipping
      ? {
          ...shippingTitles(shipping, store.language),
          priceInclTaxCents: shippingPriceInclTaxCents(shipping, goodsInclTaxCents(lines)),
        }
      : null,
    coupon: couponRule,
    currency: store.currency,
    titles: totalsTitles(store.language),
  })
  // a purchaser's comment meant for the customer goes with the line (decision 0158); never an internal one
  totals.items.forEach((item, i) => {
    const comment = lines[i]?.discountPercent ? lines[i]?.discountCustomerComment : null
    if (comment) item.discount_comment = comment
  })
  return totals
}
