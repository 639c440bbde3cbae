/** The order-list wire of /api/orderlist (COMMON contract, spec 001 §7 "Order lists"). */

export interface OrderListSummary {
  list_id: number
  name: string
  item_count: number
  created_by_purchaser: number | null
  updated_at: string
}

/** One line of a list: the product (or the chosen child of a configurable) with its default amount. */
export interface OrderListItem {
  item_id: number
  entity_id: number
  sku: string
  child_sku: string | null
  child_data: { sku?: string; [key: string]: unknown } | null
  name: string
  url_path?: string | null
  image?: string | null
  default_amount: number
  position: number
  type_id?: string
  /** '1' when the product (the variant, when chosen) can be ordered now */
  is_salable?: '1' | '0'
  /** as render-list answers it for the caller (incl. tax; excl. under tax_adjustments) */
  price_info?: {
    final_price?: number | null
    regular_price?: number | null
    special_price?: number | null
  } | null
  [field: string]: unknown
}

/** The sku that goes into the cart for a line: the chosen variant's, else the product's. */
export function lineSku(item: Pick<OrderListItem, 'sku' | 'child_sku' | 'child_data'>): string {
  return item.child_sku || item.child_data?.sku || item.sku
}

/** The catalogue price fields ProductPrice reads (incl. tax), from the line's render-list prices. */
export function itemPrices(item: Pick<OrderListItem, 'price_info'>) {
  const info = item.price_info
  return {
    final_price_incl_tax: info?.final_price ?? null,
    price_incl_tax: info?.regular_price ?? null,
    original_price_incl_tax: info?.regular_price ?? null,
    special_price_incl_tax: info?.special_price ?? null,
  }
}

/** A call's outcome: the answer, or the server's message (shown as it came, spec 001 §8). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: number; message: string }
