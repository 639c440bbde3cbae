/**
 * Moving an order to another status inside the caller's transaction, with what that does to the
 * stock the order reserved when it was placed (decision 0024, rule in @shop/commerce
 * `orderStockMove`):
 * - an unpaid order that is canceled gives its stock back, exactly once: the order row's
 *   `stock_released_at` is set by a guarded UPDATE, so a second cancel (a repeated webhook, the
 *   browser's comment racing the provider's) finds it set and gives nothing;
 * - a canceled order that is paid after all takes its stock again; when some of it is gone the
 *   order goes on hold ("holded") for staff to refund or restock, instead of selling units twice.
 * The caller invalidates the catalogue caches of `touchedProductIds` after its commit.
 * Every change is reported to the back office (`updateOrderStatus`, decisions 0126 and 0144) in the
 * same transaction: the built-in's copy moves with the order or not at all.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { ORDER_STATUS, orderStockMove } from '@shop/commerce'
import type { Db } from '../db/client.ts'
import { salesOrder } from '../db/schema/index.ts'
import { releaseStock, reserveStock } from '../stock/stock-service.ts'
import type { BackOffice } from '../backoffice/back-office.ts'

export interface OrderStatusChange {
  /** the status the order has now (holded instead of processing when its stock is gone) */
  status: string
  /** products whose stock changed: invalidate their cached catalogue answers after commit */
  touchedProductIds: number[]
  /** why the order did not get the wanted status, for the order comment */
  note?: string
}

async function setStatus(tx: Db, orderId: number, status: string, now: Date): Promise<string | undefined> {
  // Magento keeps a state next to the status; for the statuses used here they are equal
  const [row] = await tx
    .update(salesOrder)
    .set({ status, state: status, updatedAt: now })
    .where(eq(salesOrder.id, orderId))
    .returning({ incrementId: salesOrder.incrementId })
  return row?.incrementId
}

/**
 * Tells the back office. An order it never received (placed before orders were handed over) is
 * no error; another refusal is noted on the order and the shop's status stands: the shop decides
 * an order's status, the back office follows (an adapter queues what it cannot deliver at once).
 */
async function reportStatus(
  tx: Db,
  backOffice: BackOffice,
  orderNumber: string | undefined,
  status: string,
): Promise<string | undefined> {
  if (orderNumber === undefined) return undefined
  const reported = await backOffice.updateOrderStatus(orderNumber, status, { db: tx })
  if (reported.ok || reported.error === 'not_found') return undefined
  return `the back office did not take the status ${status}: ${reported.message}`
}

const withNote = (change: OrderStatusChange, note: string | undefined): OrderStatusChange =>
  note ? { ...change, note: change.note ? `${change.note}; ${note}` : note } : change

/** Gives the order's reserved stock back, unless that happened already. */
async function releaseOrderStock(tx: Db, orderId: number, now: Date): Promise<number[]> {
  const [claimed] = await tx
    .update(salesOrder)
    .set({ stockReleasedAt: now })
    .where(and(eq(salesOrder.id, orderId), isNull(salesOrder.stockReleasedAt)))
    .returning({ reserved: salesOrder.reservedStock })
  if (!claimed?.reserved.length) return []
  return (await releaseStock(tx, claimed.reserved)).touchedProductIds
}

type ReserveAgain = { ok: true; touched: number[] } | { ok: false; skus: string[] }

/** Takes the released stock again, all or nothing. */
async function reserveOrderStockAgain(tx: Db, orderId: number): Promise<ReserveAgain> {
  const [row] = await tx
    .select({ reserved: salesOrder.reservedStock, releasedAt: salesOrder.stockReleasedAt })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId))
  if (!row?.releasedAt) return { ok: true, touched: [] }
  const stock = await reserveStock(tx, row.reserved)
  if (!stock.ok) return { ok: false, skus: stock.unavailableSkus }
  await tx.update(salesOrder).set({ stockReleasedAt: null }).where(eq(salesOrder.id, orderId))
  return { ok: true, touched: stock.touchedProductIds }
}

/**
 * Moves a locked order (the caller selected it FOR UPDATE) from `from` to `wanted` and reports the
 * status it got to the back office. Nothing is written when the two are equal.
 */
export async function changeOrderStatus(
  tx: Db,
  order: { id: number; status: string },
  wanted: string,
  now: Date,
  backOffice: BackOffice,
): Promise<OrderStatusChange> {
  if (order.status === wanted) return { status: wanted, touchedProductIds: [] }
  const change = await moveOrder(tx, order, wanted, now)
  return withNote(change.change, await reportStatus(tx, backOffice, change.orderNumber, change.change.status))
}

async function moveOrder(
  tx: Db,
  order: { id: number; status: string },
  wanted: string,
  now: Date,
): Promise<{ change: OrderStatusChange; orderNumber: string | undefined }> {
  const move = orderStockMove(order.status, wanted)
  if (move === 'release') {
    const touched = await releaseOrderStock(tx, order.id, now)
    const orderNumber = await setStatus(tx, order.id, wanted, now)
    return { change: { status: wanted, touchedProductIds: touched }, orderNumber }
  }
  if (move === 'reserve-again') {
    const again = await reserveOrderStockAgain(tx, order.id)
    if (!again.ok) {
      const orderNumber = await setStatus(tx, order.id, ORDER_STATUS.holded, now)
      return {
        change: {
          status: ORDER_STATUS.holded,
          touchedProductIds: [],
          note: `paid after the order was canceled, but ${again.skus.join(', ')} no longer in stock: on hold (refund or restock)`,
        },
        orderNumber,
      }
    }
    const orderNumber = await setStatus(tx, order.id, wanted, now)
    return {
      change: {
        status: wanted,
        touchedProductIds: again.touched,
        note: 'paid after the order was canceled: its stock is reserved again',
      },
      orderNumber,
    }
  }
  const orderNumber = await setStatus(tx, order.id, wanted, now)
  return { change: { status: wanted, touchedProductIds: [] }, orderNumber }
}
