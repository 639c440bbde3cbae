/**
 * An order's life in the back office (issue 18): where it stands from its lines' quantities, what
 * a shipment may carry, and when a customer may still cancel a backordered quantity (decision 0169).
 * Pure: the fulfilment module applies them inside its transactions.
 */

export type Fulfilment = 'confirmed' | 'partly_shipped' | 'shipped' | 'delivered' | 'canceled'

export interface LineQuantities {
  qtyOrdered: number
  qtyShipped: number
  qtyDelivered: number
  qtyBackordered: number
  qtyCanceled: number
}

/** What of a line is neither shipped nor canceled. */
export const openQty = (l: LineQuantities): number => l.qtyOrdered - l.qtyShipped - l.qtyCanceled

/** Where an order stands, from its lines alone. */
export function fulfilmentOf(lines: readonly LineQuantities[]): Fulfilment {
  if (lines.length === 0) return 'confirmed'
  const shipped = lines.reduce((n, l) => n + l.qtyShipped, 0)
  if (shipped === 0) return lines.every((l) => l.qtyCanceled >= l.qtyOrdered) ? 'canceled' : 'confirmed'
  if (lines.some((l) => openQty(l) > 0)) return 'partly_shipped'
  return lines.every((l) => l.qtyDelivered >= l.qtyShipped) ? 'delivered' : 'shipped'
}

export type ShipProblem =
  | { lineId: number; reason: 'unknown_line' }
  | { lineId: number; reason: 'bad_qty' }
  | { lineId: number; reason: 'too_many'; max: number }
  | { lineId: 0; reason: 'empty' }

/** A shipment's lines against the order's: each known, once, a whole number from 1 to what is open. */
export function shipProblems(
  lines: readonly (LineQuantities & { id: number })[],
  ship: readonly { lineId: number; qty: number }[],
): ShipProblem[] {
  if (ship.length === 0) return [{ lineId: 0, reason: 'empty' }]
  const problems: ShipProblem[] = []
  const asked = new Map<number, number>()
  for (const s of ship) {
    if (!Number.isInteger(s.qty) || s.qty < 1) problems.push({ lineId: s.lineId, reason: 'bad_qty' })
    else asked.set(s.lineId, (asked.get(s.lineId) ?? 0) + s.qty)
  }
  for (const [lineId, qty] of asked) {
    const line = lines.find((l) => l.id === lineId)
    if (!line) problems.push({ lineId, reason: 'unknown_line' })
    else if (qty > openQty(line)) problems.push({ lineId, reason: 'too_many', max: openQty(line) })
  }
  return problems
}

/** After a shipment, what stays on backorder: all that is open when asked, else no more than before. */
export function backorderAfterShipment(l: LineQuantities, backorderRest: boolean): number {
  const open = openQty(l)
  return backorderRest ? open : Math.min(l.qtyBackordered, open)
}

/** Days before the expected date from which a customer can no longer cancel: the goods are on their way. */
export const BACKORDER_CANCEL_CUTOFF_DAYS = 2

export type CancelRefusal = 'nothing_backordered' | 'too_many' | 'order_closed' | 'on_its_way'

/** The API's words for each refusal (the storefront shows them in the shop's languages). */
export const BACKORDER_CANCEL_REFUSALS: Readonly<Record<CancelRefusal, string>> = Object.freeze({
  nothing_backordered: 'Nothing of this line is on backorder any more.',
  too_many: 'You cannot cancel more than is on backorder.',
  order_closed: 'This order is canceled.',
  on_its_way: 'This backorder is on its way and can no longer be canceled.',
})

/**
 * Whether a customer may cancel `qty` of a backordered line (decision 0169): only what is on
 * backorder, not of a canceled order, and not when the goods are expected within the cut-off
 * (`today`: the shop's date, YYYY-MM-DD). Staff may cancel any backordered quantity.
 */
export function customerCancelRefusal(
  line: Pick<LineQuantities, 'qtyBackordered'> & { expectedDate: string | null },
  fulfilment: Fulfilment,
  qty: number,
  today: string,
): CancelRefusal | null {
  if (fulfilment === 'canceled') return 'order_closed'
  if (line.qtyBackordered <= 0) return 'nothing_backordered'
  if (qty > line.qtyBackordered) return 'too_many'
  if (line.expectedDate !== null && daysBetween(today, line.expectedDate) < BACKORDER_CANCEL_CUTOFF_DAYS)
    return 'on_its_way'
  return null
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` lies before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}
