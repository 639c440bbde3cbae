/**
 * What the order form of a list sends: the lines the shopper ordered (all, or the selected ones)
 * with their quantities, one cart line each. Pure, so the rules are tested without a browser.
 */
import { lineSku, type OrderListItem } from '../../lib/orderlist/orderlist-types.ts'
import type { AddLine } from '../../lib/orderlist/add-lines.ts'

/** A line's quantity field starts at its default amount; a line kept with 0 starts at 1 (decision 0164). */
export const startQty = (item: Pick<OrderListItem, 'default_amount'>): number =>
  Number(item.default_amount) > 0 ? Math.trunc(Number(item.default_amount)) : 1

/** A typed quantity: whole numbers of 0 and up; anything else counts as 0 (not ordered). */
export function parseQty(text: string): number {
  const n = Number(text.trim())
  return Number.isInteger(n) && n > 0 ? n : 0
}

export type OrderPick =
  | { ok: true; lines: AddLine[] }
  | { ok: false; reason: 'orderlist.order.nothing' | 'orderlist.order.nothingSelected' }

export function linesToOrder(
  items: readonly OrderListItem[],
  qty: Readonly<Record<number, string>>,
  selected: ReadonlySet<number> | null,
): OrderPick {
  const chosen = selected ? items.filter((item) => selected.has(item.item_id)) : items
  if (selected && !chosen.length) return { ok: false, reason: 'orderlist.order.nothingSelected' }
  const lines = chosen
    .map((item) => ({ sku: lineSku(item), qty: parseQty(qty[item.item_id] ?? String(startQty(item))) }))
    .filter((line) => line.qty > 0)
  return lines.length ? { ok: true, lines } : { ok: false, reason: 'orderlist.order.nothing' }
}
