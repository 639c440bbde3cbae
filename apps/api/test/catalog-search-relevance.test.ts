/**
 * Search and filters as a shopper meets them on the seeded demo catalogue (issue 13 items 9 and
 * 14): relevance puts bicycles first for "fiets", a typo gets a "did you mean", the price facet
 * splits the category at hand, option labels filter like option ids, and product searches page
 * by 1000 (spec 001 §9). Expected values come from the database, so the seed may evolve.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { optionId } from '../src/seed/attributes.ts'
import { CAT } from '../src/seed/categories.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const LISTING = [
  { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
  { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
]
const RELEVANCE = [
  { field: '_score', options: 'desc' },
  { field: 'stock.qty', options: 'desc' },
]
const AUTO_PRICE = { field: 'price', scope: 'catalog', options: { ranges: 'auto' } }
const bikes = { attribute: 'category_ids', value: { in: [CAT.bikes] }, scope: 'default' }

const search = (query: object, params = '', index = 'vue_storefront_catalog') =>
  call(
    t.app,
    'GET',
    `/api/catalog/${index}/product/_search?request_format=search-query${params}&request=${encodeURIComponent(JSON.stringify(query))}`,
  )

describe('relevance', () => {
  it.each([
    ['vue_storefront_catalog', 'fiets'],
    ['vue_storefront_catalog', 'fietsen'],
    ['vue_storefront_catalog_de', 'fahrrad'],
  ])('%s: "%s" lists bicycles before any accessory or part', async (index, text) => {
    const res = await search(
      { _appliedFilters: LISTING, _searchText: text, _appliedSort: RELEVANCE },
      '&size=12&_source_include=name,category_ids,stock',
      index,
    )
    expect(res.status).toBe(200)
    const hits = res.body.hits.hits
    expect(hits).toHaveLength(12)
    for (const hit of hits) expect(hit._source.category_ids, hit._source.name).toContain(CAT.bikes)
    // equal relevance: more stock first
    for (let i = 1; i < hits.length; i++) {
      if (hits[i]._score === hits[i - 1]._score)
        expect(hits[i]._source.stock.qty).toBeLessThanOrEqual(hits[i - 1]._source.stock.qty)
      else expect(hits[i]._score).toBeLessThan(hits[i - 1]._score)
    }
  })

  it('ranks by relevance without a sort too (the default of a search)', async () => {
    const res = await search(
      { _appliedFilters: LISTING, _searchText: 'fiets' },
      '&size=5&_source_include=category_ids',
    )
    for (const hit of res.body.hits.hits) expect(hit._source.category_ids).toContain(CAT.bikes)
  })
})

describe('did you mean', () => {
  it('names the corrected text when a word begins no catalogue word', async () => {
    const res = await search({ _appliedFilters: LISTING, _searchText: 'gazele stadsfiets' }, '&size=3')
    expect(res.status).toBe(200)
    expect(res.body.hits.total.value).toBeGreaterThan(0)
    expect(res.body.suggest.did_you_mean[0]).toMatchObject({
      text: 'gazele stadsfiets',
      options: [{ text: 'gazelle stadsfiets' }],
    })
    const compact = await search(
      { _appliedFilters: LISTING, _searchText: 'gazele' },
      '&response_format=compact',
    )
    expect(compact.body.suggest.did_you_mean[0].options[0].text).toBe('gazelle')
  })

  it('says nothing when every word is known', async () => {
    const res = await search({ _appliedFilters: LISTING, _searchText: 'gazelle fiets' }, '&size=3')
    expect(res.body.suggest).toBeUndefined()
  })
})

describe('price ranges', () => {
  it('split the bicycle category into at least four ranges that hold all its products', async () => {
    const res = await search(
      { _availableFilters: [AUTO_PRICE], _appliedFilters: [...LISTING, bikes] },
      '&size=0&_source_include=sku',
    )
    expect(res.status).toBe(200)
    const total = res.body.hits.total.value
    const buckets = res.body.aggregations.agg_range_price.buckets
    expect(buckets.length).toBeGreaterThanOrEqual(4)
    expect(buckets.reduce((n: number, b: any) => n + b.doc_count, 0)).toBe(total)
    for (const b of buckets) expect(b.doc_count).toBeGreaterThan(0)
    // no range holds most of the category
    for (const b of buckets) expect(b.doc_count).toBeLessThan(total / 2)
    for (let i = 1; i < buckets.length; i++) expect(buckets[i].from).toBe(buckets[i - 1].to)
    expect(buckets[buckets.length - 1].to).toBeUndefined()

    // each range, applied as the storefront applies it, finds its count
    for (const b of buckets) {
      const value = b.to === undefined ? { gte: b.from } : { gte: b.from, lt: b.to }
      const filtered = await search(
        { _appliedFilters: [...LISTING, bikes, { attribute: 'price', value, scope: 'catalog' }] },
        '&size=0',
      )
      expect(filtered.body.hits.total.value).toBe(b.doc_count)
    }
  })

  it('keeps the spec buckets of 20 for clients that do not ask for them', async () => {
    const res = await search({
      _availableFilters: [{ field: 'price', scope: 'catalog' }],
      _appliedFilters: [...LISTING, bikes],
    })
    expect(res.body.aggregations.agg_range_price.buckets.map((b: any) => b.key)).toContain('140.0-*')
  })
})

describe('option labels in filters', () => {
  const colour = (value: unknown[]) =>
    search(
      {
        _availableFilters: [{ field: 'kleur', scope: 'catalog' }],
        _appliedFilters: [...LISTING, { attribute: 'kleur', value: { in: value }, scope: 'catalog' }],
      },
      '&size=0',
    )

  it('accept the label in any case, in the store language, like the option id', async () => {
    const black = optionId('kleur', 'Zwart')
    const byId = await colour([black])
    expect(byId.body.hits.total.value).toBeGreaterThan(0)
    for (const label of ['zwart', 'ZWART', ' Zwart ']) {
      expect((await colour([label])).body.hits.total.value, label).toBe(byId.body.hits.total.value)
    }
    const de = await search(
      { _appliedFilters: [...LISTING, { attribute: 'kleur', value: { in: ['schwarz'] }, scope: 'catalog' }] },
      '&size=0',
      'vue_storefront_catalog_de',
    )
    expect(de.body.hits.total.value).toBe(byId.body.hits.total.value)
  })

  it('match nothing, without a bucket of their own, for an unknown value', async () => {
    const res = await colour(['plaid'])
    expect(res.status).toBe(200)
    expect(res.body.hits.total.value).toBe(0)
    expect(res.body.aggregations?.agg_terms_kleur?.buckets ?? []).toEqual([])
  })
})

describe('page size', () => {
  it('gives 1000 products to a search that asks for them (spec 001 §9)', async () => {
    const [row] = await t.ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from product_search where store_id = 1 and status in (0, 1) and visibility in (2, 3, 4)`)
    const res = await search({ _appliedFilters: LISTING }, '&size=1000&_source_include=sku')
    expect(res.status).toBe(200)
    expect(res.body.hits.hits).toHaveLength(Math.min(1000, row!.n))
    expect((await search({ _appliedFilters: LISTING }, '&size=1001')).status).toBe(400)
  })
})
