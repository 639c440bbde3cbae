/**
 * Giving reserved stock back (an unpaid order was canceled), inside the caller's transaction, so
 * the stock and the order's status change commit together. The mirror of reserveStock: the same
 * rows are locked in the same order, the product goes up by what it went down, and so does its
 * configurable parent.
 *
 * A row that reserving flagged out of stock (it reached 0 without backorders) is back in stock
 * once it holds units again; a row that is out of stock while it still has units was switched
 * off by hand, and stays off.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { stockItem } from '../db/schema/index.ts'
import { lockRows, parentsOf, sumByProduct, type StockQty } from './stock-locks.ts'

export interface ReleaseStockResult {
  /** products whose stock row changed, parents included: invalidate their cache tags after commit */
  touchedProductIds: number[]
}

async function increment(tx: Db, productId: number, qty: number) {
  await tx
    .update(stockItem)
    .set({
      qty: sql`${stockItem.qty} + ${qty}`,
      isInStock: sql`case when ${stockItem.qty} <= 0 and ${stockItem.qty} + ${qty} > 0 then true else ${stockItem.isInStock} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(stockItem.productId, productId), eq(stockItem.manageStock, true)))
}

/**
 * Adds the quantities back to managed stock rows. Rows that no longer exist or whose stock is no
 * longer managed are skipped: there is nothing to give back to.
 */
export async function releaseStock(tx: Db, items: readonly StockQty[]): Promise<ReleaseStockResult> {
  const wanted = sumByProduct(items)
  if (wanted.size === 0) return { touchedProductIds: [] }
  const ids = [...wanted.keys()]
  const parents = await parentsOf(tx, ids)
  const locked = await lockRows(tx, [...new Set([...ids, ...[...parents.values()].flat()])])

  const touched = new Set<number>()
  const parentQty = new Map<number, number>()
  for (const [productId, qty] of wanted) {
    if (!locked.get(productId)?.manageStock) continue
    await increment(tx, productId, qty)
    touched.add(productId)
    for (const parentId of parents.get(productId) ?? [])
      parentQty.set(parentId, (parentQty.get(parentId) ?? 0) + qty)
  }
  for (const [parentId, qty] of [...parentQty].sort(([a], [b]) => a - b)) {
    if (!locked.get(parentId)?.manageStock) continue
    await increment(tx, parentId, qty)
    touched.add(parentId)
  }
  return { touchedProductIds: [...touched].sort((a, b) => a - b) }
}
