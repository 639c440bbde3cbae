/**
 * The payment service behind `/api/ext/payment-service/*`: methods and issuers of the configured
 * provider, creating a payment for an order, its status, webhooks and the shopper's comments.
 *
 * Provider calls are never made inside a database transaction (they may take seconds). A payment
 * row is written first (`creating`), so a provider that times out or answers garbage leaves a
 * known state: the row becomes `error`, the order keeps its status, and the order gets a comment.
 */
import { randomBytes } from 'node:crypto'
import { fail, ok, type Result } from '../result.ts'
import { MESSAGES, UNPAID_ORDER_STATUSES, fromCents, isFinalPaymentGroup, toCents } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import { changeOrderStatus } from '../order/order-status-change.ts'
import { addOrderComment } from '../order/order-comments.ts'
import {
  findOrder,
  findOrderById,
  findOrderByToken,
  findPaymentByProviderId,
  findPaymentByToken,
  insertPayment,
  latestPaymentOfOrder,
  updatePayment,
  type PaymentRow,
} from './payment-repository.ts'
import { applyPaymentStatus, groupOf, PROVIDER_TITLES } from './payment-status-update.ts'
import { proofMissing, provesOrder } from './order-proof.ts'
import {
  PaymentProviderError,
  withTimeout,
  type IssuerInfo,
  type PaymentMethodInfo,
  type PaymentProvider,
  type ShopLanguage,
} from './provider.ts'
import { isShopReturnUrl, shopperReturnUrl } from './return-url.ts'
import type { OrderCommentBody, PostPaymentBody } from './schemas.ts'

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

export interface PaymentStatusResult {
  payment: {
    status: string
    group: 'success' | 'pending' | 'failed' | null
    method: string
    issuer: string | null
    amount: string
    currency: string
    transaction_id: string
  }
  order: { increment_id: string; customer_email: string; status: string }
}

export type NotificationOutcome = 'updated' | 'unchanged' | 'unknown'

export type PaymentService = ReturnType<typeof createPaymentService>

export function createPaymentService(ctx: AppContext, provider: PaymentProvider) {
  const db = ctx.database.db
  const { timeoutMs } = ctx.config.payment

  /** Every provider call: bounded in time; whatever it throws becomes a 502/504, never a 500. */
  async function ask<T>(work: () => Promise<T>, what: string): Promise<Result<T>> {
    try {
      return ok(await withTimeout(Promise.resolve().then(work), timeoutMs, `${provider.title} (${what})`))
    } catch (err) {
      const failure =
        err instanceof PaymentProviderError
          ? err
          : new PaymentProviderError('bad_response', `${provider.title} (${what}) failed: ${String(err)}`)
      ctx.log.warn({ err, provider: provider.code }, `payment provider call failed: ${what}`)
      return fail(failure.failureKind, failure.message)
    }
  }

  async function methods(language: ShopLanguage): Promise<Result<PaymentMethodInfo[]>> {
    const listed = await ask(() => provider.listMethods(language), 'payment methods')
    if (!listed.ok) return listed
    return listed.value.length ? listed : fail('not_found', MESSAGES.paymentMethodsNone)
  }

  async function issuers(language: ShopLanguage): Promise<Result<IssuerInfo[]>> {
    const listed = await ask(() => provider.listIssuers(language), 'iDEAL issuers')
    if (!listed.ok) return listed
    return listed.value.length ? listed : fail('not_found', MESSAGES.paymentIssuersNone)
  }

  /** The test provider's offer is known locally: refuse what it does not offer, like a real one would. */
  async function checkOffer(body: PostPaymentBody, language: ShopLanguage): Promise<Result<true>> {
    if (provider.remote) return ok(true)
    const offered = await provider.listMethods(language)
    if (!offered.some((m) => m.id === body.method)) {
      return fail(
        'invalid',
        `method ${body.method} is not offered; use one of ${offered.map((m) => m.id).join(', ')}`,
      )
    }
    if (
      body.issuer !== undefined &&
      !(await provider.listIssuers(language)).some((i) => i.id === body.issuer)
    ) {
      return fail('invalid', `issuer ${body.issuer} is not an iDEAL bank of this provider`)
    }
    return ok(true)
  }

  async function createPayment(
    body: PostPaymentBody,
    language: ShopLanguage,
  ): Promise<Result<CreatedPaymentResult>> {
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
    const offer = await checkOffer(body, language)
    if (!offer.ok) return offer

    const now = ctx.now()
    const token = randomBytes(16).toString('hex')
    const returnUrl = shopperReturnUrl(
      body.redirectUrl,
      { orderToken: order.orderToken, paymentToken: token },
      provider.appendsTransactionId,
    )
    const payment = await insertPayment(db, {
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
      await db.transaction(async (tx) => {
        await updatePayment(tx, payment.id, {
          status: 'error',
          lastError: created.message,
          updatedAt: ctx.now(),
        })
        await addOrderComment(tx, {
          orderId: order.id,
          comment: `Payment could not be created at ${provider.title} (transaction ${token}): ${created.message}`,
          status: order.status,
          createdAt: ctx.now(),
        })
      })
      return created
    }
    await updatePayment(db, payment.id, { checkoutUrl: created.value.checkoutUrl })
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

  /** Asks a real provider for news about a payment that is not final yet (webhooks may not reach us). */
  async function refresh(payment: PaymentRow): Promise<PaymentRow> {
    if (!provider.remote || payment.provider !== provider.code || !payment.providerPaymentId) return payment
    if (isFinalPaymentGroup(groupOf(payment))) return payment
    const state = await ask(() => provider.fetchPayment(payment.providerPaymentId!), 'payment status')
    if (!state.ok || !state.value) return payment
    const applied = await applyPaymentStatus(ctx, {
      token: payment.token,
      status: state.value.status,
      source: 'status check',
      now: ctx.now(),
    })
    return applied?.payment ?? payment
  }

  async function paymentStatus(key: string): Promise<Result<PaymentStatusResult>> {
    let payment = await findPaymentByToken(db, key)
    if (!payment) {
      const order = await findOrderByToken(db, key)
      payment = order ? await latestPaymentOfOrder(db, order.id) : undefined
    }
    if (!payment) return fail('not_found', MESSAGES.paymentInvalidToken)
    payment = await refresh(payment)
    const order = await findOrderById(db, payment.orderId)
    if (!order) return fail('not_found', MESSAGES.paymentInvalidToken)
    return ok({
      payment: {
        status: payment.status,
        group: groupOf(payment) ?? null,
        method: payment.method,
        issuer: payment.issuer,
        amount: amountLabel(toCents(payment.amount), payment.currency),
        currency: payment.currency,
        transaction_id: payment.token,
      },
      order: { increment_id: order.incrementId, customer_email: order.customerEmail, status: order.status },
    })
  }

  /** A webhook names a payment; we never trust its body, we ask the provider. */
  async function notification(
    providerPaymentId: string,
    source: string,
  ): Promise<Result<NotificationOutcome>> {
    const state = await ask(() => provider.fetchPayment(providerPaymentId), 'payment status')
    if (!state.ok) return state
    if (!state.value) return ok('unknown')
    const payment =
      (await findPaymentByProviderId(db, provider.code, state.value.providerPaymentId)) ??
      (state.value.token ? await findPaymentByToken(db, state.value.token) : undefined)
    if (!payment || payment.provider !== provider.code) return ok('unknown')
    const applied = await applyPaymentStatus(ctx, {
      token: payment.token,
      status: state.value.status,
      source,
      // a payment whose creation timed out learns its provider id here
      providerPaymentId: state.value.providerPaymentId,
      now: ctx.now(),
    })
    return ok(applied?.changed ? 'updated' : 'unchanged')
  }

  /** The shopper's browser reports pending_payment (payment created) or canceled (creation failed). */
  async function orderComment(body: OrderCommentBody): Promise<Result<true>> {
    const found = await findOrder(db, body.order_id)
    if (!found) return fail('not_found', `Order ${body.order_id} not found`)
    if (!(await provesOrder(db, found, body))) return fail('forbidden', proofMissing(body.order_id))
    const history = body.order_comment.statusHistory
    let touched: number[] = []
    await db.transaction(async (tx) => {
      const order = (await findOrderById(tx, found.id, true))!
      let status = order.status
      if (UNPAID_ORDER_STATUSES.includes(order.status)) {
        const latest = await latestPaymentOfOrder(tx, order.id)
        const paying = latest !== undefined && latest.status !== 'error' && groupOf(latest) !== 'failed'
        // a browser may not cancel an order whose payment is under way or done: the provider decides
        if (history.status === 'pending_payment' || !paying) status = history.status
      }
      if (status !== order.status) {
        // a cancel gives the order's reserved stock back in this transaction (decision 0024)
        const change = await changeOrderStatus(tx, order, status, ctx.now())
        status = change.status
        touched = change.touchedProductIds
      }
      await addOrderComment(tx, {
        orderId: order.id,
        comment: history.comment,
        status,
        isCustomerNotified: history.is_customer_notified,
        isVisibleOnFront: history.is_visible_on_front,
        createdAt: ctx.now(),
      })
    })
    if (touched.length) await invalidateProducts(ctx, touched)
    return ok(true)
  }

  return {
    provider,
    methods,
    issuers,
    createPayment,
    paymentStatus,
    notification,
    orderComment,
    title: PROVIDER_TITLES[provider.code],
  }
}
