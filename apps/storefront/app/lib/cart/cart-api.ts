/**
 * The cart calls of contract §3, through the one network-task client. The user token comes from
 * whoever owns the session (user/session.ts) via setUserTokenSource; guests send it empty.
 */
import { networkTask, setCartIdSource, type TaskResult } from '../network-task.ts'
import { getUser } from '../user/user-store.ts'
import { purchaserCartBody } from '../purchaser/purchaser-store.ts'
import { getCart } from './cart-store.ts'
import { cartStoreCode } from './cart-store-code.ts'
import type { CartItem, PlatformTotals, ServerCartItem } from './cart-types.ts'

// the stored token from the start: the session code (which also sets this) loads after hydration,
// and a cart call sent before it must still be the customer's (decision 0035)
let userTokenSource: () => string | null = () => getUser().token

// a cart change queued offline goes with the cart id of the moment it is sent (lib/sync-task)
setCartIdSource(() => getCart().cartServerToken)

export function setUserTokenSource(source: () => string | null): void {
  userTokenSource = source
}

export function userToken(): string | null {
  return userTokenSource()
}

// the store view of the page: set by the layout (cart-store-code.ts)
export { cartStoreCode, setCartStoreCode } from './cart-store-code.ts'

function cartCall<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
) {
  return networkTask<T>({
    url: `/api/cart/${path}`,
    method: init.method ?? 'GET',
    body: init.body,
    query: init.query,
    cartCall: true,
    token: userToken(),
    cartId: getCart().cartServerToken,
    storeCode: cartStoreCode() || undefined,
  })
}

export function createCart(guest: boolean): Promise<TaskResult<string | number>> {
  return networkTask({
    url: '/api/cart/create',
    method: 'POST',
    // a purchaser's apart cart for the customer (spec 001 §4; the query also names the purchaser)
    body: guest ? undefined : purchaserCartBody(),
    token: guest ? '' : userToken(),
    storeCode: cartStoreCode() || undefined,
  })
}

export const pullCart = () => cartCall<ServerCartItem[]>('pull')

/** The update body of contract §3: the line's own sku, its options, item_id when known. */
export function updateBody(item: CartItem, cartId: string) {
  return {
    cartItem: {
      sku: item.sku,
      qty: item.qty,
      ...(item.server_item_id !== undefined ? { item_id: item.server_item_id } : {}),
      quoteId: item.server_cart_id ?? cartId,
      ...(item.product_option ? { product_option: item.product_option } : {}),
    },
  }
}

export const updateCartItem = (item: CartItem) =>
  cartCall<ServerCartItem | string>('update', {
    method: 'POST',
    body: updateBody(item, getCart().cartServerToken ?? ''),
  })

export const deleteCartItem = (line: { sku: string; item_id?: number }) =>
  cartCall<boolean | string>('delete', {
    method: 'POST',
    body: { cartItem: { sku: line.sku, item_id: line.item_id, quoteId: getCart().cartServerToken } },
  })

export const fetchTotals = () => cartCall<PlatformTotals>('totals')

export const applyCouponCall = (coupon: string) =>
  cartCall<boolean | string>('apply-coupon', { method: 'POST', query: { coupon } })

export const deleteCouponCall = () => cartCall<boolean | string>('delete-coupon', { method: 'POST' })

export interface ShippingMethod {
  carrier_code: string
  method_code: string
  carrier_title?: string
  method_title: string
  amount: number
  price_incl_tax: number
  available?: boolean
}

export interface PaymentMethod {
  code: string
  title: string
}

export interface CartAddress {
  region: string
  region_id: number
  country_id: string
  street: string[]
  postcode: string
  city: string
  region_code: string
}

export const shippingMethodsCall = (address: CartAddress) =>
  cartCall<ShippingMethod[]>('shipping-methods', { method: 'POST', body: { address } })

export const paymentMethodsCall = () => cartCall<PaymentMethod[]>('payment-methods')

export interface ShippingInformation {
  addressInformation: {
    shippingAddress: Record<string, unknown>
    billingAddress: Record<string, unknown>
    shippingCarrierCode: string
    shippingMethodCode: string
  }
}

export const shippingInformationCall = (body: ShippingInformation) =>
  cartCall<{ payment_methods?: PaymentMethod[]; totals?: PlatformTotals } & Partial<PlatformTotals>>(
    'shipping-information',
    { method: 'POST', body },
  )

export const cartUpdatedCall = () => cartCall<{ cart_id: string; updated_at: string }>('updated')
