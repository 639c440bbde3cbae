/**
 * What a product source gets per request, on top of the indexed document: live stock (one query
 * for the page's products and their configurable children) and the price fields for the store
 * and customer group (pricing.ts). The catalogue search and the URL map use product-sources.ts,
 * which reuses priced documents; decorateProducts works on documents in place.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { toStockItemResult, type StockRow } from '../stock/stock-item.ts'
import { applyPrices, newPriceCache, type PriceContext } from './pricing.ts'
import { intArray } from './sql-util.ts'

type Doc = Record<string, unknown>

export function childrenOf(doc: Doc): Doc[] {
  return Array.isArray(doc.configurable_children)
    ? (doc.configurable_children as unknown[]).filter((c): c is Doc => typeof c === 'object' && c !== null)
    : []
}

export const idOf = (doc: Doc) => (typeof doc.id === 'number' ? doc.id : Number(doc.id))

/** A product without a stock row cannot be sold from stock: reported as managed, none left. */
export function missingStock(doc: Doc): StockRow {
  return {
    productId: idOf(doc),
    sku: String(doc.sku ?? ''),
    qty: '0',
    isInStock: false,
    manageStock: true,
    backorders: 0,
    minSaleQty: '1',
    maxSaleQty: '10000',
    notifyStockQty: '1',
  }
}

/**
 * Stock rows by product id (sku is filled in from the documents). One JSON value instead of
 * hundreds of rows: PGlite's per-row, per-field result handling costs more than the query.
 */
export async function loadStock(
  database: Database,
  ids: number[],
): Promise<Map<number, Omit<StockRow, 'sku'>>> {
  if (ids.length === 0) return new Map()
  const [row] = await database.rows<{ rows: string | null }>(sql`
    select json_agg(json_build_array(product_id, qty, is_in_stock, manage_stock, backorders,
      min_sale_qty, max_sale_qty, notify_stock_qty))::text as rows
    from stock_item where product_id = any(${intArray(ids)})`)
  // numerics arrive as JSON numbers (quantities have at most 4 decimals: exact as doubles)
  const list = JSON.parse(row?.rows ?? '[]') as [
    number,
    number,
    boolean,
    boolean,
    number,
    number,
    number,
    number,
  ][]
  return new Map(
    list.map(
      ([productId, qty, isInStock, manageStock, backorders, minSaleQty, maxSaleQty, notifyStockQty]) => [
        productId,
        {
          productId,
          qty: String(qty),
          isInStock,
          manageStock,
          backorders,
          minSaleQty: String(minSaleQty),
          maxSaleQty: String(maxSaleQty),
          notifyStockQty: String(notifyStockQty),
        },
      ],
    ),
  )
}

/**
 * The stock of a configurable child: what the client needs to choose a variant (qty, is_in_stock,
 * status and sale limits). A listing of 50 bicycles holds hundreds of children, and the full
 * Magento stock item on each of them would double the response for fields nobody reads.
 */
export function childStock(row: StockRow) {
  const full = toStockItemResult(row)
  return {
    product_id: full.product_id,
    qty: full.qty,
    is_in_stock: full.is_in_stock,
    stock_status: full.stock_status,
    manage_stock: full.manage_stock,
    backorders: full.backorders,
    min_sale_qty: full.min_sale_qty,
    max_sale_qty: full.max_sale_qty,
  }
}

/** Adds `stock` and the price fields to product sources, in place. */
export async function decorateProducts(database: Database, docs: Doc[], prices: PriceContext): Promise<void> {
  const ids = docs.flatMap((doc) => [idOf(doc), ...childrenOf(doc).map(idOf)]).filter(Number.isSafeInteger)
  const stock = await loadStock(database, [...new Set(ids)])
  const cache = newPriceCache()
  for (const doc of docs) {
    const rowOf = (item: Doc): StockRow => {
      const row = stock.get(idOf(item))
      return row ? { ...row, sku: String(item.sku ?? '') } : missingStock(item)
    }
    doc.stock = toStockItemResult(rowOf(doc))
    for (const child of childrenOf(doc)) child.stock = childStock(rowOf(child))
    applyPrices(doc, prices, cache)
  }
}
