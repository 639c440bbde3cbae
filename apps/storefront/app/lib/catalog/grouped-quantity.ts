/**
 * The quantity rules of a grouped product's members on the product page (001 §5): a member may be
 * left at 0 (it is not added), but not set above what can be ordered of it. Apart from the table
 * (grouped-items.tsx, loaded on demand) because add-to-cart checks them before adding.
 */
import { isOrderable, quantityProblem } from '@shop/commerce'
import type { GroupedItem } from './product-view.ts'

/** the own cap of every quantity field on the product page, when the stock sets a lower one or none */
export const QTY_FIELD_CAP = 999

/** The most a product page quantity field takes: the stock's limit (max-quantity.ts), at most the cap. */
export const qtyFieldMax = (maxQuantity: number | null | undefined): number =>
  Math.min(maxQuantity ?? QTY_FIELD_CAP, QTY_FIELD_CAP)

export const groupedQtyOf = (item: GroupedItem, qty: Readonly<Record<string, number>>): number =>
  qty[item.sku] ?? item.qty

/** The first orderable member whose quantity is above what can be ordered, with that maximum. */
export function groupedOverStock(
  items: readonly GroupedItem[],
  qty: Readonly<Record<string, number>>,
): { sku: string; maxQuantity: number } | null {
  for (const item of items) {
    const wanted = groupedQtyOf(item, qty)
    // a member that cannot be ordered is left out when adding (add-to-cart-lines.ts)
    if (wanted <= 0 || !isOrderable(item.availability)) continue
    const problem = quantityProblem(wanted, qtyFieldMax(item.maxQuantity))
    if (problem?.text === 'onlyAvailable') return { sku: item.sku, maxQuantity: problem.maxQuantity }
  }
  return null
}

/** the id of a member's quantity field, so add-to-cart can take the shopper to it */
export const groupedQtyId = (sku: string): string => `qty-${sku}`
