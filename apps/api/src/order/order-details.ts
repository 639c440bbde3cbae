/**
 * What the order-status page shows of an order (issue 13): lines, addresses, shipping and payment
 * method, totals, the expected delivery, and what the shopper can still do: pay again while the
 * order waits for an online payment, or put its lines back in a cart once it is canceled
 * (decision 0083). Only the holder of the order's unguessable token gets it.
 */
import { asc, desc, eq } from 'drizzle-orm'
import {
  DEFAULT_STORE_VIEW,
  OFFLINE_PAYMENT_METHODS,
  NOT_STARTED_PAYMENT_STATUSES,
  ORDER_STATUS,
  UNPAID_ORDER_STATUSES,
  expectedDelivery,
  findShippingMethod,
  paymentMethodsFor,
  shippingTitles,
  storeById,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { paymentTransaction, salesOrderAddress, salesOrderItem } from '../db/schema/index.ts'
import { cartSettings } from '../cart/cart-settings.ts'
import type { SalesOrder } from './order-store.ts'
import { lineExtrasAttributes, orderExtrasAttributes } from './order-extras-view.ts'
import { lineDiscountAttributes } from './order-line-discount-view.ts'

type AddressRow = typeof salesOrderAddress.$inferSelect

const addressView = (a: AddressRow) => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company ?? '',
  street: a.street,
  postcode: a.postcode,
  city: a.city,
  country_id: a.countryId,
})

/**
 * The status of the order's latest payment attempt. Read here from the payment table's schema, not
 * through the payment module: payment depends on order, never the other way round (decision 0128).
 */
async function latestPaymentStatus(db: Db, orderId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: paymentTransaction.status })
    .from(paymentTransaction)
    .where(eq(paymentTransaction.orderId, orderId))
    .orderBy(desc(paymentTransaction.id))
    .limit(1)
  return row?.status
}

const day = (d: Date) => d.toISOString().slice(0, 10)

export async function orderDetails(ctx: AppContext, order: SalesOrder) {
  const db = ctx.database.db
  const [addresses, items, latest] = await Promise.all([
    db.select().from(salesOrderAddress).where(eq(salesOrderAddress.orderId, order.id)),
    db
      .select()
      .from(salesOrderItem)
      .where(eq(salesOrderItem.orderId, order.id))
      .orderBy(asc(salesOrderItem.id)),
    latestPaymentStatus(db, order.id),
  ])
  // a payment the bank is processing must not be doubled; one not started (or failed) may be
  const bankBusy =
    latest !== undefined && !NOT_STARTED_PAYMENT_STATUSES.includes(latest) && latest !== 'error'
  const store = storeById(order.storeId) ?? DEFAULT_STORE_VIEW
  const billing = addresses.find((a) => a.addressType === 'billing')
  const shipping = addresses.find((a) => a.addressType === 'shipping')
  const payment = paymentMethodsFor(cartSettings(ctx.config).paymentMethods, {
    language: store.language,
    virtualOnly: false,
  }).find((m) => m.code === order.paymentMethod)
  const delivery =
    shipping && order.status !== ORDER_STATUS.canceled
      ? expectedDelivery(order.shippingMethodCode, order.createdAt)
      : null
  const offline = OFFLINE_PAYMENT_METHODS.includes(order.paymentMethod)
  // the method's own name ("Afhalen – In ons magazijn") rather than the totals line's title
  const method = findShippingMethod(
    cartSettings(ctx.config).shippingMethods,
    order.shippingCarrierCode ?? '',
    order.shippingMethodCode ?? '',
  )
  const methodTitles = method ? shippingTitles(method, store.language) : null
  return {
    items: items.map((l) => ({
      sku: l.sku,
      name: l.name,
      qty_ordered: Number(l.qty),
      price_incl_tax: Number(l.priceInclTax),
      row_total_incl_tax: Number(l.rowTotalInclTax),
      product_type: l.productType,
      product_id: l.productId,
      ...(l.parentSku ? { parent_sku: l.parentSku } : {}),
      ...(l.productOption ? { product_option: l.productOption } : {}),
      ...(l.options?.length ? { options: l.options } : {}),
      ...lineExtrasAttributes(l),
      // a purchaser's line discount, never an internal comment (decision 0158)
      ...lineDiscountAttributes(l),
    })),
    billing_address: billing ? addressView(billing) : null,
    shipping_address: shipping ? addressView(shipping) : null,
    shipping_description: methodTitles
      ? `${methodTitles.carrierTitle} – ${methodTitles.methodTitle}`
      : order.shippingDescription,
    shipping_method_code: order.shippingMethodCode,
    payment_title: payment?.title ?? order.paymentMethod,
    offline_payment: offline,
    total_segments: order.totalSegments,
    expected_delivery: delivery ? { from: day(delivery.from), to: day(delivery.to) } : null,
    can_pay_again:
      !offline && !bankBusy && UNPAID_ORDER_STATUSES.includes(order.status) && Number(order.grandTotal) > 0,
    can_restore_cart: order.status === ORDER_STATUS.canceled,
    // PO number and the extras of a wholesale order (decision 0143)
    extension_attributes: orderExtrasAttributes(order),
  }
}
