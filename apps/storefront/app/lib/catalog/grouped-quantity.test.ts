import { describe, expect, it } from 'vitest'
import type { GroupedItem } from './product-view.ts'
import { groupedOverStock, groupedQtyOf } from './grouped-quantity.ts'

const member = (sku: string, maxQuantity: number | null, inStock = true): GroupedItem => ({
  sku,
  name: sku,
  qty: 1,
  prices: { price_incl_tax: 10 },
  availability: inStock ? { state: 'in_stock' } : { state: 'out_of_stock' },
  maxQuantity,
})

describe("a grouped product's member quantities (001 §5)", () => {
  const items = [member('A', 4), member('B', null), member('C', 2)]

  it('up to each member’s stock, and 0 to leave a member out, is fine', () => {
    expect(groupedOverStock(items, { A: 4, B: 999, C: 0 })).toBeNull()
    expect(groupedOverStock(items, {})).toBeNull()
  })

  it('above a member’s stock names that member and its maximum', () => {
    expect(groupedOverStock(items, { A: 5 })).toEqual({ sku: 'A', maxQuantity: 4 })
    expect(groupedOverStock(items, { A: 1, C: 3 })).toEqual({ sku: 'C', maxQuantity: 2 })
  })

  it('without a known stock the field’s own cap of 999 applies', () => {
    expect(groupedOverStock(items, { B: 1000 })).toEqual({ sku: 'B', maxQuantity: 999 })
  })

  it('a member not typed in yet counts with its starting quantity', () => {
    expect(groupedQtyOf(items[0]!, {})).toBe(1)
    expect(groupedOverStock([member('D', 2)], {})).toBeNull()
  })

  it('a member out of stock is not added, so its quantity is not held against the shopper', () => {
    expect(groupedOverStock([member('E', 0, false)], {})).toBeNull()
    expect(groupedOverStock([member('E', 0, false), member('F', 1)], { F: 2 })).toEqual({
      sku: 'F',
      maxQuantity: 1,
    })
  })
})
