/**
 * The number in the cart badge. Its own module because the header shows it on every page, while
 * the rest of the line rules (cart-lines.ts, with the checksums) only load with the cart itself.
 */
import type { CartItem } from './cart-types.ts'

/** The sum of quantities, or the number of lines. */
export function cartCount(items: readonly CartItem[], countByLines = false): number {
  if (countByLines) return items.length
  return items.reduce((sum, item) => sum + (item.qty > 0 ? item.qty : 0), 0)
}
