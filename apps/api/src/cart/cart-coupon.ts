/** Coupon calls of the cart (contract §3): apply, remove, read. Rules: decision 0013. */
import { MESSAGES, fillMessage, isCouponValid } from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'
import { openCart, type CartCall } from './cart-service.ts'
import { touchQuote } from './cart-store.ts'
import { loadCoupon } from './cart-totals.ts'
import { couponUseRefused } from './coupon-usage.ts'

export async function applyCoupon(
  call: CartCall,
  cartId: string | undefined,
  code: string | undefined,
): Promise<Result<boolean>> {
  if (!code?.trim()) return fail('invalid', MESSAGES.couponMissing)
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  const stored = await loadCoupon(call.ctx.database.db, code)
  if (!stored || !isCouponValid(stored, call.store.storeId, call.ctx.now())) {
    return fail('not_found', fillMessage(MESSAGES.couponInvalid, { code: code.trim() }))
  }
  // a customer learns at once that the code is used up for them; guests learn it at the order
  const customerId = call.shopper.customerId
  const refused = await couponUseRefused(
    call.ctx.database.db,
    stored.code,
    { customerId, email: null },
    { lock: false },
  )
  if (refused) return fail('conflict', refused)
  await touchQuote(call.ctx.database.db, q.value.id, { couponCode: stored.code })
  return ok(true)
}

export async function deleteCoupon(call: CartCall, cartId?: string): Promise<Result<boolean>> {
  const q = await openCart(call, cartId)
  if (!q.ok) return q
  await touchQuote(call.ctx.database.db, q.value.id, { couponCode: null })
  return ok(true)
}

export async function getCoupon(call: CartCall, cartId?: string): Promise<Result<string>> {
  const q = await openCart(call, cartId)
  return q.ok ? ok(q.value.couponCode ?? '') : q
}
