import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { buildTestApp, type TestApp } from './test-app.ts'
import { insertShopFixture, type ShopFixture } from './fixtures/shop-fixture.ts'
import { stockItem } from '../src/db/schema/index.ts'
import { getStockBySku, releaseStock, reserveStock, type StockQty } from '../src/stock/stock-service.ts'

describe(`releaseStock (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let fx: ShopFixture
  beforeAll(async () => {
    t = await buildTestApp()
    fx = await insertShopFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  const id = (sku: string) => fx.productId[sku]!
  const reserve = (items: StockQty[]) => t.ctx.database.db.transaction((tx) => reserveStock(tx, items))
  const release = (items: StockQty[]) => t.ctx.database.db.transaction((tx) => releaseStock(tx, items))
  const stock = async (sku: string) => (await getStockBySku(t.ctx.database, sku))!

  it('gives back what a reservation took, and a product that ran out is in stock again', async () => {
    const reserved = await reserve([{ productId: id('FX-SALE'), qty: 4 }])
    expect(await stock('FX-SALE')).toMatchObject({ qty: 0, is_in_stock: false })
    if (!reserved.ok) throw new Error('reservation failed')
    expect(await release(reserved.taken)).toEqual({ touchedProductIds: [id('FX-SALE')] })
    expect(await stock('FX-SALE')).toMatchObject({ qty: 4, is_in_stock: true, stock_status: 'ok' })
  })

  it('gives the configurable parent back what its child gets back', async () => {
    await reserve([{ productId: id('FX-CONF-S'), qty: 2 }])
    expect(await stock('FX-CONF')).toMatchObject({ qty: 5 })
    const result = await release([{ productId: id('FX-CONF-S'), qty: 2 }])
    expect(result.touchedProductIds).toEqual([id('FX-CONF'), id('FX-CONF-S')])
    expect(await stock('FX-CONF-S')).toMatchObject({ qty: 2, is_in_stock: true })
    expect(await stock('FX-CONF')).toMatchObject({ qty: 7, is_in_stock: true })
  })

  it('brings backorders back up and leaves unmanaged stock alone', async () => {
    await reserve([{ productId: id('FX-BACKORDER'), qty: 3 }])
    const result = await release([
      { productId: id('FX-BACKORDER'), qty: 3 },
      { productId: id('FX-UNMANAGED'), qty: 5 },
    ])
    expect(result.touchedProductIds).toEqual([id('FX-BACKORDER')])
    expect(await stock('FX-BACKORDER')).toMatchObject({ qty: 0, is_in_stock: true })
    expect(await stock('FX-UNMANAGED')).toMatchObject({ qty: 0 })
  })

  it('keeps a product that staff switched off out of stock', async () => {
    // FX-OUT: qty 0 and out of stock; staff set 3 units but keep it off
    await t.ctx.database.db
      .update(stockItem)
      .set({ qty: '3' })
      .where(eq(stockItem.productId, id('FX-OUT')))
    await release([{ productId: id('FX-OUT'), qty: 1 }])
    expect(await stock('FX-OUT')).toMatchObject({ qty: 4, is_in_stock: false })
  })

  it('is undone with the caller transaction', async () => {
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await releaseStock(tx, [{ productId: id('FX-BIKE'), qty: 3 }])
        throw new Error('status change failed')
      }),
    ).rejects.toThrow('status change failed')
    expect((await stock('FX-BIKE')).qty).toBe(53)
  })

  it('refuses quantities that are not positive whole units', async () => {
    for (const qty of [0, -1, 1.5]) {
      await expect(release([{ productId: id('FX-BIKE'), qty }])).rejects.toThrow(RangeError)
    }
  })
})
