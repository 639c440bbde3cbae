import { describe, it, expect } from 'vitest'
import { PRICE_RANGES, priceRangeKey, priceRangeLabel } from './price-ranges.ts'

describe('PRICE_RANGES', () => {
  it('has buckets of 20 from 0 to 140 and an open bucket from 140', () => {
    expect(PRICE_RANGES).toEqual([
      { from: 0, to: 20 },
      { from: 20, to: 40 },
      { from: 40, to: 60 },
      { from: 60, to: 80 },
      { from: 80, to: 100 },
      { from: 100, to: 120 },
      { from: 120, to: 140 },
      { from: 140 },
    ])
  })

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(PRICE_RANGES)).toBe(true)
    expect(Object.isFrozen(PRICE_RANGES[0])).toBe(true)
  })
})

describe('priceRangeLabel', () => {
  const labels = PRICE_RANGES.map((range, i) => priceRangeLabel(range, i, PRICE_RANGES.length))

  it('labels first, middle and last buckets', () => {
    expect(labels).toEqual([
      '< €20',
      '€20 - 40',
      '€40 - 60',
      '€60 - 80',
      '€80 - 100',
      '€100 - 120',
      '€120 - 140',
      '> €140',
    ])
  })

  it('uses the given currency sign', () => {
    expect(priceRangeLabel({ from: 0, to: 20 }, 0, 3, 'EUR ')).toBe('< EUR 20')
    expect(priceRangeLabel({ from: 20, to: 40 }, 1, 3, '$')).toBe('$20 - 40')
    expect(priceRangeLabel({ from: 40, to: 60 }, 2, 3, '$')).toBe('> $40')
  })

  it('treats an open-ended bucket as the last one wherever it is', () => {
    expect(priceRangeLabel({ from: 140 }, 0, 1)).toBe('> €140')
  })
})

describe('priceRangeKey', () => {
  it('gives Elasticsearch-style keys', () => {
    expect(PRICE_RANGES.map(priceRangeKey)).toEqual([
      '0.0-20.0',
      '20.0-40.0',
      '40.0-60.0',
      '60.0-80.0',
      '80.0-100.0',
      '100.0-120.0',
      '120.0-140.0',
      '140.0-*',
    ])
  })

  it('keeps fractional bounds', () => {
    expect(priceRangeKey({ from: 12.5, to: 20 })).toBe('12.5-20.0')
  })
})
