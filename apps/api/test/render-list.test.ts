import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { customerSession } from './user-helpers.ts'
import { FX_TRADE_GROUP, insertShopFixture, type ShopFixture } from './fixtures/shop-fixture.ts'

const NBSP = '\u00a0'
const renderList = (query: string) => `/api/product/render-list?currencyCode=EUR&${query}`

describe('GET /api/product/render-list', () => {
  let t: TestApp
  let fx: ShopFixture
  // the clock is moved by the special-price tests
  let now = new Date('2030-01-15T12:00:00Z')
  beforeAll(async () => {
    t = await buildTestApp({ now: () => now })
    fx = await insertShopFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  const item = async (query: string) => {
    const res = await call(t.app, 'GET', renderList(query))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result.items).toHaveLength(1)
    return res.body.result.items[0]
  }

  it('answers the products-render-info shape with prices incl. and excl. tax', async () => {
    const res = await call(t.app, 'GET', renderList('skus=FX-BIKE&storeId=1'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      code: 200,
      result: {
        items: [
          {
            id: fx.productId['FX-BIKE'],
            name: 'Fixture stadsfiets',
            type: 'simple',
            store_id: 1,
            currency_code: 'EUR',
            url: '/fx-bike.html',
            is_salable: '1',
            price_info: {
              final_price: 749,
              max_price: 749,
              max_regular_price: 749,
              minimal_regular_price: 749,
              special_price: null,
              minimal_price: 749,
              regular_price: 749,
              formatted_prices: { final_price: `<span class="price">€${NBSP}749,00</span>` },
              extension_attributes: {
                tax_adjustments: {
                  final_price: 619.01,
                  max_price: 619.01,
                  max_regular_price: 619.01,
                  minimal_regular_price: 619.01,
                  special_price: null,
                  minimal_price: 619.01,
                  regular_price: 619.01,
                  formatted_prices: {},
                },
                weee_attributes: [],
                weee_adjustment: `<span class="price">€${NBSP}0,00</span>`,
              },
            },
          },
        ],
      },
    })
  })

  it('uses German tax, names, URLs and number format for store 3', async () => {
    const bike = await item('skus=FX-BIKE&storeId=3')
    expect(bike).toMatchObject({ name: 'Fixture Stadtrad', store_id: 3, url: '/de/fx-bike-de.html' })
    // cross-border trade (decision 0090): the Dutch gross price, 19 % German VAT inside it
    expect(bike.price_info).toMatchObject({ final_price: 749, regular_price: 749 })
    expect(bike.price_info.extension_attributes.tax_adjustments.final_price).toBe(629.41)
    expect(bike.price_info.formatted_prices.final_price).toBe(`<span class="price">749,00${NBSP}€</span>`)
    // no German name: falls back to the Dutch one
    const low = await item('skus=FX-LOW&storeId=3')
    expect(low.name).toBe('Fixture bandenlichter')
    expect(low.price_info.final_price).toBe(10.9)
  })

  it('defaults to store 1 and applies the low rate to the low tax class', async () => {
    const low = await item('skus=FX-LOW')
    expect(low.store_id).toBe(1)
    expect(low.price_info.final_price).toBe(10.9)
    expect(low.price_info.extension_attributes.tax_adjustments.final_price).toBe(10)
  })

  it("honours the logged-in customer's group: its tax class and its tier price", async () => {
    const customer = await customerSession(t.app)
    await t.ctx.database.rows(sql`update customer set group_id = ${FX_TRADE_GROUP} where id = ${customer.id}`)
    const trade = await item(`skus=FX-BIKE&storeId=1&userGroupId=${FX_TRADE_GROUP}&token=${customer.token}`)
    expect(trade.price_info).toMatchObject({ final_price: 500, minimal_price: 500, regular_price: 619.01 })
    expect(trade.price_info.extension_attributes.tax_adjustments).toMatchObject({
      final_price: 500,
      regular_price: 619.01,
    })
    // the token decides, not the userGroupId sent with it
    const byHeader = await t.app.inject({
      url: renderList('skus=FX-BIKE&storeId=1'),
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(JSON.parse(byHeader.body).result.items[0].price_info.final_price).toBe(500)
    // group 0 (not logged in) is the guest: retail tax, no group tier
    const guest = await item('skus=FX-BIKE&storeId=1&userGroupId=0')
    expect(guest.price_info.final_price).toBe(749)
  })

  it('shows business prices only to members: a plain userGroupId of the trade group gets guest prices', async () => {
    const plain = await item(`skus=FX-BIKE&storeId=1&userGroupId=${FX_TRADE_GROUP}`)
    expect(plain.price_info.final_price).toBe(749)
    const forged = await item(`skus=FX-BIKE&storeId=1&userGroupId=${FX_TRADE_GROUP}&token=not-a-token`)
    expect(forged.price_info.final_price).toBe(749)
  })

  it.each([
    ['before the window', '2030-05-31T21:59:59Z', 121, null],
    ['on its first day (Amsterdam time)', '2030-05-31T22:00:00Z', 96.8, 96.8],
    ['late on its last day', '2030-06-30T21:30:00Z', 96.8, 96.8],
    ['after the window', '2030-06-30T22:30:00Z', 121, null],
  ])('special price %s', async (_label, at, final, special) => {
    now = new Date(at)
    const sale = await item('skus=FX-SALE&storeId=1')
    expect(sale.price_info).toMatchObject({ final_price: final, special_price: special, regular_price: 121 })
    expect(sale.price_info.extension_attributes.tax_adjustments.final_price).toBe(final === 121 ? 100 : 80)
  })

  it('prices a configurable product by its salable children', async () => {
    const conf = await item('skus=FX-CONF&storeId=1')
    expect(conf.type).toBe('configurable')
    expect(conf.is_salable).toBe('1')
    // S 500 and L 600 (special 450) are salable; M (400) is out of stock and does not count
    expect(conf.price_info).toMatchObject({
      final_price: 544.5,
      minimal_price: 544.5,
      max_price: 605,
      regular_price: 605,
      minimal_regular_price: 605,
      max_regular_price: 726,
      special_price: 544.5,
    })
    expect(conf.price_info.extension_attributes.tax_adjustments).toMatchObject({
      final_price: 450,
      max_price: 500,
      max_regular_price: 600,
      regular_price: 500,
      special_price: 450,
    })
  })

  it('keeps request order, leaves unknown skus out and reports salability', async () => {
    const res = await call(
      t.app,
      'GET',
      renderList('skus=FX-OUT,NOPE,FX-DISABLED,FX-UNMANAGED,FX-BIKE&storeId=1'),
    )
    expect(res.body.result.items.map((i: any) => [i.id, i.is_salable])).toEqual([
      [fx.productId['FX-OUT'], '0'],
      [fx.productId['FX-DISABLED'], '0'],
      [fx.productId['FX-UNMANAGED'], '1'],
      [fx.productId['FX-BIKE'], '1'],
    ])
  })

  it('accepts a token and a lower-case currency code', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/product/render-list?skus=FX-BIKE&currencyCode=eur&storeId=1&token=',
    )
    expect(res.status).toBe(200)
    expect(res.body.result.items).toHaveLength(1)
  })

  it.each([
    ['/api/product/render-list?currencyCode=EUR&storeId=1', 'skus parameter is required'],
    ['/api/product/render-list?skus=&currencyCode=EUR', 'skus parameter is required'],
    [`/api/product/render-list?skus=${Array.from({ length: 1001 }, (_, i) => `S${i}`).join(',')}`, '1000'],
    ['/api/product/render-list?skus=FX-BIKE&currencyCode=USD&storeId=1', 'currencyCode'],
    ['/api/product/render-list?skus=FX-BIKE&currencyCode=euro&storeId=1', 'currencyCode'],
    ['/api/product/render-list?skus=FX-BIKE&storeId=99', 'storeId'],
    ['/api/product/render-list?skus=FX-BIKE&storeId=de', 'storeId'],
    ['/api/product/render-list?skus=FX-BIKE&storeId=-1', 'storeId'],
    ['/api/product/render-list?skus=FX-BIKE&userGroupId=x', 'userGroupId'],
    ['/api/product/render-list?skus=FX-BIKE&userGroupId=777', 'userGroupId'],
    ['/api/product/render-list?skus=FX-BIKE&userGroupId=1.5', 'userGroupId'],
  ])('rejects %s', async (url, message) => {
    const res = await call(t.app, 'GET', url)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(400)
    expect(String(res.body.result)).toContain(message)
  })

  it.each(["' OR 1=1 --", "FX-BIKE' --", 'FX-%'])('treats %s as an unknown sku', async (evil) => {
    const res = await call(t.app, 'GET', renderList(`skus=${encodeURIComponent(evil)}`))
    expect(res.status).toBe(200)
    expect(res.body.result.items).toEqual([])
  })
})
