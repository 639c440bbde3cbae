import { describe, expect, it } from 'vitest'
import {
  CUSTOM_SHIPPING_CODES,
  DEFAULT_SHIPPING_METHODS,
  findShippingMethod,
  shippingMethodsFor,
  shippingPriceInclTaxCents,
  type ShippingMethodConfig,
} from './shipping-method.ts'

describe('shipping methods', () => {
  it('offers the courier flatrate at 4.00 excl. / 5.00 incl. by default', () => {
    expect(shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'NL', 'nl')).toEqual([
      {
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
      },
    ])
    expect(shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'de', 'de')[0]).toMatchObject({
      carrier_title: 'Kurier',
    })
  })

  it('knows the eleven custom codes 0001-0011, off until configured', () => {
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
    expect(findShippingMethod(DEFAULT_SHIPPING_METHODS, '0003', '0003')).toBeNull()
    const configured: ShippingMethodConfig[] = DEFAULT_SHIPPING_METHODS.map((m) =>
      m.methodCode === '0003'
        ? {
            ...m,
            enabled: true,
            methodTitle: { nl: 'Pallet', de: 'Palette' },
            priceExclTax: 40,
            priceInclTax: 48.4,
            countries: ['NL'],
          }
        : m,
    )
    expect(shippingMethodsFor(configured, 'NL', 'de').map((m) => m.method_title)).toEqual([
      'Festpreis',
      'Palette',
    ])
    expect(shippingMethodsFor(configured, 'BE', 'nl').map((m) => m.method_code)).toEqual(['flatrate'])
    const pallet = findShippingMethod(configured, '0003', '0003')!
    expect(shippingPriceInclTaxCents(pallet)).toBe(4840)
  })

  it('offers nothing for a cart that needs no shipping', () => {
    expect(shippingMethodsFor(DEFAULT_SHIPPING_METHODS, 'NL', 'nl', false)).toEqual([])
  })
})
