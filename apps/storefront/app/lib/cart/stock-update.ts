/**
 * A server-side stock update of cart lines (spec 000 §4 "Cart items", contract §5 `stockSync`):
 * a line in stock is marked "In stock!" (its info); an out-of-stock line gets the error "Out of
 * the stock!" when out-of-stock items are allowed or the cart syncs with the server, and is
 * removed otherwise. Lines the answer does not mention (unknown to the stock service) stay as
 * they are.
 */
import { CART_MESSAGES } from './add-validation.ts'
import type { CartItem } from './cart-types.ts'

/** The part of a stock item (GET /api/stock/list) the cart reads. */
export interface ServerStock {
  product_sku: string
  is_in_stock: boolean
}

export interface StockUpdate {
  items: CartItem[]
  /** lines taken out because they are out of stock and may not stay */
  removed: CartItem[]
}

function without<K extends string>(record: Partial<Record<K, string>> | undefined, key: K) {
  if (!record || !(key in record)) return record
  const { [key]: _dropped, ...rest } = record
  return Object.keys(rest).length ? (rest as Partial<Record<K, string>>) : undefined
}

export function applyStockUpdate(
  items: readonly CartItem[],
  stock: readonly ServerStock[],
  options: { allowOutOfStock: boolean; synchronize: boolean },
): StockUpdate {
  const bySku = new Map(stock.map((entry) => [entry.product_sku, entry]))
  const kept: CartItem[] = []
  const removed: CartItem[] = []
  for (const item of items) {
    const entry = bySku.get(item.sku)
    if (!entry) {
      kept.push(item)
    } else if (entry.is_in_stock) {
      kept.push({
        ...item,
        is_in_stock: true,
        info: { ...item.info, stock: CART_MESSAGES.inStockLine },
        errors: without(item.errors, 'stock'),
      })
    } else if (options.allowOutOfStock || options.synchronize) {
      kept.push({
        ...item,
        is_in_stock: false,
        errors: { ...item.errors, stock: CART_MESSAGES.outOfStockLine },
        info: without(item.info, 'stock'),
      })
    } else {
      removed.push(item)
    }
  }
  return { items: kept, removed }
}

/** The skus to ask for, in the groups of 15 that spec 000 §7 names for the stock list. */
export function stockBatches(skus: readonly string[], size = 15): string[][] {
  const unique = [...new Set(skus.filter(Boolean))]
  const batches: string[][] = []
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size))
  return batches
}
