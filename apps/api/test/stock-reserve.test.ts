import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app.ts'
import { insertShopFixture, type ShopFixture } from './fixtures/shop-fixture.ts'
import { getStockBySku, reserveStock, type ReserveStockItem } from '../src/stock/stock-service.ts'

describe(`reserveStock (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let fx: ShopFixture
  beforeAll(async () => {
    t = await buildTestApp()
    fx = await insertShopFixture(t.ctx.database)
    // Harness race (test/template-db.ts): pg's pool.end() resolves before its sockets close, and
    // DROP DATABASE ... WITH (FORCE) then terminates them; with several pooled connections (as
    // this file's parallel reservations make) the pool emits an unhandled 'error'. Ignore it here.
    const pool = (
      t.ctx.database.db as unknown as { $client?: { on?: (event: 'error', fn: () => void) => void } }
    ).$client
    if (t.ctx.database.kind === 'postgres') pool?.on?.('error', () => {})
  })
  afterAll(() => t.close())

  const id = (sku: string) => fx.productId[sku]!
  const reserve = (items: ReserveStockItem[]) =>
    t.ctx.database.db.transaction((tx) => reserveStock(tx, items))
  const stock = async (sku: string) => (await getStockBySku(t.ctx.database, sku))!

  it('decrements, and flags out of stock at zero without backorders', async () => {
    const result = await reserve([
      { productId: id('FX-SALE'), qty: 2 },
      { productId: id('FX-SALE'), qty: 2 },
    ])
    expect(result).toEqual({
      ok: true,
      reserved: [{ productId: id('FX-SALE'), sku: 'FX-SALE', qty: 0, isInStock: false }],
      taken: [{ productId: id('FX-SALE'), qty: 4 }],
      touchedProductIds: [id('FX-SALE')],
    })
    expect(await stock('FX-SALE')).toMatchObject({ qty: 0, is_in_stock: false, stock_status: 'out_of_stock' })
  })

  it('reserves nothing when one item is short, and names the skus at fault', async () => {
    const result = await reserve([
      { productId: id('FX-BIKE'), qty: 1 },
      { productId: id('FX-OUT'), qty: 1 },
      { productId: id('FX-LOW'), qty: 2 },
      { productId: 123_456_789, qty: 1 },
    ])
    expect(result).toEqual({
      ok: false,
      message: 'Some of the ordered products are not available!',
      unavailableSkus: ['FX-LOW', 'FX-OUT', '#123456789'],
      unavailable: [
        { productId: id('FX-LOW'), sku: 'FX-LOW', requested: 2, available: 1 },
        { productId: id('FX-OUT'), sku: 'FX-OUT', requested: 1, available: 0 },
        { productId: 123_456_789, sku: '#123456789', requested: 1, available: 0 },
      ],
    })
    expect((await stock('FX-BIKE')).qty).toBe(53)
  })

  it('goes below zero with backorders, staying in stock', async () => {
    const result = await reserve([{ productId: id('FX-BACKORDER'), qty: 3 }])
    expect(result.ok).toBe(true)
    expect(await stock('FX-BACKORDER')).toMatchObject({
      qty: -3,
      is_in_stock: true,
      stock_status: 'volatile',
    })
  })

  it('leaves unmanaged stock alone and always succeeds', async () => {
    const result = await reserve([{ productId: id('FX-UNMANAGED'), qty: 500 }])
    expect(result).toMatchObject({ ok: true, taken: [], touchedProductIds: [] })
    expect((await stock('FX-UNMANAGED')).qty).toBe(0)
  })

  it('decrements the configurable parent by what its child lost', async () => {
    const result = await reserve([{ productId: id('FX-CONF-S'), qty: 2 }])
    expect(result).toMatchObject({ ok: true, touchedProductIds: [id('FX-CONF'), id('FX-CONF-S')] })
    expect(await stock('FX-CONF-S')).toMatchObject({ qty: 0, is_in_stock: false })
    expect(await stock('FX-CONF')).toMatchObject({ qty: 5, is_in_stock: true })
    await reserve([{ productId: id('FX-CONF-L'), qty: 5 }])
    expect(await stock('FX-CONF')).toMatchObject({ qty: 0, is_in_stock: false })
  })

  it('is undone with the caller transaction', async () => {
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        const result = await reserveStock(tx, [{ productId: id('FX-BIKE'), qty: 3 }])
        expect(result.ok).toBe(true)
        throw new Error('order insert failed')
      }),
    ).rejects.toThrow('order insert failed')
    expect((await stock('FX-BIKE')).qty).toBe(53)
  })

  it('refuses quantities that are not positive whole units', async () => {
    for (const qty of [0, -1, 1.5, Number.NaN]) {
      await expect(reserve([{ productId: id('FX-BIKE'), qty }])).rejects.toThrow(RangeError)
    }
  })

  it('gives exactly 10 of 20 parallel 1-unit reservations on a product with qty 10', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => reserve([{ productId: id('FX-RACE'), qty: 1 }])),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(10)
    const failures = results.filter((r) => !r.ok)
    expect(failures).toHaveLength(10)
    for (const failure of failures) expect(failure).toMatchObject({ unavailableSkus: ['FX-RACE'] })
    expect(await stock('FX-RACE')).toMatchObject({ qty: 0, is_in_stock: false })
  })

  it('does not deadlock when parallel orders list the same products in opposite order', async () => {
    const a = { productId: id('FX-BIKE'), qty: 1 }
    const b = { productId: id('FX-BACKORDER'), qty: 1 }
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => reserve(i % 2 ? [a, b] : [b, a])))
    expect(results.every((r) => r.ok)).toBe(true)
    expect((await stock('FX-BIKE')).qty).toBe(53 - 12)
    expect((await stock('FX-BACKORDER')).qty).toBe(-3 - 12)
  })
})
