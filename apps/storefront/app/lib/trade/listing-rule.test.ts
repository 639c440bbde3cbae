import { describe, expect, it } from 'vitest'
import { wantsOwnPriceListing } from './listing-rule.ts'

const range = { from: 20, to: 40 }

describe('wantsOwnPriceListing', () => {
  it('re-queries for a trade customer who sorts or filters by price', () => {
    const trade = { mode: 3 as const, isTrade: true }
    expect(wantsOwnPriceListing({ price: null, sort: 'price:asc' }, trade)).toBe(true)
    expect(wantsOwnPriceListing({ price: null, sort: 'price:desc' }, { ...trade, mode: 2 })).toBe(true)
    expect(wantsOwnPriceListing({ price: range, sort: 'latest' }, trade)).toBe(true)
  })

  it('not without a price sort or filter, not for consumers, not when no price is shown', () => {
    expect(wantsOwnPriceListing({ price: null, sort: 'latest' }, { mode: 3, isTrade: true })).toBe(false)
    expect(wantsOwnPriceListing({ price: range, sort: 'price:asc' }, { mode: 3, isTrade: false })).toBe(false)
    expect(wantsOwnPriceListing({ price: range, sort: 'price:asc' }, { mode: 1, isTrade: true })).toBe(false)
  })
})
