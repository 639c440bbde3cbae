import { describe, expect, it } from 'vitest'
import { amountsShown, consumerPrice, effectiveMode, priceView, tierRows } from './price-rules.ts'

const doc = { price_incl_tax: 121, final_price_incl_tax: 121 }
const trade = { display_amount: 90, tier_prices: [], binnenkortdatum: null }

describe('effectiveMode', () => {
  it('takes the stricter of the shop and the account', () => {
    expect(effectiveMode(3, null)).toBe(3)
    expect(effectiveMode(3, 2)).toBe(2)
    expect(effectiveMode(2, 3)).toBe(2)
    expect(effectiveMode(3, 1)).toBe(1)
    expect(effectiveMode(1, 3)).toBe(1)
  })
})

describe('priceView', () => {
  it('mode 3: a trade customer sees the net price and the consumer price', () => {
    expect(priceView({ mode: 3, isTrade: true, document: doc, trade })).toEqual({
      kind: 'net',
      amount: 90,
      advice: 121,
    })
  })

  it('mode 2: only the net price', () => {
    expect(priceView({ mode: 2, isTrade: true, document: doc, trade })).toEqual({
      kind: 'net',
      amount: 90,
      advice: null,
    })
  })

  it('mode 1: no price at all, for trade customers and everybody else', () => {
    expect(priceView({ mode: 1, isTrade: true, document: doc, trade })).toEqual({ kind: 'hidden' })
    expect(priceView({ mode: 1, isTrade: false, document: doc })).toEqual({ kind: 'hidden' })
  })

  it('a consumer sees the price incl. tax in mode 3 only (retail prices are hidden in 2)', () => {
    expect(priceView({ mode: 3, isTrade: false, document: doc })).toEqual({
      kind: 'retail',
      amount: 121,
      oldAmount: null,
    })
    expect(priceView({ mode: 2, isTrade: false, document: doc })).toEqual({ kind: 'hidden' })
  })

  it('waits for the back office, and without its price falls back to the retail price in mode 3 only', () => {
    expect(priceView({ mode: 3, isTrade: true, document: doc, trade: undefined })).toEqual({
      kind: 'pending',
    })
    expect(priceView({ mode: 3, isTrade: true, document: doc, trade: null }).kind).toBe('retail')
    expect(priceView({ mode: 2, isTrade: true, document: doc, trade: null })).toEqual({ kind: 'hidden' })
  })
})

describe('consumerPrice', () => {
  it('is the consumer price a customer-priced document carries, else the regular price incl. tax', () => {
    expect(consumerPrice({ ...doc, retail_price_incl_tax: 119 })).toBe(119)
    // a group or special price lowers the final price, not the consumer's regular price
    expect(consumerPrice({ price_incl_tax: 121, final_price_incl_tax: 99 })).toBe(121)
    expect(consumerPrice({ final_price_incl_tax: 50 })).toBe(50)
    expect(consumerPrice({})).toBeNull()
  })
})

describe('amountsShown', () => {
  it('shows cart amounts to trade customers from mode 2, to others in mode 3', () => {
    expect([1, 2, 3].map((m) => amountsShown(m as 1 | 2 | 3, true))).toEqual([false, true, true])
    expect([1, 2, 3].map((m) => amountsShown(m as 1 | 2 | 3, false))).toEqual([false, false, true])
  })
})

describe('tierRows', () => {
  it('keeps quantities above one whose price is below the price of one piece, lowest per quantity', () => {
    expect(
      tierRows({
        display_amount: 9,
        binnenkortdatum: null,
        tier_prices: [
          { qty: 1, value: 9 },
          { qty: 12, value: 7.2 },
          { qty: 12, value: 7.5 },
          { qty: 6, value: 9.5 },
          { qty: 24, value: 6.9 },
        ],
      }),
    ).toEqual([
      { qty: 12, value: 7.2 },
      { qty: 24, value: 6.9 },
    ])
  })
})
