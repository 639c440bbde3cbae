/**
 * The in-process search against the SQL search on the seeded demo catalogue: for every query
 * shape the storefront and the contract use, both must give the same total, the same page in the
 * same order, the same scores and the same aggregations - per store, customer group and day. Then
 * the mirror must follow every kind of write: stock updates, reindexed and deleted products, a
 * catalogue reset, and (on PostgreSQL) a transaction that commits after a look began.
 */
import { eq, sql } from 'drizzle-orm'
import { stockItem } from '../../db/schema/index.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import type { Database } from '../../db/client.ts'
import { dbKind, openTestDatabase } from '../../../test/template-db.ts'
import { reindexProducts } from '../indexer.ts'
import { deleteMissingProducts } from '../indexer-write.ts'
import { searchProducts, type ProductSearchRequest, type ProductSearchResult } from '../product-search.ts'
import { fromSearchQuery, type SearchQueryJson } from '../search-query.ts'
import { BlockBounds } from './block-bounds.ts'
import { CatalogMirror } from './catalog-mirror.ts'
import { searchInMemory } from './mirror-search.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase(inject('dbTemplate'))
})
afterAll(() => database.close())

const LISTING = [
  { attribute: 'visibility', value: { in: [2, 3, 4] } },
  { attribute: 'status', value: { in: [0, 1] } },
]
const FACETS = [
  { field: 'kleur', scope: 'catalog' as const },
  { field: 'merk', scope: 'catalog' as const },
  { field: 'price', scope: 'catalog' as const },
]
const bikes = { attribute: 'category_ids', value: { in: [1394] } }

/** Query shapes: listings, filters, sorts, texts and lookups, as SearchQuery JSON. */
const QUERIES: Record<string, SearchQueryJson> = {
  'category listing with facets': { _availableFilters: FACETS, _appliedFilters: [...LISTING, bikes] },
  'everything, default sort': { _appliedFilters: LISTING },
  'price ascending': {
    _appliedFilters: [...LISTING, bikes],
    _appliedSort: [{ field: 'price', options: 'asc' }],
  },
  'price descending': { _appliedFilters: LISTING, _appliedSort: [{ field: 'final_price', options: 'desc' }] },
  'stock ascending': { _appliedFilters: LISTING, _appliedSort: [{ field: 'stock.qty', options: 'asc' }] },
  latest: { _appliedFilters: LISTING, _appliedSort: [{ field: 'created_at', options: 'desc' }] },
  'by name': { _appliedFilters: LISTING, _appliedSort: [{ field: 'name', options: 'asc' }] },
  'by sku, then id': {
    _appliedFilters: LISTING,
    _appliedSort: [
      { field: 'sku', options: 'desc' },
      { field: 'id', options: 'asc' },
    ],
  },
  'colour facet filter (catalog scope)': {
    _availableFilters: FACETS,
    _appliedFilters: [
      ...LISTING,
      bikes,
      { attribute: 'kleur', value: { in: [9301, 9302, 9303] }, scope: 'catalog' },
    ],
  },
  'price range (catalog scope)': {
    _availableFilters: FACETS,
    _appliedFilters: [...LISTING, { attribute: 'price', value: { gte: 20, lt: 140 }, scope: 'catalog' }],
  },
  'type and not-type': {
    _appliedFilters: [...LISTING, { attribute: 'type_id', value: { nin: ['configurable', 'bundle'] } }],
  },
  'or group': {
    _appliedFilters: [
      ...LISTING,
      { attribute: 'category_ids', value: { or: [1394] } },
      { attribute: 'type_id', value: { or: ['grouped'] } },
    ],
  },
  'stock range': { _appliedFilters: [...LISTING, { attribute: 'stock.qty', value: { gt: 0, lte: 20 } }] },
  'id range and status terms': {
    _appliedFilters: [
      { attribute: 'id', value: { gte: 100, lt: 400 } },
      { attribute: 'status', value: { eq: 1 } },
    ],
  },
  'search with a typo': { _appliedFilters: LISTING, _searchText: 'gazele stadsfiets' },
  'search with Dutch stemming': { _appliedFilters: LISTING, _searchText: 'fietsen' },
  'search in a category with facets': {
    _availableFilters: FACETS,
    _appliedFilters: [...LISTING, bikes],
    _searchText: 'dames',
  },
  'search sorted by price': {
    _appliedFilters: LISTING,
    _appliedSort: [{ field: 'price', options: 'asc' }],
    _searchText: 'slot',
  },
  'search: stop words only': { _appliedFilters: LISTING, _searchText: 'de het een' },
  'search: nonsense': { _appliedFilters: LISTING, _searchText: 'xqzwv plmokn' },
  'search: three words, one wrong': { _appliedFilters: LISTING, _searchText: 'fiets helm xqzwv zadel' },
  // the storefront's search page: relevance with stock as tie-break, price ranges from the hits
  'search by relevance, then stock, auto price ranges': {
    _availableFilters: [
      ...FACETS.slice(0, 2),
      { field: 'price', scope: 'catalog', options: { ranges: 'auto' } },
    ],
    _appliedFilters: LISTING,
    _appliedSort: [
      { field: '_score', options: 'desc' },
      { field: 'stock.qty', options: 'desc' },
    ],
    _searchText: 'fiets',
  },
  'category with auto price ranges': {
    _availableFilters: [{ field: 'price', scope: 'catalog', options: { ranges: 'auto' } }],
    _appliedFilters: [...LISTING, bikes],
  },
}

const compare = async (mirror: CatalogMirror, request: ProductSearchRequest) => {
  const expected = await searchProducts(database, request)
  const actual = await searchInMemory(database, mirror, request)
  expect(actual, 'the in-process search answers this query').not.toBeNull()
  expectSame(actual!, expected)
  return expected
}

function expectSame(actual: ProductSearchResult, expected: ProductSearchResult) {
  expect(actual.total).toBe(expected.total)
  expect(actual.hits.map((h) => [h.id, h.version])).toEqual(expected.hits.map((h) => [h.id, h.version]))
  actual.hits.forEach((h, i) => expect(h.score).toBeCloseTo(expected.hits[i]!.score, 5))
  expect(actual.aggregations).toEqual(expected.aggregations)
}

const request = (
  json: SearchQueryJson,
  options: Partial<ProductSearchRequest> = {},
): ProductSearchRequest => ({
  storeId: 1,
  tsConfig: 'dutch',
  query: fromSearchQuery(json),
  size: 50,
  from: 0,
  groupId: null,
  today: '2026-11-24',
  ...options,
})

describe('in-process search answers like the SQL search', () => {
  const mirror = () => new CatalogMirror(database)

  it.each(Object.entries(QUERIES))('%s (nl, guest)', async (_name, json) => {
    const expected = await compare(mirror(), request(json))
    expect(expected.total, 'the query finds something or proves nothing').toBeGreaterThanOrEqual(0)
  })

  it.each(Object.entries(QUERIES))('%s (de, business group 2, another day)', async (_name, json) => {
    await compare(
      mirror(),
      request(json, { storeId: 3, tsConfig: 'german', groupId: 2, today: '2027-02-01' }),
    )
  })

  it('ranks rows that another OR branch lets in by their partial text match, as SQL does', async () => {
    // an Elasticsearch body may put the text beside other conditions: rows of category 1394 that
    // hold only one of the three words still get that word's rank
    const text = 'dames helm kettingslot'
    const query = {
      filter: {
        op: 'and' as const,
        nodes: [
          { op: 'terms' as const, field: 'visibility', values: [2, 3, 4] },
          {
            op: 'or' as const,
            nodes: [
              { op: 'text' as const, text },
              { op: 'terms' as const, field: 'category_ids', values: [1394] },
            ],
          },
        ],
      },
      searchText: text,
      sort: [],
      aggs: [],
    }
    const result = await compare(mirror(), { ...request({}), query, size: 200 })
    expect(result.hits.some((h) => h.score > 0 && h.score < 0.5)).toBe(true)
  })

  it('pages through a listing the same way', async () => {
    const m = mirror()
    for (const [from, size] of [
      [0, 1],
      [10, 5],
      [45, 50],
      [100000, 50],
    ] as const) {
      await compare(m, request(QUERIES['category listing with facets']!, { from, size }))
    }
  })

  it('looks up products and hidden children by sku, url and child sku', async () => {
    const [child] = await database.rows<{ sku: string; parent: string; url: string }>(sql`
      select c.sku, p.sku as parent, p.url_path as url from product_search c
      join product_doc d on d.store_id = 1 and d.doc->'configurable_children' @> jsonb_build_array(jsonb_build_object('sku', c.sku))
      join product_search p on p.store_id = 1 and p.product_id = d.product_id
      where c.store_id = 1 and c.visibility = 1 limit 1`)
    expect(child, 'the demo catalogue has a hidden configurable child').toBeDefined()
    const m = mirror()
    const bySku = await compare(
      m,
      request({ _appliedFilters: [{ attribute: 'sku', value: { in: [child!.sku] } }] }),
    )
    expect(bySku.total).toBe(1)
    const byChild = await compare(
      m,
      request({ _appliedFilters: [{ attribute: 'configurable_children.sku', value: { eq: child!.sku } }] }),
    )
    expect(byChild.total).toBe(1)
    await compare(
      m,
      request({ _appliedFilters: [...LISTING, { attribute: 'url_path', value: { eq: child!.url } }] }),
    )
    const exactSku = await compare(m, request({ _appliedFilters: LISTING, _searchText: child!.parent }))
    expect(exactSku.hits[0]!.score).toBeGreaterThanOrEqual(100)
  })

  it('leaves queries on fields without a column to the SQL search', async () => {
    const query = request({
      _appliedFilters: [...LISTING, { attribute: 'news_from_date', value: { gte: '2020-01-01' } }],
    })
    expect(await searchInMemory(database, mirror(), query)).toBeNull()
    const bySort = request({ _appliedFilters: LISTING, _appliedSort: [{ field: 'weight', options: 'asc' }] })
    expect(await searchInMemory(database, mirror(), bySort)).toBeNull()
  })
})

describe('the mirror follows writes', () => {
  const byStock = request({
    _appliedFilters: [...LISTING, bikes],
    _appliedSort: [{ field: 'stock.qty', options: 'desc' }],
  })

  it('stock updates reorder a listing sorted by stock', async () => {
    const m = new CatalogMirror(database)
    const before = await compare(m, byStock)
    const last = before.hits[before.hits.length - 1]!.id
    await database.rows(sql`update stock_item set qty = 100000 where product_id = ${last}`)
    const after = await compare(m, byStock)
    expect(after.hits[0]!.id).toBe(last)
    // the page selection skips blocks of slots by their bounds: they follow every stock write
    const index = await m.store(1)
    const bikeSlots = index.postings.category.get(1394)!
    expect(index.stockBounds()).toEqual(new BlockBounds(index.stockColumn()))
    expect(index.stockBounds(bikeSlots)).toEqual(new BlockBounds(index.stockColumn(), bikeSlots))
  })

  it('sees writes made with the query builder inside a transaction', async () => {
    const m = new CatalogMirror(database)
    const before = await compare(m, byStock)
    const target = before.hits[before.hits.length - 1]!.id
    await database.db.transaction(async (tx) => {
      await tx.update(stockItem).set({ qty: '300000' }).where(eq(stockItem.productId, target))
    })
    const after = await compare(m, byStock)
    expect(after.hits[0]!.id).toBe(target)
  })

  it('a reindexed product moves, a deleted one disappears', async () => {
    const m = new CatalogMirror(database)
    const cheapest = request({ _appliedFilters: LISTING, _appliedSort: [{ field: 'price', options: 'asc' }] })
    const before = await compare(m, cheapest)
    const [expensive] = await database.rows<{ id: number; category: number }>(sql`
      select product_id as id, category_ids[1] as category from product_search
      where store_id = 1 and visibility = 4 and type_id = 'simple' and cardinality(category_ids) > 0
      order by price desc limit 1`)
    // its category page's price ranges, which the mirror counts once per category, follow it
    const categoryPage = request({
      _availableFilters: FACETS,
      _appliedFilters: [...LISTING, { attribute: 'category_ids', value: { in: [expensive!.category] } }],
    })
    const rangesBefore = (await compare(m, categoryPage)).aggregations
    await database.rows(sql`update product set price = 0.01 where id = ${expensive!.id}`)
    await reindexProducts(database, [expensive!.id])
    const moved = await compare(m, cheapest)
    expect(moved.hits[0]!.id).toBe(expensive!.id)
    expect((await compare(m, categoryPage)).aggregations).not.toEqual(rangesBefore)

    await database.rows(sql`delete from product where id = ${expensive!.id}`)
    await deleteMissingProducts(database, [expensive!.id])
    const gone = await compare(m, cheapest)
    expect(gone.total).toBe(before.total - 1)
    expect(gone.hits.map((h) => h.id)).not.toContain(expensive!.id)
  })

  it('a truncated catalogue empties the mirror', async () => {
    const copy = await openTestDatabase(inject('dbTemplate'))
    try {
      const m = new CatalogMirror(copy)
      const everything = request({ _appliedFilters: LISTING })
      expect((await searchInMemory(copy, m, everything))!.total).toBeGreaterThan(0)
      await copy.rows(sql`truncate product_search, stock_item cascade`)
      expect((await searchInMemory(copy, m, everything))!.total).toBe(0)
    } finally {
      await copy.close()
    }
  })

  // Only a server runs transactions side by side; PGlite has one connection, so the case cannot arise there.
  if (dbKind() === 'postgres') {
    it('sees a transaction that was still running at its previous look', async () => {
      const m = new CatalogMirror(database)
      const before = await compare(m, byStock)
      const target = before.hits[before.hits.length - 1]!.id
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update stock_item set qty = 5000000 where product_id = ${target}`)
        // (more than any earlier test of this file gave a product) a look while the update is not
        // committed must not see it, nor lose it afterwards
        const during = await searchInMemory(database, m, byStock)
        expect(during!.hits[0]!.id).not.toBe(target)
        await database.rows(sql`update stock_item set qty = qty where product_id = ${before.hits[0]!.id}`)
        await searchInMemory(database, m, byStock)
      })
      const after = await compare(m, byStock)
      expect(after.hits[0]!.id).toBe(target)
    })
  }
})
