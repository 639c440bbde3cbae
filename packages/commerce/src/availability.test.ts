import { describe, expect, it } from 'vitest'
import { productAvailability } from './availability.ts'

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
