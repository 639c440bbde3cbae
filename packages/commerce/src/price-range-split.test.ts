import { describe, expect, it } from 'vitest'
import { PRICE_GRID, priceGridCells, splitPriceRanges } from './price-range-split.ts'

/** Cell counts of a list of prices, as a catalogue engine counts them. */
function countCells(prices: number[]): number[] {
  const cells = priceGridCells()
  return cells.map((c) => prices.filter((p) => p >= c.from && (c.to === undefined || p < c.to)).length)
}

describe('priceGridCells', () => {
  it('covers every price once: from 0, adjacent, the last open', () => {
    const cells = priceGridCells()
    expect(cells[0]).toEqual({ from: 0, to: PRICE_GRID[0] })
    for (let i = 1; i < cells.length; i++) expect(cells[i]!.from).toBe(cells[i - 1]!.to)
    expect(cells[cells.length - 1]!.to).toBeUndefined()
  })
})

describe('splitPriceRanges', () => {
  it('splits bicycle prices into five ranges at round amounts, each holding products', () => {
    const bikes = [
      499, 549, 599, 649, 699, 799, 899, 999, 1099, 1199, 1299, 1499, 1699, 1899, 2199, 2499, 2799, 2999,
      3499, 3999,
    ]
    const ranges = splitPriceRanges(countCells(bikes))
    expect(ranges).toHaveLength(5)
    expect(ranges.reduce((n, r) => n + r.count, 0)).toBe(bikes.length)
    for (const r of ranges) {
      expect(r.count).toBeGreaterThan(0)
      if (r.range.from > 0) expect(PRICE_GRID).toContain(r.range.from)
    }
    expect(ranges[0]!.range.from).toBe(0)
    expect(ranges[4]!.range.to).toBeUndefined()
    // no range holds more than twice its share
    for (const r of ranges) expect(r.count).toBeLessThanOrEqual((2 * bikes.length) / 5)
  })

  it('gives the ranges as counted: adjacent and matching the prices', () => {
    const prices = [3.5, 7, 12, 18, 24, 33, 45, 80, 120, 199]
    const ranges = splitPriceRanges(countCells(prices), 4)
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.range.from).toBe(ranges[i - 1]!.range.to)
    for (const { range, count } of ranges) {
      expect(prices.filter((p) => p >= range.from && (range.to === undefined || p < range.to)).length).toBe(
        count,
      )
    }
  })

  it('offers fewer ranges when the products sit in fewer cells, none when there are none', () => {
    expect(splitPriceRanges(countCells([799, 799, 799]))).toEqual([{ range: { from: 0 }, count: 3 }])
    expect(splitPriceRanges(countCells([19, 799]))).toHaveLength(2)
    expect(splitPriceRanges(countCells([]))).toEqual([])
  })
})
