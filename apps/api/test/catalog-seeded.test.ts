/**
 * The catalogue and URL-map API on the seeded demo catalogue (the test template). Expected values
 * are read from the database rather than hard-coded, so the seed may evolve.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ cache: true })
})
afterAll(() => t.close())

const LISTING = [
  { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
  { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
]
const catalog = (query: object, params = '', path = 'vue_storefront_catalog/product') =>
  call(
    t.app,
    'GET',
    `/api/catalog/${path}/_search?request_format=search-query${params}&request=${encodeURIComponent(JSON.stringify(query))}`,
  )

describe('seeded catalogue', () => {
  it('lists bicycles (1394) with facets whose counts match the database', async () => {
    const query = {
      _availableFilters: [
        { field: 'kleur', scope: 'catalog' },
        { field: 'merk', scope: 'catalog' },
        { field: 'price', scope: 'catalog' },
      ],
      _appliedFilters: [...LISTING, { attribute: 'category_ids', value: { in: [1394] }, scope: 'default' }],
      _appliedSort: [{ field: 'stock.qty', options: 'desc' }],
    }
    const res = await catalog(query, '&size=50&response_format=compact')
    expect(res.status).toBe(200)
    const [count] = await t.ctx.database.rows<{ n: number }>(sql`
      select count(*)::int as n from product_search where store_id = 1 and status in (0, 1) and visibility in (2, 3, 4) and category_ids && '{1394}'::int[]`)
    expect(res.body.total.value).toBe(count!.n)
    expect(res.body.total.value).toBeGreaterThan(0)
    for (const hit of res.body.hits) {
      expect([2, 3, 4]).toContain(hit.visibility)
      expect(hit.category_ids).toContain(1394)
      expect(typeof hit.fpit).toBe('number')
    }
    const qty = res.body.hits.map((h: any) => h.stock.qty)
    expect(qty).toEqual([...qty].sort((a, b) => b - a))
    for (const bucket of res.body.aggregations.agg_terms_merk.buckets) {
      const [row] = await t.ctx.database.rows<{ n: number }>(sql`
        select count(*)::int as n from product_search where store_id = 1 and status in (0, 1) and visibility in (2, 3, 4)
          and category_ids && '{1394}'::int[] and ${`merk:${bucket.key}`} = any(facets)`)
      expect(bucket.doc_count).toBe(row!.n)
    }
    const ranges = res.body.aggregations.agg_range_price.buckets
    expect(ranges.reduce((sum: number, b: any) => sum + b.doc_count, 0)).toBe(count!.n)
  })

  it('finds a brand despite a typo', async () => {
    const [brand] = await t.ctx.database.rows<{ word: string }>(sql`
      select word from search_lexicon where store_id = 1 and length(word) >= 7 and word ~ '^[a-z]+$'
        and word in (select lower(labels->>'1') from attribute_option where attribute_id = 83)
      order by frequency desc, word limit 1`)
    expect(brand).toBeDefined()
    const typo = brand!.word.slice(0, 3) + brand!.word.slice(4)
    const res = await catalog(
      { _appliedFilters: LISTING, _searchText: typo },
      '&size=10&_source_include=name',
    )
    expect(res.status).toBe(200)
    expect(res.body.hits.hits.length).toBeGreaterThan(0)
    expect(res.body.hits.hits[0]._source.name.toLowerCase()).toContain(brand!.word)
  })

  it('German store view: German names, German index name', async () => {
    const nl = await catalog(
      { _appliedFilters: [{ attribute: 'id', value: { in: [1394] } }] },
      '',
      'vue_storefront_catalog/category',
    )
    const de = await catalog(
      { _appliedFilters: [{ attribute: 'id', value: { in: [1394] } }] },
      '',
      'vue_storefront_catalog_de/category',
    )
    const [names] = await t.ctx.database.rows<{ nl: string; de: string }>(sql`
      select max(name) filter (where store_id = 1) as nl, max(name) filter (where store_id = 3) as de from category_store where category_id = 1394`)
    expect(nl.body.hits.hits[0]._source.name).toBe(names!.nl)
    expect(de.body.hits.hits[0]._source.name).toBe(names!.de)
    expect(de.body.hits.hits[0]._index).toBe('vue_storefront_catalog_de_category')
  })

  it('shows business tier prices to members of group 2 only (their groupToken), not to a plain groupId', async () => {
    const [tier] = await t.ctx.database.rows<{ sku: string }>(sql`
      select p.sku from tier_price tp join product p on p.id = tp.product_id
      where tp.customer_group_id = 2 and p.status = 1 and p.visibility > 1 order by p.id limit 1`)
    expect(tier).toBeDefined()
    const customer = await customerSession(t.app)
    await t.ctx.database.rows(sql`update customer set group_id = 2 where id = ${customer.id}`)
    const me = await call(t.app, 'GET', `/api/user/me?token=${customer.token}`)
    const groupToken = me.body.result.groupToken as string
    expect(groupToken).toBeTruthy()
    const query = (extra: object = {}) => ({
      _appliedFilters: [{ attribute: 'sku', value: { eq: tier!.sku } }],
      ...extra,
    })
    const tiersOf = async (extra?: object) =>
      (await catalog(query(extra), '&_source_include=tier_prices')).body.hits.hits[0]._source.tier_prices
    const guest = await tiersOf()
    const plain = await tiersOf({ groupId: 2 })
    const business = await tiersOf({ groupToken })
    expect(guest.every((p: any) => p.customer_group_id === null)).toBe(true)
    expect(plain).toEqual(guest)
    expect(business.some((p: any) => p.customer_group_id === 2)).toBe(true)
  })

  it('caches: the second identical call is a hit', async () => {
    const query = { _appliedFilters: LISTING, _searchText: 'fiets' }
    const first = await catalog(query, '&size=5')
    const second = await catalog(query, '&size=5')
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit'])
  })
})

describe('seeded url map', () => {
  const map = (url: string, query = '') => call(t.app, 'POST', `/api/url/map${query}`, { url })

  it('resolves products, hidden children, categories and CMS pages', async () => {
    const [child] = await t.ctx.database.rows<{
      child: string
      parent: string
      parentSku: string
      childSku: string
    }>(sql`
      select cs.url_path as child, ps.url_path as parent, p.sku as "parentSku", c.sku as "childSku"
      from product_super_link l
      join product p on p.id = l.parent_id join product c on c.id = l.child_id
      join product_store ps on ps.product_id = p.id and ps.store_id = 1
      join product_store cs on cs.product_id = c.id and cs.store_id = 1
      where p.status = 1 order by l.parent_id, l.child_id limit 1`)
    expect(child).toBeDefined()
    const product = await map(`/${child!.parent}`)
    expect(product.body).toMatchObject({
      _type: 'product',
      _source: { sku: child!.parentSku, url_path: child!.parent },
    })
    expect(typeof product.body._source.final_price_incl_tax).toBe('number')
    const hidden = await map(child!.child)
    expect(hidden.body).toMatchObject({
      _type: 'product',
      _source: { sku: child!.parentSku },
      _redirect: { status: 301, url_path: child!.parent, childSku: child!.childSku },
    })

    const [category] = await t.ctx.database.rows<{ nl: string; de: string }>(sql`
      select max(url_path) filter (where store_id = 1) as nl, max(url_path) filter (where store_id = 3) as de from category_store where category_id = 1394`)
    expect((await map(category!.nl)).body).toMatchObject({ _type: 'category', _id: '1394' })
    expect((await map(`/de/${category!.de}/`, '?storeCode=de')).body).toMatchObject({
      _type: 'category',
      _id: '1394',
      _index: 'vue_storefront_catalog_de_category',
    })

    const [page] = await t.ctx.database.rows<{ identifier: string }>(
      sql`select identifier from cms_page where store_id = 1 and is_active order by id limit 1`,
    )
    if (page)
      expect((await map(page.identifier)).body).toMatchObject({
        _type: 'cms_page',
        _source: { identifier: page.identifier },
      })
    const unknown = await map('deze/pagina/bestaat/niet')
    expect([unknown.status, unknown.body]).toEqual([200, null])
  })
})
