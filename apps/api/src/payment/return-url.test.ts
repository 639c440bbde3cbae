import { describe, expect, it } from 'vitest'
import { isShopReturnUrl, shopperReturnUrl } from './return-url.ts'

describe('the shopper returns only to the shop itself (issue 14, finding 10)', () => {
  const shop = 'https://shop.example'

  it.each([
    'https://shop.example/order-status/',
    'https://shop.example/de/orderstatus',
    'https://SHOP.example:443/order-status/',
  ])('accepts %s on the PUBLIC_URL origin', (url) => {
    expect(isShopReturnUrl(url, shop)).toBe(true)
  })

  it.each([
    ['another site', 'https://evil.example/order-status/'],
    ['a look-alike subdomain', 'https://shop.example.evil.example/order-status/'],
    ['a subdomain of the shop', 'https://pay.shop.example/order-status/'],
    ['plain http for an https shop', 'http://shop.example/order-status/'],
    ['another port', 'https://shop.example:8443/order-status/'],
    ['credentials before the host', 'https://shop.example@evil.example/order-status/'],
    ['credentials on the shop host', 'https://user:pw@shop.example/order-status/'],
    ['not a URL', 'order-status'],
    ['a protocol-relative URL', '//evil.example/order-status/'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses %s', (_name, url) => {
    expect(isShopReturnUrl(url, shop)).toBe(false)
  })

  it('treats the loopback names of a local shop as the same origin, on the same port only', () => {
    const local = 'http://localhost:3000'
    expect(isShopReturnUrl('http://127.0.0.1:3000/order-status/', local)).toBe(true)
    expect(isShopReturnUrl('http://[::1]:3000/order-status/', local)).toBe(true)
    expect(isShopReturnUrl('http://localhost:3000/order-status/', local)).toBe(true)
    expect(isShopReturnUrl('http://127.0.0.1:3001/order-status/', local)).toBe(false)
    expect(isShopReturnUrl('https://127.0.0.1:3000/order-status/', local)).toBe(false)
    // a public shop does not accept loopback addresses
    expect(isShopReturnUrl('http://localhost:3000/order-status/', shop)).toBe(false)
  })
})

describe('the return address names the order for /orderstatus (001 §7, issue 21)', () => {
  const tokens = { orderToken: 'a'.repeat(48), paymentToken: 'b'.repeat(32) }

  it('adds the order token and the payment token to origin + /orderstatus', () => {
    const url = new URL(shopperReturnUrl('https://shop.example/orderstatus', tokens, false))
    expect(url.pathname).toBe('/orderstatus')
    expect(url.searchParams.get('order_token')).toBe(tokens.orderToken)
    expect(url.searchParams.get('transactionid')).toBe(tokens.paymentToken)
  })

  it('keeps the German store prefix', () => {
    expect(shopperReturnUrl('https://shop.example/de/orderstatus', tokens, false)).toBe(
      `https://shop.example/de/orderstatus?order_token=${tokens.orderToken}&transactionid=${tokens.paymentToken}`,
    )
  })

  it('leaves transactionid to a provider that appends its own', () => {
    expect(shopperReturnUrl('https://shop.example/orderstatus', tokens, true)).toBe(
      `https://shop.example/orderstatus?order_token=${tokens.orderToken}`,
    )
  })

  it('overrides an order_token the client put there itself', () => {
    const url = new URL(shopperReturnUrl('https://shop.example/orderstatus?order_token=other', tokens, true))
    expect(url.searchParams.getAll('order_token')).toEqual([tokens.orderToken])
  })

  it('still puts the order token in the path of the old /order-status/ page', () => {
    expect(shopperReturnUrl('https://shop.example/de/order-status/', tokens, false)).toBe(
      `https://shop.example/de/order-status/${tokens.orderToken}`,
    )
  })

  it('gives any other shop page only the transaction id', () => {
    expect(shopperReturnUrl('https://shop.example/checkout', tokens, false)).toBe(
      `https://shop.example/checkout?transactionid=${tokens.paymentToken}`,
    )
  })
})
