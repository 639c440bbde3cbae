import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app.ts'

/**
 * Issue 2 §5: every malformed request gets a 4xx whose `result` names the problem; never a 500.
 * The table covers the catalogue, url map, stock, product and content calls.
 */
const base = '/api/catalog/vue_storefront_catalog/product/_search'
const q = (request: string) => `${base}?request_format=search-query&request=${encodeURIComponent(request)}`
const filter = (value: unknown, attribute = 'kleur') =>
  q(JSON.stringify({ _appliedFilters: [{ attribute, value, scope: 'default' }] }))

interface Case {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  body?: unknown
  contentType?: string
  /** a word the error message must contain (case-insensitive) */
  mentions: string
}

const cases: Case[] = [
  { name: 'malformed request JSON', method: 'GET', url: `${base}?request=%7Bnot-json`, mentions: 'json' },
  { name: 'request JSON is an array', method: 'GET', url: q('[1,2]'), mentions: 'request' },
  { name: 'unknown index', method: 'GET', url: '/api/catalog/other_index/product/_search', mentions: 'index' },
  { name: 'unknown entity type', method: 'GET', url: '/api/catalog/vue_storefront_catalog/customer/_search', mentions: 'customer' },
  { name: 'unknown store entity form', method: 'GET', url: '/api/catalog/vue_storefront_catalog/product-xx/_search', mentions: 'product-xx' },
  { name: 'path without _search', method: 'GET', url: '/api/catalog/vue_storefront_catalog/product/_count', mentions: '_search' },
  { name: 'size is not a number', method: 'GET', url: `${base}?size=abc`, mentions: 'size' },
  { name: 'from is not a number', method: 'GET', url: `${base}?from=x1`, mentions: 'from' },
  { name: 'huge size', method: 'GET', url: `${base}?size=1000000`, mentions: 'size' },
  { name: 'category size above 4000', method: 'GET', url: '/api/catalog/vue_storefront_catalog/category/_search?size=4001', mentions: 'size' },
  { name: 'unknown filter operator', method: 'GET', url: filter({ like: 'zwart' }), mentions: 'like' },
  { name: 'mixed range and terms operators', method: 'GET', url: filter({ gte: 1, in: [2] }, 'price'), mentions: 'operator' },
  { name: 'range bound is not a number', method: 'GET', url: filter({ gte: 'veel' }, 'price'), mentions: 'gte' },
  { name: 'filter without attribute', method: 'GET', url: q(JSON.stringify({ _appliedFilters: [{ value: { eq: 1 } }] })), mentions: 'attribute' },
  { name: 'filter attribute with SQL', method: 'GET', url: filter({ eq: 1 }, "kleur'; drop table product; --"), mentions: 'attribute' },
  { name: 'applied filters not a list', method: 'GET', url: q(JSON.stringify({ _appliedFilters: 'kleur=zwart' })), mentions: '_appliedFilters' },
  { name: 'search text not a string', method: 'GET', url: q(JSON.stringify({ _searchText: { $ne: 1 } })), mentions: '_searchText' },
  { name: 'sort direction invalid', method: 'GET', url: q(JSON.stringify({ _appliedSort: [{ field: 'price', options: 'sideways' }] })), mentions: 'sort' },
  { name: 'sort field with SQL', method: 'GET', url: `${base}?sort=${encodeURIComponent('price; drop table product')}`, mentions: 'sort' },
  { name: 'unsupported method', method: 'DELETE', url: base, mentions: 'method' },
  { name: 'POST body not JSON', method: 'POST', url: base, body: '{"_searchText": ', contentType: 'application/json', mentions: 'json' },
  { name: 'POST body wrong content type', method: 'POST', url: base, body: 'kleur=zwart', contentType: 'text/plain', mentions: 'content-type' },
  { name: 'groupId not a number', method: 'GET', url: q(JSON.stringify({ groupId: 'admin' })), mentions: 'groupId' },
  { name: 'url map without url', method: 'POST', url: '/api/url/map', body: {}, mentions: 'url' },
  { name: 'url map url not a string', method: 'POST', url: '/api/url/map', body: { url: 42 }, mentions: 'url' },
  { name: 'url map body not JSON', method: 'POST', url: '/api/url/map', body: 'url=/x', contentType: 'text/plain', mentions: 'content-type' },
  { name: 'url map overlong url', method: 'POST', url: '/api/url/map', body: { url: 'a'.repeat(5000) }, mentions: 'url' },
  { name: 'stock check without sku', method: 'GET', url: '/api/stock/check', mentions: 'sku' },
  { name: 'stock check empty sku', method: 'GET', url: '/api/stock/check?sku=', mentions: 'sku' },
  { name: 'stock list without skus', method: 'GET', url: '/api/stock/list', mentions: 'skus' },
  { name: 'stock list with too many skus', method: 'GET', url: `/api/stock/list?skus=${Array.from({ length: 1001 }, (_, i) => `S${i}`).join(',')}`, mentions: 'skus' },
  { name: 'render list without skus', method: 'GET', url: '/api/product/render-list?currencyCode=EUR&storeId=1', mentions: 'skus' },
  { name: 'render list unknown store', method: 'GET', url: '/api/product/render-list?skus=A&currencyCode=EUR&storeId=99', mentions: 'store' },
  { name: 'render list bad currency', method: 'GET', url: '/api/product/render-list?skus=A&currencyCode=euro&storeId=1', mentions: 'currency' },
  { name: 'render list group not a number', method: 'GET', url: '/api/product/render-list?skus=A&storeId=1&userGroupId=x', mentions: 'userGroupId' },
  { name: 'cms page id not a number', method: 'GET', url: '/api/ext/cms-data/cmsPage/abc', mentions: 'id' },
  { name: 'cms block store not a number', method: 'GET', url: '/api/ext/cms-data/cmsBlockIdentifier/footer-links/storeId/nl', mentions: 'storeId' },
  { name: 'image of unsupported size', method: 'GET', url: '/img/123/45/resize/catalog/x.jpg', mentions: 'size' },
  { name: 'image path traversal', method: 'GET', url: '/img/150/150/resize/..%2F..%2Fetc%2Fpasswd', mentions: 'path' },
]

describe('bad input gets a 4xx naming the problem', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30)
  })

  it.each(cases)('$name', async (c) => {
    const payload = c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body)
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      payload,
      headers: payload !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {},
    })
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
    expect(res.statusCode, res.body).toBeLessThan(500)
    const body = JSON.parse(res.body) as { code: number; result: unknown }
    expect(body.code).toBe(res.statusCode)
    expect(JSON.stringify(body.result).toLowerCase()).toContain(c.mentions.toLowerCase())
  })

  it('treats injection strings in search text and filter values as plain text', async () => {
    for (const evil of ["' OR 1=1 --", '%27%3B%20drop%20table%20product', '"); select pg_sleep(5); --', '\\\\x00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: q(JSON.stringify({ _searchText: evil, _appliedFilters: [{ attribute: 'sku', value: { eq: evil } }] })),
      })
      expect(res.statusCode).toBe(200)
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(JSON.parse(health.body).result.products).toBeGreaterThan(0)
  })
})
