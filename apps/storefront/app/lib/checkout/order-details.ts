/**
 * The order as the status call shows it (GET /api/order/status/:token, issue 13): lines,
 * addresses, methods, totals, the expected delivery and what the shopper may do next.
 */
import type { HistoryOrder, OrderLine } from '../user/user-types.ts'

export interface OrderAddressView {
  firstname: string
  lastname: string
  company: string
  street: string[]
  postcode: string
  city: string
  country_id: string
}

export interface OrderDetails {
  increment_id: string
  status: string
  customer_email: string
  grand_total: number
  created_at: string
  store_id: number
  items: OrderLine[]
  billing_address: OrderAddressView | null
  shipping_address: OrderAddressView | null
  shipping_description: string | null
  payment_title: string
  offline_payment: boolean
  total_segments: { code: string; title: string; value: number }[]
  expected_delivery: { from: string; to: string } | null
  can_pay_again: boolean
  can_restore_cart: boolean
}

export function readOrderDetails(body: unknown): OrderDetails | null {
  if (!body || typeof body !== 'object') return null
  const { code, result } = body as { code?: unknown; result?: unknown }
  if (Number(code) !== 200 || !result || typeof result !== 'object') return null
  const r = result as Partial<OrderDetails>
  if (typeof r.increment_id !== 'string' || !Array.isArray(r.items)) return null
  return r as OrderDetails
}

/** The order in the shape the reorder of the account pages takes (its lines, its id). */
export function asHistoryOrder(order: OrderDetails): HistoryOrder {
  return {
    entity_id: 0,
    increment_id: order.increment_id,
    created_at: order.created_at,
    status: order.status,
    grand_total: order.grand_total,
    items: order.items,
  }
}

/** "vrijdag 28 november" or a range, in the store's locale. */
export function deliveryText(window: { from: string; to: string }, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
  const from = new Date(`${window.from}T00:00:00Z`)
  const to = new Date(`${window.to}T00:00:00Z`)
  return window.from === window.to ? format.format(from) : format.formatRange(from, to)
}
