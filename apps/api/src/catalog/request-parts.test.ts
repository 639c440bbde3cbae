import { describe, expect, it } from 'vitest'
import { parseCatalogRequest, parseRequestParam, parseSortParam, resolveTarget } from './catalog-request.ts'
import { compactResponse, fullResponse } from './catalog-response.ts'
import { makeSourceFilter, parseFieldList } from './source-filter.ts'
import { queryWords, skuTerms } from './text-search.ts'

const params = { index: 'vue_storefront_catalog', entityType: 'product', action: '_search' }

describe('catalog request', () => {
  it('decodes the request parameter a second time, and takes it as it is when that fails', () => {
    expect(parseRequestParam('%7B%22a%22%3A1%7D')).toEqual({ a: 1 })
    expect(parseRequestParam('{"a":"50%25"}')).toEqual({ a: '50%' })
    expect(parseRequestParam('{"a":"100%"}')).toEqual({ a: '100%' })
    expect(() => parseRequestParam('{not-json')).toThrow(/not valid JSON/)
  })

  it('maps index names and the store-specific entity forms to store views', () => {
    expect(resolveTarget('vue_storefront_catalog', 'product').store.storeId).toBe(1)
    expect(resolveTarget('vue_storefront_catalog_de', 'category').store.storeId).toBe(3)
    expect(resolveTarget('vue_storefront_catalog', 'product-de')).toMatchObject({
      entity: 'product',
      store: { storeId: 3 },
    })
    expect(() => resolveTarget('vue_storefront_catalog', 'product-xx')).toThrow(/product-xx/)
    expect(() => resolveTarget('other', 'product')).toThrow(
      /Invalid \/ inaccessible index name given in the URL: other/,
    )
  })

  it('reads URL sorts', () => {
    expect(parseSortParam('final_price:desc,name')).toEqual([
      { field: 'final_price', order: 'desc' },
      { field: 'name', order: 'asc' },
    ])
    expect(() => parseSortParam('price; drop table product')).toThrow(/sort/)
  })

  it('applies the size rules: default 50, <= 0 -> 50, negative from -> 0, limits per query kind', () => {
    const req = (qs: Record<string, unknown>, body: object = {}, p = params) =>
      parseCatalogRequest(p, { request_format: 'search-query', ...qs }, body, 'POST')
    expect([req({}).size, req({}).from]).toEqual([50, 0])
    expect([req({ size: 0, from: -5 }).size, req({ size: -3 }).from]).toEqual([50, 0])
    expect(req({ size: 999 }).size).toBe(999)
    // spec 001 §9: B2B and purchasing searches page by 1000, not only sku lookups
    expect(req({ size: 1000 }).size).toBe(1000)
    expect(() => req({ size: 1001 })).toThrow(/size must not exceed 1000/)
    const skuLookup = { _appliedFilters: [{ attribute: 'sku', value: { in: ['A', 'B'] } }] }
    expect(req({ size: 1000 }, skuLookup).size).toBe(1000)
    expect(() => req({ size: 1001 }, skuLookup)).toThrow(/1000/)
    expect(req({ size: 4000 }, {}, { ...params, entityType: 'category' }).size).toBe(4000)
    expect(() => req({ size: 4001 }, {}, { ...params, entityType: 'category' })).toThrow(/4000/)
  })

  it('treats a body with SearchQuery keys as a SearchQuery even without request_format', () => {
    const r = parseCatalogRequest(params, {}, { _searchText: 'fiets' }, 'POST')
    expect(r.query.searchText).toBe('fiets')
  })
})

describe('source filtering', () => {
  const doc = {
    sku: 'A',
    name: 'x',
    sgn: 's',
    stock: { qty: 1, is_in_stock: true },
    configurable_children: [
      { sku: 'A-1', price: 1, sgn: 'c' },
      { sku: 'A-2', price: 2, sgn: 'd' },
    ],
  }

  it('includes dotted paths through arrays, whole subtrees and wildcards', () => {
    const filter = makeSourceFilter(['sku', 'configurable_children.sku', 'stock'], [])!
    expect(filter(doc)).toEqual({
      sku: 'A',
      stock: { qty: 1, is_in_stock: true },
      configurable_children: [{ sku: 'A-1' }, { sku: 'A-2' }],
    })
    expect(makeSourceFilter(['*.qty'], [])!(doc)).toEqual({ stock: { qty: 1 } })
  })

  it('excludes win over includes', () => {
    const filter = makeSourceFilter([], ['*.sgn', 'sgn', 'stock'])!
    expect(filter(doc)).toEqual({
      sku: 'A',
      name: 'x',
      configurable_children: [
        { sku: 'A-1', price: 1 },
        { sku: 'A-2', price: 2 },
      ],
    })
    expect(makeSourceFilter(['configurable_children'], ['configurable_children.price'])!(doc)).toEqual({
      configurable_children: [
        { sku: 'A-1', sgn: 'c' },
        { sku: 'A-2', sgn: 'd' },
      ],
    })
  })

  it('reads comma lists', () => {
    expect(parseFieldList('a, b,,c', undefined, ['d'])).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('responses', () => {
  const result = {
    indexName: 'vue_storefront_catalog_product',
    entity: 'product',
    total: 1,
    hits: [
      {
        id: 7,
        score: 1.5,
        source: { id: 7, name: 'Fiets', final_price: 10, configurable_children: [{ price: 9, sku: 'C' }] },
      },
    ],
    tookMs: 3,
  }

  it('answers the Elasticsearch-like form', () => {
    expect(fullResponse(result)).toEqual({
      took: 3,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        total: { value: 1, relation: 'eq' },
        max_score: 1.5,
        hits: [
          {
            _index: 'vue_storefront_catalog_product',
            _type: '_doc',
            _id: '7',
            _score: 1.5,
            _source: result.hits[0]!.source,
          },
        ],
      },
    })
  })

  it('compacts product fields, also in the children', () => {
    expect(compactResponse(result)).toEqual({
      hits: [{ id: 7, nm: 'Fiets', fp: 10, configurable_children: [{ p: 9, sku: 'C' }], _score: 1.5 }],
      total: { value: 1, relation: 'eq' },
    })
  })
})

describe('text search words', () => {
  it('splits into unique lower-cased words of letters and digits', () => {
    expect(queryWords('Gazelle  e-bike, Größe 28!')).toEqual(['gazelle', 'e', 'bike', 'größe', '28'])
    expect(skuTerms(' GZ-ORANGE-C7 ')).toEqual(['gz-orange-c7'])
  })
})
