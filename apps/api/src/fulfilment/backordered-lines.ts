/**
 * What an order could not take from stock, booked on its back-office order as open backorder lines
 * (an automatic order's short stock, decision 0184): ordered and backordered at once, shipped and
 * invoiced later like any backorder. Written in the placing transaction, so the order and its
 * backorders come about together or not at all.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { backofficeOrder, backofficeOrderLine } from '../db/schema/index.ts'
import type { PricedLine } from './priced-lines.ts'

export async function addBackorderedLines(
  db: Db,
  shopOrderNumber: string,
  lines: PricedLine[],
): Promise<number> {
  if (lines.length === 0) return 0
  const [order] = await db
    .select({ id: backofficeOrder.id })
    .from(backofficeOrder)
    .where(eq(backofficeOrder.shopOrderNumber, shopOrderNumber))
  // the handover is written in the same transaction; an adapter back office keeps its own book
  if (!order) return 0
  const [last] = await db
    .select({ lineNo: sql<number>`coalesce(max(${backofficeOrderLine.lineNo}), 0)::int` })
    .from(backofficeOrderLine)
    .where(eq(backofficeOrderLine.orderId, order.id))
  await db.insert(backofficeOrderLine).values(
    lines.map((l, i) => ({
      orderId: order.id,
      lineNo: Number(last?.lineNo ?? 0) + i + 1,
      sku: l.sku,
      name: l.name,
      qtyOrdered: l.qty,
      qtyBackordered: l.qty,
      unitPrice: String(l.unitPrice),
      taxPercent: String(l.taxPercent),
      comment: l.comment,
    })),
  )
  return lines.length
}
