import { describe, expect, it } from 'vitest'
import {
  NO_METHOD_LIMITS,
  allowedPaymentCodes,
  isPaymentAllowed,
  isShippingAllowed,
  methodLimitsOf,
} from './allowed-methods.ts'

const trade = (payment: string[] | null, shipping: string[] | null) => ({
  backofficeCustomerId: 'D1',
  allowedPaymentMethods: payment,
  allowedShipmentMethods: shipping,
})

describe('allowed methods of a trade customer', () => {
  it('maps back-office payment codes and keeps shop codes', () => {
    expect(allowedPaymentCodes(['VB', 'or', ' Bancontact ', 'cashondelivery', 'ideal'])).toEqual([
      'ideal',
      'purchaseorder',
      'bancontact',
      'cashondelivery',
    ])
    expect(allowedPaymentCodes(null)).toBeNull()
  })

  it('limits only trade customers; null lists are no limit', () => {
    expect(methodLimitsOf(null)).toBe(NO_METHOD_LIMITS)
    expect(methodLimitsOf({ ...trade(['OR'], ['0001']), backofficeCustomerId: null })).toBe(NO_METHOD_LIMITS)
    expect(methodLimitsOf(trade(null, null))).toEqual({ payment: null, shipping: null })
    expect(methodLimitsOf(trade(['OR'], [' 0001 ']))).toEqual({
      payment: ['purchaseorder'],
      shipping: ['0001'],
    })
  })

  it('allows a provider method only when the list names it: ideal is iDEAL only', () => {
    const limits = methodLimitsOf(trade(['VB', 'OR'], null))
    expect(isPaymentAllowed('ideal', limits)).toBe(true)
    expect(isPaymentAllowed('purchaseorder', limits)).toBe(true)
    expect(isPaymentAllowed('bancontact', limits)).toBe(false)
    expect(isPaymentAllowed('cashondelivery', limits)).toBe(false)
    expect(isPaymentAllowed('bancontact', NO_METHOD_LIMITS)).toBe(true)
  })

  it('names shipping methods by method code or carrier_method', () => {
    const limits = methodLimitsOf(trade(null, ['flatrate', '0003', 'x_0009']))
    expect(isShippingAllowed({ carrierCode: 'flatrate', methodCode: 'flatrate' }, limits)).toBe(true)
    expect(isShippingAllowed({ carrierCode: '0003', methodCode: '0003' }, limits)).toBe(true)
    expect(isShippingAllowed({ carrierCode: 'x', methodCode: '0009' }, limits)).toBe(true)
    expect(isShippingAllowed({ carrierCode: '0001', methodCode: '0001' }, limits)).toBe(false)
    expect(isShippingAllowed({ carrierCode: '0001', methodCode: '0001' }, NO_METHOD_LIMITS)).toBe(true)
  })
})
