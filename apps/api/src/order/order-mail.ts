/** Sends the confirmation of a stored order, in its store's language. */
import { asc, eq } from 'drizzle-orm'
import { DEFAULT_STORE_VIEW, paymentMethodsFor, storeById } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { salesOrder, salesOrderAddress, salesOrderItem } from '../db/schema/index.ts'
import { cartSettings } from '../cart/cart-settings.ts'
import { mailService } from '../mail/mail-service.ts'
import { orderConfirmationMail } from '../mail/order-confirmation.ts'
import { markTestOrderMail } from '../payment/test-mode.ts'

type AddressRow = typeof salesOrderAddress.$inferSelect

const addressLines = (a: AddressRow) =>
  [
    a.company ?? '',
    `${a.firstname} ${a.lastname}`,
    ...a.street,
    `${a.postcode} ${a.city}`,
    a.countryId,
    a.vatId ? `VAT ${a.vatId}` : '',
  ].filter(Boolean)

/** Resolves with where the message went (outbox file or SMTP id). */
export async function sendOrderConfirmation(ctx: AppContext, orderId: number): Promise<string> {
  const db = ctx.database.db
  const [order] = await db.select().from(salesOrder).where(eq(salesOrder.id, orderId))
  if (!order) throw new Error(`order ${orderId} vanished before its confirmation was sent`)
  const [addresses, items] = await Promise.all([
    db.select().from(salesOrderAddress).where(eq(salesOrderAddress.orderId, orderId)),
    db
      .select()
      .from(salesOrderItem)
      .where(eq(salesOrderItem.orderId, orderId))
      .orderBy(asc(salesOrderItem.id)),
  ])
  const store = storeById(order.storeId) ?? DEFAULT_STORE_VIEW
  const billing = addresses.find((a) => a.addressType === 'billing')!
  const shipping = addresses.find((a) => a.addressType === 'shipping')
  const payment = paymentMethodsFor(cartSettings(ctx.config).paymentMethods, {
    language: store.language,
    virtualOnly: false,
  }).find((m) => m.code === order.paymentMethod)
  const message = orderConfirmationMail({
    incrementId: order.incrementId,
    language: store.language,
    locale: store.locale,
    currency: order.currency,
    customerName: `${billing.firstname} ${billing.lastname}`,
    customerEmail: order.customerEmail,
    items: items.map((i) => ({
      name: i.name,
      sku: i.sku,
      qty: Number(i.qty),
      rowTotalInclTax: Number(i.rowTotalInclTax),
      options: i.options ?? [],
    })),
    segments: order.totalSegments,
    paymentTitle: payment?.title ?? order.paymentMethod,
    shippingTitle: order.shippingDescription,
    poNumber: order.poNumber,
    shippingAddress: shipping ? addressLines(shipping) : null,
    billingAddress: addressLines(billing),
  })
  return mailService(ctx.config).send(order.testMode ? markTestOrderMail(message, store.language) : message)
}
