/**
 * POST /api/order: one transaction that re-prices the order from the catalogue (client prices
 * are ignored), reserves stock all-or-nothing, stores order, addresses and items and closes
 * the cart. The same order twice by the same shopper (same order_id, or the same cart again) gives
 * the first order's confirmation and stores nothing new (decisions 0014, 0116).
 */
import { and, eq } from 'drizzle-orm'
import {
  MESSAGES,
  checkCartQty,
  fromCents,
  purchaseOrderNumber,
  PURCHASE_ORDER_METHOD,
  type MailDecision,
  type StoreView,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { quote } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { reserveStock } from '../stock/stock-service.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import { resolveCartLines } from '../cart/cart-product.ts'
import { priceLines, type LineToPrice, type PricedLine } from '../cart/cart-pricing.ts'
import { activeCoupon, totalsFor } from '../cart/cart-totals.ts'
import { couponUseRefused } from '../cart/coupon-usage.ts'
import type { NewLine, Quote } from '../cart/cart-store.ts'
import type { Shopper } from '../cart/shopper.ts'
import type { OrderAddress, OrderBody } from './order-schemas.ts'
import {
  confirmationOf,
  findOrderByKey,
  findOrderByQuote,
  insertOrder,
  newOrderToken,
  type OrderConfirmation,
  type SalesOrder,
} from './order-store.ts'
import { REPEAT_REFUSED, idempotencyKey, isOwnRepeat } from './order-idempotency.ts'
import { claimPlacementMail, sendClaimedMail } from './order-mail.ts'
import { orderMethods } from './order-methods.ts'

export interface PlaceOrder {
  ctx: AppContext
  shopper: Shopper
  store: StoreView
  body: OrderBody
}

async function quoteFor(db: Db, cartId: string, shopper: Shopper, forUpdate: boolean): Promise<Quote | null> {
  let where
  if (/^[0-9a-f]{32}$/.test(cartId)) where = eq(quote.token, cartId)
  else if (/^\d{1,9}$/.test(cartId) && shopper.customerId !== null)
    where = and(eq(quote.id, Number(cartId)), eq(quote.customerId, shopper.customerId))
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

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

const addressRow = (type: 'billing' | 'shipping', a: OrderAddress) => ({
  addressType: type,
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  company: a.company?.trim() || null,
  street: a.street.map((s) => s.trim()).filter(Boolean),
  postcode: a.postcode.trim(),
  city: a.city.trim(),
  countryId: a.country_id,
  region: a.region || null,
  telephone: a.telephone || null,
  email: a.email || null,
  vatId: a.vat_id?.trim() || null,
})

const money = (cents: number) => fromCents(cents).toFixed(2)

type Placed = { order: SalesOrder; touched: number[]; fresh: boolean; mail?: MailDecision | null }

export async function placeOrder(call: PlaceOrder): Promise<Result<OrderConfirmation>> {
  const { ctx, body, store } = call
  const db = ctx.database.db
  const info = body.addressInformation
  const email = info.billingAddress.email ?? info.shippingAddress?.email
  if (!email) return fail('invalid', 'Invalid body.addressInformation.billingAddress.email: is required')

  const cartId = body.cart_id === undefined ? '' : String(body.cart_id).trim()
  const knownQuote = cartId ? await quoteFor(db, cartId, call.shopper, false) : null
  if (cartId && !knownQuote) return fail('not_found', MESSAGES.cartNotFound)
  const key = idempotencyKey(body, call.shopper, knownQuote, ctx.now())
  const repeatOf = (earlier: SalesOrder): Result<OrderConfirmation> =>
    isOwnRepeat(earlier, call.shopper, knownQuote)
      ? ok(confirmationOf(earlier))
      : fail('conflict', REPEAT_REFUSED)
  const earlier = await findOrderByKey(db, key)
  if (earlier) return repeatOf(earlier)
  if (knownQuote && !knownQuote.isActive) {
    const fromCart = await findOrderByQuote(db, knownQuote.id)
    if (fromCart) return repeatOf(fromCart)
    return fail('not_found', MESSAGES.cartNotFound)
  }

  const resolved = await resolveProducts(db, body)
  if (!resolved.ok) return resolved
  const country = (info.shippingAddress ?? info.billingAddress).country_id
  const toPrice: LineToPrice[] = resolved.value.map((l, i) => ({ ...l, id: i + 1 }))
  const priced: PricedLine[] = await priceLines(ctx.database, toPrice, {
    storeId: store.storeId,
    groupId: call.shopper.groupId,
    country,
    now: ctx.now(),
  })
  const virtualOnly = priced.every((l) => l.isVirtual)
  const methods = await orderMethods(ctx, call.shopper, store, info, priced, country)
  if (!methods.ok) return methods
  const { payment, shipping } = methods.value
  if (!virtualOnly && !info.shippingAddress) {
    return fail(
      'invalid',
      'Invalid body.addressInformation.shippingAddress: is required for goods that are shipped',
    )
  }
  const coupon = await activeCoupon(db, knownQuote?.couponCode ?? null, store.storeId, ctx.now())
  const totals = totalsFor(priced, store, shipping, coupon)
  const reservations = priced.flatMap((l) =>
    l.stockPerUnit.map((s) => ({ productId: s.productId, qty: s.qty * l.qty })),
  )

  let placed: Result<Placed>
  try {
    placed = await db.transaction(async (tx): Promise<Result<Placed>> => {
      // the cart row lock makes a double submit wait here and then find the first order
      if (knownQuote) {
        const locked = await quoteFor(tx, cartId, call.shopper, true)
        if (!locked?.isActive) {
          const first = locked ? await findOrderByQuote(tx, locked.id) : null
          if (!first) return fail('not_found', MESSAGES.cartNotFound)
          if (!isOwnRepeat(first, call.shopper, knownQuote)) return fail('conflict', REPEAT_REFUSED)
          return ok({ order: first, touched: [], fresh: false })
        }
      }
      // coupon usage limits, counted in this transaction (decision 0113)
      if (totals.coupon_code) {
        const who = { customerId: call.shopper.customerId, email }
        const refused = await couponUseRefused(tx, totals.coupon_code, who, { lock: true })
        if (refused) return fail('conflict', refused)
      }
      const stock = await reserveStock(tx, reservations)
      if (!stock.ok) return fail('conflict', stock.message)
      const order = await insertOrder(
        tx,
        {
          orderToken: newOrderToken(),
          status: 'pending',
          state: 'new',
          storeId: store.storeId,
          quoteId: knownQuote?.id ?? null,
          customerId: call.shopper.customerId,
          customerEmail: email,
          idempotencyKey: key,
          currency: store.currency,
          subtotal: String(totals.subtotal),
          subtotalInclTax: String(totals.subtotal_incl_tax),
          shippingAmount: String(totals.shipping_amount),
          shippingInclTax: String(totals.shipping_incl_tax),
          discountAmount: String(totals.discount_amount),
          taxAmount: String(totals.tax_amount),
          grandTotal: String(totals.grand_total),
          totalSegments: totals.total_segments.map(({ code, title, value }) => ({ code, title, value })),
          couponCode: totals.coupon_code ?? null,
          paymentMethod: payment.code,
          paymentAdditional: info.payment_method_additional ?? null,
          shippingCarrierCode: shipping?.carrierCode ?? null,
          shippingMethodCode: shipping?.methodCode ?? null,
          shippingDescription: totals.total_segments.find((s) => s.code === 'shipping')?.title ?? null,
          poNumber:
            payment.code === PURCHASE_ORDER_METHOD
              ? purchaseOrderNumber(info.payment_method_additional?.po_number)
              : null,
          // what a cancel of the unpaid order gives back (decision 0024)
          reservedStock: stock.taken,
          testMode: ctx.config.payment.testMode,
        },
        [
          addressRow('billing', info.billingAddress),
          ...(info.shippingAddress && !virtualOnly ? [addressRow('shipping', info.shippingAddress)] : []),
        ],
        priced.map((l, i) => {
          const item = totals.items[i]!
          return {
            productId: l.productId,
            sku: l.sku,
            parentSku: l.parentSku,
            name: l.name,
            productType: l.productType,
            qty: String(l.qty),
            price: money(l.unitNetCents),
            priceInclTax: money(l.unitGrossCents),
            rowTotal: String(item.row_total),
            rowTotalInclTax: String(item.row_total_incl_tax),
            taxAmount: String(item.tax_amount),
            taxPercent: String(l.taxPercent),
            discountAmount: String(item.discount_amount),
            productOption: l.productOption,
            options: l.options,
          }
        }),
      )
      if (knownQuote) {
        await tx.update(quote).set({ isActive: false }).where(eq(quote.id, knownQuote.id))
      }
      // online payments are confirmed when paid (decision 0081)
      const mail = await claimPlacementMail(tx, order, ctx.now())
      return ok({ order, touched: stock.touchedProductIds, fresh: true, mail })
    })
  } catch (error) {
    // the same order_id posted twice at the same moment: the second insert loses the race
    if (!isUniqueViolation(error)) throw error
    const first = await findOrderByKey(db, key)
    if (!first) throw error
    return repeatOf(first)
  }
  if (!placed.ok) return placed
  const { order, touched, fresh, mail } = placed.value
  if (fresh) {
    if (touched.length) await invalidateProducts(ctx, touched)
    sendClaimedMail(ctx, order, mail ?? null)
  }
  return ok(confirmationOf(order))
}
