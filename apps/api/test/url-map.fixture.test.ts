import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { createFixtureApp, FIXTURE_SECRET, type FixtureApp } from './catalog-fixture-app.ts'
import { P } from './fixtures/catalog-fixture.ts'
import { normalizeUrlPath } from '../src/url/url-map.ts'

let f: FixtureApp
beforeAll(async () => {
  f = await createFixtureApp({ cache: true })
})
afterAll(() => f.close())

async function map(body: unknown, query = '', headers: Record<string, string> = {}) {
  const res = await f.app.inject({
    method: 'POST',
    url: `/api/url/map${query}`,
    payload: body as object,
    headers,
  })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

describe('url map', () => {
  it('normalises the path: slashes and the store prefix', () => {
    expect(normalizeUrlPath('/de/fahrraeder/e-bikes/', 'de')).toBe('fahrraeder/e-bikes')
    expect(normalizeUrlPath('/demo/x', 'de')).toBe('demo/x')
    expect(normalizeUrlPath('fietsen?page=2', '')).toBe('fietsen')
  })

  it('answers a product hit, not enveloped, with prices and stock', async () => {
    const res = await map({
      url: 'gazelle-orange-c7',
      includeFields: null,
      excludeFields: [],
      options: {},
      filters: { sku: 'GZ-ORANGE-C7-49-ZW' },
      groupId: null,
      groupToken: null,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      _index: 'vue_storefront_catalog_product',
      _type: 'product',
      _id: String(P.conf),
      _score: 1,
    })
    expect(res.body._source).toMatchObject({
      sku: 'GZ-ORANGE-C7',
      final_price_incl_tax: 749,
      stock: { qty: 10 },
    })
    expect(res.body._redirect).toBeUndefined()
  })

  it('answers categories and CMS pages, in the store of ?storeCode= or x-vs-store-code', async () => {
    expect((await map({ url: '/fietsen/e-bikes/' })).body).toMatchObject({
      _type: 'category',
      _id: '1400',
      _source: { name: 'E-bikes' },
    })
    const de = await map({ url: '/de/fahrraeder' }, '?storeCode=de')
    expect(de.body).toMatchObject({
      _index: 'vue_storefront_catalog_de_category',
      _type: 'category',
      _source: { name: 'Fahrräder' },
    })
    expect((await map({ url: 'over-ons' })).body).toMatchObject({
      _type: 'cms_page',
      _source: { identifier: 'over-ons', title: 'Over ons' },
    })
    expect((await map({ url: 'ueber-uns' }, '', { 'x-vs-store-code': 'de' })).body).toMatchObject({
      _type: 'cms_page',
      _source: { title: 'Über uns' },
    })
    expect((await map({ url: 'ueber-uns' })).body).toBeNull()
  })

  it('answers a hidden child with its parent and the redirect to it', async () => {
    const res = await map({ url: 'gz-orange-c7-49-zw' })
    expect(res.body).toMatchObject({
      _type: 'product',
      _id: String(P.conf),
      _source: { sku: 'GZ-ORANGE-C7' },
      _redirect: { status: 301, url_path: 'gazelle-orange-c7', childSku: 'GZ-ORANGE-C7-49-ZW' },
    })
  })

  it('follows url_rewrite redirects and returns disabled products as they are', async () => {
    expect((await map({ url: 'oude-gazelle' })).body).toMatchObject({
      _id: String(P.conf),
      _redirect: { status: 301, url_path: 'gazelle-orange-c7' },
    })
    expect((await map({ url: 'old-bike' })).body).toMatchObject({
      _type: 'product',
      _source: { sku: 'OLD-BIKE', status: 2 },
    })
  })

  it('answers null for an unknown url and 400 without url', async () => {
    const unknown = await map({ url: 'bestaat-niet' })
    expect([unknown.status, unknown.body]).toEqual([200, null])
    expect(await map({})).toMatchObject({ status: 400, body: { code: 400, result: 'Missing url' } })
    expect((await map({ url: 'x' }, '?storeCode=fr')).status).toBe(400)
  })

  it('filters the source fields and prices for the customer group', async () => {
    f.setNow(new Date('2030-07-01T10:00:00Z'))
    try {
      // valid for an hour on the shop's clock, which decides expiry
      const groupToken = await new SignJWT({ group_id: 2 })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(new Date('2030-07-01T11:00:00Z'))
        .sign(new TextEncoder().encode(FIXTURE_SECRET))
      const res = await map({
        url: 'bt-dames-28',
        includeFields: ['sku', 'final_price_incl_tax', 'tier_prices'],
        groupToken,
      })
      expect(res.body._source).toEqual({
        sku: 'BT-DAMES-28',
        final_price_incl_tax: 450,
        tier_prices: [
          { customer_group_id: 2, qty: 1, value: 371.9, extension_attributes: { percentage_value: null } },
          { customer_group_id: null, qty: 5, value: 400, extension_attributes: { percentage_value: null } },
        ],
      })
      // a plain group id of the business group proves nothing: guest prices (decision 0053)
      const plain = await map({ url: 'bt-dames-28', includeFields: ['final_price_incl_tax'], groupId: 2 })
      expect(plain.body._source).toEqual({ final_price_incl_tax: 500 })
    } finally {
      f.setNow(new Date('2030-06-15T10:00:00Z'))
    }
  })

  it('caches answers', async () => {
    const first = await map({ url: 'accessoires' })
    const second = await map({ url: 'accessoires' })
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit'])
    expect(second.body).toEqual(first.body)
  })
})
