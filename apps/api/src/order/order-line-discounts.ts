/**
 * A purchaser's line discounts (decision 0158) travel from the cart to the order: the order's body
 * names products, not cart lines, so each priced line takes the discount of the cart line with the
 * same identity (`line_key`: sku and options). Only what is stored on the cart counts; a client
 * can never send a discount with the order.
 */
import { eq } from 'drizzle-orm'
import { storedDiscountPercent } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { quoteItem } from '../db/schema/index.ts'

export interface LineDiscountOfCart {
  discountPercent: number
  discountComment: string | null
  discountType: string | null
}

export async function cartLineDiscounts(
  db: Db,
  quoteId: number | null | undefined,
): Promise<Map<string, LineDiscountOfCart>> {
  const byKey = new Map<string, LineDiscountOfCart>()
  if (!quoteId) return byKey
  const rows = await db
    .select({
      lineKey: quoteItem.lineKey,
      percent: quoteItem.discountPercent,
      comment: quoteItem.discountComment,
      type: quoteItem.discountType,
    })
    .from(quoteItem)
    .where(eq(quoteItem.quoteId, quoteId))
  for (const row of rows) {
    const percent = storedDiscountPercent(row.percent)
    if (percent > 0)
      byKey.set(row.lineKey, {
        discountPercent: percent,
        discountComment: row.comment,
        discountType: row.type,
      })
  }
  return byKey
}
