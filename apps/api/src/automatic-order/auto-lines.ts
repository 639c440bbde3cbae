/**
 * What an automatic order orders (decision 0182): the lines of an order list as it is when the
 * order is due (a list item's default amount, at least 1), or a cart's lines as they were copied
 * when the automatic order was set up. Out-of-stock lines are split off before placing: the order
 * takes what is on hand, the rest is recorded as backordered on the run (decision 0184).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { orderListItem, product, quoteItem, stockItem, type AutomaticOrderLine } from '../db/schema/index.ts'

/** The lines of an order list: its items' skus (a configurable's chosen child) and amounts. */
export async function orderListLines(db: Db, listId: number): Promise<AutomaticOrderLine[]> {
  const rows = await db
    .select({ sku: product.sku, childSku: orderListItem.childSku, qty: orderListItem.defaultAmount })
    .from(orderListItem)
    .innerJoin(product, eq(product.id, orderListItem.productId))
    .where(eq(orderListItem.listId, listId))
    .orderBy(asc(orderListItem.position), asc(orderListItem.id))
  // a list line without a default amount orders one piece
  return rows.map((r) => ({ sku: r.childSku ?? r.sku, qty: Math.max(1, r.qty) }))
}

/** A cart's lines, as they are now (copied when the automatic order is set up). */
export async function cartLines(db: Db, quoteId: number): Promise<AutomaticOrderLine[]> {
  const rows = await db
    .select({ sku: quoteItem.sku, qty: quoteItem.qty })
    .from(quoteItem)
    .where(eq(quoteItem.quoteId, quoteId))
    .orderBy(asc(quoteItem.id))
  return rows.map((r) => ({ sku: r.sku, qty: Math.max(1, Math.round(Number(r.qty))) }))
}

export interface StockSplit {
  /** what the order takes now */
  order: AutomaticOrderLine[]
  /** what is not on hand: recorded on the run as backordered */
  backordered: AutomaticOrderLine[]
}

/**
 * Splits lines by what managed stock holds now (rows with backorders allowed, or unmanaged ones,
 * take everything). A read, not a reservation: the order's own reservation decides under lock,
 * and refuses (the run fails, naming it) when stock went in between.
 */
export async function splitByStock(db: Db, lines: readonly AutomaticOrderLine[]): Promise<StockSplit> {
  const skus = [...new Set(lines.map((l) => l.sku))]
  const rows = skus.length
    ? await db
        .select({
          sku: product.sku,
          qty: stockItem.qty,
          manage: stockItem.manageStock,
          inStock: stockItem.isInStock,
          backorders: stockItem.backorders,
          type: product.typeId,
        })
        .from(product)
        .leftJoin(stockItem, eq(stockItem.productId, product.id))
        .where(and(inArray(product.sku, skus)))
    : []
  const onHand = new Map<string, number>()
  for (const r of rows) {
    const unlimited =
      r.type !== 'simple' || r.manage === null || !r.manage || (r.inStock && r.backorders! > 0)
    onHand.set(
      r.sku,
      unlimited ? Number.POSITIVE_INFINITY : r.inStock ? Math.max(0, Math.floor(Number(r.qty))) : 0,
    )
  }
  const order: AutomaticOrderLine[] = []
  const backordered: AutomaticOrderLine[] = []
  for (const line of lines) {
    // an unknown sku is left to the order path, which refuses it by name
    const left = onHand.get(line.sku) ?? Number.POSITIVE_INFINITY
    const now = Math.min(line.qty, left)
    if (now > 0) order.push({ sku: line.sku, qty: now })
    if (now < line.qty) backordered.push({ sku: line.sku, qty: line.qty - now })
    if (Number.isFinite(left)) onHand.set(line.sku, left - now)
  }
  return { order, backordered }
}
