import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFixtureApp, searchQuery, type FixtureApp } from './catalog-fixture-app.ts'
import { P } from './fixtures/catalog-fixture.ts'
import { reindexAll, reindexProducts } from '../src/catalog/indexer.ts'
import { invalidateProducts } from '../src/catalog/invalidate.ts'

let f: FixtureApp
beforeAll(async () => {
  f = await createFixtureApp({ cache: true })
})
afterAll(() => f.close())

const rows = <T>(query: ReturnType<typeof sql>) => f.database.rows<T>(query)

describe('indexer', () => {
  it('writes one product row per product and store, hidden and disabled ones included', async () => {
    expect(
      await rows(
        sql`select store_id, count(*)::int as n from product_search group by store_id order by store_id`,
      ),
    ).toEqual([
      { store_id: 1, n: 16 },
      { store_id: 3, n: 16 },
    ])
    expect(
      await rows(
        sql`select entity_type, count(*)::int as n from entity_doc where store_id = 3 group by 1 order by 1`,
      ),
    ).toEqual([
      { entity_type: 'attribute', n: 6 },
      { entity_type: 'category', n: 8 },
      { entity_type: 'cms_block', n: 1 },
      { entity_type: 'cms_page', n: 1 },
      { entity_type: 'taxrule', n: 2 },
    ])
  })

  it('fills the search columns: facets, skus, tax rate of the store, the tsvector in the store language', async () => {
    const [conf] = await rows<{
      facets: string[]
      search_skus: string[]
      category_ids: number[]
      price: string
    }>(sql`
      select facets, search_skus, category_ids, price::text as price from product_search where store_id = 1 and product_id = ${P.conf}`)
    expect(conf!.facets).toEqual(
      expect.arrayContaining(['merk:8301', 'kleur_options:9301', 'maat_options:14202']),
    )
    expect(conf!.facets).not.toContain('kleur_options:9303')
    expect(conf!.search_skus).toEqual([
      'gz-orange-c7',
      'gz-orange-c7-49-zw',
      'gz-orange-c7-53-bl',
      'gz-orange-c7-57-ro',
    ])
    expect(conf!.category_ids.sort()).toEqual([1332, 1394, 1400, 2116])
    expect(conf!.price).toBe('619.0083')
    const rates = await rows<{ store_id: number; sku: string; rate: string }>(sql`
      select store_id, sku, tax_rate::text as rate from product_search where product_id in (${P.batavus}, ${P.map}) order by sku, store_id`)
    // the rate that makes the gross price: the origin's (NL) in every store view under
    // cross-border trade, the default price basis (decision 0090)
    expect(rates.map((r) => [r.store_id, r.sku, Number(r.rate)])).toEqual([
      [1, 'BT-DAMES-28', 21],
      [3, 'BT-DAMES-28', 21],
      [1, 'LOW-MAP', 9],
      [3, 'LOW-MAP', 9],
    ])
    const [weights] = await rows<{ a: boolean; b: boolean; de: boolean }>(sql`
      select ts_rank('{0,0,0,1}', tsv, to_tsquery('dutch', 'batavus')) > 0 as a,
        tsv @@ to_tsquery('dutch', 'zwart') as b,
        (select tsv @@ to_tsquery('german', 'damenrad') from product_search where store_id = 3 and product_id = ${P.batavus}) as de
      from product_search where store_id = 1 and product_id = ${P.batavus}`)
    expect(weights).toEqual({ a: true, b: true, de: true })
  })

  it('builds the lexicon of catalogue words per store', async () => {
    const words = await rows<{ word: string }>(
      sql`select word from search_lexicon where store_id = 1 and word in ('gazelle', 'fiets', 'fietsen', 'batavus', 'stadsfiets', 'kettingolie')`,
    )
    expect(words.map((w) => w.word).sort()).toEqual(['batavus', 'fiets', 'fietsen', 'gazelle', 'stadsfiets'])
  })

  it('reindexProducts: fast for a few ids, rebuilds parents of changed children, drops deleted products', async () => {
    await f.database.rows(sql`update product set price = '700' where id = ${P.confBlue53}`)
    await f.database.rows(
      sql`update product_store set name = 'Sparta Racefiets Ultra' where product_id = ${P.sparta} and store_id = 1`,
    )
    const started = performance.now()
    await reindexProducts(f.database, [P.confBlue53, P.sparta])
    expect(performance.now() - started).toBeLessThan(1000)
    const [conf] = await rows<{ doc: any }>(
      sql`select doc from product_doc where store_id = 1 and product_id = ${P.conf}`,
    )
    expect(conf!.doc.configurable_children.map((c: any) => c.price)).toEqual([619.0083, 700, 700])
    const [sparta] = await rows<{ name: string }>(
      sql`select name from product_search where store_id = 1 and product_id = ${P.sparta}`,
    )
    expect(sparta!.name).toBe('Sparta Racefiets Ultra')

    await f.database.rows(sql`delete from product where id = ${P.engrave}`)
    await reindexProducts(f.database, [P.engrave])
    expect(await rows(sql`select 1 from product_search where product_id = ${P.engrave}`)).toEqual([])
  })

  it('reindexProducts refreshes the product_count of categories a product enters or leaves', async () => {
    const count = async () => {
      const [row] = await rows<{ n: number }>(sql`
        select (doc->>'product_count')::int as n from entity_doc
        where store_id = 1 and entity_type = 'category' and entity_id = 1394`)
      return row!.n
    }
    const before = await count()
    await f.database.rows(sql`update product set visibility = 1 where id = ${P.sparta}`)
    await reindexProducts(f.database, [P.sparta])
    expect(await count()).toBe(before - 1)
    await f.database.rows(sql`update product set visibility = 4 where id = ${P.sparta}`)
    await reindexProducts(f.database, [P.sparta])
    expect(await count()).toBe(before)
  })

  it('reindexAll is repeatable (upserts, no duplicates)', async () => {
    await reindexAll(f.database)
    expect(await rows(sql`select count(*)::int as n from product_search`)).toEqual([{ n: 30 }])
  })
})

describe('catalogue cache', () => {
  const query = { _appliedFilters: [{ attribute: 'sku', value: { eq: 'SP-RACE-1' } }] }
  const nameOf = (body: any) => body.hits.hits[0]._source.name

  it('serves the second call from the cache, whatever the method', async () => {
    const first = await searchQuery(f.app, query, { _source_include: 'name' })
    const second = await searchQuery(f.app, query, { _source_include: 'name' })
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit'])
    expect(second.body).toEqual(first.body)
    const post = await f.app.inject({
      method: 'POST',
      url: '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&_source_include=name',
      payload: query,
    })
    expect(post.headers['x-cache']).toBe('hit')
  })

  it('keeps serving the cached answer until the product is invalidated', async () => {
    const before = await searchQuery(f.app, query, { _source_include: 'name' })
    await f.database.rows(
      sql`update product_store set name = 'Sparta Racefiets Max' where product_id = ${P.sparta} and store_id = 1`,
    )
    await reindexProducts(f.database, [P.sparta])
    const stale = await searchQuery(f.app, query, { _source_include: 'name' })
    expect([stale.headers['x-cache'], nameOf(stale.body)]).toEqual(['hit', nameOf(before.body)])
    await invalidateProducts(f.ctx, [P.sparta])
    const fresh = await searchQuery(f.app, query, { _source_include: 'name' })
    expect([fresh.headers['x-cache'], nameOf(fresh.body)]).toEqual(['miss', 'Sparta Racefiets Max'])
  })
})
