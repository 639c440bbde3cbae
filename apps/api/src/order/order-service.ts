/**
 * POST /api/order: placing an order is a list of steps, each with its undo (decision 0127):
 * check the order extras (decision 0143), re-price from the catalogue (client prices are ignored), then in one transaction check the
 * coupon's use, reserve stock all-or-nothing, record the order and close the cart, and hand it to
 * the back office. The same order twice by the same shopper (same order_id, or the same cart
 * again) gives the first order's confirmation and stores nothing new (decisions 0014, 0116).
 */
import { MESSAGES } from '@shop/commerce'
import { fail, ok, type Failure, type Result } from '../result.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import {
  confirmationOf,
  findOrderByKey,
  findOrderByQuote,
  type OrderConfirmation,
  type SalesOrder,
} from './order-store.ts'
import { REPEAT_REFUSED, idempotencyKey, isOwnRepeat } from './order-idempotency.ts'
import { sendClaimedMail } from './order-mail.ts'
import { runSteps, type PlacementStep } from './place-order-steps.ts'
import { done, type PlaceOrder, type Placement } from './placement.ts'
import { quoteFor, reprice } from './order-reprice.ts'
import { checkExtras } from './order-extras.ts'
import { checkCouponUse, reserve } from './order-reserve.ts'
import { record } from './order-record.ts'
import { handOver } from './order-handover.ts'

export type { PlaceOrder } from './placement.ts'

/** The steps before the transaction: they read, so a refusal leaves nothing to give back. */
export const stepsBeforeTransaction: readonly PlacementStep<Placement>[] = [checkExtras, reprice]
/** The steps in the order's transaction, in order; a refusal rolls all of them back. */
export const stepsInTransaction: readonly PlacementStep<Placement>[] = [
  checkCouponUse,
  reserve,
  record,
  handOver,
]

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

/** Carries a step's refusal out of the transaction, so the transaction rolls back. */
class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

type Placed = { order: SalesOrder; fresh: boolean }

/** The request's own checks and its repeat, before any step: a repeat answers the first order. */
type Start = { placement: Placement } | { repeat: OrderConfirmation }

async function startPlacement(call: PlaceOrder): Promise<Result<Start>> {
  const { ctx, body, shopper } = call
  const db = ctx.database.db
  const info = body.addressInformation
  const email = info.billingAddress.email ?? info.shippingAddress?.email
  if (!email) return fail('invalid', 'Invalid body.addressInformation.billingAddress.email: is required')

  const cartId = body.cart_id === undefined ? '' : String(body.cart_id).trim()
  const knownQuote = cartId ? await quoteFor(db, cartId, shopper, false) : null
  if (cartId && !knownQuote) return fail('not_found', MESSAGES.cartNotFound)
  const key = idempotencyKey(body, shopper, knownQuote, ctx.now())
  const placement: Placement = { ...call, email, cartId, knownQuote, idempotencyKey: key }
  const earlier = await findOrderByKey(db, key)
  if (earlier) return asRepeat(repeatOf(placement, earlier))
  if (knownQuote && !knownQuote.isActive) {
    const fromCart = await findOrderByQuote(db, knownQuote.id)
    if (fromCart) return asRepeat(repeatOf(placement, fromCart))
    return fail('not_found', MESSAGES.cartNotFound)
  }
  return ok({ placement })
}

const asRepeat = (r: Result<OrderConfirmation>): Result<Start> => (r.ok ? ok({ repeat: r.value }) : r)

function repeatOf(p: Placement, earlier: SalesOrder): Result<OrderConfirmation> {
  return isOwnRepeat(earlier, p.shopper, p.knownQuote)
    ? ok(confirmationOf(earlier))
    : fail('conflict', REPEAT_REFUSED)
}

/** The transaction: the cart row lock, then the steps; a refusal is thrown so that it rolls back. */
async function placeInTransaction(p: Placement): Promise<Result<Placed>> {
  return p.ctx.database.db.transaction(async (tx): Promise<Result<Placed>> => {
    // the cart row lock makes a double submit wait here and then find the first order
    if (p.knownQuote) {
      const locked = await quoteFor(tx, p.cartId, p.shopper, true)
      if (!locked?.isActive) {
        const first = locked ? await findOrderByQuote(tx, locked.id) : null
        if (!first) return fail('not_found', MESSAGES.cartNotFound)
        if (!isOwnRepeat(first, p.shopper, p.knownQuote)) return fail('conflict', REPEAT_REFUSED)
        return ok({ order: first, fresh: false })
      }
    }
    p.tx = tx
    const placed = await runSteps(stepsInTransaction, p)
    if (!placed.ok) throw new Refused(placed)
    return ok({ order: done(p.order, 'record'), fresh: true })
  })
}

export async function placeOrder(call: PlaceOrder): Promise<Result<OrderConfirmation>> {
  const started = await startPlacement(call)
  if (!started.ok) return started
  if ('repeat' in started.value) return ok(started.value.repeat)
  const p = started.value.placement

  const before = await runSteps(stepsBeforeTransaction, p)
  if (!before.ok) return before

  let placed: Result<Placed>
  try {
    placed = await placeInTransaction(p)
  } catch (error) {
    if (error instanceof Refused) return error.failure
    // the same order_id posted twice at the same moment: the second insert loses the race
    if (!isUniqueViolation(error)) throw error
    const first = await findOrderByKey(p.ctx.database.db, p.idempotencyKey)
    if (!first) throw error
    return repeatOf(p, first)
  }
  if (!placed.ok) return placed
  const { order, fresh } = placed.value
  if (fresh) {
    // after the commit: what others may now see
    const touched = done(p.stock, 'reserve').touchedProductIds
    if (touched.length) await invalidateProducts(p.ctx, touched)
    sendClaimedMail(p.ctx, order, p.mail ?? null)
  }
  return ok(confirmationOf(order))
}
