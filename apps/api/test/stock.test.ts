import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { insertShopFixture, type ShopFixture } from './fixtures/shop-fixture.ts'

describe('GET /api/stock/*', () => {
  let t: TestApp
  let fx: ShopFixture
  beforeAll(async () => {
    t = await buildTestApp()
    fx = await insertShopFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  it('answers a check with the full stock item, numbers as numbers', async () => {
    const res = await call(t.app, 'GET', '/api/stock/check?sku=FX-BIKE')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({
      code: 200,
      result: {
        item_id: fx.productId['FX-BIKE'],
        product_id: fx.productId['FX-BIKE'],
        product_sku: 'FX-BIKE',
        stock_id: 1,
        qty: 53,
        is_in_stock: true,
        stock_status: 'ok',
        is_qty_decimal: false,
        show_default_notification_message: false,
        use_config_min_qty: true,
        min_qty: 0,
        use_config_min_sale_qty: 1,
        min_sale_qty: 1,
        use_config_max_sale_qty: true,
        max_sale_qty: 10000,
        use_config_backorders: true,
        backorders: 0,
        use_config_notify_stock_qty: true,
        notify_stock_qty: 1,
        use_config_qty_increments: true,
        qty_increments: 0,
        use_config_enable_qty_inc: true,
        enable_qty_increments: false,
        use_config_manage_stock: true,
        manage_stock: true,
        low_stock_date: null,
        is_decimal_divided: false,
        stock_status_changed_auto: 0,
      },
    })
  })

  it('serves the path form /check/:sku the same way', async () => {
    const query = await call(t.app, 'GET', '/api/stock/check?sku=FX-SALE')
    const path = await call(t.app, 'GET', '/api/stock/check/FX-SALE')
    expect(path.body).toEqual(query.body)
    expect(path.body.result).toMatchObject({
      qty: 4,
      min_sale_qty: 2,
      max_sale_qty: 20,
      use_config_min_sale_qty: 0,
      use_config_max_sale_qty: false,
    })
  })

  it.each([
    ['FX-BIKE', 'ok', true],
    ['FX-LOW', 'volatile', true], // qty 1 = notify threshold: the last unit
    ['FX-BACKORDER', 'volatile', true],
    ['FX-OUT', 'out_of_stock', false],
    ['FX-UNMANAGED', 'ok', true],
  ])('reports %s as %s', async (sku, status, inStock) => {
    const res = await call(t.app, 'GET', `/api/stock/check?sku=${sku}`)
    expect(res.body.result.stock_status).toBe(status)
    expect(res.body.result.is_in_stock).toBe(inStock)
  })

  it('answers an unknown sku with 404 and the contract message', async () => {
    const res = await call(t.app, 'GET', '/api/stock/check?sku=NO-SUCH-SKU')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ code: 404, result: 'No stock information for given sku' })
  })

  it('reads live figures, not a cached copy', async () => {
    const first = await call(t.app, 'GET', '/api/stock/check?sku=FX-RACE')
    await t.ctx.database.rows(
      sql`update stock_item set qty = qty - 3 where product_id = ${fx.productId['FX-RACE']!}`,
    )
    const second = await call(t.app, 'GET', '/api/stock/check?sku=FX-RACE')
    expect(second.body.result.qty).toBe(first.body.result.qty - 3)
    await t.ctx.database.rows(
      sql`update stock_item set qty = qty + 3 where product_id = ${fx.productId['FX-RACE']!}`,
    )
  })

  it('lists one entry per known sku in request order, duplicates once, unknown left out', async () => {
    const res = await call(t.app, 'GET', '/api/stock/list?skus=FX-OUT,NOPE,FX-BIKE, FX-LOW ,FX-BIKE')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.code).toBe(200)
    expect(res.body.result.map((i: any) => i.product_sku)).toEqual(['FX-OUT', 'FX-BIKE', 'FX-LOW'])
    expect(res.body.result[1]).toMatchObject({
      product_id: fx.productId['FX-BIKE'],
      qty: 53,
      is_in_stock: true,
    })
  })

  it('lists 1000 skus in one call', async () => {
    const skus = [...Array.from({ length: 999 }, (_, i) => `MISSING-${i}`), 'FX-BIKE']
    const res = await call(t.app, 'GET', `/api/stock/list?skus=${skus.join(',')}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toHaveLength(1)
  })

  it.each([
    ['/api/stock/check', 400, 'sku parameter is required'],
    ['/api/stock/check?sku=', 400, 'sku parameter is required'],
    ['/api/stock/check?sku=%20%20', 400, 'sku parameter is required'],
    [`/api/stock/check?sku=${'A'.repeat(65)}`, 400, 'sku'],
    [`/api/stock/check/${'A'.repeat(65)}`, 400, 'sku'],
    ['/api/stock/list', 400, 'skus parameter is required'],
    ['/api/stock/list?skus=', 400, 'skus parameter is required'],
    ['/api/stock/list?skus=,,,', 400, 'skus parameter is required'],
    [`/api/stock/list?skus=${Array.from({ length: 1001 }, (_, i) => `S${i}`).join(',')}`, 400, '1000'],
    [`/api/stock/list?skus=A,${'B'.repeat(65)}`, 400, '64'],
  ])('rejects %s', async (url, status, message) => {
    const res = await call(t.app, 'GET', url)
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(status)
    expect(String(res.body.result)).toContain(message)
  })

  it.each(["' OR 1=1 --", "FX-BIKE' OR '1'='1", '"; drop table stock_item; --', '%', '_'])(
    'treats %s as a plain unknown sku',
    async (evil) => {
      const check = await call(t.app, 'GET', `/api/stock/check?sku=${encodeURIComponent(evil)}`)
      expect(check.status).toBe(404)
      const list = await call(t.app, 'GET', `/api/stock/list?skus=${encodeURIComponent(evil)}`)
      expect(list.status).toBe(200)
      expect(list.body.result).toEqual([])
    },
  )
})
