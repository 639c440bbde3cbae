/**
 * Row locks shared by reserving and releasing stock: every stock change locks the rows it will
 * touch (products and their configurable parents) in product-id order, with SELECT ... FOR
 * UPDATE, so two changes never wait on each other in a cycle.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { product, productSuperLink, stockItem } from '../db/schema/index.ts'
import type { StockRow } from './stock-item.ts'

/** Whole units of one product (stock items are not qty-decimal). */
export interface StockQty {
  productId: number
  qty: number
}

/** The part of a stock row (stock-item.ts) that stock changes read. */
export type LockedRow = Pick<
  StockRow,
  'productId' | 'sku' | 'qty' | 'isInStock' | 'manageStock' | 'backorders'
>

/** Quantities per product, sorted by id; the same product twice (two cart lines) counts as one sum. */
export function sumByProduct(items: readonly StockQty[]): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const { productId, qty } of items) {
    if (!Number.isSafeInteger(productId)) throw new RangeError(`Not a product id: ${productId}`)
    if (!Number.isSafeInteger(qty) || qty <= 0) throw new RangeError(`Not a stock quantity: ${qty}`)
    wanted.set(productId, (wanted.get(productId) ?? 0) + qty)
  }
  return new Map([...wanted].sort(([a], [b]) => a - b))
}

/** Configurable parents per child: a parent's row holds the sum of its children. */
export async function parentsOf(tx: Db, childIds: number[]): Promise<Map<number, number[]>> {
  const links = await tx
    .select({ parentId: productSuperLink.parentId, childId: productSuperLink.childId })
    .from(productSuperLink)
    .where(inArray(productSuperLink.childId, childIds))
  const parents = new Map<number, number[]>()
  for (const { parentId, childId } of links) parents.set(childId, [...(parents.get(childId) ?? []), parentId])
  return parents
}

export async function lockRows(tx: Db, productIds: number[]): Promise<Map<number, LockedRow>> {
  const rows = await tx
    .select({
      productId: stockItem.productId,
      sku: product.sku,
      qty: stockItem.qty,
      isInStock: stockItem.isInStock,
      manageStock: stockItem.manageStock,
      backorders: stockItem.backorders,
    })
    .from(stockItem)
    .innerJoin(product, eq(product.id, stockItem.productId))
    .where(inArray(stockItem.productId, productIds))
    .orderBy(asc(stockItem.productId))
    .for('update', { of: stockItem })
  return new Map(rows.map((row) => [row.productId, row]))
}
