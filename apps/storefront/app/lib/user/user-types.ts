import type { ProductOption } from '@shop/commerce'

/** The customer as `/api/user/me` answers it (contract §2); only the fields the screens use are typed. */
export interface CustomerAddress {
  id?: number
  firstname: string
  lastname: string
  company?: string | null
  vat_id?: string | null
  street: string[]
  city: string
  postcode: string
  country_id: string
  telephone?: string | null
  default_billing?: boolean
  default_shipping?: boolean
}

export interface Customer {
  id: number
  email: string
  firstname: string
  lastname: string
  group_id?: number
  groupToken?: string
  addresses: CustomerAddress[]
  [field: string]: unknown
}

export interface OrderLine {
  sku: string
  name: string
  qty_ordered: number
  price_incl_tax?: number
  row_total_incl_tax?: number
  product_type?: string
  product_id?: number
  /** the configurable parent of a child line */
  parent_sku?: string
  product_option?: ProductOption
  /** labels of the chosen options, as the order kept them */
  options?: { label: string; value: string }[]
  /** a purchaser's line discount (decision 0158); the comment only when it is for the customer */
  discount_percent?: number
  discount_comment?: string
}

export interface HistoryOrder {
  entity_id: number
  increment_id: string
  created_at: string
  status: string
  grand_total: number
  items: OrderLine[]
  [field: string]: unknown
}

/** The orders loaded so far (pages of /api/user/order-history merged by increment_id), newest first. */
export interface OrdersHistory {
  items: HistoryOrder[]
  /** the server's total_count: more pages exist while it exceeds items.length */
  total: number
}

/** spec 000 §3 "User", §4 "User session": what survives a reload (and is shared with the other tabs). */
export interface UserState {
  token: string | null
  refreshToken: string | null
  current: Customer | null
  /** orders_history of the spec: loaded with the session when there is a token */
  ordersHistory: OrdersHistory | null
}

export const EMPTY_USER: UserState = Object.freeze({
  token: null,
  refreshToken: null,
  current: null,
  ordersHistory: null,
})
