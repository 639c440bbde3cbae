/**
 * /graphql answers what the REST catalogue answers (spec 001 §7, decision 0236): product by sku
 * and by url key, a category's products, a text search with a filter, facets, sort and paging,
 * the category tree, CMS pages and blocks — in the Dutch and the German store view, and with a
 * trade customer's token the same customer prices as REST gives that customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATUS_LISTED, VISIBILITY_LISTED } from '@shop/commerce'
import { TRADE_DEMO_PASSWORD } from '../src/seed/trade-customers.ts'
import { buildTestApp, type TestApp } from './test-app.ts'
import { gql, rest, sourcesOf, type Store } from './graphql-helpers.ts'
import { signIn } from './user-helpers.ts'

const LISTED = [
  { attribute: 'visibility', value: { in: [...VISIBILITY_LISTED] }, scope: 'default' },
  { attribute: 'status', value: { in: [...STATUS_LISTED] }, scope: 'default' },
]

describe(`GraphQL catalogue equals REST (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let dealerToken = ''
  beforeAll(async () => {
    t = await buildTestApp({ cache: true })
    dealerToken = (await signIn(t.app, 'inkoop@rijwielhandel-jansen.nl', TRADE_DEMO_PASSWORD)).token
  })
  afterAll(async () => t?.close())

  const firstListed = async (store: Store) =>
    sourcesOf(await rest(t.app, store, 'product', { _appliedFilters: LISTED }, { size: 1 }))[0]!

  describe.each(['nl', 'de'] as const)('store view %s', (store) => {
    it('finds a product by sku and by url key with the REST document', async () => {
      const product = await firstListed(store)
      const bySku = sourcesOf(
        await rest(t.app, store, 'product', {
          _appliedFilters: [{ attribute: 'sku', value: { eq: product.sku }, scope: 'default' }],
        }),
      )[0]
      const res = await gql(
        t.app,
        'query($sku: String, $url: String) { a: product(sku: $sku) { sku name urlKey finalPrice source } b: product(urlKey: $url) { sku source } }',
        { sku: product.sku, url: product.url_key },
        { store },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.data.a.source).toEqual(bySku)
      expect(res.body.data.a).toMatchObject({
        sku: product.sku,
        name: bySku!.name,
        finalPrice: bySku!.final_price,
      })
      expect(res.body.data.b.sku).toBe(product.sku)
      expect(res.body.data.b.source).toEqual(bySku)
    })

    it("lists a category's products as REST does, by products(categoryId) and by category.products", async () => {
      const product = await firstListed(store)
      const categoryId = (product.category_ids as number[]).at(-1)!
      const query = {
        _appliedFilters: [
          ...LISTED,
          { attribute: 'category_ids', value: { in: [categoryId] }, scope: 'default' },
        ],
        _appliedSort: [{ field: 'name', options: 'asc' }],
      }
      const expected = await rest(t.app, store, 'product', query, { size: 5 })
      const res = await gql(
        t.app,
        `query($id: Int!) {
          products(categoryId: $id, sort: [{field: "name"}], pageSize: 5) { total items { sku source } }
          category(id: $id) { id products(sort: [{field: "name"}], pageSize: 5) { total items { sku } } }
        }`,
        { id: categoryId },
        { store },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.data.products.total).toBe(expected.body.hits.total.value)
      expect(res.body.data.products.items.map((i: any) => i.source)).toEqual(sourcesOf(expected))
      expect(res.body.data.category.products.items.map((i: any) => i.sku)).toEqual(
        sourcesOf(expected).map((s) => s.sku),
      )
    })

    it('searches text with a filter, facets, sort and paging as REST does', async () => {
      const text = store === 'nl' ? 'fiets' : 'Fahrrad'
      const query = {
        _appliedFilters: [...LISTED, { attribute: 'price', value: { gte: 10, lt: 3000 }, scope: 'catalog' }],
        _availableFilters: [
          { field: 'merk', scope: 'catalog' },
          { field: 'price', scope: 'catalog' },
        ],
        _appliedSort: [{ field: 'final_price', options: 'desc' }],
        _searchText: text,
      }
      const expected = await rest(t.app, store, 'product', query, { size: 4, from: 4 })
      expect(expected.status).toBe(200)
      const res = await gql(
        t.app,
        `query($text: String) {
          products(search: $text, filters: [{attribute: "price", from: 10, to: 3000}], facets: ["merk", "price"],
                   sort: [{field: "final_price", direction: DESC}], pageSize: 4, currentPage: 2) {
            total items { sku finalPrice } pageInfo { pageSize currentPage totalPages }
            facets { name field buckets { key count from to } }
          }
        }`,
        { text },
        { store },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const page = res.body.data.products
      const total = expected.body.hits.total.value as number
      expect(total).toBeGreaterThan(4)
      expect(page.total).toBe(total)
      expect(page.pageInfo).toEqual({ pageSize: 4, currentPage: 2, totalPages: Math.ceil(total / 4) })
      expect(page.items).toEqual(sourcesOf(expected).map((s) => ({ sku: s.sku, finalPrice: s.final_price })))
      const aggs = expected.body.aggregations as Record<string, { buckets?: any[] }>
      const withBuckets = Object.entries(aggs).filter(([, a]) => Array.isArray(a.buckets))
      expect(page.facets.map((f: any) => f.name)).toEqual(withBuckets.map(([name]) => name))
      for (const [name, agg] of withBuckets) {
        const facet = page.facets.find((f: any) => f.name === name)
        expect(facet.buckets.map((b: any) => [b.key, b.count])).toEqual(
          agg.buckets!.map((b) => [String(b.key), b.doc_count]),
        )
      }
      expect(page.facets.some((f: any) => f.field === 'merk' && f.buckets.length > 0)).toBe(true)
    })

    it('gives the category tree of the REST category documents', async () => {
      const roots = sourcesOf(
        await rest(t.app, store, 'category', {
          _appliedFilters: [{ attribute: 'parent_id', value: { in: [0] }, scope: 'default' }],
          _appliedSort: [{ field: 'position', options: 'asc' }],
        }),
      )
      const res = await gql(
        t.app,
        '{ categoryTree { id name urlKey children { id name children { id name urlKey } } } }',
        {},
        { store },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const shape = (c: any, depth: number): any => ({
        id: c.id,
        name: c.name,
        ...(depth !== 1 ? { urlKey: c.url_key } : {}),
        ...(depth < 2 ? { children: (c.children_data ?? []).map((k: any) => shape(k, depth + 1)) } : {}),
      })
      expect(res.body.data.categoryTree).toEqual(roots.map((r) => shape(r, 0)))
      const leaf = res.body.data.categoryTree[0].children[0].children[0]
      const byUrl = await gql(
        t.app,
        'query($u: String) { category(urlKey: $u) { id name source } }',
        { u: leaf.urlKey },
        { store },
      )
      const restLeaf = sourcesOf(
        await rest(t.app, store, 'category', {
          _appliedFilters: [{ attribute: 'url_key', value: { eq: leaf.urlKey }, scope: 'default' }],
        }),
      )[0]
      expect(byUrl.body.data.category).toEqual({ id: leaf.id, name: leaf.name, source: restLeaf })
    })

    it('gives CMS pages and blocks of the store view as REST does', async () => {
      const page = sourcesOf(
        await rest(t.app, store, 'cms_page', {
          _appliedFilters: [{ attribute: 'identifier', value: { eq: 'legal' }, scope: 'default' }],
        }),
      )[0]!
      const blocks = sourcesOf(await rest(t.app, store, 'cms_block', {}, { size: 500 }))
      const res = await gql(
        t.app,
        `query($ids: [String!]) {
          cmsPage(identifier: "legal") { id identifier title content contentHeading metaTitle }
          cmsBlocks(identifiers: $ids) { identifier title content }
          all: cmsBlocks { identifier }
        }`,
        { ids: [blocks[0]!.identifier] },
        { store },
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.data.cmsPage).toEqual({
        id: page.id,
        identifier: 'legal',
        title: page.title,
        content: page.content,
        contentHeading: page.content_heading,
        metaTitle: page.meta_title,
      })
      expect(res.body.data.cmsPage.title).toBe(
        store === 'nl' ? 'Algemene voorwaarden' : 'Allgemeine Geschäftsbedingungen',
      )
      expect(res.body.data.cmsBlocks).toEqual([
        { identifier: blocks[0]!.identifier, title: blocks[0]!.title, content: blocks[0]!.content },
      ])
      expect(res.body.data.all.map((b: any) => b.identifier)).toEqual(blocks.map((b) => b.identifier))
    })

    it("prices a trade customer's token as REST prices it", async () => {
      const query = { _appliedFilters: LISTED, _appliedSort: [{ field: 'name', options: 'asc' }] }
      const [restDealer, restGuest] = await Promise.all([
        rest(t.app, store, 'product', query, { size: 30, token: dealerToken }),
        rest(t.app, store, 'product', query, { size: 30 }),
      ])
      const ask =
        'query { products(sort: [{field: "name"}], pageSize: 30) { items { sku price finalPrice finalPriceInclTax } } }'
      const [dealer, guest] = await Promise.all([
        gql(t.app, ask, {}, { store, token: dealerToken }),
        gql(t.app, ask, {}, { store }),
      ])
      const pricesOf = (sources: Record<string, any>[]) =>
        sources.map((s) => ({
          sku: s.sku,
          price: s.price,
          finalPrice: s.final_price,
          finalPriceInclTax: s.final_price_incl_tax,
        }))
      expect(dealer.body.data.products.items).toEqual(pricesOf(sourcesOf(restDealer)))
      expect(guest.body.data.products.items).toEqual(pricesOf(sourcesOf(restGuest)))
      // the demo dealer has agreements: some price differs from the guest's
      expect(dealer.body.data.products.items).not.toEqual(guest.body.data.products.items)
      expect(dealer.headers['cache-control']).toBe('private, no-store')
    })
  })

  it('picks the store view by store argument, x-vs-store-code and ?storeCode=, and refuses an unknown one', async () => {
    const ask = '{ cmsPage(identifier: "legal") { title } }'
    const header = await gql(t.app, ask, {}, { store: 'de' })
    const arg = await gql(t.app, '{ cmsPage(identifier: "legal", store: de) { title } }')
    const query = await t.app.inject({
      method: 'POST',
      url: '/graphql?storeCode=de',
      payload: { query: ask },
    })
    const nl = await gql(t.app, ask)
    expect(header.body.data.cmsPage.title).toBe('Allgemeine Geschäftsbedingungen')
    expect(arg.body.data.cmsPage.title).toBe('Allgemeine Geschäftsbedingungen')
    expect(JSON.parse(query.body).data.cmsPage.title).toBe('Allgemeine Geschäftsbedingungen')
    expect(nl.body.data.cmsPage.title).toBe('Algemene voorwaarden')
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/graphql?storeCode=fr',
      payload: { query: ask },
    })
    expect(unknown.statusCode).toBe(400)
    expect(JSON.parse(unknown.body).errors[0].message).toMatch(/storeCode fr/)
  })

  it('answers GET /graphql and publishes the schema as text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($s: String) { product(sku: $s) { sku } }')}&variables=${encodeURIComponent('{"s":"nope-sku"}')}`,
    })
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ data: { product: null } })
    const schema = await t.app.inject({ method: 'GET', url: '/graphql/schema.graphql' })
    expect(schema.statusCode).toBe(200)
    expect(schema.headers['content-type']).toMatch(/^text\/plain/)
    expect(schema.body).toContain('type Query {')
    expect(schema.body).toContain('products(')
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' })
    const paths = JSON.parse(docs.body).paths
    expect(Object.keys(paths['/graphql'])).toEqual(expect.arrayContaining(['get', 'post']))
    expect(paths['/graphql/schema.graphql']).toBeDefined()
  })

  it('serves GraphiQL outside production, with a policy of its own', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/graphiql' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'")
    const config = await t.app.inject({ method: 'GET', url: '/graphiql/config.js' })
    expect(config.body).toContain("window.GRAPHQL_ENDPOINT = '/graphql'")
  })
})

describe('GraphiQL in production', () => {
  it('is not served: production has the endpoint and its schema, not the developer page', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production' } })
    try {
      expect((await t.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'GET', url: '/graphiql/main.js' })).statusCode).toBe(404)
      const schema = await t.app.inject({ method: 'GET', url: '/graphql/schema.graphql' })
      expect(schema.statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})
