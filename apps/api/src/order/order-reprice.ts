/**
 * Re-price (the first step of placing an order): what the body asks for, resolved in the catalogue
 * and priced from it (client prices are ignored), with the payment and shipping methods allowed for
 * it and the totals. It only reads, so it has nothing to undo.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { checkCartQty } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { quote } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { resolveCartLines } from '../cart/cart-product.ts'
import { priceCustomerOf, priceLines, type LineToPrice } from '../cart/cart-pricing.ts'
import { activeCoupon, totalsFor } from '../cart/cart-totals.ts'
import type { NewLine, Quote } from '../cart/cart-store.ts'
import type { Shopper } from '../cart/shopper.ts'
import type { OrderBody } from './order-schemas.ts'
import { orderMethods } from './order-methods.ts'
import { shippingDestination } from './order-extras.ts'
import type { PlacementStep } from './place-order-steps.ts'
import type { Placement } from './placement.ts'

/** The cart an order names: its token, or a customer's own cart id; `forUpdate` locks the row. */
export async function quoteFor(
  db: Db,
  cartId: string,
  shopper: Shopper,
  forUpdate: boolean,
): Promise<Quote | null> {
  let where
  if (/^[0-9a-f]{32}$/.test(cartId)) where = eq(quote.token, cartId)
  else if (/^\d{1,9}$/.test(cartId) && shopper.customerId !== null)
    where = and(
      eq(quote.id, Number(cartId)),
      eq(quote.customerId, shopper.customerId),
      // a purchaser's apart cart only with that purchaser, the customer's own cart only without (decision 0151)
      shopper.purchaserId ? eq(quote.purchaserId, shopper.purchaserId) : isNull(quote.purchaserId),
    )
  else return null
  const query = db.select().from(quote).where(where)
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

/** What the body asks for, resolved in the catalogue; identical lines are merged. */
async function resolveProducts(db: Db, body: OrderBody): Promise<Result<NewLine[]>> {
  const lines: NewLine[] = []
  for (const p of body.products) {
    const qty = checkCartQty(p.qty)
    if (!qty.ok) return fail('invalid', `${p.sku}: ${qty.message}`)
    const resolved = await resolveCartLines(db, p.sku, qty.qty, p.product_option?.extension_attributes)
    if (!resolved.ok) return resolved
    for (const line of resolved.value) {
      const same = lines.find((l) => l.lineKey === line.lineKey)
      if (same) same.qty += line.qty
      else lines.push(line)
    }
  }
  for (const line of lines) {
    const check = checkCartQty(line.qty)
    if (!check.ok) return fail('invalid', `${line.sku}: ${check.message}`)
  }
  return ok(lines)
}

export const reprice: PlacementStep<Placement> = {
  name: 're-price',
  undo: 'none',
  async run(p) {
    const { ctx, body, store, shopper } = p
    const db = ctx.database.db
    const info = body.addressInformation
    const resolved = await resolveProducts(db, body)
    if (!resolved.ok) return resolved
    // a dropshipment goes to its own address: its country decides tax and shipping (decision 0143)
    const shipTo = shippingDestination(p)
    const country = (shipTo ?? info.billingAddress).country_id
    const toPrice: LineToPrice[] = resolved.value.map((l, i) => ({ ...l, id: i + 1 }))
    const lines = await priceLines(ctx.database, toPrice, {
      storeId: store.storeId,
      groupId: shopper.groupId,
      customer: priceCustomerOf(shopper),
      country,
      now: ctx.now(),
    })
    const virtualOnly = lines.every((l) => l.isVirtual)
    const methods = await orderMethods(ctx, shopper, store, info, lines, country)
    if (!methods.ok) return methods
    if (!virtualOnly && !shipTo) {
      return fail(
        'invalid',
        'Invalid body.addressInformation.shippingAddress: is required for goods that are shipped',
      )
    }
    const coupon = await activeCoupon(db, p.knownQuote?.couponCode ?? null, store.storeId, ctx.now())
    const totals = totalsFor(lines, store, methods.value.shipping, coupon)
    const reservations = lines.flatMap((l) =>
      l.stockPerUnit.map((s) => ({ productId: s.productId, qty: s.qty * l.qty })),
    )
    p.priced = { ...methods.value, lines, totals, virtualOnly, reservations }
    return ok(p.priced)
  },
}
