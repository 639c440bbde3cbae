/**
 * POST /api/order: one transaction that re-prices the order from the catalogue (client prices
 * are ignored), reserves stock all-or-nothing, stores order, addresses and items and closes
 * the cart. The same order twice (same order_id, or the same cart again) gives the first
 * order's confirmation and stores nothing new (decision 0014).
 */
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  MESSAGES,
  checkCartQty,
  fillMessage,
  fromCents,
  paymentMethodsFor,
  purchaseOrderNumber,
  PURCHASE_ORDER_METHOD,
  addTax,
  type StoreView,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { quote } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../http/result.ts'
import { reserveStock } from '../stock/stock-service.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import { resolveCartLines } from '../cart/cart-product.ts'
import { priceLines, type LineToPrice, type PricedLine } from '../cart/cart-pricing.ts'
import { cartSettings } from '../cart/cart-settings.ts'
import { activeCoupon, chosenShipping, totalsFor } from '../cart/cart-totals.ts'
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
import { sendOrderConfirmation } from './order-mail.ts'

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
    if (!qty.ok) return fail(400, `${p.sku}: ${qty.message}`)
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
    if (!check.ok) return fail(400, `${line.sku}: ${check.message}`)
  }
  return ok(lines)
}

function idempotencyKey(body: OrderBody, q: Quote | null, now: Date): string {
  if (body.order_id) return `order:${body.order_id}`
  if (q) return `cart:${q.id}`
  const canonical = JSON.stringify({
    p: body.products,
    a: body.addressInformation,
    s: body.store_code ?? body.store_id,
  })
  // without cart or order_id only a repeat on the same day counts as the same order
  return `body:${createHash('sha256').update(canonical).digest('hex')}:${now.toISOString().slice(0, 10)}`
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

type Placed = { order: SalesOrder; touched: number[]; fresh: boolean }

export async function placeOrder(call: PlaceOrder): Promise<Result<OrderConfirmation>> {
  const { ctx, body, store } = call
  const db = ctx.database.db
  const info = body.addressInformation
  const email = info.billingAddress.email ?? info.shippingAddress?.email
  if (!email) return fail(400, 'Invalid body.addressInformation.billingAddress.email: is required')

  const cartId = body.cart_id === undefined ? '' : String(body.cart_id).trim()
  const knownQuote = cartId ? await quoteFor(db, cartId, call.shopper, false) : null
  if (cartId && !knownQuote) return fail(404, MESSAGES.cartNotFound)
  const key = idempotencyKey(body, knownQuote, ctx.now())
  const earlier = await findOrderByKey(db, key)
  if (earlier) return ok(confirmationOf(earlier))
  if (knownQuote && !knownQuote.isActive) {
    const fromCart = await findOrderByQuote(db, knownQuote.id)
    if (fromCart) return ok(confirmationOf(fromCart))
    return fail(404, MESSAGES.cartNotFound)
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
  const settings = cartSettings(ctx.config)
  const payment = paymentMethodsFor(settings.paymentMethods, { language: store.language, virtualOnly }).find(
    (m) => m.code === info.payment_method_code,
  )
  if (!payment) return fail(400, MESSAGES.paymentMethodUnknown)
  const shipping = chosenShipping(
    settings.shippingMethods,
    {
      shippingCarrierCode: info.shipping_carrier_code ?? null,
      shippingMethodCode: info.shipping_method_code ?? null,
    },
    priced,
  )
  if (!virtualOnly && !shipping) {
    return fail(
      400,
      fillMessage(MESSAGES.shippingMethodUnknown, {
        carrier: info.shipping_carrier_code ?? '',
        method: info.shipping_method_code ?? '',
      }),
    )
  }
  if (!virtualOnly && !info.shippingAddress) {
    return fail(
      400,
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
          return first ? ok({ order: first, touched: [], fresh: false }) : fail(404, MESSAGES.cartNotFound)
        }
      }
      // coupon usage limits, counted in this transaction (decision 0113)
      if (totals.coupon_code) {
        const who = { customerId: call.shopper.customerId, email }
        const refused = await couponUseRefused(tx, totals.coupon_code, who, { lock: true })
        if (refused) return fail(409, refused)
      }
      const stock = await reserveStock(tx, reservations)
      if (!stock.ok) return fail(409, stock.message)
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
            priceInclTax: money(addTax(l.unitNetCents, l.taxPercent).gross),
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
      return ok({ order, touched: stock.touchedProductIds, fresh: true })
    })
  } catch (error) {
    // the same order_id posted twice at the same moment: the second insert loses the race
    if (!isUniqueViolation(error)) throw error
    const first = await findOrderByKey(db, key)
    if (!first) throw error
    return ok(confirmationOf(first))
  }
  if (!placed.ok) return placed
  const { order, touched, fresh } = placed.value
  if (fresh) {
    if (touched.length) await invalidateProducts(ctx, touched)
    sendOrderConfirmation(ctx, order.id).catch((err: unknown) =>
      ctx.log.error({ err, order: order.incrementId }, 'order confirmation e-mail failed'),
    )
  }
  return ok(confirmationOf(order))
}
