import { describe, expect, it } from 'vitest'
import { maxOrderQuantity } from './max-quantity.ts'

describe('the most a shopper may order of a product', () => {
  it('is the stock on hand when stock is managed without backorders', () => {
    expect(maxOrderQuantity({ qty: 7, manage_stock: true, backorders: 0 })).toBe(7)
    expect(maxOrderQuantity({ qty: '12.0000', manage_stock: true, backorders: '0' })).toBe(12)
  })

  it('is also capped by the maximum sale quantity', () => {
    expect(maxOrderQuantity({ qty: 500, manage_stock: true, backorders: 0, max_sale_qty: 10000 })).toBe(500)
    expect(maxOrderQuantity({ qty: 500, manage_stock: true, backorders: 0, max_sale_qty: '20' })).toBe(20)
    expect(maxOrderQuantity({ qty: 5, manage_stock: false, max_sale_qty: 20 })).toBe(20)
  })

  it('is unknown without stock data, with backorders, unmanaged or volatile stock', () => {
    expect(maxOrderQuantity(undefined)).toBeNull()
    expect(maxOrderQuantity({})).toBeNull()
    expect(maxOrderQuantity({ qty: 0, manage_stock: true, backorders: 1 })).toBeNull()
    expect(maxOrderQuantity({ qty: 3, manage_stock: false })).toBeNull()
    expect(
      maxOrderQuantity({ qty: 3, manage_stock: true, backorders: 0, stock_status: 'volatile' }),
    ).toBeNull()
  })
})
