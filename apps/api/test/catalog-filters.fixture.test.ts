/**
 * Catalogue search over the small fixture catalogue (catalog/test/catalog-fixture.ts), through
 * HTTP: filters and their operators, the listing restriction, facets, price ranges and sorting.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixtureApp, searchQuery, type FixtureApp } from './catalog-fixture-app.ts'
import { OPT, P } from './fixtures/catalog-fixture.ts'

let f: FixtureApp
beforeAll(async () => {
  f = await createFixtureApp()
})
afterAll(() => f.close())

const LISTING = [
  { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
  { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
]
const skusOf = (body: any): string[] => body.hits.hits.map((h: any) => h._source.sku)
const idsOf = (body: any): number[] =>
  body.hits.hits.map((h: any) => Number(h._id)).sort((a: number, b: number) => a - b)
const filtered = async (attribute: string, value: unknown, scope = 'default') => {
  const res = await searchQuery(f.app, { _appliedFilters: [...LISTING, { attribute, value, scope }] })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

describe('listing restriction', () => {
  it('lists only enabled, visible products', async () => {
    const res = await searchQuery(f.app, {})
    expect(res.body.hits.total).toEqual({ value: 9, relation: 'eq' })
    expect(idsOf(res.body)).toEqual([
      P.conf,
      P.batavus,
      P.sparta,
      P.bell,
      P.map,
      P.grouped,
      P.bundle,
      P.engrave,
      P.ebike,
    ])
  })

  it('keeps the restriction even when the query asks for hidden products', async () => {
    expect((await filtered('visibility', { in: [1] })).hits.total.value).toBe(0)
  })

  it('finds hidden children by sku (cart lookups), never disabled products', async () => {
    const bySku = async (attribute: string, value: unknown) =>
      skusOf((await searchQuery(f.app, { _appliedFilters: [{ attribute, value }] })).body)
    expect(await bySku('sku', { in: ['GZ-ORANGE-C7-49-ZW', 'SP-RACE-1'] })).toEqual([
      'SP-RACE-1',
      'GZ-ORANGE-C7-49-ZW',
    ])
    expect(await bySku('configurable_children.sku', { in: ['GZ-ORANGE-C7-53-BL'] })).toEqual(['GZ-ORANGE-C7'])
    expect(await bySku('sku', { eq: 'OLD-BIKE' })).toEqual([])
  })
})

describe('filter operators', () => {
  it.each<[string, string, unknown, number[], string?]>([
    ['eq', 'kleur', { eq: OPT.zwart }, [P.batavus, P.bell]],
    ['eq on a string value', 'kleur', { eq: String(OPT.zwart) }, [P.batavus, P.bell]],
    ['in', 'merk', { in: [OPT.batavus, OPT.sparta] }, [P.batavus, P.sparta, P.ebike]],
    ['neq', 'type_id', { neq: 'simple' }, [P.conf, P.grouped, P.bundle]],
    [
      'nin (products without the attribute count)',
      'merk',
      { nin: [OPT.gazelle, OPT.batavus] },
      [P.sparta, P.bell, P.map, P.grouped, P.bundle, P.engrave],
    ],
    ['gte/lte on the final price incl. tax', 'price', { gte: 100, lte: 800 }, [P.conf, P.batavus]],
    ['gt/lt', 'final_price', { gt: 99.99, lt: 749 }, [P.batavus]],
    ['moreq', 'price', { moreq: 1000 }, [P.ebike]],
    ['from/to (inclusive)', 'price', { from: 9, to: 10 }, [P.bell, P.map]],
    ['range', 'price', { range: { lt: 10 } }, [P.bell]],
    [
      'nor',
      'merk',
      { nor: [OPT.gazelle, OPT.batavus, OPT.sparta, OPT.granville] },
      [P.map, P.grouped, P.bundle, P.engrave],
    ],
    [
      'catalog scope: own value or a configurable child',
      'kleur',
      { in: [String(OPT.blauw)] },
      [P.conf, P.sparta],
      'catalog',
    ],
    ['catalog scope: values of disabled children do not count', 'kleur', { in: [OPT.rood] }, [], 'catalog'],
    ['catalog price range', 'price', { gte: 700, lte: 800 }, [P.conf], 'catalog'],
    ['exists (eq null)', 'special_price', { eq: null }, [P.batavus]],
    [
      'category ids (with subcategories)',
      'category_ids',
      { in: [1394] },
      [P.conf, P.batavus, P.sparta, P.ebike],
    ],
    ['category.category_id', 'category.category_id', { eq: 2116 }, [P.conf, P.bell]],
    ['type_id', 'type_id', { eq: 'configurable' }, [P.conf]],
    ['id', 'id', { in: [P.sparta, P.disabled] }, [P.sparta]],
    ['a field of the document (not filterable)', 'gewicht', { eq: '120 g' }, [P.bell]],
    ['supplier sku through the document', 'supplier_sku', { eq: 'BAT-12345' }, [P.batavus]],
    [
      'created_at date range',
      'created_at',
      { gte: '2024-04-01' },
      [P.bell, P.map, P.grouped, P.bundle, P.engrave, P.ebike],
    ],
    ['kleur_options directly', 'kleur_options', { in: [OPT.zwart] }, [P.conf]],
  ])('%s', async (_name, attribute, value, expected, scope) => {
    expect(idsOf(await filtered(attribute, value, scope))).toEqual(expected)
  })

  it('combines or-filters into one OR group', async () => {
    const res = await searchQuery(f.app, {
      _appliedFilters: [
        ...LISTING,
        { attribute: 'kleur', value: { or: [OPT.blauw] } },
        { attribute: 'merk', value: { or: [OPT.granville] } },
      ],
    })
    expect(idsOf(res.body)).toEqual([P.sparta, P.bell])
  })
})

describe('facets', () => {
  const query = {
    _availableFilters: [
      { field: 'kleur', scope: 'catalog' },
      { field: 'merk', scope: 'catalog' },
      { field: 'price', scope: 'catalog' },
    ],
    _appliedFilters: [...LISTING, { attribute: 'category_ids', value: { in: [1394] }, scope: 'default' }],
  }

  it('counts match a direct SQL count over the same products', async () => {
    const { body } = await searchQuery(f.app, query)
    for (const name of ['agg_terms_kleur', 'agg_terms_kleur_options', 'agg_terms_merk']) {
      const field = name.replace('agg_terms_', '')
      const agg = body.aggregations[name]
      expect(agg.doc_count_error_upper_bound).toBe(0)
      for (const bucket of agg.buckets) {
        const [row] = await f.database.rows<{ n: number }>(sql`
          select count(*)::int as n from product_search
          where store_id = 1 and status in (0, 1) and visibility in (2, 3, 4) and category_ids && '{1394}'::int[]
            and ${`${field}:${bucket.key}`} = any(facets)`)
        expect(bucket.doc_count, `${name} ${bucket.key}`).toBe(row!.n)
      }
    }
    expect(body.aggregations.agg_terms_merk.buckets).toEqual([
      { key: OPT.batavus, doc_count: 2 },
      { key: OPT.gazelle, doc_count: 1 },
      { key: OPT.sparta, doc_count: 1 },
    ])
    expect(body.aggregations.agg_terms_kleur_options.buckets).toEqual([
      { key: OPT.zwart, doc_count: 1 },
      { key: OPT.blauw, doc_count: 1 },
    ])
  })

  it('buckets the final price incl. tax in steps of 20 up to 140', async () => {
    const { body } = await searchQuery(f.app, {
      ...query,
      _appliedFilters: [...LISTING, { attribute: 'category_ids', value: { in: [1500] } }],
    })
    const buckets = body.aggregations.agg_range_price.buckets
    expect(buckets.map((b: any) => b.key)).toEqual([
      '0.0-20.0',
      '20.0-40.0',
      '40.0-60.0',
      '60.0-80.0',
      '80.0-100.0',
      '100.0-120.0',
      '120.0-140.0',
      '140.0-*',
    ])
    // bell 9.99, map 10.00 (9 %), lights set 12.10, engraved bell 18.15; maintenance kit 30.25
    expect(buckets.map((b: any) => b.doc_count)).toEqual([4, 1, 0, 0, 0, 0, 0, 0])
    expect(buckets[7]).toEqual({ key: '140.0-*', from: 140, doc_count: 0 })
  })

  it('limits terms buckets to the aggregation size and reports the rest', async () => {
    const { body } = await searchQuery(f.app, {
      _availableFilters: [{ field: 'merk', scope: 'catalog', options: { size: 1 } }],
      _appliedFilters: LISTING,
    })
    expect(body.aggregations.agg_terms_merk).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 3,
      buckets: [{ key: OPT.batavus, doc_count: 2 }],
    })
  })
})

describe('sorting', () => {
  const inBikes = { _appliedFilters: [...LISTING, { attribute: 'category_ids', value: { in: [1394] } }] }
  it.each<[string, object, Record<string, string>, string[]]>([
    ['default: stock high to low', {}, {}, ['SP-RACE-1', 'GZ-ORANGE-C7', 'BT-DAMES-28', 'EB-CITY']],
    [
      'stock low to high',
      { _appliedSort: [{ field: 'stock.qty', options: 'asc' }] },
      {},
      ['EB-CITY', 'BT-DAMES-28', 'GZ-ORANGE-C7', 'SP-RACE-1'],
    ],
    [
      'price low to high',
      { _appliedSort: [{ field: 'price', options: 'asc' }] },
      {},
      ['SP-RACE-1', 'BT-DAMES-28', 'GZ-ORANGE-C7', 'EB-CITY'],
    ],
    [
      'price high to low (URL sort)',
      {},
      { sort: 'final_price:desc' },
      ['EB-CITY', 'GZ-ORANGE-C7', 'BT-DAMES-28', 'SP-RACE-1'],
    ],
    [
      'latest',
      { _appliedSort: [{ field: 'created_at', options: 'desc' }] },
      {},
      ['EB-CITY', 'SP-RACE-1', 'BT-DAMES-28', 'GZ-ORANGE-C7'],
    ],
    [
      'name',
      { _appliedSort: [{ field: 'name', options: { order: 'asc' } }] },
      {},
      ['BT-DAMES-28', 'GZ-ORANGE-C7', 'SP-RACE-1', 'EB-CITY'],
    ],
  ])('%s', async (_name, extra, params, expected) => {
    const { body } = await searchQuery(f.app, { ...inBikes, ...extra }, params)
    expect(skusOf(body)).toEqual(expected)
  })
})

describe('paging', () => {
  it('pages with size and from and keeps the total', async () => {
    const all = skusOf((await searchQuery(f.app, {})).body)
    const page = await searchQuery(f.app, {}, { size: 2, from: 3 })
    expect(skusOf(page.body)).toEqual(all.slice(3, 5))
    expect(page.body.hits.total.value).toBe(9)
    const beyond = await searchQuery(f.app, {}, { size: 5, from: 100 })
    expect([beyond.body.hits.hits.length, beyond.body.hits.total.value]).toEqual([0, 9])
  })

  it('corrects bad sizes and offsets and refuses sizes above the limit', async () => {
    expect((await searchQuery(f.app, {}, { size: 0, from: -4 })).body.hits.hits).toHaveLength(9)
    // spec 001 §9: a text or filter search may ask for 1000 products (B2B and purchasing searches)
    const full = await searchQuery(f.app, { _searchText: 'fiets' }, { size: 1000 })
    expect(full.status).toBe(200)
    const tooBig = await searchQuery(f.app, {}, { size: 1001 })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toEqual({ code: 400, result: 'Invalid size: size must not exceed 1000 (got 1001)' })
  })
})
