/**
 * A payment's status changed at the provider (webhook, hosted test page, status poll): record it
 * and move the order, in one transaction. Rows are locked payment first, then order, then stock,
 * everywhere, so two notifications for the same order wait for each other instead of deadlocking.
 * A failed payment that cancels the order gives its reserved stock back in that transaction
 * (order/order-status-change.ts); the catalogue caches of those products are dropped after commit.
 */
import {
  isFinalPaymentGroup,
  orderStatusAfterPayment,
  paymentStatusGroup,
  type PaymentProviderCode,
  type MailDecision,
  type PaymentStatusGroup,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import { changeOrderStatus } from '../order/order-status-change.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { addOrderComment } from '../order/order-comments.ts'
import { claimPaymentMail, sendClaimedMail } from '../order/order-mail.ts'
import {
  findOrderById,
  findPaymentByToken,
  otherPaymentsOfOrder,
  updatePayment,
  type PaymentRow,
} from './payment-repository.ts'

export const PROVIDER_TITLES: Record<PaymentProviderCode, string> = {
  test: 'test provider',
  mollie: 'Mollie',
  multisafepay: 'MultiSafepay',
}

export function groupOf(payment: Pick<PaymentRow, 'provider' | 'status'>): PaymentStatusGroup | undefined {
  return paymentStatusGroup(payment.provider as PaymentProviderCode, payment.status)
}

/** An attempt that may still bring money in: being created, pending or paid. */
function mayStillPay(payment: PaymentRow): boolean {
  const group = groupOf(payment)
  return payment.status === 'creating' || group === 'pending' || group === 'success'
}

export interface StatusUpdate {
  token: string
  status: string
  /** what reported it, for the comment: webhook, hosted test page, status check */
  source: string
  providerPaymentId?: string
  /** the shopper's choice on the hosted test page: a payment that is paid or failed stays so */
  unlessFinal?: boolean
  now: Date
}

export interface StatusUpdateResult {
  changed: boolean
  payment: PaymentRow
  orderStatus: string
}

export async function applyPaymentStatus(
  ctx: Pick<AppContext, 'database' | 'cache' | 'config' | 'log'>,
  update: StatusUpdate,
): Promise<StatusUpdateResult | undefined> {
  let touched: number[] = []
  let mail: { order: { id: number; incrementId: string }; decision: MailDecision | null } | undefined
  const result = await ctx.database.db.transaction(async (tx): Promise<StatusUpdateResult | undefined> => {
    const payment = await findPaymentByToken(tx, update.token, true)
    if (!payment) return undefined
    const order = await findOrderById(tx, payment.orderId, true)
    if (!order) throw new Error(`payment ${payment.token} has no order ${payment.orderId}`)
    if (update.unlessFinal && isFinalPaymentGroup(groupOf(payment))) {
      return { changed: false, payment, orderStatus: order.status }
    }
    const providerIdChanged =
      update.providerPaymentId !== undefined && update.providerPaymentId !== payment.providerPaymentId
    if (payment.status === update.status && !providerIdChanged) {
      // providers repeat notifications: the second one changes nothing
      return { changed: false, payment, orderStatus: order.status }
    }
    const next: PaymentRow = {
      ...payment,
      status: update.status,
      providerPaymentId: update.providerPaymentId ?? payment.providerPaymentId,
      updatedAt: update.now,
    }
    await updatePayment(tx, payment.id, {
      status: next.status,
      providerPaymentId: next.providerPaymentId,
      updatedAt: update.now,
    })
    if (payment.status === update.status) return { changed: true, payment: next, orderStatus: order.status }

    const group = groupOf(next)
    let orderStatus = order.status
    let note = group ? '' : ': a status outside the configured groups, order left as it was'
    if (group) {
      const others = await otherPaymentsOfOrder(tx, order.id, payment.id)
      const newStatus = orderStatusAfterPayment(order.status, group, others.some(mayStillPay))
      if (newStatus && newStatus !== order.status) {
        const backOffice = backOfficeOf({ database: ctx.database, now: () => update.now })
        const change = await changeOrderStatus(tx, order, newStatus, update.now, backOffice)
        orderStatus = change.status
        touched = change.touchedProductIds
        if (change.note) note = `: ${change.note}`
      }
    }
    // the confirmation or "payment received" mail, decided under the order's lock (decision 0081)
    const decision = await claimPaymentMail(
      tx,
      { id: order.id, status: orderStatus },
      group,
      next.status,
      update.now,
    )
    mail = { order, decision }
    const title = PROVIDER_TITLES[payment.provider as PaymentProviderCode] ?? payment.provider
    await addOrderComment(tx, {
      orderId: order.id,
      comment: `Payment ${update.status} at ${title} (${update.source}; transaction ${payment.token})${note}`,
      status: orderStatus,
      createdAt: update.now,
    })
    return { changed: true, payment: next, orderStatus }
  })
  // after commit: a rolled-back change must not drop caches for stock that did not move
  if (touched.length) await invalidateProducts(ctx, touched)
  if (mail) sendClaimedMail(ctx, mail.order, mail.decision)
  return result
}
