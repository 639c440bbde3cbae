import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'

/** The two stock flags of add-to-cart (spec: check off, out-of-stock allowed) switched on and off. */
describe(`add-to-cart stock flags (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  const cart = async () => (await call(t.app, 'POST', '/api/cart/create?token=')).body.result as string
  const add = (cartId: string, sku: string, qty: number) =>
    call(t.app, 'POST', `/api/cart/update?token=&cartId=${cartId}`, { cartItem: { sku, qty } })

  it('by default lets out-of-stock products and any quantity into the cart', async () => {
    expect(t.ctx.config.cart).toEqual({ stockCheck: false, allowOutOfStock: true })
    const cartId = await cart()
    expect((await add(cartId, 'FX-OUT', 1)).status).toBe(200)
    expect((await add(cartId, 'FX-LOW', 5)).status).toBe(200)
  })

  it('with the stock check on refuses more than the stock, counting what the line already holds', async () => {
    t.ctx.config.cart.stockCheck = true
    try {
      const cartId = await cart()
      expect((await add(cartId, 'FX-SALE', 3)).status).toBe(200)
      const more = await add(cartId, 'FX-SALE', 2)
      expect(more.status).toBe(400)
      expect(more.body.result).toBe('The requested qty is not available')
      // backorders and unmanaged stock are never short
      expect((await add(cartId, 'FX-BACKORDER', 50)).status).toBe(200)
      expect((await add(cartId, 'FX-UNMANAGED', 50)).status).toBe(200)
      const pulled = await call(t.app, 'GET', `/api/cart/pull?token=&cartId=${cartId}`)
      expect(pulled.body.result.map((i: any) => [i.sku, i.qty])).toEqual([
        ['FX-SALE', 3],
        ['FX-BACKORDER', 50],
        ['FX-UNMANAGED', 50],
      ])
    } finally {
      t.ctx.config.cart.stockCheck = false
    }
  })

  it('with out-of-stock items not allowed refuses them with the spec message', async () => {
    t.ctx.config.cart.allowOutOfStock = false
    try {
      const cartId = await cart()
      const res = await add(cartId, 'FX-OUT', 1)
      expect(res.status).toBe(400)
      expect(res.body.result).toBe('The product is out of stock and cannot be added to the cart!')
      expect((await call(t.app, 'GET', `/api/cart/pull?token=&cartId=${cartId}`)).body.result).toEqual([])
    } finally {
      t.ctx.config.cart.allowOutOfStock = true
    }
  })
})
