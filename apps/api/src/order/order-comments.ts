/** The order's comment history (sales_order_comment): status changes, payment notes, expiry. */
import type { Db } from '../db/client.ts'
import { salesOrderComment } from '../db/schema/index.ts'

export interface OrderCommentInput {
  orderId: number
  comment: string
  status: string | null
  isCustomerNotified?: number
  isVisibleOnFront?: number
  createdAt: Date
}

export async function addOrderComment(db: Db, input: OrderCommentInput) {
  await db.insert(salesOrderComment).values({
    orderId: input.orderId,
    comment: input.comment,
    status: input.status,
    isCustomerNotified: input.isCustomerNotified ?? 0,
    isVisibleOnFront: input.isVisibleOnFront ?? 0,
    createdAt: input.createdAt,
  })
}
