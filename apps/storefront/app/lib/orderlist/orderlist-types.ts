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
  price?: number | null
  price_incl_tax?: number | null
  final_price?: number | null
  final_price_incl_tax?: number | null
  original_price_incl_tax?: number | null
  special_price_incl_tax?: number | null
  stock?: { is_in_stock?: boolean; qty?: number } | null
  [field: string]: unknown
}

/** The sku that goes into the cart for a line: the chosen variant's, else the product's. */
export function lineSku(item: Pick<OrderListItem, 'sku' | 'child_sku' | 'child_data'>): string {
  return item.child_sku || item.child_data?.sku || item.sku
}

/** A call's outcome: the answer, or the server's message (shown as it came, spec 001 §8). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: number; message: string }
