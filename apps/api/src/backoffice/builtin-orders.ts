/** The built-in back office's order book: handovers kept in `backoffice_order`, in the shop's database. */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { backofficeOrder } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import type { BackOfficeOrder, OrderHandover } from './back-office.ts'
import { cancelOpenLines, writeOrderLines } from '../fulfilment/handover-lines.ts'

const columns = {
  backofficeNumber: backofficeOrder.backofficeNumber,
  // every handover has the shop's number (only phone and counter orders go without)
  orderNumber: sql<string>`${backofficeOrder.shopOrderNumber}`,
  status: backofficeOrder.status,
}

export async function findHandover(db: Db, orderNumber: string): Promise<BackOfficeOrder | null> {
  const [row] = await db
    .select(columns)
    .from(backofficeOrder)
    .where(eq(backofficeOrder.shopOrderNumber, orderNumber))
  return row ?? null
}

export async function recordHandover(db: Db, order: OrderHandover): Promise<Result<BackOfficeOrder>> {
  if (!order.orderNumber) return fail('invalid', 'An order handed to the back office needs its order number')
  const [row] = await db
    .insert(backofficeOrder)
    .values({
      shopOrderNumber: order.orderNumber,
      customerId: order.customerId,
      status: order.status,
      grandTotal: String(order.grandTotal),
      currency: order.currency,
      lines: order.lines,
      extras: order.extras ?? {},
      ...(order.placedAt ? { placedAt: order.placedAt } : {}),
      language: order.language ?? 'nl',
      source: order.source ?? 'shop',
      billingAddress: order.billingAddress ?? null,
      shippingAddress: order.shippingAddress ?? null,
      shippingDescription: order.shippingDescription ?? null,
    })
    // a retry of the same order: the first handover stands
    .onConflictDoNothing({ target: backofficeOrder.shopOrderNumber })
    .returning({ ...columns, id: backofficeOrder.id })
  // issue 18: the order's life starts from its lines
  if (row) await writeOrderLines(db, row.id, order.lines)
  const handed = row
    ? { backofficeNumber: row.backofficeNumber, orderNumber: row.orderNumber, status: row.status }
    : await findHandover(db, order.orderNumber)
  return handed ? ok(handed) : fail('conflict', `Order ${order.orderNumber} could not be handed over`)
}

export async function withdrawHandover(db: Db, orderNumber: string): Promise<void> {
  await db.delete(backofficeOrder).where(eq(backofficeOrder.shopOrderNumber, orderNumber))
}

export async function setHandoverStatus(
  db: Db,
  orderNumber: string,
  status: string,
): Promise<Result<BackOfficeOrder>> {
  const [row] = await db
    .update(backofficeOrder)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(backofficeOrder.shopOrderNumber, orderNumber))
    .returning({ ...columns, id: backofficeOrder.id })
  if (!row) return fail('not_found', `Order ${orderNumber} was never handed to the back office`)
  // issue 18: a shop order canceled (unpaid, expired) is canceled in the warehouse too
  if (status === 'canceled') await cancelOpenLines(db, row.id)
  return ok({ backofficeNumber: row.backofficeNumber, orderNumber: row.orderNumber, status: row.status })
}
