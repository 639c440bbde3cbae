import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config/config.ts'
import { amountLabel } from './payment-service.ts'
import { gatewayOfMethod, methodOfGateway } from './multisafepay-provider.ts'
import { shopperReturnUrl } from './return-url.ts'

describe('payment settings', () => {
  it('defaults to the test provider, a 10 s timeout and localhost as public URL', () => {
    const config = loadConfig({ PORT: '4123' })
    expect(config.payment).toEqual({
      provider: 'test',
      testMode: true,
      named: false,
      timeoutMs: 10_000,
      mollie: undefined,
      multisafepay: undefined,
    })
    expect(config.publicUrl).toBe('http://localhost:4123')
  })

  it('picks the MultiSafepay test or live API and trims the public URL', () => {
    const base = {
      PAYMENT_PROVIDER: 'multisafepay',
      MULTISAFEPAY_API_KEY: 'k',
      PUBLIC_URL: 'https://shop.example/',
    }
    expect(loadConfig(base).payment.multisafepay!.apiEndpoint).toBe(
      'https://testapi.multisafepay.com/v1/json/',
    )
    expect(loadConfig({ ...base, MULTISAFEPAY_ENV: 'live' }).payment.multisafepay!.apiEndpoint).toBe(
      'https://api.multisafepay.com/v1/json/',
    )
    expect(loadConfig(base).publicUrl).toBe('https://shop.example')
  })

  it('refuses wrong values by name', () => {
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_123' })).toThrow(/MOLLIE_API_KEY/)
    expect(() => loadConfig({ PAYMENT_TIMEOUT_MS: '5' })).toThrow(/PAYMENT_TIMEOUT_MS/)
    expect(() => loadConfig({ MULTISAFEPAY_ENV: 'prod' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_URL: 'shop' })).toThrow(/PUBLIC_URL/)
  })
})

describe('shopperReturnUrl', () => {
  const tokens = { orderToken: 'ot123', paymentToken: 'pt456' }
  it('appends the order token to an /order-status/ path (also under a store prefix)', () => {
    expect(shopperReturnUrl('https://s.example/order-status/', tokens, false)).toBe(
      'https://s.example/order-status/ot123',
    )
    expect(shopperReturnUrl('https://s.example/de/order-status', tokens, true)).toBe(
      'https://s.example/de/order-status/ot123',
    )
  })
  it('gives /orderstatus the order token, and the transactionid unless the provider adds it', () => {
    expect(shopperReturnUrl('https://s.example/orderstatus?x=1', tokens, false)).toBe(
      'https://s.example/orderstatus?x=1&order_token=ot123&transactionid=pt456',
    )
    expect(shopperReturnUrl('https://s.example/orderstatus', tokens, true)).toBe(
      'https://s.example/orderstatus?order_token=ot123',
    )
  })
  it('adds only the transactionid to other pages, unless the provider adds it', () => {
    expect(shopperReturnUrl('https://s.example/checkout/done', tokens, false)).toBe(
      'https://s.example/checkout/done?transactionid=pt456',
    )
    expect(shopperReturnUrl('https://s.example/checkout/done', tokens, true)).toBe(
      'https://s.example/checkout/done',
    )
  })
})

describe('amounts and gateway codes', () => {
  it('labels amounts as the payment create response does', () => {
    expect(amountLabel(74900, 'EUR')).toBe('EUR 749.00')
    expect(amountLabel(123456, 'EUR')).toBe('EUR 1234.56')
    expect(amountLabel(5, 'EUR')).toBe('EUR 0.05')
  })
  it('maps MultiSafepay gateways to the method codes the shop uses and back', () => {
    expect(methodOfGateway('IDEAL')).toBe('ideal')
    expect(methodOfGateway('MISTERCASH')).toBe('bancontact')
    expect(gatewayOfMethod('bancontact')).toBe('MISTERCASH')
    expect(gatewayOfMethod('creditcard')).toBe('CREDITCARD')
  })
})
