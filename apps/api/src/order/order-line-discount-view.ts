/**
 * A purchaser's line discount on an order line as the customer's answers show it (order history,
 * an order's page; decision 0158): the percent, and the comment only when its type is 'customer'.
 * An 'internal' comment is the purchaser's and the staff's: it never reaches these answers. A line
 * without a discount answers as before.
 */
import {
  customerVisibleComment,
  discountedRow,
  fromCents,
  storedDiscountPercent,
  toCents,
} from '@shop/commerce'

export function lineDiscountAttributes(line: {
  discountPercent: string | null
  discountComment: string | null
  discountType: string | null
}): { discount_percent?: number; discount_comment?: string } {
  const percent = storedDiscountPercent(line.discountPercent)
  if (percent === 0) return {}
  const comment = customerVisibleComment(line.discountComment, line.discountType)
  return { discount_percent: percent, ...(comment ? { discount_comment: comment } : {}) }
}

/** The same for the customer's confirmation mail, with the row incl. tax after the discount. */
export function lineDiscountOfMail(line: {
  discountPercent: string | null
  discountComment: string | null
  discountType: string | null
  rowTotal: string
  rowTotalInclTax: string
  taxPercent: string
}): { discountPercent?: number; discountComment?: string | null; discountedRowInclTax?: number } {
  const percent = storedDiscountPercent(line.discountPercent)
  if (percent === 0) return {}
  const after = discountedRow(
    {
      rowNetCents: toCents(line.rowTotal),
      rowGrossCents: toCents(line.rowTotalInclTax),
      taxPercent: Number(line.taxPercent),
    },
    percent,
  )
  return {
    discountPercent: percent,
    discountComment: customerVisibleComment(line.discountComment, line.discountType),
    discountedRowInclTax: fromCents(after.rowGrossAfter),
  }
}
