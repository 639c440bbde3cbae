import { describe, expect, it } from 'vitest'
import { DEFAULT_PAYMENT_METHODS, DEFAULT_SHIPPING_METHODS, methodLimitsOf } from '@shop/commerce'

const limits = (payment: string[] | null, shipping: string[] | null = null) =>
  methodLimitsOf({
    backofficeCustomerId: 'D1',
    allowedPaymentMethods: payment,
    allowedShipmentMethods: shipping,
  })
import { offeredPaymentCodes, offeredShippingMethods } from './allowed-methods.ts'

describe('offeredPaymentCodes', () => {
  it('offers every enabled method without a list, purchase order only to business customers', () => {
    expect(offeredPaymentCodes(DEFAULT_PAYMENT_METHODS, limits(null), true)).toEqual([
      'ideal',
      'purchaseorder',
      'cashondelivery',
    ])
    expect(offeredPaymentCodes(DEFAULT_PAYMENT_METHODS, limits(null), false)).toEqual([
      'ideal',
      'cashondelivery',
    ])
  })

  it('narrows to the allowed list, in shop or back-office codes', () => {
    expect(offeredPaymentCodes(DEFAULT_PAYMENT_METHODS, limits(['purchaseorder']), true)).toEqual([
      'purchaseorder',
    ])
    expect(offeredPaymentCodes(DEFAULT_PAYMENT_METHODS, limits(['VB', 'or']), true)).toEqual([
      'ideal',
      'purchaseorder',
    ])
    expect(offeredPaymentCodes(DEFAULT_PAYMENT_METHODS, limits(['CashOnDelivery']), true)).toEqual([
      'cashondelivery',
    ])
    expect(offeredPaymentCodes(DEFAULT_PAYMENT_METHODS, limits([]), true)).toEqual([])
  })

  it('never offers a switched-off method', () => {
    const off = DEFAULT_PAYMENT_METHODS.map((m) => (m.code === 'ideal' ? { ...m, enabled: false } : m))
    expect(offeredPaymentCodes(off, limits(['ideal', 'purchaseorder']), true)).toEqual(['purchaseorder'])
  })
})

describe('offeredShippingMethods', () => {
  it('keeps the configured order and only the allowed codes', () => {
    const codes = (list: string[] | null) =>
      offeredShippingMethods(DEFAULT_SHIPPING_METHODS, limits(null, list)).map((m) => m.methodCode)
    expect(codes(null)).toHaveLength(DEFAULT_SHIPPING_METHODS.length)
    expect(codes(['0009', 'flatrate', '0001', 'nope'])).toEqual(['flatrate', '0001', '0009'])
  })
})
