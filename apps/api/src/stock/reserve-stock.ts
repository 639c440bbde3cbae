/**
 * Stock reservation for carts and orders, inside the caller's transaction: the order and its
 * stock decrement commit or roll back together.
 *
 * Concurrency: all rows involved (ordered products and their configurable parents) are locked
 * first, in product-id order, with SELECT ... FOR UPDATE. Two orders therefore never wait on each
 * other in a cycle (no deadlocks), and the availability check below reads figures no other
 * transaction can change before we commit. The UPDATEs keep their own guard anyway, so a qty can
 * never drop below zero without backorders even if a caller forgets the transaction.
 */
import { and, eq, gt, gte, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { product, stockItem } from '../db/schema/index.ts'
import { lockRows, parentsOf, sumByProduct, type LockedRow, type StockQty } from './stock-locks.ts'

/** Shown when an order cannot be placed because of stock (the order module passes it on). */
export const MSG_STOCK_NOT_AVAILABLE = 'Some of the ordered products are not available!'

export interface ReserveStockItem {
  productId: number
  /** whole units (stock items are not qty-decimal) */
  qty: number
}

export interface UnavailableStock {
  productId: number
  /** the product's sku, or `#<id>` for an id that is not a product */
  sku: string
  requested: number
  /** what could have been reserved: 0 when out of stock or unknown */
  available: number
}

export interface ReservedStock {
  productId: number
  sku: string
  /** qty left after the reservation (unchanged when stock is not managed) */
  qty: number
  isInStock: boolean
}

export type ReserveStockResult =
  | {
      ok: true
      reserved: ReservedStock[]
      /** what was taken from managed stock rows (parents not included): what a release gives back */
      taken: StockQty[]
      /** products whose stock row changed, parents included: invalidate their cache tags after commit */
      touchedProductIds: number[]
    }
  | {
      ok: false
      message: typeof MSG_STOCK_NOT_AVAILABLE
      unavailableSkus: string[]
      unavailable: UnavailableStock[]
    }

async function skusOf(tx: Db, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map()
  const rows = await tx
    .select({ id: product.id, sku: product.sku })
    .from(product)
    .where(inArray(product.id, productIds))
  return new Map(rows.map((row) => [row.id, row.sku]))
}

function canReserve(row: LockedRow, qty: number): boolean {
  if (!row.manageStock) return true
  return row.isInStock && (row.backorders > 0 || Number(row.qty) >= qty)
}

/** qty - n; without backorders flagged out of stock when nothing is left. */
async function decrement(tx: Db, productId: number, qty: number) {
  const [row] = await tx
    .update(stockItem)
    .set({
      qty: sql`${stockItem.qty} - ${qty}`,
      isInStock: sql`case when ${stockItem.backorders} = 0 and ${stockItem.qty} - ${qty} <= 0 then false else ${stockItem.isInStock} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(stockItem.productId, productId),
        eq(stockItem.manageStock, true),
        eq(stockItem.isInStock, true),
        or(gt(stockItem.backorders, 0), gte(stockItem.qty, String(qty))),
      ),
    )
    .returning({ qty: stockItem.qty, isInStock: stockItem.isInStock })
  return row
}

/**
 * A configurable parent's row holds the sum of its children, so it goes down by what its children
 * went down; without backorders it stops at 0 and is then out of stock (no child has any left).
 */
async function decrementParent(tx: Db, parentId: number, qty: number) {
  await tx
    .update(stockItem)
    .set({
      qty: sql`case when ${stockItem.backorders} = 0 then greatest(${stockItem.qty} - ${qty}, 0) else ${stockItem.qty} - ${qty} end`,
      isInStock: sql`case when ${stockItem.backorders} = 0 and ${stockItem.qty} - ${qty} <= 0 then false else ${stockItem.isInStock} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(stockItem.productId, parentId), eq(stockItem.manageStock, true)))
}

/**
 * Reserves (decrements) stock for the given products within `tx`, all or nothing: when any item
 * cannot be had, nothing is written and the result lists the skus at fault. Products whose stock
 * is not managed always succeed and keep their qty, as in Magento.
 */
export async function reserveStock(tx: Db, items: readonly ReserveStockItem[]): Promise<ReserveStockResult> {
  const wanted = sumByProduct(items)
  if (wanted.size === 0) return { ok: true, reserved: [], taken: [], touchedProductIds: [] }
  const ids = [...wanted.keys()]
  const parents = await parentsOf(tx, ids)
  const allIds = [...new Set([...ids, ...[...parents.values()].flat()])]
  const locked = await lockRows(tx, allIds)

  const unavailable: UnavailableStock[] = []
  const missing = ids.filter((id) => !locked.has(id))
  const missingSkus = await skusOf(tx, missing)
  for (const [productId, qty] of wanted) {
    const row = locked.get(productId)
    if (row && canReserve(row, qty)) continue
    const available = row?.isInStock ? Math.max(0, Math.floor(Number(row.qty))) : 0
    const sku = row?.sku ?? missingSkus.get(productId) ?? `#${productId}`
    unavailable.push({ productId, sku, requested: qty, available })
  }
  if (unavailable.length > 0) {
    return {
      ok: false,
      message: MSG_STOCK_NOT_AVAILABLE,
      unavailableSkus: unavailable.map((u) => u.sku),
      unavailable,
    }
  }

  const reserved: ReservedStock[] = []
  const taken: StockQty[] = []
  const parentQty = new Map<number, number>()
  for (const [productId, qty] of wanted) {
    const row = locked.get(productId)!
    if (!row.manageStock) {
      reserved.push({ productId, sku: row.sku, qty: Number(row.qty), isInStock: row.isInStock })
      continue
    }
    const updated = await decrement(tx, productId, qty)
    // the row is locked and was checked above: a miss here means the lock did not hold
    if (!updated) throw new Error(`stock reservation guard failed for product ${productId} after locking`)
    reserved.push({ productId, sku: row.sku, qty: Number(updated.qty), isInStock: updated.isInStock })
    taken.push({ productId, qty })
    for (const parentId of parents.get(productId) ?? [])
      parentQty.set(parentId, (parentQty.get(parentId) ?? 0) + qty)
  }
  for (const [parentId, qty] of [...parentQty].sort(([a], [b]) => a - b)) {
    if (locked.has(parentId)) await decrementParent(tx, parentId, qty)
  }
  const changed = (id: number) => locked.get(id)?.manageStock === true
  const touched = [...reserved.map((r) => r.productId), ...parentQty.keys()].filter(changed)
  return { ok: true, reserved, taken, touchedProductIds: [...new Set(touched)].sort((a, b) => a - b) }
}
