/**
 * From the body of updateCartDataBeforeOrder (spec 001 §7) to the `OrderExtras` the cart keeps, and
 * from the rules' problems to messages naming the field. The rules themselves are
 * `orderExtrasProblems` in @shop/commerce, the same ones the order placement checks.
 */
import {
  orderExtrasProblemMessage,
  type DropshipAddress,
  type OrderExtras,
  type OrderExtrasProblem,
  type OrderLineExtras,
} from '@shop/commerce'
import type { z } from 'zod'
import { isOn, type beforeOrderBody } from './schemas.ts'

export type BeforeOrderBody = z.infer<typeof beforeOrderBody>

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

export function extrasOf(body: BeforeOrderBody): OrderExtras {
  const lines: Record<string, OrderLineExtras> = {}
  for (const p of body.products ?? []) {
    const line: OrderLineExtras = { comment: text(p.comment), delivery_date: text(p.date) }
    if (line.comment !== null || line.delivery_date !== null) lines[p.sku] = line
  }
  const dropship = isOn(body.is_dropship)
  return {
    po_number: text(body.po_number),
    comment: text(body.comment),
    delivery_date: text(body.date),
    is_yearorder: isOn(body.is_yearorder),
    is_dropship: dropship,
    // an address sent without dropshipment is not kept: the order ships to the customer
    dropship_address: dropship
      ? ((body.dropship_address as DropshipAddress | null | undefined) ?? null)
      : null,
    // the reference is kept as typed: its length is the rule (spec 001 §5)
    reference:
      body.reference === undefined || body.reference === null || body.reference === ''
        ? null
        : body.reference,
    lines,
  }
}

/** Where the problem is in the request's own words (`products[sku].date` for a line's date). */
function fieldOf(problem: OrderExtrasProblem): string {
  const sku = 'sku' in problem ? problem.sku : undefined
  if (problem.field === 'delivery_date') return sku === undefined ? 'date' : `products[${sku}].date`
  if (problem.field === 'comment' && sku !== undefined) return `products[${sku}].comment`
  return problem.field
}

/** The shop's order-extras message, naming the field as this call's body names it. */
export function problemMessage(problem: OrderExtrasProblem): string {
  return `${orderExtrasProblemMessage(problem)} (${fieldOf(problem)})`
}
