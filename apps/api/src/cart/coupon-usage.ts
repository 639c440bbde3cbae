/**
 * Coupon usage limits (decision 0113): a code may carry a total limit and a limit per customer
 * (the account, or the e-mail address of a guest). Uses are the orders that carry the code and
 * were not canceled, so a canceled order gives its use back. The check at order placement runs in
 * the order's transaction with the coupon row locked: two orders at once cannot both take the
 * last use.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm'
import { fillMessage, MESSAGES, normalizeEmail, normalizeCouponCode } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { coupon, salesOrder } from '../db/schema/index.ts'

export interface CouponUser {
  customerId: number | null
  email: string | null
}

/** null when the code may be used once more by this customer; else the message why not. */
export async function couponUseRefused(
  db: Db,
  code: string,
  who: CouponUser,
  options: { lock: boolean },
): Promise<string | null> {
  const query = db
    .select({ maxUses: coupon.maxUses, perCustomer: coupon.maxUsesPerCustomer })
    .from(coupon)
    .where(eq(coupon.code, normalizeCouponCode(code)))
  const [limits] = options.lock ? await query.for('update') : await query
  if (!limits || (limits.maxUses === null && limits.perCustomer === null)) return null
  const sameCustomer = or(
    who.customerId !== null ? eq(salesOrder.customerId, who.customerId) : sql`false`,
    who.email ? sql`lower(${salesOrder.customerEmail}) = ${normalizeEmail(who.email)}` : sql`false`,
  )
  const [uses] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${sameCustomer})::int`,
    })
    .from(salesOrder)
    .where(and(eq(salesOrder.couponCode, normalizeCouponCode(code)), ne(salesOrder.status, 'canceled')))
  const usedUp =
    (limits.maxUses !== null && (uses?.total ?? 0) >= limits.maxUses) ||
    (limits.perCustomer !== null && (uses?.mine ?? 0) >= limits.perCustomer)
  return usedUp ? fillMessage(MESSAGES.couponUsedUp, { code: normalizeCouponCode(code) }) : null
}
