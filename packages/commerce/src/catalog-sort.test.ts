import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT, SORT_OPTIONS, sortOptionById } from './catalog-sort.ts'

describe('catalog sort options', () => {
  it('defaults to stock descending', () => {
    expect(DEFAULT_SORT).toEqual({ id: 'stock:desc', field: 'stock.qty', order: 'desc' })
    expect(sortOptionById(undefined)).toBe(DEFAULT_SORT)
    expect(sortOptionById('nonsense')).toBe(DEFAULT_SORT)
  })

  it('offers latest, price both ways and stock both ways', () => {
    expect(SORT_OPTIONS.map((o) => o.id)).toEqual([
      'stock:desc',
      'latest',
      'price:asc',
      'price:desc',
      'stock:asc',
    ])
    expect(sortOptionById('latest')).toMatchObject({ field: 'created_at', order: 'desc' })
    expect(sortOptionById('price:asc')).toMatchObject({ field: 'final_price', order: 'asc' })
  })
})
