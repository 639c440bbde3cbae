/**
 * Coupon rules: a percentage or a fixed amount off the goods (never off shipping). Amounts are
 * taken off prices incl. tax, the prices shoppers see (decision 0011).
 */
import type { Cents } from './money.ts'
import { percentOf, toCents } from './money.ts'

export type CouponDiscountType = 'percent' | 'fixed'

export interface CouponRule {
  /** upper case, as stored */
  code: string
  discountType: CouponDiscountType
  /** percent (10 = 10 %) or euros incl. tax */
  amount: number
}

export interface StoredCoupon extends CouponRule {
  isActive: boolean
  /** null: valid in every store view */
  storeId: number | null
  fromDate: Date | null
  toDate: Date | null
}

/** Codes are compared without surrounding spaces and case, as shoppers type them. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

/** True when the coupon may be used in this store at this moment. */
export function isCouponValid(coupon: StoredCoupon, storeId: number, now: Date): boolean {
  if (!coupon.isActive) return false
  if (coupon.storeId !== null && coupon.storeId !== storeId) return false
  if (coupon.fromDate && now < coupon.fromDate) return false
  if (coupon.toDate && now > coupon.toDate) return false
  if (!(coupon.amount > 0)) return false
  return coupon.discountType === 'fixed' || coupon.amount <= 100
}

/**
 * The discount incl. tax per line. Percent: that share of every line, rounded per line. Fixed:
 * at most the goods total, spread over the lines in proportion to their amounts; cents left by
 * rounding go to the largest lines first so the shares add up to the coupon exactly.
 */
export function allocateDiscount(rule: CouponRule, rowGrossCents: readonly Cents[]): Cents[] {
  if (rule.discountType === 'percent') {
    const percent = Math.min(Math.max(rule.amount, 0), 100)
    return rowGrossCents.map((row) => percentOf(row, percent))
  }
  const total = rowGrossCents.reduce((sum, row) => sum + row, 0)
  const wanted = Math.min(Math.max(toCents(rule.amount), 0), total)
  if (total === 0 || wanted === 0) return rowGrossCents.map(() => 0)
  const exact = rowGrossCents.map((row) => (BigInt(row) * BigInt(wanted)) / BigInt(total))
  const shares = exact.map(Number)
  let left = wanted - shares.reduce((sum, share) => sum + share, 0)
  const order = rowGrossCents.map((row, i) => ({ row, i })).sort((a, b) => b.row - a.row || a.i - b.i)
  for (let k = 0; left > 0; k = (k + 1) % order.length) {
    const { i, row } = order[k]!
    if (shares[i]! < row) {
      shares[i]! += 1
      left -= 1
    }
  }
  return shares
}
