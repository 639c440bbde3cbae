/**
 * A payment's status: what the status page asks (refreshed from a real provider while not final,
 * as webhooks may not reach us), and what a webhook announces (never trusted: the provider is asked).
 */
import { MESSAGES, isFinalPaymentGroup, toCents } from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'
import {
  findOrderById,
  findOrderByToken,
  findPaymentByProviderId,
  findPaymentByToken,
  latestPaymentOfOrder,
  type PaymentRow,
} from './payment-repository.ts'
import { applyPaymentStatus, groupOf } from './payment-status-update.ts'
import { amountLabel } from './create-payment.ts'
import type { PaymentParts } from './provider-call.ts'

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

/** Asks a real provider for news about a payment that is not final yet. */
async function refresh({ ctx, provider, ask }: PaymentParts, payment: PaymentRow): Promise<PaymentRow> {
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

/** By the payment's token, or the order token (its latest payment). */
export async function paymentStatus(parts: PaymentParts, key: string): Promise<Result<PaymentStatusResult>> {
  const db = parts.ctx.database.db
  let payment = await findPaymentByToken(db, key)
  if (!payment) {
    const order = await findOrderByToken(db, key)
    payment = order ? await latestPaymentOfOrder(db, order.id) : undefined
  }
  if (!payment) return fail('not_found', MESSAGES.paymentInvalidToken)
  payment = await refresh(parts, payment)
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
export async function notification(
  { ctx, provider, ask }: PaymentParts,
  providerPaymentId: string,
  source: string,
): Promise<Result<NotificationOutcome>> {
  const db = ctx.database.db
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
