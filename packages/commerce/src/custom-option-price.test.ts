import { describe, expect, it } from 'vitest'
import type { CustomOption } from './custom-option-price.ts'
import { customOptionsPriceDelta, isTextOption } from './custom-option-price.ts'

const giftWrap: CustomOption = {
  option_id: 6,
  type: 'drop_down',
  values: [
    { option_type_id: 4, title: 'Standaard', price: 0, price_type: 'fixed' },
    { option_type_id: 5, title: 'Luxe', price: 3.2645, price_type: 'fixed' },
    { option_type_id: 6, title: 'Premium', price: 10, price_type: 'percent' },
    { option_type_id: 0, title: 'Broken', price: 99, price_type: 'fixed' },
  ],
}
const engrave: CustomOption = { option_id: 7, type: 'field', price: 6.1983, price_type: 'fixed' }
const base = { price: 41.28, priceInclTax: 49.95, taxRatePercent: 21 }

describe('customOptionsPriceDelta', () => {
  it('adds nothing without a selection', () => {
    expect(customOptionsPriceDelta([giftWrap, engrave], {}, base)).toEqual({ price: 0, priceInclTax: 0 })
  })

  it('adds a fixed (net) price, with tax in the gross delta', () => {
    expect(customOptionsPriceDelta([giftWrap], { 6: [5] }, base)).toEqual({ price: 3.26, priceInclTax: 3.95 })
  })

  it('adds a percentage of the price and of the price incl. tax', () => {
    expect(customOptionsPriceDelta([giftWrap], { 6: [6] }, base)).toEqual({ price: 4.13, priceInclTax: 5 })
  })

  it('counts only values with a positive option_type_id', () => {
    expect(customOptionsPriceDelta([giftWrap], { 6: [0] }, base)).toEqual({ price: 0, priceInclTax: 0 })
  })

  it('prices a text option once text is entered', () => {
    expect(customOptionsPriceDelta([engrave], { 7: '  ' }, base).priceInclTax).toBe(0)
    expect(customOptionsPriceDelta([engrave], { 7: 'Jan' }, base)).toEqual({ price: 6.2, priceInclTax: 7.5 })
  })

  it('sums several options', () => {
    expect(customOptionsPriceDelta([giftWrap, engrave], { 6: [5, 6], 7: 'Jan' }, base).priceInclTax).toBe(
      16.45,
    )
  })

  it('knows the text types', () => {
    expect(isTextOption(engrave)).toBe(true)
    expect(isTextOption({ ...engrave, type: 'area' })).toBe(true)
    expect(isTextOption(giftWrap)).toBe(false)
  })
})
