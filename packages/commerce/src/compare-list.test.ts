import { describe, expect, it } from 'vitest'
import {
  addToCompareList,
  COMPARE_MAX_ITEMS,
  parseCompareList,
  removeFromCompareList,
} from './compare-list.ts'

describe('compare list', () => {
  it('adds at the end, once', () => {
    expect(addToCompareList(['A'], 'B')).toEqual({ list: ['A', 'B'], outcome: 'added' })
    expect(addToCompareList(['A', 'B'], 'A')).toEqual({ list: ['A', 'B'], outcome: 'already' })
  })

  it('holds at most four products and evicts nothing', () => {
    expect(COMPARE_MAX_ITEMS).toBe(4)
    expect(addToCompareList(['A', 'B', 'C', 'D'], 'E')).toEqual({
      list: ['A', 'B', 'C', 'D'],
      outcome: 'full',
    })
  })

  it('removes by sku', () => {
    expect(removeFromCompareList(['A', 'B'], 'A')).toEqual(['B'])
    expect(removeFromCompareList(['A'], 'X')).toEqual(['A'])
  })

  it('reads stored values leniently', () => {
    expect(parseCompareList(null)).toEqual([])
    expect(parseCompareList('not json')).toEqual([])
    expect(parseCompareList('{"a":1}')).toEqual([])
    expect(parseCompareList('["A","A",3,"","B","C","D","E"]')).toEqual(['A', 'B', 'C', 'D'])
  })
})
