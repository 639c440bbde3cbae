import { TILE_FIELDS } from '@shop/commerce'
import type { Scenario } from './lib/load.ts'

export const listingQuery = {
  _availableFilters: [
    { field: 'kleur', scope: 'catalog', options: {} },
    { field: 'merk', scope: 'catalog', options: {} },
    { field: 'price', scope: 'catalog', options: {} },
  ],
  _appliedFilters: [
    { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
    { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
    { attribute: 'category_ids', value: { in: [1394] }, scope: 'default' },
  ],
  _appliedSort: [{ field: 'stock.qty', options: 'desc' }],
  _searchText: '',
}

const searchQuery = {
  _availableFilters: [],
  _appliedFilters: [
    { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
    { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
  ],
  _appliedSort: [],
  _searchText: 'gazele stadsfiets',
}

export const catalog = (query: object, size: number, include?: readonly string[]) =>
  `/api/catalog/vue_storefront_catalog/product/_search?size=${size}&from=0&request_format=search-query&response_format=compact${include ? `&_source_include=${include.join(',')}` : ''}&request=${encodeURIComponent(JSON.stringify(query))}`

/** Picks real urls and skus from the running shop so every scenario hits existing data. */
export async function apiScenarios(baseUrl: string): Promise<Scenario[]> {
  const res = await fetch(baseUrl + catalog(listingQuery, 50))
  const listing = (await res.json()) as { hits: { sku: string; url_path: string }[] }
  const hits = listing.hits
  if (!hits?.length) throw new Error('listing returned no products; is the catalogue seeded?')
  const product = hits[0]!
  const skus = hits.slice(0, 15).map((h) => h.sku)
  return [
    // what the storefront asks for: tiles (its _source_include)
    {
      name: 'faceted listing (50 tiles + aggs)',
      method: 'GET',
      path: catalog(listingQuery, 50, TILE_FIELDS),
    },
    { name: 'search with a typo (50 tiles)', method: 'GET', path: catalog(searchQuery, 50, TILE_FIELDS) },
    // whole documents with every configurable child (~800 KB): bound by bytes, see the ceiling
    { name: 'faceted listing (50 full + aggs)', method: 'GET', path: catalog(listingQuery, 50) },
    { name: 'search with a typo (50 full)', method: 'GET', path: catalog(searchQuery, 50) },
    {
      name: 'product by url (/api/url/map)',
      method: 'POST',
      path: '/api/url/map',
      body: JSON.stringify({ url: product.url_path }),
    },
    { name: 'stock list (15 skus)', method: 'GET', path: `/api/stock/list?skus=${skus.join(',')}` },
  ]
}
