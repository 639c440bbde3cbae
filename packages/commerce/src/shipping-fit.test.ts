import { describe, expect, it } from 'vitest'
import { methodFits, sizeClassOf, DEFAULT_SHIPPING_FIT } from './shipping-fit.ts'
import { DEFAULT_SHIPPING_METHODS, shippingMethodsFor } from './shipping-method.ts'
import { DEFAULT_PAYMENT_METHODS, paymentMethodsFor } from './payment-method.ts'

const codes = (country: string, classes: ('letterbox' | 'parcel' | 'bicycle')[], business = false) =>
  shippingMethodsFor(DEFAULT_SHIPPING_METHODS, country, 'nl', true, { classes, business }).map(
    (m) => m.method_code,
  )

describe('size classes from weight', () => {
  it('puts small parts in the letterbox, accessories in parcels and bikes in the bicycle class', () => {
    expect(sizeClassOf(0.05)).toBe('letterbox')
    expect(sizeClassOf(0.2)).toBe('letterbox')
    expect(sizeClassOf(0.21)).toBe('parcel')
    expect(sizeClassOf(4.5)).toBe('parcel')
    expect(sizeClassOf(6)).toBe('bicycle')
    expect(sizeClassOf(26)).toBe('bicycle')
  })
  it('treats an unknown weight as a parcel', () => {
    expect(sizeClassOf(null)).toBe('parcel')
    expect(sizeClassOf(0)).toBe('parcel')
    expect(sizeClassOf(Number.NaN)).toBe('parcel')
  })
})

describe('methods that carry the cart', () => {
  it('never offers letterbox, pallet or courier parcels for a bicycle to a consumer', () => {
    expect(codes('NL', ['bicycle', 'letterbox'])).toEqual(['0001', '0004', '0008', '0009'])
  })
  it('offers pallets and the own carrier to business customers only', () => {
    expect(codes('NL', ['bicycle'], true)).toEqual(['0001', '0003', '0004', '0008', '0009', '0010'])
    expect(codes('NL', ['parcel'])).not.toContain('0003')
    expect(codes('NL', ['parcel'])).not.toContain('0010')
  })
  it('offers the letterbox only when every line fits it, and bicycle delivery only with a bicycle', () => {
    expect(codes('NL', ['letterbox', 'letterbox'])).toContain('0002')
    expect(codes('NL', ['letterbox', 'parcel'])).not.toContain('0002')
    expect(codes('NL', ['parcel'])).toEqual([
      'flatrate',
      '0001',
      '0005',
      '0006',
      '0007',
      '0008',
      '0009',
      '0011',
    ])
  })
  it('leaves a German consumer with a bicycle at least one method', () => {
    expect(codes('DE', ['bicycle'])).toEqual(['0008'])
  })
  it('lets every default code reach some cart', () => {
    for (const [code, fit] of Object.entries(DEFAULT_SHIPPING_FIT)) {
      const fits = (['letterbox', 'parcel', 'bicycle'] as const).some((c) =>
        methodFits(fit, { classes: [c], business: true }),
      )
      expect(fits, code).toBe(true)
    }
  })
})

describe('purchase order for business customers only', () => {
  const pay = (business?: boolean) =>
    paymentMethodsFor(DEFAULT_PAYMENT_METHODS, { language: 'nl', virtualOnly: false, business }).map(
      (m) => m.code,
    )
  it('hides Inkooporder from guests and consumers', () => {
    expect(pay(false)).toEqual(['ideal', 'cashondelivery'])
  })
  it('offers it to business customers', () => {
    expect(pay(true)).toEqual(['ideal', 'purchaseorder', 'cashondelivery'])
  })
})
