/**
 * What makes two order posts "the same order" (decision 0116, replacing that part of 0014). The key
 * is scoped to the shopper (customer id, else guest) and the cart: another shopper posting the same
 * order_id or the same body gets a key of its own, so it can never be handed someone else's order.
 * A guest without a cart proves nothing about itself, so its repeat is refused instead of answered.
 */
import { createHash } from 'node:crypto'
import type { Quote } from '../cart/cart-store.ts'
import type { Shopper } from '../cart/shopper.ts'
import type { OrderBody } from './order-schemas.ts'
import type { SalesOrder } from './order-store.ts'

export function idempotencyKey(body: OrderBody, shopper: Shopper, q: Quote | null, now: Date): string {
  const scope = [
    shopper.customerId === null ? 'guest' : `customer:${shopper.customerId}`,
    q ? `cart:${q.id}` : 'no-cart',
  ].join(' ')
  if (body.order_id) return `${scope} order:${body.order_id}`
  if (q) return scope
  const canonical = JSON.stringify({
    p: body.products,
    a: body.addressInformation,
    s: body.store_code ?? body.store_id,
  })
  // without cart or order_id only a repeat on the same day counts as the same order
  return `${scope} body:${createHash('sha256').update(canonical).digest('hex')}:${now.toISOString().slice(0, 10)}`
}

/**
 * May this shopper be given the earlier order of its key? Only when it is provably theirs: the
 * same customer, or the same (secret) guest cart. The key already says so; this is the check
 * that keeps it so should keys ever be built differently.
 */
export function isOwnRepeat(earlier: SalesOrder, shopper: Shopper, q: Quote | null): boolean {
  if (shopper.customerId !== null) return earlier.customerId === shopper.customerId
  return q !== null && earlier.customerId === null && earlier.quoteId === q.id
}

export const REPEAT_REFUSED =
  'This order was placed already. Send a new order_id, or place the order from a cart, to order again.'
