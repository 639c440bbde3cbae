import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, buildTestApp, type TestApp } from './test-app.ts'
import { insertShopFixture, type ShopFixture } from './fixtures/shop-fixture.ts'

describe('GET /api/product/list', () => {
  let t: TestApp
  let fx: ShopFixture
  beforeAll(async () => {
    t = await buildTestApp()
    fx = await insertShopFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  it("answers Magento's search result for the skus, in request order", async () => {
    const res = await call(t.app, 'GET', '/api/product/list?skus=FX-SALE,NOPE,FX-BIKE')
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(200)
    const { items, search_criteria, total_count } = res.body.result
    expect(total_count).toBe(2)
    expect(search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'sku', value: 'FX-SALE,NOPE,FX-BIKE', condition_type: 'in' }] }],
    })
    expect(items.map((i: any) => i.sku)).toEqual(['FX-SALE', 'FX-BIKE'])
    expect(items[1]).toMatchObject({
      id: fx.productId['FX-BIKE'],
      sku: 'FX-BIKE',
      name: 'Fixture stadsfiets',
      price: 619.0083,
      status: 1,
      visibility: 4,
      type_id: 'simple',
      attribute_set_id: 4,
    })
    expect(items[1].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const attributes = Object.fromEntries(
      items[1].custom_attributes.map((a: any) => [a.attribute_code, a.value]),
    )
    expect(attributes).toMatchObject({
      url_key: 'fx-bike',
      tax_class_id: '9002',
      ean_code: '8712345678906',
      kleur: '49',
      maat: '51,52',
      merk: 'Gazelle',
    })
    for (const attribute of items[1].custom_attributes)
      expect(Object.keys(attribute).sort()).toEqual(['attribute_code', 'value'])
    const sale = Object.fromEntries(items[0].custom_attributes.map((a: any) => [a.attribute_code, a.value]))
    expect(sale).toMatchObject({
      special_price: '80.0000',
      special_from_date: '2030-06-01',
      special_to_date: '2030-06-30',
    })
  })

  it('names products in the store view of storeCode or the x-vs-store-code header', async () => {
    const byQuery = await call(t.app, 'GET', '/api/product/list?skus=FX-BIKE&storeCode=de')
    expect(byQuery.body.result.items[0].name).toBe('Fixture Stadtrad')
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/product/list?skus=FX-BIKE',
      headers: { 'x-vs-store-code': 'de' },
    })
    expect(JSON.parse(byHeader.body).result.items[0].name).toBe('Fixture Stadtrad')
  })

  it.each([
    ['/api/product/list', 'skus parameter is required'],
    ['/api/product/list?skus=', 'skus parameter is required'],
    [`/api/product/list?skus=${Array.from({ length: 1001 }, (_, i) => `S${i}`).join(',')}`, '1000'],
    ['/api/product/list?skus=FX-BIKE&storeCode=xx', 'storeCode'],
  ])('rejects %s', async (url, message) => {
    const res = await call(t.app, 'GET', url)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(400)
    expect(String(res.body.result)).toContain(message)
  })

  it('treats injection strings as unknown skus', async () => {
    const res = await call(t.app, 'GET', `/api/product/list?skus=${encodeURIComponent("' OR 1=1 --")}`)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ items: [], total_count: 0 })
  })
})
