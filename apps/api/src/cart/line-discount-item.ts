/**
 * A cart line's purchaser discount as /api/cart/pull and update answer it (decision 0158): the
 * percent, the amount off (net, like the totals' discount_amount) and a comment of type
 * 'customer'. A line without a discount answers as before.
 */
import { customerVisibleComment, discountedRow, fromCents } from '@shop/commerce'
import type { PricedLine } from './cart-pricing.ts'
import type { QuoteItem } from './cart-store.ts'

export function lineDiscountOfItem(
  item: Pick<QuoteItem, 'discountComment' | 'discountType'>,
  priced: PricedLine | undefined,
): { discount_percent?: number; discount_amount?: number; discount_comment?: string } {
  if (!priced || priced.discountPercent === 0) return {}
  const off = discountedRow(
    {
      rowNetCents: priced.unitNetCents * priced.qty,
      rowGrossCents: priced.unitGrossCents * priced.qty,
      taxPercent: priced.taxPercent,
    },
    priced.discountPercent,
  )
  const comment = customerVisibleComment(item.discountComment, item.discountType)
  return {
    discount_percent: priced.discountPercent,
    discount_amount: fromCents(off.discountNet),
    ...(comment ? { discount_comment: comment } : {}),
  }
}
