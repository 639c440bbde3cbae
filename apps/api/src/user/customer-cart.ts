/**
 * Carts of signed-in customers (000 §4 "logging in authorizes the cart"; decision 0064). A cart
 * call with a customer token works on that customer's cart: create answers the customer's active
 * cart of the store (made when there is none), so every browser of the customer meets the same
 * cart. A guest cart id sent with the create call is merged into it and closed. A purchaser acting
 * for the customer in Apart-cart mode gets a cart of their own for that customer instead
 * (quote.purchaser_id, decision 0151); the customer's cart is never that one.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { customer, quote } from '../db/schema/index.ts'

const GUEST_TOKEN = /^[0-9a-f]{32}$/

/**
 * The customer's active cart in the store, created when missing; with `guestCartId`, that guest
 * cart's lines are added to it (same line: quantities add up), its coupon kept when the customer
 * cart has none, and the guest cart closed. One transaction, the customer row locked, so two
 * browsers signing in at once end up with one cart.
 */
export async function customerCart(
  ctx: AppContext,
  customerId: number,
  storeId: number,
  guestCartId?: string,
  /** the purchaser whose apart cart for the customer is meant (decision 0151); null: the own cart */
  purchaserId: number | null = null,
): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.select({ id: customer.id }).from(customer).where(eq(customer.id, customerId)).for('update')
    const [found] = await tx
      .select({ id: quote.id, couponCode: quote.couponCode })
      .from(quote)
      .where(
        and(
          eq(quote.customerId, customerId),
          eq(quote.storeId, storeId),
          eq(quote.isActive, true),
          purchaserId === null ? isNull(quote.purchaserId) : eq(quote.purchaserId, purchaserId),
        ),
      )
      .orderBy(desc(quote.updatedAt), desc(quote.id))
      .limit(1)
    const cart =
      found ??
      (
        await tx
          .insert(quote)
          .values({ token: randomBytes(16).toString('hex'), storeId, customerId, purchaserId })
          .returning({ id: quote.id, couponCode: quote.couponCode })
      )[0]!
    if (guestCartId && GUEST_TOKEN.test(guestCartId)) await mergeGuestCart(tx, guestCartId, cart, storeId)
    return cart.id
  })
}

async function mergeGuestCart(
  db: Db,
  guestToken: string,
  cart: { id: number; couponCode: string | null },
  storeId: number,
) {
  const [guest] = await db
    .select()
    .from(quote)
    .where(
      and(
        eq(quote.token, guestToken),
        eq(quote.isActive, true),
        eq(quote.storeId, storeId),
        sql`${quote.customerId} is null`,
      ),
    )
    .for('update')
  if (!guest) return
  await db.execute(sql`
    insert into quote_item (quote_id, product_id, parent_product_id, sku, product_type, qty, product_option, line_key)
    select ${cart.id}, product_id, parent_product_id, sku, product_type, qty, product_option, line_key
    from quote_item where quote_id = ${guest.id}
    on conflict (quote_id, line_key) do update set qty = quote_item.qty + excluded.qty, updated_at = now()`)
  await db
    .update(quote)
    .set({
      ...(cart.couponCode === null && guest.couponCode ? { couponCode: guest.couponCode } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(quote.id, cart.id))
  await db
    .update(quote)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(eq(quote.id, guest.id))
}
