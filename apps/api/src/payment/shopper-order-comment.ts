/**
 * The shopper's browser reports on its order: pending_payment (payment created) or canceled
 * (creation failed). A browser may not cancel an order whose payment is under way or done: the
 * provider decides. The comment is kept on the order either way.
 */
import { UNPAID_ORDER_STATUSES } from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { fail, ok, type Result } from '../result.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import { addOrderComment } from '../order/order-comments.ts'
import { changeOrderStatus } from '../order/order-status-change.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { findOrder, findOrderById, latestPaymentOfOrder } from './payment-repository.ts'
import { groupOf } from './payment-status-update.ts'
import { proofMissing, provesOrder } from './order-proof.ts'
import type { OrderCommentBody } from './schemas.ts'

export async function shopperOrderComment(ctx: AppContext, body: OrderCommentBody): Promise<Result<true>> {
  const db = ctx.database.db
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
      if (history.status === 'pending_payment' || !paying) status = history.status
    }
    if (status !== order.status) {
      // a cancel gives the order's reserved stock back in this transaction (decision 0024)
      const change = await changeOrderStatus(tx, order, status, ctx.now(), backOfficeOf(ctx))
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
