/**
 * The cart's shapes (spec 000 §3 "Cart state", "Cart item", "Cart totals"; wire shapes from
 * contract §3). Client lines carry what the microcart shows before the server's totals arrive.
 */
import type { ProductOption } from '@shop/commerce'

export interface ItemOptionLabel {
  label: string
  value: string
}

/** A line of GET /api/cart/totals `items` (options already parsed from their JSON string). */
export interface TotalsItem {
  item_id: number
  qty: number
  price: number
  price_incl_tax: number
  row_total: number
  row_total_incl_tax: number
  tax_amount?: number
  tax_percent?: number
  discount_amount?: number
  /** a purchaser's line discount in percent (decision 0158); 0 or absent: none */
  discount_percent?: number
  row_total_with_discount?: number
  row_total_with_discount_incl_tax?: number
  /** the purchaser's comment when it is meant for the customer */
  discount_comment?: string
  options?: ItemOptionLabel[]
  name?: string
}

export interface TotalSegment {
  code: string
  title: string
  value: number
  area?: string
}

export interface PlatformTotals {
  grand_total: number
  subtotal: number
  subtotal_incl_tax?: number
  discount_amount?: number
  shipping_amount?: number
  shipping_incl_tax?: number
  tax_amount?: number
  coupon_code?: string
  items_qty?: number
  items?: TotalsItem[]
  total_segments?: TotalSegment[]
}

export interface CartItem {
  /** the child sku for a configurable product, else the product's */
  sku: string
  parentSku?: string
  name: string
  qty: number
  /** the quantity the server last confirmed; restored when it refuses a change */
  prev_qty?: number
  /** unit price incl. tax as the catalogue showed it; the server's totals override it */
  price_incl_tax: number
  type_id: string
  image?: string
  /** product page path inside the store view, without the /de prefix */
  path?: string
  product_option?: ProductOption
  /** labels of the chosen options, for display */
  options?: ItemOptionLabel[]
  checksum: string
  server_item_id?: number
  server_cart_id?: string
  totals?: TotalsItem
  is_in_stock?: boolean
  info?: { stock?: string }
  errors?: { stock?: string }
}

/** A line as GET /api/cart/pull and POST /api/cart/update return it. */
export interface ServerCartItem {
  item_id: number
  sku: string
  qty: number
  name?: string
  price?: number
  product_type?: string
  quote_id?: string | number
  product_option?: ProductOption
}

export interface CartState {
  /** the server cart id (`cartId` in every cart call); null when not connected */
  cartServerToken: string | null
  /** cart hash at the last successful sync */
  cartItemsHash: string | null
  cartItems: CartItem[]
  platformTotals: PlatformTotals | null
  platformTotalSegments: TotalSegment[] | null
  couponCode: string | null
  shippingMethodCode: string | null
  paymentMethodCode: string | null
  cartServerLastSyncDate: number | null
  cartServerLastTotalsSyncDate: number | null
  connectBypassCount: number
  /** the server's last-update time of the cart at the last auto-sync check (spec 001 §4) */
  cartServerLastUpdate: string | null
  /** false after the guest bypass gave up: the cart then stays local */
  syncEnabled: boolean
}

export const EMPTY_CART: CartState = Object.freeze({
  cartServerToken: null,
  cartItemsHash: null,
  cartItems: [],
  platformTotals: null,
  platformTotalSegments: null,
  couponCode: null,
  shippingMethodCode: null,
  paymentMethodCode: null,
  cartServerLastSyncDate: null,
  cartServerLastTotalsSyncDate: null,
  connectBypassCount: 0,
  cartServerLastUpdate: null,
  syncEnabled: true,
}) as CartState
