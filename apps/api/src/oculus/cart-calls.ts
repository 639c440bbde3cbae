/**
 * The cart calls of spec 001 §7 for the caller's own cart: the order extras before placing
 * (updateCartDataBeforeOrder), the "already ordered" and "changed since" checks the checkout polls,
 * and several quantities at once (updateall). Cart rules stay the cart domain's.
 */
import { desc, eq } from 'drizzle-orm'
import { MESSAGES, fillMessage, orderExtrasProblems, type OrderExtras } from '@shop/commerce'
import { updateCartLines, type LineQty } from '../cart/cart-lines-update.ts'
import type { CartItemResult } from '../cart/cart-service.ts'
import { loadItems, touchQuote } from '../cart/cart-store.ts'
import { salesOrder } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { extrasOf, problemMessage, type BeforeOrderBody } from './extras-input.ts'
import { namedCart, tradeCustomerOf, type OculusCaller } from './oculus-caller.ts'

type Id = string | number

export async function updateCartDataBeforeOrder(
  caller: OculusCaller,
  body: BeforeOrderBody,
): Promise<Result<OrderExtras>> {
  const cart = await namedCart(caller, 'cart_id', body.cart_id)
  if (!cart.ok) return cart
  // an ordered cart is no longer active: its extras went with the order
  if (!cart.value.isActive) return fail('not_found', MESSAGES.cartNotFound)
  const trade = await tradeCustomerOf(caller)
  const code =
    body.oculus_code === undefined || body.oculus_code === null ? '' : String(body.oculus_code).trim()
  if (code !== (trade.backofficeCustomerId ?? '')) return fail('forbidden', MESSAGES.oculusCodeMismatch)
  const db = caller.ctx.database.db
  const inCart = new Set((await loadItems(db, cart.value.id)).map((i) => i.sku))
  const stranger = (body.products ?? []).find((p) => !inCart.has(p.sku))
  if (stranger) return fail('invalid', fillMessage(MESSAGES.oculusProductNotInCart, { sku: stranger.sku }))
  const extras = extrasOf(body)
  const problems = orderExtrasProblems(extras, { now: caller.ctx.now(), dropEnabled: trade.dropEnabled })
  if (problems.length) return fail('invalid', problems.map(problemMessage).join('; '), { meta: { problems } })
  // stored with the cart's change time: the other tabs' isCartUpdated sees it
  await touchQuote(db, cart.value.id, { orderExtras: extras })
  return ok(extras)
}

export async function isCartAlreadyOrdered(
  caller: OculusCaller,
  cartId: Id,
): Promise<Result<{ ordered: boolean; order_number: string | null }>> {
  const cart = await namedCart(caller, 'cartId', cartId)
  if (!cart.ok) return cart
  const [order] = await caller.ctx.database.db
    .select({ number: salesOrder.incrementId })
    .from(salesOrder)
    .where(eq(salesOrder.quoteId, cart.value.id))
    .orderBy(desc(salesOrder.id))
    .limit(1)
  return ok({ ordered: order !== undefined, order_number: order?.number ?? null })
}

export async function isCartUpdated(
  caller: OculusCaller,
  cartId: Id,
): Promise<Result<{ updated_at: string }>> {
  const cart = await namedCart(caller, 'cart_id', cartId)
  return cart.ok ? ok({ updated_at: cart.value.updatedAt.toISOString() }) : cart
}

export async function updateAll(
  caller: OculusCaller,
  body: { cartId: Id; cartItems: LineQty[] },
): Promise<Result<CartItemResult[]>> {
  const cart = await namedCart(caller, 'cartId', body.cartId)
  if (!cart.ok) return cart
  const call = {
    ctx: caller.ctx,
    shopper: { customerId: cart.value.customerId, groupId: caller.groupId },
    store: caller.store,
  }
  return updateCartLines(call, String(cart.value.id), body.cartItems)
}
