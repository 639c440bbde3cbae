/**
 * Special (sale) prices apply only inside their from/to window. The window is in shop calendar
 * days: the from-date starts at its time (midnight for a plain date) and the to-date includes
 * its whole day, as merchants mean "until 31 May" to include 31 May.
 */
import { SHOP_TIME_ZONE, parseShopDateTime, wallClock } from './shop-time.ts'

export interface SpecialPriceWindow {
  specialPrice?: number | null
  /** ISO date or date-time; null or empty = no start */
  specialFromDate?: string | null
  /** ISO date or date-time, inclusive for the whole day; null or empty = no end */
  specialToDate?: string | null
}

/**
 * True when the special price is a positive number and `now` lies inside its window. A date that
 * cannot be read disables the special price: better a regular price than an unintended sale.
 */
export function isSpecialPriceActive(
  special: SpecialPriceWindow,
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): boolean {
  const { specialPrice, specialFromDate, specialToDate } = special
  if (typeof specialPrice !== 'number' || !Number.isFinite(specialPrice) || specialPrice <= 0) return false
  const current = wallClock(now, timeZone)
  if (specialFromDate) {
    const start = parseShopDateTime(specialFromDate, timeZone)
    if (start === null || current < start) return false
  }
  if (specialToDate) {
    const end = parseShopDateTime(specialToDate, timeZone)
    // compare the day part only: the to-date covers its whole calendar day
    if (end === null || current.slice(0, 10) > end.slice(0, 10)) return false
  }
  return true
}

/** The price to pay: the lower of price and special price while the special price is active. */
export function finalPrice(
  price: number,
  special: SpecialPriceWindow,
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): number {
  const { specialPrice } = special
  if (specialPrice == null || !isSpecialPriceActive(special, now, timeZone)) return price
  return Math.min(price, specialPrice)
}
