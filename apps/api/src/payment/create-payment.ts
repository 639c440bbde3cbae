/**
 * Creating a payment for an order: check that the order may be paid as asked, record the attempt
 * (`creating`), ask the provider, then record its answer. The provider is never asked inside a
 * database transaction (it may take seconds): a provider that times out or answers garbage leaves
 * a known state, the attempt `error` and a comment on the order, whose status stays as it was.
 */
import { randomBytes } from 'node:crypto'
import { UNPAID_ORDER_STATUSES, fromCents, toCents } from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'
import { addOrderComment } from '../order/order-comments.ts'
import {
  findOrder,
  insertPayment,
  updatePayment,
  type OrderRow,
  type PaymentRow,
} from './payment-repository.ts'
import { applyPaymentStatus } from './payment-status-update.ts'
import { proofMissing, provesOrder } from './order-proof.ts'
import { checkOffer } from './payment-offer.ts'
import type { ShopLanguage } from './provider.ts'
import type { PaymentParts } from './provider-call.ts'
import { isShopReturnUrl, shopperReturnUrl } from './return-url.ts'
import type { PostPaymentBody } from './schemas.ts'

export const WEBHOOK_PATH = '/api/ext/payment-service/webhook'

/** "EUR 749.00", the amount form of the payment create response (contract §14.1). */
export function amountLabel(cents: number, currency: string): string {
  return `${currency} ${fromCents(cents).toFixed(2)}`
}

export interface CreatedPaymentResult {
  order_id: string
  amount: string
  payment_gateway_url: string
  transaction_id: string
}

/** The order the body names, if its sender proves it and it can be paid for the amount asked. */
async function payableOrder(
  parts: PaymentParts,
  body: PostPaymentBody,
  language: ShopLanguage,
): Promise<Result<OrderRow>> {
  const { ctx } = parts
  const db = ctx.database.db
  if (!isShopReturnUrl(body.redirectUrl, ctx.config.publicUrl)) {
    return fail('invalid', `redirectUrl must be a page of this shop (${ctx.config.publicUrl})`)
  }
  const order = await findOrder(db, body.order_id)
  if (!order) return fail('not_found', `Order ${body.order_id} not found`)
  if (!(await provesOrder(db, order, body))) return fail('forbidden', proofMissing(body.order_id))
  if (body.currency !== order.currency) {
    return fail(
      'unprocessable',
      `currency ${body.currency} does not match the order's currency ${order.currency}`,
    )
  }
  const totalCents = toCents(order.grandTotal)
  if (body.amount !== undefined && toCents(body.amount) !== totalCents) {
    return fail(
      'unprocessable',
      `amount ${body.amount} does not match the order's grand total ${fromCents(totalCents).toFixed(2)}`,
    )
  }
  if (totalCents <= 0) return fail('unprocessable', `Order ${order.incrementId} has nothing to pay`)
  if (!UNPAID_ORDER_STATUSES.includes(order.status)) {
    return fail('conflict', `Order ${order.incrementId} is ${order.status} and cannot be paid`)
  }
  const offer = await checkOffer(parts, body, language)
  return offer.ok ? ok(order) : offer
}

/** The attempt, written before the provider is asked, so that any outcome has a row to land on. */
async function recordAttempt(
  { ctx, provider }: PaymentParts,
  order: OrderRow,
  body: PostPaymentBody,
  language: ShopLanguage,
): Promise<PaymentRow> {
  const now = ctx.now()
  const token = randomBytes(16).toString('hex')
  const returnUrl = shopperReturnUrl(
    body.redirectUrl,
    { orderToken: order.orderToken, paymentToken: token },
    provider.appendsTransactionId,
  )
  return insertPayment(ctx.database.db, {
    token,
    orderId: order.id,
    orderIncrementId: order.incrementId,
    provider: provider.code,
    storeCode: language,
    amount: order.grandTotal,
    currency: order.currency,
    method: body.method,
    issuer: body.issuer ?? null,
    status: 'creating',
    returnUrl,
    createdAt: now,
    updatedAt: now,
  })
}

/** The provider refused or did not answer: the attempt is `error`, the order gets a comment. */
async function recordCreateFailure(
  { ctx, provider }: PaymentParts,
  order: OrderRow,
  payment: PaymentRow,
  why: string,
) {
  await ctx.database.db.transaction(async (tx) => {
    await updatePayment(tx, payment.id, { status: 'error', lastError: why, updatedAt: ctx.now() })
    await addOrderComment(tx, {
      orderId: order.id,
      comment: `Payment could not be created at ${provider.title} (transaction ${payment.token}): ${why}`,
      status: order.status,
      createdAt: ctx.now(),
    })
  })
}

export async function createPayment(
  parts: PaymentParts,
  body: PostPaymentBody,
  language: ShopLanguage,
): Promise<Result<CreatedPaymentResult>> {
  const { ctx, provider, ask } = parts
  const payable = await payableOrder(parts, body, language)
  if (!payable.ok) return payable
  const order = payable.value
  const totalCents = toCents(order.grandTotal)
  const payment = await recordAttempt(parts, order, body, language)
  const { token, returnUrl } = payment
  const created = await ask(
    () =>
      provider.createPayment({
        token,
        orderIncrementId: order.incrementId,
        amountCents: totalCents,
        currency: order.currency,
        description: body.description,
        method: body.method,
        issuer: body.issuer,
        language,
        returnUrl,
        webhookUrl: `${ctx.config.publicUrl}${WEBHOOK_PATH}/${provider.code}`,
      }),
    'create payment',
  )
  if (!created.ok) {
    await recordCreateFailure(parts, order, payment, created.message)
    return created
  }
  await updatePayment(ctx.database.db, payment.id, { checkoutUrl: created.value.checkoutUrl })
  await applyPaymentStatus(ctx, {
    token,
    status: created.value.status,
    source: 'payment created',
    providerPaymentId: created.value.providerPaymentId,
    // a webhook that overtook this answer already knows better
    unlessFinal: true,
    now: ctx.now(),
  })
  return ok({
    order_id: body.order_id,
    amount: amountLabel(totalCents, order.currency),
    payment_gateway_url: created.value.checkoutUrl,
    transaction_id: token,
  })
}
