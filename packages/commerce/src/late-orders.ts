/**
 * A dealer's late orders (spec 001 §3 "Reports": the todos screen shows "a late-order count"; §5 "A
 * stored late-orders value is used only if greater than 0"). The spec does not say what late is;
 * decision 0206: a back-office order that is neither canceled nor fully shipped is late when
 *  - a line waits on backorder and the date it was expected has passed, or
 *  - nothing of it has shipped (confirmed) LATE_ORDER_DAYS days after it was placed, or after the
 *    earliest delivery date the dealer asked for, whichever is later.
 * Dates are calendar days in the shop's zone (YYYY-MM-DD), so the rule is the same on every server.
 */
import { addDays } from './automatic-order-schedule.ts'

/** Days a confirmed order may wait for its first shipment before it counts as late. */
export const LATE_ORDER_DAYS = 7

export interface LateOrderFacts {
  /** the back office's fulfilment: confirmed | partly_shipped | shipped | delivered | canceled */
  fulfilment: string
  /** the shop's order status (canceled orders are never late) */
  status: string
  /** the day it was placed, YYYY-MM-DD in the shop's zone */
  placedDay: string
  /** the earliest delivery date the dealer asked for (order extras), if any */
  deliveryDate?: string | null
  /** per line still on backorder: the date it is expected (null: not known) */
  backorderExpected: readonly (string | null)[]
}

export function isOrderLate(order: LateOrderFacts, today: string): boolean {
  if (order.status === 'canceled' || order.fulfilment === 'canceled') return false
  if (order.fulfilment === 'shipped' || order.fulfilment === 'delivered') return false
  if (order.backorderExpected.some((expected) => expected !== null && expected < today)) return true
  if (order.fulfilment !== 'confirmed') return false
  let due = addDays(order.placedDay, LATE_ORDER_DAYS)
  const asked = order.deliveryDate
  if (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked > due) due = asked
  return due < today
}

/** How many of the orders are late on `today`. */
export function countLateOrders(orders: readonly LateOrderFacts[], today: string): number {
  return orders.reduce((n, o) => n + (isOrderLate(o, today) ? 1 : 0), 0)
}
