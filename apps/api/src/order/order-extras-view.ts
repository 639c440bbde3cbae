/**
 * How the order answers show a wholesale order's extras (decision 0143), in Magento's place for
 * additions: the order's `extension_attributes` get `po_number` and `order_extras`, a line's get
 * `comment` and `delivery_date`. An order without them answers as before.
 */
import type { OrderExtras } from '@shop/commerce'
import type { SalesOrder } from './order-store.ts'

export function orderExtrasAttributes(order: Pick<SalesOrder, 'poNumber' | 'extras'>): {
  po_number?: string
  order_extras?: OrderExtras
} {
  return {
    ...(order.poNumber ? { po_number: order.poNumber } : {}),
    ...(Object.keys(order.extras ?? {}).length ? { order_extras: order.extras } : {}),
  }
}

export function lineExtrasAttributes(line: { comment: string | null; deliveryDate: string | null }): {
  extension_attributes?: { comment?: string; delivery_date?: string }
} {
  if (!line.comment && !line.deliveryDate) return {}
  return {
    extension_attributes: {
      ...(line.comment ? { comment: line.comment } : {}),
      ...(line.deliveryDate ? { delivery_date: line.deliveryDate } : {}),
    },
  }
}
