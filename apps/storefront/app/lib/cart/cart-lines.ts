/**
 * Pure rules for the cart's lines (spec 000 §4 "Cart items"): adding the same product raises its
 * quantity, lines of zero or less are ignored, the count is by quantity (or by lines), the
 * server's totals override line data, and the totals box falls back to client-computed segments
 * when the server has given none (offline, contract §13).
 */
import { productsEquals } from '@shop/commerce'
import type { CartItem, PlatformTotals, TotalSegment, TotalsItem } from './cart-types.ts'

/** Largest quantity of one line; the server refuses more anyway and it keeps totals sane. */
export const MAX_LINE_QTY = 9999

export interface AddOutcome {
  items: CartItem[]
  /** the line as it is now in the cart */
  line: CartItem
  /** false when an existing line was increased */
  isNew: boolean
}

/** Adds a line, or raises the quantity of the equal line already in the cart. */
export function addLine(items: readonly CartItem[], added: CartItem): AddOutcome | null {
  if (!(added.qty > 0)) return null
  const index = items.findIndex((item) => productsEquals(item, added))
  if (index < 0) {
    const line = { ...added, qty: Math.min(MAX_LINE_QTY, added.qty) }
    return { items: [...items, line], line, isNew: true }
  }
  const current = items[index]!
  const line = { ...current, qty: Math.min(MAX_LINE_QTY, current.qty + added.qty) }
  return { items: items.map((item, i) => (i === index ? line : item)), line, isNew: false }
}

/** Sets a line's quantity (remembering the confirmed one for a refusal); <= 0 removes it. */
export function setLineQty(items: readonly CartItem[], target: CartItem, qty: number): CartItem[] {
  if (!(qty > 0)) return removeLine(items, target)
  return items.map((item) =>
    productsEquals(item, target)
      ? { ...item, prev_qty: item.prev_qty ?? item.qty, qty: Math.min(MAX_LINE_QTY, Math.trunc(qty)) }
      : item,
  )
}

export function removeLine(items: readonly CartItem[], target: CartItem): CartItem[] {
  return items.filter((item) => !productsEquals(item, target))
}

// the badge count has its own module: the header needs it on every page, the rest here it does not
export { cartCount } from './cart-count.ts'

/**
 * A quantity the shopper set that the server has not confirmed yet: its update is under way or
 * waits in the sync queue (the shop could not be reached), so the server still has `prev_qty`.
 */
export function qtyUnconfirmed(item: CartItem): boolean {
  return item.prev_qty !== undefined && item.qty !== item.prev_qty
}

/**
 * Copies each server totals line onto its cart line (matched by server item id), qty too, except
 * over a quantity the server has not confirmed yet: the totals then still count the old one, and
 * taking it would revert the shopper's change (and a forced sync would send that stale quantity).
 */
export function applyTotalsToItems(items: readonly CartItem[], totals: PlatformTotals): CartItem[] {
  const byId = new Map<number, TotalsItem>((totals.items ?? []).map((line) => [Number(line.item_id), line]))
  return items.map((item) => {
    const line = item.server_item_id === undefined ? undefined : byId.get(Number(item.server_item_id))
    if (!line) return item
    return {
      ...item,
      totals: line,
      qty: qtyUnconfirmed(item) ? item.qty : line.qty,
      options: line.options?.length ? line.options : item.options,
    }
  })
}

/** The unit price to show: the server's when known, else the catalogue's. */
export function linePrice(item: CartItem): number {
  return item.totals?.price_incl_tax ?? item.price_incl_tax
}

export function lineTotal(item: CartItem): number {
  // the server's row total counts its quantity: not the shopper's while that is unconfirmed
  if (item.totals && item.totals.qty !== item.qty)
    return Math.round(linePrice(item) * 100 * item.qty) / 100
  return item.totals?.row_total_incl_tax ?? Math.round(item.price_incl_tax * 100 * item.qty) / 100
}

/**
 * The segments the totals box renders: the server's, or (without them) subtotal and grand
 * total from the lines, with shipping and payment costs when a method is chosen.
 */
export function totalSegments(
  items: readonly CartItem[],
  serverSegments: readonly TotalSegment[] | null,
  extra: { shipping?: { title: string; amount: number }; payment?: { title: string; amount: number } } = {},
): TotalSegment[] {
  if (serverSegments?.length) return [...serverSegments]
  const subtotalCents = items.reduce((sum, item) => sum + Math.round(lineTotal(item) * 100), 0)
  const segments: TotalSegment[] = [
    { code: 'subtotal_incl_tax', title: 'Subtotal', value: subtotalCents / 100 },
  ]
  let grand = subtotalCents
  if (extra.shipping) {
    segments.push({ code: 'shipping', title: extra.shipping.title, value: extra.shipping.amount })
    grand += Math.round(extra.shipping.amount * 100)
  }
  if (extra.payment && extra.payment.amount) {
    segments.push({ code: 'payment', title: extra.payment.title, value: extra.payment.amount })
    grand += Math.round(extra.payment.amount * 100)
  }
  segments.push({ code: 'grand_total', title: 'Grand Total', value: grand / 100 })
  return segments
}

/** The parsed totals `items[].options` (a JSON string on the wire, contract §3). */
export function parseTotalsOptions(raw: unknown): TotalsItem['options'] {
  if (Array.isArray(raw)) return raw as TotalsItem['options']
  if (typeof raw !== 'string' || !raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? (parsed as TotalsItem['options']) : []
  } catch {
    return []
  }
}
