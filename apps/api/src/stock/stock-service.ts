/**
 * Live stock, read straight from stock_item on every call: carts and orders change it inside
 * transactions (reserveStock), so a cached or indexed copy would show units that are gone.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'
import { product, stockItem } from '../db/schema/index.ts'
import type { StockItemResult, StockRow } from './stock-item.ts'
import { toStockItemResult } from './stock-item.ts'

export type { StockItemResult, StockStatus } from './stock-item.ts'
export { reserveStock, MSG_STOCK_NOT_AVAILABLE } from './reserve-stock.ts'
export { releaseStock, type ReleaseStockResult } from './release-stock.ts'
export type { StockQty } from './stock-locks.ts'
export type {
  ReserveStockItem,
  ReserveStockResult,
  UnavailableStock,
  ReservedStock,
} from './reserve-stock.ts'

/** Message of a stock check for a sku without a stock row (elastic-stock's wording, contract §5). */
export const MSG_NO_STOCK_INFO = 'No stock information for given sku'

const stockColumns = {
  productId: stockItem.productId,
  sku: product.sku,
  qty: stockItem.qty,
  isInStock: stockItem.isInStock,
  manageStock: stockItem.manageStock,
  backorders: stockItem.backorders,
  minSaleQty: stockItem.minSaleQty,
  maxSaleQty: stockItem.maxSaleQty,
  notifyStockQty: stockItem.notifyStockQty,
}

/** The stock rows of the given skus in one query; `db` may be a transaction. */
export async function loadStockRows(db: Db, skus: readonly string[]): Promise<StockRow[]> {
  if (skus.length === 0) return []
  return db
    .select(stockColumns)
    .from(stockItem)
    .innerJoin(product, eq(product.id, stockItem.productId))
    .where(inArray(product.sku, [...skus]))
}

/**
 * One stock item per known sku, in the order asked (a sku asked twice is answered once); skus
 * without a product or stock row are left out, as the Magento adapter does.
 */
export async function getStockBySkus(
  database: Database,
  skus: readonly string[],
): Promise<StockItemResult[]> {
  const rows = await loadStockRows(database.db, skus)
  const bySku = new Map(rows.map((row) => [row.sku, row]))
  const seen = new Set<string>()
  const items: StockItemResult[] = []
  for (const sku of skus) {
    const row = bySku.get(sku)
    if (!row || seen.has(sku)) continue
    seen.add(sku)
    items.push(toStockItemResult(row))
  }
  return items
}

/** The stock item of one sku, or null when the shop has no stock information for it. */
export async function getStockBySku(database: Database, sku: string): Promise<StockItemResult | null> {
  const [item] = await getStockBySkus(database, [sku])
  return item ?? null
}
