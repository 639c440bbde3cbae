/**
 * The order's e-mails in its store's language (decision 0081): the confirmation once the order
 * is confirmed, "payment received" when the money comes after that. Each mail is claimed by an
 * order comment (is_customer_notified, as Magento's history notes it) in the transaction that
 * decided it, so a repeated webhook or two processes never send it twice.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  DEFAULT_STORE_VIEW,
  expectedDelivery,
  formatDeliveryWindow,
  mailAfterPayment,
  mailAtPlacement,
  paymentMethodsFor,
  storeById,
  type MailDecision,
  type PaymentStatusGroup,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { salesOrder, salesOrderAddress, salesOrderComment, salesOrderItem } from '../db/schema/index.ts'
import { cartSettings } from '../cart/cart-settings.ts'
import { mailService, type MailMessage } from '../mail/mail-service.ts'
import { orderConfirmationMail, paymentReceivedMail } from '../mail/order-confirmation.ts'
import { markTestOrderMail } from './test-order-mail.ts'
import { lineDiscountOfMail } from './order-line-discount-view.ts'

type AddressRow = typeof salesOrderAddress.$inferSelect
type OrderRow = typeof salesOrder.$inferSelect

/** The comments that record a sent mail. */
export const MAIL_MARKS = Object.freeze({
  confirmation: 'E-mail to the customer: order confirmation',
  paymentReceived: 'E-mail to the customer: payment received',
})

const addressLines = (a: AddressRow) =>
  [
    a.company ?? '',
    `${a.firstname} ${a.lastname}`,
    ...a.street,
    `${a.postcode} ${a.city}`,
    a.countryId,
    a.vatId ? `VAT ${a.vatId}` : '',
  ].filter(Boolean)

/** Records the mail as sent in the caller's transaction; false when it was claimed before. */
async function claim(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  decision: MailDecision,
  now: Date,
): Promise<boolean> {
  const mark = MAIL_MARKS[decision.kind]
  const [earlier] = await tx
    .select({ id: salesOrderComment.id })
    .from(salesOrderComment)
    .where(and(eq(salesOrderComment.orderId, order.id), eq(salesOrderComment.comment, mark)))
  if (earlier) return false
  await tx.insert(salesOrderComment).values({
    orderId: order.id,
    comment: mark,
    status: order.status,
    isCustomerNotified: 1,
    createdAt: now,
  })
  return true
}

async function sentMails(tx: Db, orderId: number) {
  const rows = await tx
    .select({ comment: salesOrderComment.comment })
    .from(salesOrderComment)
    .where(
      and(
        eq(salesOrderComment.orderId, orderId),
        inArray(salesOrderComment.comment, [MAIL_MARKS.confirmation, MAIL_MARKS.paymentReceived]),
      ),
    )
  const marks = new Set(rows.map((r) => r.comment))
  return {
    confirmation: marks.has(MAIL_MARKS.confirmation),
    paymentReceived: marks.has(MAIL_MARKS.paymentReceived),
  }
}

/** At placement (inside the order's transaction): offline methods and free orders. */
export async function claimPlacementMail(tx: Db, order: OrderRow, now: Date): Promise<MailDecision | null> {
  const decision = mailAtPlacement(order.paymentMethod, Number(order.grandTotal))
  return decision && (await claim(tx, order, decision, now)) ? decision : null
}

/** After a payment status change, inside its transaction (the order row is locked there). */
export async function claimPaymentMail(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  group: PaymentStatusGroup | undefined,
  providerStatus: string,
  now: Date,
): Promise<MailDecision | null> {
  const decision = mailAfterPayment(group, providerStatus, await sentMails(tx, order.id))
  return decision && (await claim(tx, order, decision, now)) ? decision : null
}

/** Sends a claimed mail after commit; a failure is logged (the order stands). */
export function sendClaimedMail(
  ctx: Pick<AppContext, 'database' | 'config' | 'log'>,
  order: Pick<OrderRow, 'id' | 'incrementId'>,
  decision: MailDecision | null,
): void {
  if (!decision) return
  sendOrderMail(ctx, order.id, decision).catch((err: unknown) =>
    ctx.log.error({ err, order: order.incrementId, mail: decision.kind }, 'order e-mail failed'),
  )
}

/** Resolves with where the message went (outbox file or SMTP id). */
export async function sendOrderMail(
  ctx: Pick<AppContext, 'database' | 'config'>,
  orderId: number,
  decision: MailDecision,
): Promise<string> {
  const db = ctx.database.db
  const [order] = await db.select().from(salesOrder).where(eq(salesOrder.id, orderId))
  if (!order) throw new Error(`order ${orderId} vanished before its e-mail was sent`)
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
  const customerName = `${billing.firstname} ${billing.lastname}`
  const send = (message: MailMessage) =>
    mailService(ctx.config).send(order.testMode ? markTestOrderMail(message, store.language) : message)
  if (decision.kind === 'paymentReceived') {
    return send(
      paymentReceivedMail({
        incrementId: order.incrementId,
        language: store.language,
        locale: store.locale,
        currency: order.currency,
        customerName,
        customerEmail: order.customerEmail,
        grandTotal: Number(order.grandTotal),
      }),
    )
  }
  const payment = paymentMethodsFor(cartSettings(ctx.config).paymentMethods, {
    language: store.language,
    virtualOnly: false,
  }).find((m) => m.code === order.paymentMethod)
  const delivery = shipping ? expectedDelivery(order.shippingMethodCode, order.createdAt) : null
  const message = orderConfirmationMail({
    incrementId: order.incrementId,
    language: store.language,
    locale: store.locale,
    currency: order.currency,
    customerName,
    customerEmail: order.customerEmail,
    items: items.map((i) => ({
      name: i.name,
      sku: i.sku,
      qty: Number(i.qty),
      rowTotalInclTax: Number(i.rowTotalInclTax),
      options: i.options ?? [],
      comment: i.comment,
      deliveryDate: i.deliveryDate,
      // the customer's mail: the discount, never an internal comment (decision 0158)
      ...lineDiscountOfMail(i),
    })),
    segments: order.totalSegments,
    paymentTitle: payment?.title ?? order.paymentMethod,
    shippingTitle: order.shippingDescription,
    poNumber: order.poNumber,
    shippingAddress: shipping ? addressLines(shipping) : null,
    billingAddress: addressLines(billing),
    payment: decision.payment,
    expectedDelivery: delivery ? formatDeliveryWindow(delivery, store.locale) : null,
    extras: {
      reference: order.extras.reference,
      comment: order.extras.comment,
      deliveryDate: order.extras.delivery_date,
      yearOrder: order.extras.is_yearorder === true,
      dropship: order.extras.is_dropship === true,
    },
  })
  return send(message)
}
