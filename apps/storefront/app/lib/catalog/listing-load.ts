/**
 * Loads one page of a product listing (category or search results) with its filter options.
 *
 * Filters are multi-select within a facet (OR) and combine across facets (AND). So that the
 * other values of a facet stay offered after one is chosen, each facet with a choice gets its
 * counts from a second search without its own filter ("disjunctive facets"); those searches
 * ask for one sku only and run in parallel with the page itself.
 */
import { parseListingQuery, SEARCH_DEFAULT_SIZE, type ListingFilters } from '@shop/commerce'
import type { ApiCall } from '../../context.ts'
import { searchCatalog, type CatalogResult } from './catalog-api.ts'
import {
  chosenTerms,
  facetAttributes,
  priceOptions,
  termCounts,
  termFacet,
  type PriceOption,
  type TermFacet,
} from './facets.ts'
import { listingQuery, TILE_FIELDS, type ListingScope } from './query.ts'
import type { AttributeDoc, TileProduct } from './types.ts'
import { resolveFilterValues } from './filter-values.ts'
import type { StorefrontStore } from '../store-view.ts'

export const PAGE_SIZE = SEARCH_DEFAULT_SIZE

export interface ListingData {
  /** the search failed: the page shows the empty state instead of an error (spec 000 §8) */
  failed?: boolean
  products: TileProduct[]
  total: number
  page: number
  pageCount: number
  filters: ListingFilters
  facetCodes: string[]
  facets: TermFacet[]
  prices: PriceOption[]
  /** a search's text with its typo corrections, when the catalogue has one ("Bedoelde je ...?") */
  suggestion?: string
}

const ATTRIBUTE_FIELDS = [
  'attribute_id',
  'attribute_code',
  'frontend_label',
  'frontend_input',
  'is_filterable',
  'is_comparable',
  'position',
  'options',
]

/** All attributes of the store view (spec 000 §9: attribute list size 150), with option labels. */
export async function loadAttributes(api: ApiCall, store: StorefrontStore): Promise<AttributeDoc[]> {
  const result = await searchCatalog<AttributeDoc>(
    api,
    store,
    'attribute',
    {},
    { size: 150, include: ATTRIBUTE_FIELDS },
  )
  return result.items
}

/**
 * Like loadListing, but a failed search gives an empty listing flagged `failed`: a category
 * whose products cannot load shows "No products synchronized..." (spec 000 §8), not an error.
 */
export async function loadListingSafely(
  api: ApiCall,
  store: StorefrontStore,
  scope: ListingScope,
  url: URL,
  attributes: readonly AttributeDoc[],
): Promise<ListingData> {
  try {
    return await loadListing(api, store, scope, url, attributes)
  } catch (error) {
    console.error('[storefront] listing failed', scope, error)
    const facetCodes = facetAttributes(attributes).map((a) => a.attribute_code)
    const filters = parseListingQuery(url.searchParams, facetCodes, { search: !!scope.searchText })
    return {
      failed: true,
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
      filters,
      facetCodes,
      facets: [],
      prices: [],
    }
  }
}

export async function loadListing(
  api: ApiCall,
  store: StorefrontStore,
  scope: ListingScope,
  url: URL,
  attributes: readonly AttributeDoc[],
): Promise<ListingData> {
  const facetAttrs = facetAttributes(attributes)
  const facetCodes = facetAttrs.map((a) => a.attribute_code)
  // option labels in the URL (?kleur=zwart) become ids; unknown values are dropped
  const filters = resolveFilterValues(
    parseListingQuery(url.searchParams, facetCodes, { search: !!scope.searchText }),
    facetAttrs,
  )
  const from = (filters.page - 1) * PAGE_SIZE

  const main = searchCatalog<TileProduct>(
    api,
    store,
    'product',
    listingQuery(scope, filters, { facetCodes }),
    {
      size: PAGE_SIZE,
      from,
      // a trade customer's re-query (decision 0145) also gets the consumer price beside their own
      include: [...TILE_FIELDS, 'retail_price_incl_tax'],
    },
  )
  const chosenFacets = [...Object.keys(filters.terms), ...(filters.price ? ['price'] : [])]
  const alternatives = chosenFacets.map(async (code): Promise<[string, CatalogResult['aggregations']]> => {
    const query = listingQuery(scope, filters, { facetCodes: code === 'price' ? [] : [code], without: code })
    const result = await searchCatalog(api, store, 'product', query, { size: 1, include: ['sku'] })
    return [code, result.aggregations]
  })
  const [page, ...others] = await Promise.all([main, ...alternatives])
  const aggsFor = new Map(others)
  const aggregations = (code: string) => aggsFor.get(code) ?? page.aggregations

  const facets = facetAttrs.flatMap((attribute) => {
    const code = attribute.attribute_code
    return termFacet(attribute, termCounts(aggregations(code), code), chosenTerms(filters, code)) ?? []
  })
  return {
    products: page.items,
    total: page.total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(page.total / PAGE_SIZE)),
    filters,
    facetCodes,
    facets,
    prices: priceOptions(aggregations('price'), filters.price, store.view.locale),
    ...(page.suggestion ? { suggestion: page.suggestion } : {}),
  }
}
