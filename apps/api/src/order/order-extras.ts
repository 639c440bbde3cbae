/**
 * Check extras (the first step of placing an order, before re-pricing; decision 0143): the order's
 * extras come from the cart (`quote.order_extras`, written by updateCartDataBeforeOrder) and from
 * the order body's `order_extras` (a client without that call, the offline queue); a field the body
 * gives wins over the cart's, `null` clears it, and lines merge per sku. They are checked again
 * here with the shop's rules and the buyer's back-office flags (a cart may have waited, a day may
 * have passed, a flag may have changed): any problem refuses the order with 400 naming the field,
 * before anything is written. A dropshipment sends the goods to its own address.
 */
import {
  orderExtrasProblemText,
  orderExtrasProblems,
  purchaseOrderNumber,
  PURCHASE_ORDER_METHOD,
  type DropshipAddress,
  type OrderExtras,
  type OrderLineExtras,
} from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'
import { tradeCustomerOf } from '../cart/method-limits.ts'
import type { TradeCustomer } from '../backoffice/back-office.ts'
import { orderExtrasSchema } from './order-extras-schema.ts'
import type { OrderAddress, OrderBody } from './order-schemas.ts'
import type { PlacementStep } from './place-order-steps.ts'
import type { Placement } from './placement.ts'

export interface PlacedExtras {
  extras: OrderExtras
  /** the buyer's back-office flags; null for a guest or a retail customer */
  trade: TradeCustomer | null
  /** where a dropshipment goes; null when the order is no dropshipment */
  dropship: DropshipAddress | null
}

/** The cart's stored extras, read with the body's schema: a malformed row is the shopper's 400. */
function cartExtras(stored: unknown): Result<OrderExtras> {
  if (stored === null || stored === undefined) return ok({})
  const parsed = orderExtrasSchema.safeParse(stored)
  if (parsed.success) return ok(parsed.data)
  const issue = parsed.error.issues[0]!
  return fail('invalid', `Invalid cart order_extras.${issue.path.join('.')}: ${issue.message}`)
}

/** The body's fields over the cart's; lines per sku, each line's fields likewise. */
export function mergeOrderExtras(fromCart: OrderExtras, fromBody: OrderExtras | undefined): OrderExtras {
  if (!fromBody) return fromCart
  const given = Object.fromEntries(Object.entries(fromBody).filter(([, v]) => v !== undefined))
  // a Map, not an object: a sku such as "__proto__" stays a key like any other
  const lines = new Map<string, OrderLineExtras>(Object.entries(fromCart.lines ?? {}))
  for (const [sku, line] of Object.entries(fromBody.lines ?? {})) {
    const defined = Object.fromEntries(Object.entries(line).filter(([, v]) => v !== undefined))
    lines.set(sku, { ...lines.get(sku), ...defined })
  }
  const merged: OrderExtras = { ...fromCart, ...given }
  if (lines.size) merged.lines = Object.fromEntries(lines)
  return merged
}

export const checkExtras: PlacementStep<Placement> = {
  name: 'check extras',
  undo: 'none',
  async run(p) {
    const stored = cartExtras(p.knownQuote?.orderExtras)
    if (!stored.ok) return stored
    const extras = mergeOrderExtras(stored.value, p.body.order_extras)
    const trade = await tradeCustomerOf(p.ctx, p.shopper)
    const problems = orderExtrasProblems(extras, {
      now: p.ctx.now(),
      dropEnabled: trade?.dropEnabled ?? false,
    })
    if (problems.length) {
      return fail('invalid', problems.map(orderExtrasProblemText).join('; '), { meta: { problems } })
    }
    const dropship = extras.is_dropship ? (extras.dropship_address ?? null) : null
    // an address without the flag is a draft's leftover, not a dropshipment
    if (!extras.is_dropship) delete extras.dropship_address
    p.extras = { extras, trade, dropship }
    return ok(p.extras)
  },
}

/** Where the goods go: the dropship address, or the body's shipping address. */
export function shippingDestination(p: Pick<Placement, 'extras' | 'body'>): OrderAddress | undefined {
  const dropship = p.extras?.dropship
  if (!dropship) return p.body.addressInformation.shippingAddress
  return {
    firstname: dropship.firstname,
    lastname: dropship.lastname,
    company: dropship.company ?? undefined,
    street: dropship.street,
    postcode: dropship.postcode,
    city: dropship.city,
    country_id: dropship.country_id,
    telephone: dropship.telephone ?? undefined,
  }
}

/**
 * The purchase-order number to store (decision 0143): every order of a trade customer has one
 * ('000000000' when none is given, spec 000 §9), whatever the payment method, since the back office
 * files a dealer's orders by it; others only when paying by purchase order. The extras' number wins
 * over the payment's `po_number`.
 */
export function poNumberOf(
  extras: PlacedExtras,
  paymentCode: string,
  additional: OrderBody['addressInformation']['payment_method_additional'],
): string | null {
  if (!extras.trade && paymentCode !== PURCHASE_ORDER_METHOD) return null
  const given = extras.extras.po_number?.trim() ? extras.extras.po_number : additional?.po_number
  return purchaseOrderNumber(given)
}

/** A line's extras by its sku (a configurable's child) or its parent's sku. */
export function lineExtrasOf(
  extras: OrderExtras,
  line: { sku: string; parentSku: string | null },
): OrderLineExtras | undefined {
  const lines = extras.lines ?? {}
  if (Object.hasOwn(lines, line.sku)) return lines[line.sku]
  return line.parentSku && Object.hasOwn(lines, line.parentSku) ? lines[line.parentSku] : undefined
}

/** The extras as the order keeps them: its PO number, lines only for skus it holds. */
export function storedExtras(
  extras: OrderExtras,
  poNumber: string | null,
  lines: readonly { sku: string; parentSku: string | null }[],
): OrderExtras {
  const kept = new Map<string, OrderLineExtras>()
  for (const line of lines) {
    const own = lineExtrasOf(extras, line)
    if (own && (own.comment || own.delivery_date)) kept.set(line.sku, own)
  }
  const { lines: _all, ...rest } = extras
  return {
    ...rest,
    ...(poNumber !== null ? { po_number: poNumber } : {}),
    ...(kept.size ? { lines: Object.fromEntries(kept) } : {}),
  }
}
