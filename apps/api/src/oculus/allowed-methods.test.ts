import { describe, expect, it } from 'vitest'
import { DEFAULT_PAYMENT_METHODS, DEFAULT_SHIPPING_METHODS } from '@shop/commerce'
import { allowedPaymentCodes, allowedShippingMethods } from './allowed-methods.ts'

describe('allowedPaymentCodes', () => {
  it('offers every enabled method without a list, purchase order only to business customers', () => {
    expect(allowedPaymentCodes(DEFAULT_PAYMENT_METHODS, null, true)).toEqual([
      'ideal',
      'purchaseorder',
      'cashondelivery',
    ])
    expect(allowedPaymentCodes(DEFAULT_PAYMENT_METHODS, null, false)).toEqual(['ideal', 'cashondelivery'])
  })

  it('narrows to the allowed list, in shop or back-office codes', () => {
    expect(allowedPaymentCodes(DEFAULT_PAYMENT_METHODS, ['purchaseorder'], true)).toEqual(['purchaseorder'])
    expect(allowedPaymentCodes(DEFAULT_PAYMENT_METHODS, ['VB', 'or'], true)).toEqual([
      'ideal',
      'purchaseorder',
    ])
    expect(allowedPaymentCodes(DEFAULT_PAYMENT_METHODS, ['CashOnDelivery'], true)).toEqual(['cashondelivery'])
    expect(allowedPaymentCodes(DEFAULT_PAYMENT_METHODS, [], true)).toEqual([])
  })

  it('never offers a switched-off method', () => {
    const off = DEFAULT_PAYMENT_METHODS.map((m) => (m.code === 'ideal' ? { ...m, enabled: false } : m))
    expect(allowedPaymentCodes(off, ['ideal', 'purchaseorder'], true)).toEqual(['purchaseorder'])
  })
})

describe('allowedShippingMethods', () => {
  it('keeps the configured order and only the allowed codes', () => {
    const codes = (list: readonly string[] | null) =>
      allowedShippingMethods(DEFAULT_SHIPPING_METHODS, list).map((m) => m.methodCode)
    expect(codes(null)).toHaveLength(DEFAULT_SHIPPING_METHODS.length)
    expect(codes(['0009', 'flatrate', '0001', 'nope'])).toEqual(['flatrate', '0001', '0009'])
  })
})
