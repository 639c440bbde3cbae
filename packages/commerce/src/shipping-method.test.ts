import { describe, expect, it } from 'vitest'
import {
  CUSTOM_SHIPPING_CODES,
  DEFAULT_SHIPPING_METHODS,
  findShippingMethod,
  isShippedFree,
  shippingMethodsFor,
  shippingPriceInclTaxCents,
  type ShippingMethodConfig,
} from './shipping-method.ts'

describe('shipping methods', () => {
  it('offers the courier flatrate at 4.00 excl. / 5.00 incl. first', () => {
    expect(shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'NL', 'nl')[0]).toEqual({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      carrier_title: 'Koerier',
      method_title: 'Vaste prijs',
      amount: 4,
      base_amount: 4,
      available: true,
      error_message: '',
      price_excl_tax: 4,
      price_incl_tax: 5,
    })
    expect(shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'de', 'de')[0]).toMatchObject({
      carrier_title: 'Kurier',
    })
  })

  it('offers the eleven custom codes 0001-0011 by default, named in Dutch and German (decision 0044)', () => {
    expect(CUSTOM_SHIPPING_CODES).toEqual([
      '0001',
      '0002',
      '0003',
      '0004',
      '0005',
      '0006',
      '0007',
      '0008',
      '0009',
      '0010',
      '0011',
    ])
    const nl = shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'NL', 'nl')
    expect(nl.map((m) => m.method_code)).toEqual(['flatrate', ...CUSTOM_SHIPPING_CODES])
    const de = shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'NL', 'de')
    for (const [i, method] of nl.entries()) {
      expect(method.carrier_title, method.method_code).not.toBe('')
      expect(method.method_title, method.method_code).not.toBe('')
      expect(de[i]!.method_title, method.method_code).not.toBe(method.method_title)
      // the net amount shown is the price without 21 % Dutch tax (the flatrate's are the spec's 4 / 5)
      if (method.method_code !== 'flatrate')
        expect(Math.abs(method.price_excl_tax * 1.21 - method.price_incl_tax)).toBeLessThanOrEqual(0.01)
    }
    expect(nl.find((m) => m.method_code === '0003')).toMatchObject({
      carrier_title: 'Pallet',
      price_excl_tax: 40,
      price_incl_tax: 48.4,
    })
    expect(de.find((m) => m.method_code === '0001')).toMatchObject({
      carrier_title: 'Abholung',
      method_title: 'In unserem Lager',
      price_incl_tax: 0,
    })
  })

  it('offers each custom code only where it ships', () => {
    const codes = (country: string) =>
      shippingMethodsFor(DEFAULT_SHIPPING_METHODS, country, 'nl').map((m) => m.method_code)
    expect(codes('BE')).toEqual(['flatrate', '0003', '0004', '0006', '0007', '0008', '0009', '0010'])
    expect(codes('DE')).toEqual(['flatrate', '0003', '0007', '0008', '0010'])
    expect(codes('at')).toEqual(['flatrate', '0003', '0008', '0010'])
  })

  it('finds a code only while it is enabled, at its configured price', () => {
    const pallet = findShippingMethod(DEFAULT_SHIPPING_METHODS, '0003', '0003')!
    expect(shippingPriceInclTaxCents(pallet)).toBe(4840)
    const configured: ShippingMethodConfig[] = DEFAULT_SHIPPING_METHODS.map((m) =>
      m.methodCode === '0003' ? { ...m, enabled: false } : m,
    )
    expect(findShippingMethod(configured, '0003', '0003')).toBeNull()
    expect(shippingMethodsFor(configured, 'NL', 'nl').map((m) => m.method_code)).not.toContain('0003')
  })

  it('offers nothing for a cart that needs no shipping', () => {
    expect(shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'NL', 'nl', false)).toEqual([])
  })

  it('ships free from the method free amount of goods incl. tax, and only then (decision 0089)', () => {
    const courier = { ...DEFAULT_SHIPPING_METHODS[0]!, freeFrom: 50 }
    expect(isShippedFree(courier, 4999)).toBe(false)
    expect(isShippedFree(courier, 5000)).toBe(true)
    expect(isShippedFree(courier, undefined)).toBe(false)
    // the demo courier ships free from 75.00 (the trust bar's promise)
    expect(isShippedFree(DEFAULT_SHIPPING_METHODS[0]!, 7499)).toBe(false)
    expect(isShippedFree(DEFAULT_SHIPPING_METHODS[0]!, 7500)).toBe(true)
    expect(isShippedFree({ ...courier, freeFrom: undefined }, 1_000_000)).toBe(false)
    expect(shippingPriceInclTaxCents(courier, 4999)).toBe(500)
    expect(shippingPriceInclTaxCents(courier, 5000)).toBe(0)
    const offer = (goods: number) => shippingMethodsFor([courier], 'NL', 'nl', true, undefined, goods)[0]!
    expect(offer(4999)).toMatchObject({ amount: 4, price_excl_tax: 4, price_incl_tax: 5 })
    expect(offer(5000)).toMatchObject({ amount: 0, base_amount: 0, price_excl_tax: 0, price_incl_tax: 0 })
  })
})
