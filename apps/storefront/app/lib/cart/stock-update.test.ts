import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart-types.ts'
import { applyStockUpdate, stockBatches } from './stock-update.ts'

const line = (sku: string, extra: Partial<CartItem> = {}): CartItem => ({
  sku,
  name: `Product ${sku}`,
  qty: 1,
  price_incl_tax: 10,
  type_id: 'simple',
  checksum: sku,
  ...extra,
})

const ALLOWED = { allowOutOfStock: true, synchronize: true }

describe('server stock update of cart lines (spec 000 §4)', () => {
  it('marks a line in stock with "In stock!" and clears an earlier stock error', () => {
    const { items, removed } = applyStockUpdate(
      [line('A', { errors: { stock: 'Out of the stock!' } }), line('B')],
      [{ product_sku: 'A', is_in_stock: true }],
      ALLOWED,
    )
    expect(removed).toEqual([])
    expect(items[0]).toMatchObject({ sku: 'A', is_in_stock: true, info: { stock: 'In stock!' } })
    expect(items[0]!.errors).toBeUndefined()
    // a line the answer does not mention is left as it was
    expect(items[1]).toEqual(line('B'))
  })

  it('marks an out-of-stock line "Out of the stock!" when out-of-stock items are allowed or the cart syncs', () => {
    for (const options of [
      { allowOutOfStock: true, synchronize: false },
      { allowOutOfStock: false, synchronize: true },
    ]) {
      const { items, removed } = applyStockUpdate(
        [line('A', { info: { stock: 'In stock!' } })],
        [{ product_sku: 'A', is_in_stock: false }],
        options,
      )
      expect(removed).toEqual([])
      expect(items).toEqual([
        { ...line('A'), is_in_stock: false, errors: { stock: 'Out of the stock!' }, info: undefined },
      ])
    }
  })

  it('removes an out-of-stock line when neither is the case', () => {
    const { items, removed } = applyStockUpdate(
      [line('A'), line('B')],
      [
        { product_sku: 'A', is_in_stock: false },
        { product_sku: 'B', is_in_stock: true },
      ],
      { allowOutOfStock: false, synchronize: false },
    )
    expect(removed.map((item) => item.sku)).toEqual(['A'])
    expect(items.map((item) => item.sku)).toEqual(['B'])
  })

  it('matches a configurable line by its child sku', () => {
    const child = line('BIKE-49', { parentSku: 'BIKE' })
    const { items } = applyStockUpdate([child], [{ product_sku: 'BIKE', is_in_stock: false }], ALLOWED)
    expect(items[0]).toEqual(child)
  })
})

describe('stockBatches', () => {
  it('asks for each sku once, 15 at a time', () => {
    const skus = Array.from({ length: 32 }, (_, i) => `S${i}`)
    const batches = stockBatches([...skus, 'S1', ''])
    expect(batches.map((b) => b.length)).toEqual([15, 15, 2])
    expect(batches.flat()).toEqual(skus)
  })
})
