/**
 * The most of one product a shopper may put in the cart from the product page: the stock the
 * shop has when it manages stock and takes no backorders, and the item's maximum sale quantity.
 * Null when no such limit is known (no stock data, stock not managed, backorders allowed, or the
 * system unsure about the quantity, "volatile"): then only the input's own cap applies.
 */
export interface SaleStock {
  qty?: number | string | null
  manage_stock?: boolean | null
  backorders?: number | string | null
  max_sale_qty?: number | string | null
  stock_status?: string | null
}

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

export function maxOrderQuantity(stock: SaleStock | null | undefined): number | null {
  if (!stock || stock.stock_status === 'volatile') return null
  const limits: number[] = []
  const onHand = numberOf(stock.qty)
  if (stock.manage_stock !== false && (numberOf(stock.backorders) ?? 0) === 0 && onHand !== null)
    limits.push(Math.max(0, Math.floor(onHand)))
  const maxSale = numberOf(stock.max_sale_qty)
  if (maxSale !== null && maxSale > 0) limits.push(Math.floor(maxSale))
  return limits.length ? Math.min(...limits) : null
}
