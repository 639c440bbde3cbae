/**
 * The stock item as the Vue Storefront client reads it (contract §5, Magento's stock item), plus
 * the two fields our spec adds: `product_sku` (000 §7 lists it in the result) and `stock_status`
 * (000 §3/§4: ok, volatile or out_of_stock).
 */

export type StockStatus = 'ok' | 'volatile' | 'out_of_stock'

/** One stock_item row joined with its product's sku; numeric columns arrive as decimal text. */
export interface StockRow {
  productId: number
  sku: string
  qty: string
  isInStock: boolean
  manageStock: boolean
  backorders: number
  minSaleQty: string
  maxSaleQty: string
  notifyStockQty: string
}

export interface StockItemResult {
  item_id: number
  product_id: number
  product_sku: string
  stock_id: 1
  qty: number
  is_in_stock: boolean
  stock_status: StockStatus
  is_qty_decimal: false
  show_default_notification_message: false
  use_config_min_qty: true
  min_qty: 0
  /** Magento sends this one flag as a number, the others as booleans */
  use_config_min_sale_qty: 0 | 1
  min_sale_qty: number
  use_config_max_sale_qty: boolean
  max_sale_qty: number
  use_config_backorders: boolean
  backorders: number
  use_config_notify_stock_qty: boolean
  notify_stock_qty: number
  use_config_qty_increments: true
  qty_increments: 0
  use_config_enable_qty_inc: true
  enable_qty_increments: false
  use_config_manage_stock: boolean
  manage_stock: boolean
  low_stock_date: null
  is_decimal_divided: false
  stock_status_changed_auto: 0
}

// Magento's configuration defaults; a row equal to them reports use_config_* = true like Magento.
const DEFAULTS = { minSaleQty: 1, maxSaleQty: 10000, backorders: 0, notifyStockQty: 1, manageStock: true }

/**
 * - out_of_stock: stock is managed and the item is flagged out of stock, or has nothing left and
 *   no backorders;
 * - volatile: it can be sold but the figure is not reliable for the shopper: sold on backorder
 *   (nothing left) or at/below the notify threshold, where a concurrent order may take the last
 *   units (the client then warns "pre-reservation", 000 §8);
 * - ok: enough stock, or stock not managed at all.
 */
export function stockStatus(
  row: Pick<StockRow, 'isInStock' | 'manageStock' | 'backorders' | 'qty' | 'notifyStockQty'>,
): StockStatus {
  if (!row.manageStock) return 'ok'
  const qty = Number(row.qty)
  if (!row.isInStock || (qty <= 0 && row.backorders === 0)) return 'out_of_stock'
  if (qty <= 0 || qty <= Number(row.notifyStockQty)) return 'volatile'
  return 'ok'
}

export function toStockItemResult(row: StockRow): StockItemResult {
  const minSaleQty = Number(row.minSaleQty)
  const maxSaleQty = Number(row.maxSaleQty)
  const notifyStockQty = Number(row.notifyStockQty)
  return {
    item_id: row.productId,
    product_id: row.productId,
    product_sku: row.sku,
    stock_id: 1,
    qty: Number(row.qty),
    is_in_stock: row.isInStock,
    stock_status: stockStatus(row),
    is_qty_decimal: false,
    show_default_notification_message: false,
    use_config_min_qty: true,
    min_qty: 0,
    use_config_min_sale_qty: minSaleQty === DEFAULTS.minSaleQty ? 1 : 0,
    min_sale_qty: minSaleQty,
    use_config_max_sale_qty: maxSaleQty === DEFAULTS.maxSaleQty,
    max_sale_qty: maxSaleQty,
    use_config_backorders: row.backorders === DEFAULTS.backorders,
    backorders: row.backorders,
    use_config_notify_stock_qty: notifyStockQty === DEFAULTS.notifyStockQty,
    notify_stock_qty: notifyStockQty,
    use_config_qty_increments: true,
    qty_increments: 0,
    use_config_enable_qty_inc: true,
    enable_qty_increments: false,
    use_config_manage_stock: row.manageStock === DEFAULTS.manageStock,
    manage_stock: row.manageStock,
    low_stock_date: null,
    is_decimal_divided: false,
    stock_status_changed_auto: 0,
  }
}
