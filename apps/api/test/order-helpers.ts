/** Shared steps of the order tests: a cart with lines, and an order body as VSF posts it. */
import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { call } from './test-app.ts'

export const address = (over: Record<string, unknown> = {}) => ({
  region: '',
  region_id: 0,
  country_id: 'NL',
  street: ['Stationsweg', '12'],
  company: '',
  telephone: '0612345678',
  postcode: '3511AA',
  city: 'Utrecht',
  firstname: 'Jan',
  lastname: 'de Vries',
  email: 'jan@example.test',
  region_code: '',
  ...over,
})

/** A cart with these lines, as the storefront makes it: a guest's, or with `token` a customer's own. */
export async function cartWith(
  app: FastifyInstance,
  lines: { sku: string; qty: number }[],
  store = '',
  token = '',
) {
  const storeParam = store ? `&storeCode=${store}` : ''
  const created = await call(app, 'POST', `/api/cart/create?token=${token}${storeParam}`)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const cartId = String(created.body.result)
  for (const line of lines) {
    const res = await call(app, 'POST', `/api/cart/update?token=${token}&cartId=${cartId}${storeParam}`, {
      cartItem: line,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  return cartId
}

export function orderBody(
  cartId: string,
  products: { sku: string; qty: number; price?: number; price_incl_tax?: number }[],
  over: Record<string, unknown> = {},
) {
  return {
    user_id: '',
    cart_id: cartId,
    store_code: '',
    transmited: true,
    products: products.map((p) => ({ price: 1, price_incl_tax: 1, name: 'tampered', ...p })),
    addressInformation: {
      billingAddress: address(),
      shippingAddress: address(),
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'ideal',
      payment_method_additional: { issuer: 'ideal_INGBNL2A' },
      shippingExtraFields: {},
    },
    ...over,
  }
}
