/**
 * Gives up orders whose online payment never came (decision 0027, rule `isPaymentOverdue` in
 * @shop/commerce): each is canceled in its own transaction, which gives its reserved stock back
 * (decision 0024) and notes why on the order. Safe to run from several processes at once: the
 * order row is locked and its status read again before anything changes.
 */
import { and, asc, eq, inArray, lt, notInArray } from 'drizzle-orm'
import {
  OFFLINE_PAYMENT_METHODS,
  ORDER_STATUS,
  UNPAID_ORDER_STATUSES,
  isPaymentOverdue,
  paymentDeadline,
} from '@shop/commerce'
import type { AppContext } from '../context.ts'
import { invalidateProducts } from '../catalog/invalidate.ts'
import { salesOrder } from '../db/schema/index.ts'
import { addOrderComment } from './order-comments.ts'
import { changeOrderStatus } from './order-status-change.ts'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'

/** Orders looked at per run: a backlog is worked off over the next runs. */
const BATCH = 200

export interface ExpiryRun {
  /** order numbers canceled by this run */
  canceled: string[]
}

export async function expireUnpaidOrders(ctx: AppContext): Promise<ExpiryRun> {
  const minutes = ctx.config.orders.paymentExpiryMinutes
  if (minutes <= 0) return { canceled: [] }
  const now = ctx.now()
  const { db } = ctx.database
  const candidates = await db
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(
      and(
        inArray(salesOrder.status, [...UNPAID_ORDER_STATUSES]),
        notInArray(salesOrder.paymentMethod, [...OFFLINE_PAYMENT_METHODS]),
        lt(salesOrder.createdAt, paymentDeadline(now, minutes)),
      ),
    )
    .orderBy(asc(salesOrder.id))
    .limit(BATCH)

  const canceled: string[] = []
  const touched = new Set<number>()
  try {
    for (const { id } of candidates) {
      const done = await db.transaction(async (tx) => {
        const [order] = await tx
          .select({
            id: salesOrder.id,
            incrementId: salesOrder.incrementId,
            status: salesOrder.status,
            paymentMethod: salesOrder.paymentMethod,
            createdAt: salesOrder.createdAt,
          })
          .from(salesOrder)
          .where(eq(salesOrder.id, id))
          .for('update')
        // paid or canceled meanwhile (a webhook, another process): nothing to do
        if (!order || !isPaymentOverdue(order, now, minutes)) return null
        const change = await changeOrderStatus(tx, order, ORDER_STATUS.canceled, now, backOfficeOf(ctx))
        await addOrderComment(tx, {
          orderId: order.id,
          comment: `Payment not received within ${minutes} minutes: order canceled, stock released`,
          status: change.status,
          createdAt: now,
        })
        return { orderNumber: order.incrementId, touched: change.touchedProductIds }
      })
      // counted once committed
      if (!done) continue
      canceled.push(done.orderNumber)
      done.touched.forEach((productId) => touched.add(productId))
    }
  } finally {
    // a run that fails halfway still drops the cached stock of the orders it did cancel
    if (touched.size) await invalidateProducts(ctx, [...touched])
  }
  if (canceled.length) ctx.log.info({ canceled, minutes }, 'unpaid orders canceled')
  return { canceled }
}
