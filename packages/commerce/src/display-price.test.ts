import { describe, expect, it } from 'vitest'
import { shownPrice } from './display-price.ts'

describe('shownPrice', () => {
  it('shows the final price incl. tax', () => {
    expect(
      shownPrice({ price_incl_tax: 10.95, final_price_incl_tax: 10.95, original_price_incl_tax: 10.95 }),
    ).toEqual({
      amount: 10.95,
      oldAmount: null,
    })
  })

  it('strikes through the regular price under a special price', () => {
    expect(
      shownPrice({
        price_incl_tax: 44.85,
        final_price_incl_tax: 38.95,
        original_price_incl_tax: 44.85,
        special_price_incl_tax: 38.95,
      }),
    ).toEqual({ amount: 38.95, oldAmount: 44.85 })
  })

  it('uses an active special price when final fields are missing', () => {
    expect(shownPrice({ price_incl_tax: 20, special_price_incl_tax: 15 })).toEqual({
      amount: 15,
      oldAmount: 20,
    })
    expect(shownPrice({ price_incl_tax: 20, special_price_incl_tax: 0 })).toEqual({
      amount: 20,
      oldAmount: null,
    })
  })

  it('has no amount without prices', () => {
    expect(shownPrice({})).toEqual({ amount: null, oldAmount: null })
  })
})
