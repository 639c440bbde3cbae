/** Reading and writing orders (sales_order with its addresses and items). */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { salesOrder, salesOrderAddress, salesOrderItem } from '../db/schema/index.ts'

export type SalesOrder = typeof salesOrder.$inferSelect

/** The answer of POST /api/order (contract §4, direct mode) plus the status-page token. */
export interface OrderConfirmation {
  magentoOrderId: string
  orderNumber: string
  backendOrderId: string
  transferedAt: string
  /** for /order-status/:order_token and GET /api/order/status/:token */
  orderToken: string
}

export function confirmationOf(
  order: Pick<SalesOrder, 'id' | 'incrementId' | 'createdAt' | 'orderToken'>,
): OrderConfirmation {
  return {
    magentoOrderId: String(order.id),
    orderNumber: order.incrementId,
    backendOrderId: String(order.id),
    transferedAt: order.createdAt.toISOString(),
    orderToken: order.orderToken,
  }
}

/** 192 random bits: the only key to an order's status page. */
export function newOrderToken(): string {
  return randomBytes(24).toString('hex')
}

export async function findOrderByKey(db: Db, key: string): Promise<SalesOrder | null> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.idempotencyKey, key))
  return row ?? null
}

export async function findOrderByQuote(db: Db, quoteId: number): Promise<SalesOrder | null> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.quoteId, quoteId)).limit(1)
  return row ?? null
}

export async function findOrderByToken(db: Db, token: string): Promise<SalesOrder | null> {
  const [row] = await db.select().from(salesOrder).where(eq(salesOrder.orderToken, token))
  return row ?? null
}

export async function insertOrder(
  db: Db,
  order: typeof salesOrder.$inferInsert,
  addresses: Omit<typeof salesOrderAddress.$inferInsert, 'orderId'>[],
  items: Omit<typeof salesOrderItem.$inferInsert, 'orderId'>[],
): Promise<SalesOrder> {
  const [row] = await db.insert(salesOrder).values(order).returning()
  const saved = row!
  if (addresses.length)
    await db.insert(salesOrderAddress).values(addresses.map((a) => ({ ...a, orderId: saved.id })))
  if (items.length) await db.insert(salesOrderItem).values(items.map((i) => ({ ...i, orderId: saved.id })))
  return saved
}
