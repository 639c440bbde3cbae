import { describe, expect, it } from 'vitest'
import { isOrderable, productAvailability } from './availability.ts'

const TODAY = '2026-11-22'

describe('productAvailability', () => {
  it('in stock, also without stock data', () => {
    expect(productAvailability({ is_in_stock: true, stock_status: 'ok' }, null, TODAY)).toEqual({
      state: 'in_stock',
    })
    expect(productAvailability(undefined, null, TODAY)).toEqual({ state: 'in_stock' })
  })

  it('volatile stock', () => {
    expect(productAvailability({ is_in_stock: true, stock_status: 'volatile' }, null, TODAY).state).toBe(
      'volatile',
    )
  })

  it('out of stock, or soon available from a date not in the past', () => {
    const out = { is_in_stock: false, stock_status: 'out_of_stock' }
    expect(productAvailability(out, null, TODAY)).toEqual({ state: 'out_of_stock' })
    expect(productAvailability(out, '2026-12-06', TODAY)).toEqual({ state: 'soon', date: '2026-12-06' })
    expect(productAvailability(out, '2026-11-22 00:00:00', TODAY)).toEqual({
      state: 'soon',
      date: '2026-11-22',
    })
    expect(productAvailability(out, '2026-11-01', TODAY)).toEqual({ state: 'out_of_stock' })
    expect(productAvailability(out, 'soon', TODAY)).toEqual({ state: 'out_of_stock' })
  })
})

describe('isOrderable', () => {
  it('offers in-stock and volatile products, not out-of-stock or soon-available ones', () => {
    expect(isOrderable({ state: 'in_stock' })).toBe(true)
    expect(isOrderable({ state: 'volatile' })).toBe(true)
    expect(isOrderable({ state: 'out_of_stock' })).toBe(false)
    expect(isOrderable({ state: 'soon', date: '2026-12-01' })).toBe(false)
    expect(isOrderable(productAvailability({ is_in_stock: false }, null, TODAY))).toBe(false)
  })
})
