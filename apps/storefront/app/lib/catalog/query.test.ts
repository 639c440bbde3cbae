import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS, parseListingQuery } from '@shop/commerce'
import { listingQuery, newestQuery, skuQuery } from './query.ts'

const BASE = [
  { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
  { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
]

describe('listingQuery', () => {
  it('always restricts to listed products and sorts by stock by default', () => {
    expect(listingQuery({}, EMPTY_FILTERS, { facetCodes: ['kleur'] })).toEqual({
      _availableFilters: [
        { field: 'kleur', scope: 'catalog', options: {} },
        // price ranges cut for the products at hand (issue 13), not the spec's buckets of 20
        { field: 'price', scope: 'catalog', options: { ranges: 'auto' } },
      ],
      _appliedFilters: BASE,
      _appliedSort: [{ field: 'stock.qty', options: 'desc' }],
    })
  })

  it('adds category, catalog-scoped terms, price and sort', () => {
    const filters = {
      terms: { kleur: ['9301', '9302'], merk: ['8303'] },
      price: { from: 20, to: 40 },
      sort: 'price:asc',
      page: 2,
    }
    const query = listingQuery({ categoryId: 1394 }, filters, { facetCodes: ['kleur', 'merk'] })
    expect(query._appliedFilters).toEqual([
      ...BASE,
      { attribute: 'category_ids', value: { in: [1394] }, scope: 'default' },
      { attribute: 'kleur', value: { in: ['9301', '9302'] }, scope: 'catalog' },
      { attribute: 'merk', value: { in: ['8303'] }, scope: 'catalog' },
      { attribute: 'price', value: { gte: 20, lt: 40 }, scope: 'catalog' },
    ])
    expect(query._appliedSort).toEqual([{ field: 'final_price', options: 'asc' }])
  })

  it('leaves one facet out to count its alternatives, and takes search text', () => {
    const filters = { ...EMPTY_FILTERS, terms: { kleur: ['9301'] }, price: { from: 140 } }
    const withoutKleur = listingQuery({ searchText: 'gazelle' }, filters, {
      facetCodes: ['kleur'],
      without: 'kleur',
    })
    expect(withoutKleur._appliedFilters).toEqual([
      ...BASE,
      { attribute: 'price', value: { gte: 140 }, scope: 'catalog' },
    ])
    expect(withoutKleur._searchText).toBe('gazelle')
    const withoutPrice = listingQuery({}, filters, { facetCodes: [], without: 'price' })
    expect(withoutPrice._appliedFilters?.map((f) => f.attribute)).toEqual(['visibility', 'status', 'kleur'])
  })
})

describe('search listings', () => {
  it('sort by relevance with stock as tie-break by default', () => {
    const filters = parseListingQuery(new URLSearchParams(''), [], { search: true })
    expect(listingQuery({ searchText: 'fiets' }, filters, { facetCodes: [] })._appliedSort).toEqual([
      { field: '_score', options: 'desc' },
      { field: 'stock.qty', options: 'desc' },
    ])
    const byPrice = parseListingQuery(new URLSearchParams('sort=price:asc'), [], { search: true })
    expect(listingQuery({ searchText: 'fiets' }, byPrice, { facetCodes: [] })._appliedSort).toEqual([
      { field: 'final_price', options: 'asc' },
    ])
  })
})

describe('other queries', () => {
  it('newest first', () => {
    expect(newestQuery()._appliedSort).toEqual([{ field: 'created_at', options: 'desc' }])
    expect(newestQuery()._appliedFilters).toEqual(BASE)
  })

  it('by sku: listed products, or members with status 1', () => {
    expect(skuQuery(['A'], 'listed')._appliedFilters).toEqual([
      { attribute: 'sku', value: { in: ['A'] }, scope: 'default' },
      ...BASE,
    ])
    expect(skuQuery(['A'], 'members')._appliedFilters).toEqual([
      { attribute: 'sku', value: { in: ['A'] }, scope: 'default' },
      { attribute: 'status', value: { in: [1] }, scope: 'default' },
    ])
  })
})
