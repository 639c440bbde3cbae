/**
 * Catalogue search over the fixture catalogue, through HTTP: full-text search, stores, and prices per
 * customer group and date.
 */
import { SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFixtureApp, FIXTURE_SECRET, searchQuery, type FixtureApp } from './catalog-fixture-app.ts'
import { sql } from 'drizzle-orm'
import { FIXTURE_NOW, P } from './fixtures/catalog-fixture.ts'
import { reindexProducts } from '../src/catalog/indexer.ts'

let f: FixtureApp
beforeAll(async () => {
  f = await createFixtureApp()
})
afterAll(() => f.close())
beforeEach(() => f.setNow(FIXTURE_NOW))

const LISTING = [
  { attribute: 'visibility', value: { in: [2, 3, 4] } },
  { attribute: 'status', value: { in: [0, 1] } },
]
const skusOf = (body: any): string[] => body.hits.hits.map((h: any) => h._source.sku)
const search = async (text: string, path?: string) => {
  const res = await searchQuery(f.app, { _appliedFilters: LISTING, _searchText: text }, {}, path)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}
const source = async (sku: string, extra: object = {}, params: Record<string, string> = {}) => {
  const res = await searchQuery(
    f.app,
    { _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }], ...extra },
    params,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.hits.hits[0]._source
}

describe('full-text search', () => {
  it('tolerates typos: "gazele" finds Gazelle', async () => {
    expect(skusOf(await search('gazele'))).toEqual(['GZ-ORANGE-C7'])
    expect(skusOf(await search('Gazzele Orannje'))).toEqual(['GZ-ORANGE-C7'])
  })

  it('"fietsen" finds products named "fiets" (Dutch stemming: fiets -> fiet, fietsen -> fiets)', async () => {
    expect(skusOf(await search('fietsen'))).toContain('BT-DAMES-28')
    expect(skusOf(await search('fiets'))).toContain('BT-DAMES-28')
  })

  it('matches prefixes of words', async () => {
    expect(skusOf(await search('kettingo'))).toEqual([])
    // "fietska" is also within two edits of "fietsen"; the prefix match ranks first
    expect(skusOf(await search('fietska'))[0]).toBe('LOW-MAP')
  })

  it('ranks exact sku, child sku and supplier sku matches first', async () => {
    const bySku = await search('BT-DAMES-28')
    expect(skusOf(bySku)[0]).toBe('BT-DAMES-28')
    expect(bySku.hits.hits[0]._score).toBeGreaterThanOrEqual(100)
    expect(skusOf(await search('gz-orange-c7-53-bl'))).toEqual(['GZ-ORANGE-C7'])
    expect(skusOf(await search('bat-12345'))[0]).toBe('BT-DAMES-28')
    expect(skusOf(await search('8712345678906'))).toEqual(['BT-DAMES-28'])
  })

  it('needs 75 % of the words: one nonsense word in four still matches, two do not', async () => {
    expect(skusOf(await search('batavus dames fiets xqzwv'))).toEqual(['BT-DAMES-28'])
    expect(skusOf(await search('batavus dames xqzwv plmokn'))).toEqual([])
  })

  it('ranks name matches above description matches', async () => {
    // "stadsfiets" is in the Gazelle's name and the Batavus' type label only
    const skus = skusOf(await search('stadsfiets'))
    expect(skus[0]).toBe('GZ-ORANGE-C7')
  })

  it('German store: German names and the german configuration', async () => {
    const de = await search('damenrad', 'vue_storefront_catalog_de/product')
    expect(skusOf(de)).toEqual(['BT-DAMES-28'])
    expect(de.hits.hits[0]._source.name).toBe('Batavus Damenrad 28 Zoll')
    expect(de.hits.hits[0]._index).toBe('vue_storefront_catalog_de_product')
    // german stems "Fahrradklingeln" to the same word as "Fahrradklingel"
    expect(skusOf(await search('fahrradklingeln', 'vue_storefront_catalog_de/product'))).toEqual([
      'GV-ACC-BEL',
    ])
    expect(skusOf(await search('damenrad'))).toEqual([])
    // the product-{storeCode} entity form reaches the same store
    expect(skusOf(await search('damenrad', 'vue_storefront_catalog/product-de'))).toEqual(['BT-DAMES-28'])
  })

  it('treats quotes and operators in the text as plain words', async () => {
    for (const text of ["' OR 1=1 --", 'fiets & | ! :*', '\\\\x00', '%27%3B']) {
      expect((await searchQuery(f.app, { _searchText: text })).status).toBe(200)
    }
  })
})

describe('prices per request', () => {
  it('computes the price fields for the store tax (NL 21 %, DE 19 % inside the same gross price)', async () => {
    const nl = await source('SP-RACE-1')
    expect(nl).toMatchObject({
      price: 82.64,
      price_tax: 17.35,
      price_incl_tax: 99.99,
      final_price_incl_tax: 99.99,
      special_price: 0,
    })
    const de = (
      await searchQuery(
        f.app,
        { _appliedFilters: [{ attribute: 'sku', value: { eq: 'SP-RACE-1' } }] },
        {},
        'vue_storefront_catalog_de/product',
      )
    ).body.hits.hits[0]._source
    // cross-border trade (decision 0090): 99.99 in both store views, 19 % of it German VAT
    expect(de).toMatchObject({ price: 84.03, price_tax: 15.96, price_incl_tax: 99.99 })
    const map = await source('LOW-MAP')
    expect(map).toMatchObject({ price: 9.17, price_incl_tax: 10 })
  })

  it('applies the special price inside its window only', async () => {
    expect(await source('BT-DAMES-28')).toMatchObject({
      special_price: 330.58,
      final_price: 330.58,
      final_price_incl_tax: 400,
      price_incl_tax: 500,
    })
    f.setNow(new Date('2030-07-01T10:00:00Z'))
    expect(await source('BT-DAMES-28')).toMatchObject({
      special_price: 0,
      final_price: 413.22,
      final_price_incl_tax: 500,
      original_special_price: 330.58,
    })
    // the price filter follows the same window
    const cheap = await searchQuery(f.app, {
      _appliedFilters: [
        ...LISTING,
        { attribute: 'price', value: { lte: 450 }, scope: 'catalog' },
        { attribute: 'category_ids', value: { in: [1394] } },
      ],
    })
    expect(skusOf(cheap.body)).toEqual(['SP-RACE-1'])
  })

  it('gives group 2 its tier price with a signed groupToken, guests only the all-groups tiers', async () => {
    f.setNow(new Date('2030-07-01T10:00:00Z'))
    const guest = await source('BT-DAMES-28')
    expect(guest.final_price_incl_tax).toBe(500)
    expect(guest.tier_prices).toEqual([
      { customer_group_id: null, qty: 5, value: 400, extension_attributes: { percentage_value: null } },
    ])
    // valid for an hour on the shop's clock, which decides expiry
    const token = await new SignJWT({ group_id: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(new Date('2030-07-01T11:00:00Z'))
      .sign(new TextEncoder().encode(FIXTURE_SECRET))
    const trade = await source('BT-DAMES-28', { groupToken: token })
    expect(trade.final_price_incl_tax).toBe(450)
    expect(trade.tier_prices.map((t: any) => t.customer_group_id)).toEqual([2, null])
    expect((await source('BT-DAMES-28', { groupToken: `${token}x` })).final_price_incl_tax).toBe(500)
    // the tier price also decides price filters and sorting for that group
    const filter = { _appliedFilters: [...LISTING, { attribute: 'price', value: { gte: 440, lte: 460 } }] }
    expect(skusOf((await searchQuery(f.app, { ...filter, groupToken: token })).body)).toEqual(['BT-DAMES-28'])
    expect(skusOf((await searchQuery(f.app, filter)).body)).toEqual([])
  })

  it('keeps business prices from a plain groupId: only public groups count without a token', async () => {
    f.setNow(new Date('2030-07-01T10:00:00Z'))
    // group 2 (trade) without proof of membership: guest prices, no trade tiers
    const plain = await source('BT-DAMES-28', { groupId: 2 })
    expect(plain.final_price_incl_tax).toBe(500)
    expect(plain.tier_prices.map((t: any) => t.customer_group_id)).toEqual([null])
    const filter = { _appliedFilters: [...LISTING, { attribute: 'price', value: { gte: 440, lte: 460 } }] }
    expect(skusOf((await searchQuery(f.app, { ...filter, groupId: 2 })).body)).toEqual([])
    // group 1 (retail) is public
    expect((await source('BT-DAMES-28', { groupId: 1 })).final_price_incl_tax).toBe(500)
  })

  it('prices configurable children and adds live stock to them', async () => {
    const conf = await source('GZ-ORANGE-C7')
    expect(conf.final_price_incl_tax).toBe(749)
    expect(conf.stock).toMatchObject({ product_id: P.conf, qty: 10, is_in_stock: true })
    expect(conf.configurable_children.map((c: any) => [c.sku, c.price_incl_tax, c.stock.qty])).toEqual([
      ['GZ-ORANGE-C7-49-ZW', 749, 4],
      ['GZ-ORANGE-C7-53-BL', 799, 6],
      ['GZ-ORANGE-C7-57-RO', 847, 0],
    ])
    expect((await source('LOW-MAP')).stock).toMatchObject({
      is_in_stock: false,
      stock_status: 'out_of_stock',
    })
  })
})

describe('reused priced documents (product-sources.ts)', () => {
  const query = { _appliedFilters: LISTING, _appliedSort: [{ field: 'stock.qty', options: 'desc' }] }
  const fetchBoth = async (params: Record<string, string>) => {
    const text = await searchQuery(f.app, query, params)
    // an exclude that matches nothing takes the object path instead of the reused text
    const objects = await searchQuery(f.app, query, { ...params, _source_exclude: 'no_such_field' })
    return [text.body, objects.body]
  }

  it('serialised sources equal the object path, in the full and the compact form', async () => {
    const [full, fullObjects] = await fetchBoth({ size: '50' })
    expect(full.hits.hits.length).toBeGreaterThan(3)
    expect(full.hits).toEqual(fullObjects.hits)
    const [compact, compactObjects] = await fetchBoth({ size: '50', response_format: 'compact' })
    expect(compact.hits).toEqual(compactObjects.hits)
    expect(compact.hits[0]._score).toBe(1)
  })

  it('a reused document still shows live stock, and a reindexed one its new content', async () => {
    const childQty = async () =>
      (await source('GZ-ORANGE-C7')).configurable_children.map((c: any) => c.stock.qty)
    // the same through a source filter (its own reused text, with the stock fields spliced in)
    const filteredQty = async () =>
      (
        await source('GZ-ORANGE-C7', {}, { _source_include: 'configurable_children.stock.qty' })
      ).configurable_children.map((c: any) => c.stock.qty)
    const before = await childQty()
    expect(await filteredQty()).toEqual(before)
    await f.database.rows(sql`update stock_item set qty = qty + 5 where product_id = ${P.confBlue53}`)
    expect(await childQty()).toEqual([before[0], before[1] + 5, before[2]])
    expect(await filteredQty()).toEqual([before[0], before[1] + 5, before[2]])
    await f.database.rows(sql`update stock_item set qty = qty - 5 where product_id = ${P.confBlue53}`)

    await f.database.rows(
      sql`update product_store set name = 'Gazelle Oranje C7 Plus' where product_id = ${P.conf}`,
    )
    await reindexProducts(f.database, [P.conf])
    expect((await source('GZ-ORANGE-C7')).name).toBe('Gazelle Oranje C7 Plus')
  })
})
