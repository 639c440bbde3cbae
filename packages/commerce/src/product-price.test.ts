import { describe, it, expect } from 'vitest'
import type { ProductPriceFields } from './product-price.ts'
import { computeProductPrice, priceIncl, shelfAmount } from './product-price.ts'

const NOW = new Date('2024-05-15T10:00:00Z')

describe('priceIncl', () => {
  it('adds tax rounded to cents', () => {
    expect(priceIncl(619.01, 21)).toBe(749)
    expect(priceIncl(100, 19)).toBe(119)
    expect(priceIncl(0.5, 21)).toBe(0.61) // 0.605 rounds up
    expect(priceIncl(12.34, 0)).toBe(12.34)
  })
})

describe('computeProductPrice', () => {
  it('computes all fields for a plain product', () => {
    const fields = computeProductPrice({ price: 619.01, taxRatePercent: 21 }, NOW)
    expect(fields).toEqual<ProductPriceFields>({
      price: 619.01,
      price_tax: 129.99,
      price_incl_tax: 749,
      special_price: 0,
      special_price_tax: 0,
      special_price_incl_tax: 0,
      final_price: 619.01,
      final_price_tax: 129.99,
      final_price_incl_tax: 749,
      original_price: 619.01,
      original_price_tax: 129.99,
      original_price_incl_tax: 749,
      original_final_price: 619.01,
      original_special_price: 0,
      special_from_date: null,
      special_to_date: null,
      tier_prices: [],
    })
  })

  it('applies an active special price to the special and final fields only', () => {
    const fields = computeProductPrice(
      {
        price: 619.01,
        specialPrice: 495.04,
        specialFromDate: '2024-05-01',
        specialToDate: '2024-05-31',
        taxRatePercent: 21,
      },
      NOW,
    )
    expect(fields.price).toBe(619.01)
    expect(fields.price_incl_tax).toBe(749)
    expect(fields.special_price).toBe(495.04)
    expect(fields.special_price_tax).toBe(103.96) // 103.9584
    expect(fields.special_price_incl_tax).toBe(599)
    expect(fields.final_price).toBe(495.04)
    expect(fields.final_price_incl_tax).toBe(599)
    expect(fields.original_price).toBe(619.01)
    expect(fields.original_final_price).toBe(495.04)
    expect(fields.original_special_price).toBe(495.04)
    expect(fields.special_from_date).toBe('2024-05-01')
    expect(fields.special_to_date).toBe('2024-05-31')
  })

  it('zeroes the special fields outside the window and keeps the final price regular', () => {
    const fields = computeProductPrice(
      { price: 100, specialPrice: 80, specialToDate: '2024-05-14', taxRatePercent: 21 },
      NOW,
    )
    expect([fields.special_price, fields.special_price_tax, fields.special_price_incl_tax]).toEqual([0, 0, 0])
    expect(fields.final_price).toBe(100)
    expect(fields.final_price_incl_tax).toBe(121)
    // the stored value survives for clients that re-check the window
    expect(fields.original_special_price).toBe(80)
    expect(fields.special_to_date).toBe('2024-05-14')
  })

  it('ignores a special price that is not below the regular price', () => {
    const fields = computeProductPrice({ price: 100, specialPrice: 100, taxRatePercent: 21 }, NOW)
    expect(fields.special_price).toBe(0)
    expect(fields.final_price).toBe(100)
    const higher = computeProductPrice({ price: 100, specialPrice: 120, taxRatePercent: 21 }, NOW)
    expect(higher.special_price).toBe(0)
    expect(higher.final_price).toBe(100)
  })

  it('uses the group tier price for quantity 1 when it is the lowest', () => {
    const tierPrices = [
      { customerGroupId: 4, qty: 1, value: 90 },
      { customerGroupId: 4, qty: 10, value: 70 },
      { customerGroupId: 7, qty: 1, value: 50 },
      { customerGroupId: null, qty: 5, value: 85.125 },
    ]
    const fields = computeProductPrice(
      { price: 100, specialPrice: 95, taxRatePercent: 21, tierPrices, groupId: 4 },
      NOW,
    )
    expect(fields.special_price).toBe(95)
    expect(fields.final_price).toBe(90)
    expect(fields.final_price_tax).toBe(18.9)
    expect(fields.final_price_incl_tax).toBe(108.9)
    expect(fields.price).toBe(100)
    expect(fields.tier_prices).toEqual([
      { customer_group_id: 4, qty: 1, value: 90, extension_attributes: { percentage_value: null } },
      { customer_group_id: null, qty: 5, value: 85.13, extension_attributes: { percentage_value: null } },
      { customer_group_id: 4, qty: 10, value: 70, extension_attributes: { percentage_value: null } },
    ])
  })

  it('prefers a special price below the tier price', () => {
    const fields = computeProductPrice(
      {
        price: 100,
        specialPrice: 60,
        taxRatePercent: 21,
        tierPrices: [{ customerGroupId: 4, qty: 1, value: 90 }],
        groupId: 4,
      },
      NOW,
    )
    expect(fields.final_price).toBe(60)
  })

  it('gives guests only all-groups tiers, and tiers above qty 1 do not change the final price', () => {
    const tierPrices = [
      { customerGroupId: 4, qty: 1, value: 50 },
      { customerGroupId: null, qty: 2, value: 80 },
    ]
    const guest = computeProductPrice({ price: 100, taxRatePercent: 21, tierPrices }, NOW)
    expect(guest.final_price).toBe(100)
    expect(guest.tier_prices.map((t) => t.customer_group_id)).toEqual([null])
  })

  it('computes through cents, not floats', () => {
    // 0.1 + 0.2 as a price would otherwise show as 0.30000000000000004
    const fields = computeProductPrice({ price: 0.1 + 0.2, taxRatePercent: 21 }, NOW)
    expect(fields.price).toBe(0.3)
    expect(fields.price_tax).toBe(0.06) // 0.063
    expect(fields.price_incl_tax).toBe(0.36)
    expect(fields.price_tax + fields.price).toBeCloseTo(fields.price_incl_tax, 10)
  })

  it('supports a zero tax rate and a zero price', () => {
    const fields = computeProductPrice({ price: 0, taxRatePercent: 0 }, NOW)
    expect(fields.price_incl_tax).toBe(0)
    expect(fields.final_price).toBe(0)
    const noTax = computeProductPrice({ price: 12.5, taxRatePercent: 0 }, NOW)
    expect(noTax.final_price_incl_tax).toBe(12.5)
    expect(noTax.final_price_tax).toBe(0)
  })

  it('uses the German rate when given', () => {
    const fields = computeProductPrice({ price: 619.01, taxRatePercent: 19 }, NOW)
    expect(fields.price_tax).toBe(117.61) // 117.6119
    expect(fields.price_incl_tax).toBe(736.62)
  })
})

describe('cross-border trade (decision 0090): one gross price in every store view', () => {
  it('keeps the Dutch gross price in the German store and splits it at 19 %', () => {
    // 96.73 net: 117.04 incl. 21 % in NL; net-based Germany would charge 115.11
    expect(shelfAmount(9673, 19)).toEqual({ net: 9673, tax: 1838, gross: 11511 })
    expect(shelfAmount(9673, 19, 21)).toEqual({ net: 9835, tax: 1869, gross: 11704 })
    expect(shelfAmount(9673, 21, 21)).toEqual(shelfAmount(9673, 21))
    // a tax-exempt destination pays the net price
    expect(shelfAmount(9673, 0, 21)).toEqual({ net: 9673, tax: 0, gross: 9673 })
  })

  it('prices every field from the origin rate, so net + tax = the same gross', () => {
    const input = { price: 2071.79, specialPrice: 1900, taxRatePercent: 19, originTaxRatePercent: 21 }
    const de = computeProductPrice(input, NOW)
    const nl = computeProductPrice({ ...input, taxRatePercent: 21, originTaxRatePercent: null }, NOW)
    expect(de.price_incl_tax).toBe(nl.price_incl_tax)
    expect(de.price_incl_tax).toBe(2506.87)
    expect(de.final_price_incl_tax).toBe(nl.final_price_incl_tax)
    expect(de.price).toBe(2106.61) // 2506.87 / 1.19
    expect(Math.round((de.price + de.price_tax) * 100)).toBe(250687)
    expect(Math.round((de.final_price + de.final_price_tax) * 100)).toBe(
      Math.round(de.final_price_incl_tax * 100),
    )
  })
})
