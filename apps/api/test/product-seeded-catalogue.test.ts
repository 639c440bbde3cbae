import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { call, buildTestApp, type TestApp } from './test-app.ts'

/**
 * The stock, price and content endpoints over the demo catalogue itself (the other tests use a
 * fixture of their own). Skipped while the seed is empty.
 */
interface SeededProduct {
  sku: string
  type_id: string
  tax_class_id: number
}

describe('stock, prices and content over the demo catalogue', () => {
  let t: TestApp
  let products: SeededProduct[] = []
  beforeAll(async () => {
    t = await buildTestApp()
    products = await t.ctx.database.rows<SeededProduct>(
      sql`select sku, type_id, tax_class_id from product where status = 1 order by id limit 60`,
    )
  })
  afterAll(() => t.close())

  it('has stock for every product, in request order', async () => {
    expect(products.length).toBeGreaterThan(0)
    const skus = products.map((p) => p.sku).reverse()
    const res = await call(t.app, 'GET', `/api/stock/list?skus=${skus.map(encodeURIComponent).join(',')}`)
    expect(res.status).toBe(200)
    expect(res.body.result.map((i: any) => i.product_sku)).toEqual(skus)
    for (const item of res.body.result) {
      expect(typeof item.qty).toBe('number')
      expect(['ok', 'volatile', 'out_of_stock']).toContain(item.stock_status)
    }
  })

  // product tax class 2 (high) and 5 (low): NL 21/9, DE 19/7
  const storeRates: [number, Record<number, number>][] = [
    [1, { 2: 21, 5: 9 }],
    [3, { 2: 19, 5: 7 }],
  ]
  for (const [storeId, rates] of storeRates)
    it(`prices every product of store ${storeId} with its country tax`, async () => {
      expect(products.length).toBeGreaterThan(0)
      const skus = products.map((p) => p.sku)
      const res = await call(
        t.app,
        'GET',
        `/api/product/render-list?skus=${skus.map(encodeURIComponent).join(',')}&currencyCode=EUR&storeId=${storeId}`,
      )
      expect(res.status).toBe(200)
      expect(res.body.result.items).toHaveLength(skus.length)
      for (const [i, item] of res.body.result.items.entries()) {
        const seeded = products[i]!
        expect(item.store_id).toBe(storeId)
        expect(item.price_info.formatted_prices.final_price).toMatch(/^<span class="price">.*€.*<\/span>$/)
        const rate = rates[seeded.tax_class_id]
        if (seeded.type_id !== 'simple' || rate === undefined) continue
        const { final_price, regular_price } = item.price_info
        const net = item.price_info.extension_attributes.tax_adjustments
        expect(final_price).toBeCloseTo((net.final_price * (100 + rate)) / 100, 1)
        expect(regular_price).toBeCloseTo((net.regular_price * (100 + rate)) / 100, 1)
        expect(final_price).toBeLessThanOrEqual(regular_price)
      }
    })

  it('serves the seeded CMS pages and blocks by identifier', async () => {
    const [page] = await t.ctx.database.rows<{ id: number; identifier: string; store_id: number }>(
      sql`select id, identifier, store_id from cms_page where is_active order by id limit 1`,
    )
    const [block] = await t.ctx.database.rows<{ id: number; identifier: string; store_id: number }>(
      sql`select id, identifier, store_id from cms_block where is_active order by id limit 1`,
    )
    if (!page || !block) throw new Error('the seed made no CMS page or block')
    const p = await call(
      t.app,
      'GET',
      `/api/ext/cms-data/cmsPageIdentifier/${page.identifier}/storeId/${page.store_id}`,
    )
    expect(p.body.result.id).toBe(page.id)
    const b = await call(
      t.app,
      'GET',
      `/api/ext/cms-data/cmsBlockIdentifier/${block.identifier}/storeId/${block.store_id}`,
    )
    expect(b.body.result.id).toBe(block.id)
  })
})
