/**
 * What the shop tells a shopper about stock: in stock, volatile (the system is not sure about
 * the quantity, spec 000 §3 "Stock info"), out of stock, or soon available again on the
 * back-office date `binnenkortdatum` (spec 001 §3).
 */

export type AvailabilityState = 'in_stock' | 'volatile' | 'out_of_stock' | 'soon'

export interface Availability {
  state: AvailabilityState
  /** YYYY-MM-DD, only for 'soon' */
  date?: string
}

export interface StockInfo {
  is_in_stock?: boolean | null
  stock_status?: string | null
  qty?: number | null
}

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})/

/**
 * Rules: a product out of stock with a soon-available date that is today or later is 'soon';
 * out of stock otherwise is 'out_of_stock'; an in-stock product with status volatile is
 * 'volatile'; everything else, also a product without stock data, is 'in_stock' (the original
 * shop treated missing stock data as available). `today` is the shop's date, YYYY-MM-DD.
 */
/**
 * Whether a product may be offered for the cart: orders reserve only stock that is in stock
 * (backorders count as in stock while the product is marked so), so an out-of-stock product, also
 * one that is soon available again, is not offered (issue 13 item 6).
 */
export function isOrderable(availability: Availability): boolean {
  return availability.state === 'in_stock' || availability.state === 'volatile'
}

export function productAvailability(
  stock: StockInfo | null | undefined,
  soonDate: string | null | undefined,
  today: string,
): Availability {
  const outOfStock = stock?.is_in_stock === false || stock?.stock_status === 'out_of_stock'
  if (outOfStock) {
    const date = ISO_DATE.exec(soonDate ?? '')?.[1]
    return date && date >= today ? { state: 'soon', date } : { state: 'out_of_stock' }
  }
  if (stock?.stock_status === 'volatile') return { state: 'volatile' }
  return { state: 'in_stock' }
}
