/**
 * SearchQuery JSON (contract §6.3) for product listings. Every listing carries the visibility
 * [2,3,4] and status [0,1] filters (spec 000 §9, 001 §5); facet filters use scope `catalog`, so a
 * configurable product matches through its children's values (`kleur_options`).
 */
import {
  RELEVANCE_SORT,
  sortOptionById,
  sortOptionsFor,
  STATUS_LISTED,
  VISIBILITY_LISTED,
  type ListingFilters,
} from '@shop/commerce'
import type { SearchQuery } from './api.server.ts'

export interface ListingScope {
  categoryId?: number
  searchText?: string
}

export interface ListingQueryOptions {
  /** the facets to aggregate (attribute codes); price is always aggregated */
  facetCodes: readonly string[]
  /** leave this facet's own filter out, to count its alternatives (multi-select) */
  without?: string
}

type AppliedFilter = NonNullable<SearchQuery['_appliedFilters']>[number]

export function baseFilters(): AppliedFilter[] {
  return [
    { attribute: 'visibility', value: { in: [...VISIBILITY_LISTED] }, scope: 'default' },
    { attribute: 'status', value: { in: [...STATUS_LISTED] }, scope: 'default' },
  ]
}

export function listingQuery(
  scope: ListingScope,
  filters: ListingFilters,
  options: ListingQueryOptions,
): SearchQuery {
  const applied = baseFilters()
  if (scope.categoryId !== undefined)
    applied.push({ attribute: 'category_ids', value: { in: [scope.categoryId] }, scope: 'default' })
  for (const [code, values] of Object.entries(filters.terms)) {
    if (code === options.without || !values.length) continue
    applied.push({ attribute: code, value: { in: [...values] }, scope: 'catalog' })
  }
  if (filters.price && options.without !== 'price') {
    // upper bound exclusive, like the range buckets, so 40,00 is not in both 20-40 and 40-60
    const value =
      filters.price.to === undefined
        ? { gte: filters.price.from }
        : { gte: filters.price.from, lt: filters.price.to }
    applied.push({ attribute: 'price', value, scope: 'catalog' })
  }
  const sort = sortOptionById(filters.sort, sortOptionsFor(filters.defaultSort))
  const query: SearchQuery = {
    _availableFilters: [
      ...options.facetCodes.map((field) => ({ field, scope: 'catalog', options: {} })),
      // ranges that split these products (not the spec's buckets of 20 up to 140)
      { field: 'price', scope: 'catalog', options: { ranges: 'auto' } },
    ],
    _appliedFilters: applied,
    _appliedSort:
      sort.id === RELEVANCE_SORT.id && scope.searchText
        ? // equally relevant products: those in stock most first
          [
            { field: sort.field, options: sort.order },
            { field: 'stock.qty', options: 'desc' },
          ]
        : [{ field: sort.field, options: sort.order }],
  }
  if (scope.searchText) query._searchText = scope.searchText
  return query
}

/** Newest listed products first (spec 001 §7: size 8 sorted by created_at descending). */
export function newestQuery(): SearchQuery {
  return { _appliedFilters: baseFilters(), _appliedSort: [{ field: 'created_at', options: 'desc' }] }
}

/**
 * Products by sku: related products must be listed themselves; grouped and bundle members are
 * often hidden (visibility 1) and only need status 1 (spec 000 §9).
 */
export function skuQuery(skus: readonly string[], kind: 'listed' | 'members'): SearchQuery {
  const filters: AppliedFilter[] = [{ attribute: 'sku', value: { in: [...skus] }, scope: 'default' }]
  if (kind === 'listed') filters.push(...baseFilters())
  else filters.push({ attribute: 'status', value: { in: [1] }, scope: 'default' })
  return { _appliedFilters: filters }
}

/** The fields a product tile needs; listings fetch nothing else, which keeps pages light. */
export { TILE_FIELDS } from '@shop/commerce'
