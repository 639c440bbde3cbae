import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from '@shop/commerce'
import { canonicalSearchText, isIndexableSearch } from './search-seo.ts'

const found = { query: 'stadsfiets', total: 12, filters: EMPTY_FILTERS }

describe('indexable search result pages', () => {
  it('are plain searches with results on their first page', () => {
    expect(isIndexableSearch(found)).toBe(true)
    expect(isIndexableSearch({ ...found, query: "e-bike d'r" })).toBe(true)
    expect(isIndexableSearch({ ...found, query: 'gazelle orange c7 dames' })).toBe(true)
  })

  it('leave out empty, failed, filtered, sorted and later pages', () => {
    expect(isIndexableSearch({ ...found, total: 0 })).toBe(false)
    expect(isIndexableSearch({ ...found, failed: true })).toBe(false)
    expect(isIndexableSearch({ ...found, filters: { ...EMPTY_FILTERS, terms: { kleur: ['rood'] } } })).toBe(
      false,
    )
    expect(isIndexableSearch({ ...found, filters: { ...EMPTY_FILTERS, sort: 'price-asc' } })).toBe(false)
    expect(isIndexableSearch({ ...found, filters: { ...EMPTY_FILTERS, page: 2 } })).toBe(false)
  })

  it('leave out codes, sentences and odd texts', () => {
    for (const query of [
      'ab',
      'fiets?',
      'https://x.nl',
      'een heel lange zin met woorden',
      'x'.repeat(41),
      '<b>',
    ])
      expect(isIndexableSearch({ ...found, query }), query).toBe(false)
  })

  it('have a lower-case canonical text', () => {
    expect(canonicalSearchText('Fahrräder Über', 'de-DE')).toBe('fahrräder über')
  })
})
