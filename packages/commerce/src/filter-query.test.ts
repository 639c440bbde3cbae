import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  listingQueryString,
  parseListingQuery,
  parsePriceParam,
  priceParam,
  toggleTerm,
  withPage,
  withPrice,
  withSort,
} from './filter-query.ts'

const CODES = ['merk', 'kleur', 'maat']
const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs), CODES)

describe('parseListingQuery', () => {
  it('reads comma lists, price, sort and page', () => {
    expect(parse('kleur=9301,9302&merk=8303&price=20-40&sort=price:asc&page=2')).toEqual({
      terms: { merk: ['8303'], kleur: ['9301', '9302'] },
      price: { from: 20, to: 40 },
      sort: 'price:asc',
      page: 2,
    })
  })

  it('reads repeated parameters from plain GET forms and drops duplicates', () => {
    expect(parse('kleur=9301&kleur=9302&kleur=9301').terms).toEqual({ kleur: ['9301', '9302'] })
  })

  it('ignores unknown codes, values with a dot and garbage', () => {
    expect(parse('foo=1&kleur=9.5,<x>,,9301&maat=').terms).toEqual({ kleur: ['9301'] })
  })

  it('falls back to defaults for bad sort and page', () => {
    expect(parse('sort=drop&page=-3')).toEqual(EMPTY_FILTERS)
    expect(parse('page=abc').page).toBe(1)
  })
})

describe('price parameter', () => {
  it('parses closed and open ranges', () => {
    expect(parsePriceParam('0-20')).toEqual({ from: 0, to: 20 })
    expect(parsePriceParam('140-')).toEqual({ from: 140 })
    expect(parsePriceParam('140-*')).toEqual({ from: 140 })
    expect(parsePriceParam('140')).toEqual({ from: 140 })
    expect(parsePriceParam('40-20')).toBeNull()
    expect(parsePriceParam('cheap')).toBeNull()
    expect(parsePriceParam(null)).toBeNull()
  })

  it('writes them back', () => {
    expect(priceParam({ from: 20, to: 40 })).toBe('20-40')
    expect(priceParam({ from: 140 })).toBe('140-')
  })
})

describe('listingQueryString', () => {
  it('writes one canonical form', () => {
    const filters = parse('page=3&sort=price:asc&price=20-40&kleur=9302&kleur=9301&merk=8303')
    expect(listingQueryString(filters, CODES)).toBe(
      '?merk=8303&kleur=9302,9301&price=20-40&sort=price:asc&page=3',
    )
  })

  it('leaves out the default sort and page 1', () => {
    expect(listingQueryString(EMPTY_FILTERS, CODES)).toBe('')
    expect(listingQueryString(parse('sort=stock:desc&page=1'), CODES)).toBe('')
  })
})

describe('changing filters', () => {
  const start = parse('kleur=9301&page=4&sort=latest')

  it('toggles a value and returns to page 1', () => {
    expect(toggleTerm(start, 'kleur', '9302')).toMatchObject({ terms: { kleur: ['9301', '9302'] }, page: 1 })
    expect(toggleTerm(start, 'kleur', '9301').terms).toEqual({})
    expect(start.terms).toEqual({ kleur: ['9301'] })
  })

  it('sets price, sort and page', () => {
    expect(withPrice(start, { from: 140 })).toMatchObject({ price: { from: 140 }, page: 1 })
    expect(withSort(start, 'price:desc')).toMatchObject({ sort: 'price:desc', page: 1 })
    expect(withPage(start, 0).page).toBe(1)
    expect(withPage(start, 7).page).toBe(7)
  })

  it('clears filters but keeps the sort', () => {
    expect(hasActiveFilters(start)).toBe(true)
    expect(clearFilters(start)).toEqual({ ...EMPTY_FILTERS, sort: 'latest' })
    expect(hasActiveFilters(clearFilters(start))).toBe(false)
  })
})

describe('search listings', () => {
  const params = (text: string) => new URLSearchParams(text)

  it('sort by relevance by default, which the URL leaves out', () => {
    const filters = parseListingQuery(params('kleur=9301'), ['kleur'], { search: true })
    expect(filters.sort).toBe('relevance')
    expect(listingQueryString(filters, ['kleur'])).toBe('?kleur=9301')
    const byPrice = withSort(filters, 'price:asc')
    expect(listingQueryString(byPrice, ['kleur'])).toBe('?kleur=9301&sort=price:asc')
    expect(withSort(byPrice, 'relevance').sort).toBe('relevance')
    expect(clearFilters(byPrice).defaultSort).toBe('relevance')
  })

  it('category pages neither default to nor accept relevance', () => {
    expect(parseListingQuery(params(''), []).sort).toBe('stock:desc')
    expect(parseListingQuery(params('sort=relevance'), []).sort).toBe('stock:desc')
    expect(parseListingQuery(params('sort=stock:desc'), [], { search: true }).sort).toBe('stock:desc')
    expect(listingQueryString(parseListingQuery(params('sort=stock:desc'), [], { search: true }), [])).toBe(
      '?sort=stock:desc',
    )
  })
})
