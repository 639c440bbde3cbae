/**
 * Database access of the payment service: payment attempts (our table) and the order rows it pays
 * for (the order module's table, read through its Drizzle schema). Order comments are the order
 * module's own (`order/order-comments.ts`).
 */
import { and, desc, eq, ne, or } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { paymentTransaction, salesOrder } from '../db/schema/index.ts'

export type PaymentRow = typeof paymentTransaction.$inferSelect
export type NewPaymentRow = typeof paymentTransaction.$inferInsert

export interface OrderRow {
  id: number
  incrementId: string
  orderToken: string
  status: string
  storeId: number
  grandTotal: string
  currency: string
  customerEmail: string
}

const orderColumns = {
  id: salesOrder.id,
  incrementId: salesOrder.incrementId,
  orderToken: salesOrder.orderToken,
  status: salesOrder.status,
  storeId: salesOrder.storeId,
  grandTotal: salesOrder.grandTotal,
  currency: salesOrder.currency,
  customerEmail: salesOrder.customerEmail,
}

const MAX_INT = 2_147_483_647

/**
 * An order by what clients call its `order_id`: the order number (increment id), the order
 * token of the status page, or the numeric entity id (`magentoOrderId` of the order response).
 */
export async function findOrder(db: Db, orderId: string, forUpdate = false): Promise<OrderRow | undefined> {
  const asId = /^\d{1,10}$/.test(orderId) && Number(orderId) <= MAX_INT ? Number(orderId) : undefined
  const where = or(
    eq(salesOrder.incrementId, orderId),
    eq(salesOrder.orderToken, orderId),
    asId === undefined ? undefined : eq(salesOrder.id, asId),
  )
  const query = db.select(orderColumns).from(salesOrder).where(where).orderBy(salesOrder.id).limit(1)
  const rows = forUpdate ? await query.for('update') : await query
  return rows[0]
}

/** Only by the unguessable token: the status page must not answer for a guessed order number. */
export async function findOrderByToken(db: Db, orderToken: string): Promise<OrderRow | undefined> {
  const rows = await db.select(orderColumns).from(salesOrder).where(eq(salesOrder.orderToken, orderToken))
  return rows[0]
}

export async function findOrderById(db: Db, id: number, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db.select(orderColumns).from(salesOrder).where(eq(salesOrder.id, id))
  const rows = forUpdate ? await query.for('update') : await query
  return rows[0]
}

export async function insertPayment(db: Db, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await db.insert(paymentTransaction).values(row).returning()
  return inserted!
}

export async function updatePayment(db: Db, id: number, values: Partial<NewPaymentRow>) {
  await db.update(paymentTransaction).set(values).where(eq(paymentTransaction.id, id))
}

export async function findPaymentByToken(
  db: Db,
  token: string,
  forUpdate = false,
): Promise<PaymentRow | undefined> {
  const query = db.select().from(paymentTransaction).where(eq(paymentTransaction.token, token))
  const rows = forUpdate ? await query.for('update') : await query
  return rows[0]
}

export async function findPaymentByProviderId(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(paymentTransaction)
    .where(
      and(
        eq(paymentTransaction.provider, provider),
        eq(paymentTransaction.providerPaymentId, providerPaymentId),
      ),
    )
  return rows[0]
}

/** The order's most recent payment attempt. */
export async function latestPaymentOfOrder(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const rows = await db
    .select()
    .from(paymentTransaction)
    .where(eq(paymentTransaction.orderId, orderId))
    .orderBy(desc(paymentTransaction.id))
    .limit(1)
  return rows[0]
}

/** The order's other payment attempts (their statuses decide whether a failure cancels it). */
export async function otherPaymentsOfOrder(db: Db, orderId: number, exceptId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(paymentTransaction)
    .where(and(eq(paymentTransaction.orderId, orderId), ne(paymentTransaction.id, exceptId)))
}
