import { describe, it, expect } from 'vitest'
import {
  MAX_CATEGORY_QUERY_SIZE,
  MAX_FILTER_QUERY_SIZE,
  MAX_SKU_LOOKUP_SIZE,
  SEARCH_DEFAULT_SIZE,
  normalizePaging,
} from './search-paging.ts'

const limits = { defaultSize: 50, maxSize: MAX_SKU_LOOKUP_SIZE }

describe('paging constants', () => {
  it('match the spec', () => {
    expect(SEARCH_DEFAULT_SIZE).toBe(50)
    expect(MAX_FILTER_QUERY_SIZE).toBe(999)
    expect(MAX_SKU_LOOKUP_SIZE).toBe(1000)
    expect(MAX_CATEGORY_QUERY_SIZE).toBe(4000)
  })
})

describe('normalizePaging', () => {
  it('keeps valid values', () => {
    expect(normalizePaging({ size: 20, from: 40 }, limits)).toEqual({
      ok: true,
      value: { size: 20, from: 40 },
    })
    expect(normalizePaging({ size: 1000, from: 0 }, limits)).toEqual({
      ok: true,
      value: { size: 1000, from: 0 },
    })
  })

  it('resets a missing, zero or negative size to the default', () => {
    for (const size of [undefined, null, 0, -5, Number.NaN]) {
      expect(normalizePaging({ size, from: 0 }, limits)).toEqual({ ok: true, value: { size: 50, from: 0 } })
    }
  })

  it('resets a missing or negative from to 0', () => {
    expect(normalizePaging({ size: 10 }, limits)).toEqual({ ok: true, value: { size: 10, from: 0 } })
    expect(normalizePaging({ size: 10, from: -1 }, limits)).toEqual({
      ok: true,
      value: { size: 10, from: 0 },
    })
  })

  it('uses 50 when no default is given', () => {
    expect(normalizePaging({}, { maxSize: 100 })).toEqual({ ok: true, value: { size: 50, from: 0 } })
  })

  it('truncates fractional values', () => {
    expect(normalizePaging({ size: 10.9, from: 3.7 }, limits)).toEqual({
      ok: true,
      value: { size: 10, from: 3 },
    })
  })

  it('refuses a size above the maximum', () => {
    const result = normalizePaging({ size: 1001, from: 0 }, limits)
    expect(result).toEqual({ ok: false, error: 'size must not exceed 1000 (got 1001)' })
    expect(normalizePaging({ size: 4001 }, { maxSize: MAX_CATEGORY_QUERY_SIZE }).ok).toBe(false)
    expect(normalizePaging({ size: 4000 }, { maxSize: MAX_CATEGORY_QUERY_SIZE }).ok).toBe(true)
  })

  it('refuses a default that exceeds the maximum rather than hiding it', () => {
    expect(normalizePaging({}, { defaultSize: 50, maxSize: 10 }).ok).toBe(false)
  })
})
