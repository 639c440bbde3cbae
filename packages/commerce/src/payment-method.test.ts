import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PAYMENT_METHODS,
  mapBackOfficePaymentCode,
  paymentMethodsFor,
  purchaseOrderNumber,
} from './payment-method.ts'

describe('payment methods', () => {
  it('lists the configured methods with titles in the store language', () => {
    expect(paymentMethodsFor(DEFAULT_PAYMENT_METHODS, { language: 'nl', virtualOnly: false })).toEqual([
      { code: 'ideal', title: 'iDEAL' },
      { code: 'purchaseorder', title: 'Inkooporder' },
      { code: 'cashondelivery', title: 'Rembours' },
    ])
    expect(paymentMethodsFor(DEFAULT_PAYMENT_METHODS, { language: 'de', virtualOnly: false })[2]).toEqual({
      code: 'cashondelivery',
      title: 'Nachnahme',
    })
  })

  it('hides cash on delivery for virtual-only carts', () => {
    const codes = paymentMethodsFor(DEFAULT_PAYMENT_METHODS, { language: 'nl', virtualOnly: true }).map(
      (m) => m.code,
    )
    expect(codes).toEqual(['ideal', 'purchaseorder'])
  })

  it('maps back-office codes VB -> ideal and OR -> purchaseorder, and restricts to them', () => {
    expect(mapBackOfficePaymentCode('VB')).toBe('ideal')
    expect(mapBackOfficePaymentCode('or')).toBe('purchaseorder')
    expect(mapBackOfficePaymentCode('ideal')).toBe('ideal')
    expect(mapBackOfficePaymentCode('XX')).toBeNull()
    const codes = paymentMethodsFor(DEFAULT_PAYMENT_METHODS, {
      language: 'nl',
      virtualOnly: false,
      allowedBackOfficeCodes: ['OR'],
    }).map((m) => m.code)
    expect(codes).toEqual(['purchaseorder'])
  })

  it('skips disabled methods', () => {
    const methods = DEFAULT_PAYMENT_METHODS.map((m) => (m.code === 'ideal' ? { ...m, enabled: false } : m))
    expect(
      paymentMethodsFor(methods, { language: 'nl', virtualOnly: false }).map((m) => m.code),
    ).not.toContain('ideal')
  })

  it('defaults an empty purchase-order number to 000000000', () => {
    expect(purchaseOrderNumber(undefined)).toBe('000000000')
    expect(purchaseOrderNumber('  ')).toBe('000000000')
    expect(purchaseOrderNumber(' PO-77 ')).toBe('PO-77')
  })
})
