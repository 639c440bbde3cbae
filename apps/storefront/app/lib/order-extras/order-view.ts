/**
 * An order's extras as the account's order page shows them, read from the order answer's
 * `extension_attributes` (`po_number`, `order_extras`) and each item's (`comment`,
 * `delivery_date`). Anything missing or of the wrong type is left out: an order placed before
 * issue 16, or by a consumer, simply shows none.
 */
import { EMPTY_PO_NUMBER, type DropshipAddress } from '@shop/commerce'

export interface OrderExtrasView {
  poNumber: string | null
  reference: string | null
  deliveryDate: string | null
  yearOrder: boolean
  comment: string | null
  dropship: DropshipAddress | null
  /** by line index of the order's items */
  lines: { comment: string | null; deliveryDate: string | null }[]
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

function dropshipOf(value: unknown): DropshipAddress | null {
  const a = record(value)
  const street = Array.isArray(a.street) ? a.street.filter((s): s is string => typeof s === 'string') : []
  if (!text(a.lastname) || !text(a.city) || !street.length) return null
  return {
    firstname: text(a.firstname) ?? '',
    lastname: text(a.lastname) ?? '',
    company: text(a.company),
    street,
    postcode: text(a.postcode) ?? '',
    city: text(a.city) ?? '',
    country_id: text(a.country_id) ?? '',
    telephone: text(a.telephone),
  }
}

export function orderExtrasView(order: {
  extension_attributes?: unknown
  items?: readonly unknown[]
}): OrderExtrasView | null {
  const ext = record(order.extension_attributes)
  const extras = record(ext.order_extras)
  const lines = (order.items ?? []).map((item) => {
    const attributes = record(record(item).extension_attributes)
    return { comment: text(attributes.comment), deliveryDate: text(attributes.delivery_date) }
  })
  const isDropship = extras.is_dropship === true
  const view: OrderExtrasView = {
    poNumber: text(ext.po_number) ?? text(extras.po_number),
    reference: text(extras.reference),
    deliveryDate: text(extras.delivery_date),
    yearOrder: extras.is_yearorder === true,
    comment: text(extras.comment),
    dropship: isDropship ? dropshipOf(extras.dropship_address) : null,
    lines,
  }
  const any =
    (view.poNumber !== null && view.poNumber !== EMPTY_PO_NUMBER) ||
    view.reference ||
    view.deliveryDate ||
    view.yearOrder ||
    view.comment ||
    view.dropship ||
    lines.some((line) => line.comment || line.deliveryDate)
  // an order with only the empty PO number (a plain "on account" order) shows it too, as such
  return any || view.poNumber !== null ? view : null
}
