import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { buildTestApp, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'

/**
 * Decision 0244: a cart change sent again with the same Idempotency-Key (its answer was lost, the
 * page was reloaded mid-call) is carried out once and answered as the first time.
 */
describe(`cart changes once per key (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  const cart = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/create?token=' })
    return JSON.parse(res.body).result as string
  }
  const send = async (path: 'update' | 'delete', cartId: string, cartItem: unknown, key?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${path}?token=&cartId=${cartId}`,
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload: { cartItem },
    })
    return { status: res.statusCode, body: JSON.parse(res.body) }
  }
  const lines = async (cartId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cart/pull?token=&cartId=${cartId}` })
    return (JSON.parse(res.body).result as { sku: string; qty: number }[]).map((i) => [i.sku, i.qty])
  }
  const keysOf = async (cartId: string) =>
    (
      await t.ctx.database.rows<{ key: string }>(
        sql`select c.key from cart_change c join quote q on q.id = c.quote_id where q.token = ${cartId}`,
      )
    ).map((r) => r.key)

  it('an add sent twice with one key adds once, and the repeat gets the first answer', async () => {
    const cartId = await cart()
    const first = await send('update', cartId, { sku: 'FX-BIKE', qty: 1 }, '1795893895182-a1')
    expect(first.status).toBe(200)
    const repeat = await send('update', cartId, { sku: 'FX-BIKE', qty: 1 }, '1795893895182-a1')
    expect(repeat).toEqual(first)
    expect(await lines(cartId)).toEqual([['FX-BIKE', 1]])
    // another key is another change
    await send('update', cartId, { sku: 'FX-BIKE', qty: 1 }, '1795893895182-a2')
    expect(await lines(cartId)).toEqual([['FX-BIKE', 2]])
    // without a key every call is a change of its own, as before
    await send('update', cartId, { sku: 'FX-BIKE', qty: 1 })
    await send('update', cartId, { sku: 'FX-BIKE', qty: 1 })
    expect(await lines(cartId)).toEqual([['FX-BIKE', 4]])
  })

  it('a key sent again with another request is refused with 409, and nothing changes', async () => {
    const cartId = await cart()
    const first = await send('update', cartId, { sku: 'FX-BIKE', qty: 1 }, 'reused')
    expect(first.status).toBe(200)
    const otherQty = await send('update', cartId, { sku: 'FX-BIKE', qty: 2 }, 'reused')
    expect(otherQty.status).toBe(409)
    expect(otherQty.body.result).toBe(
      'This Idempotency-Key was already used for another change of this cart: send a new key for a new change',
    )
    // the same key on the other call (delete) is another request too
    const asDelete = await send(
      'delete',
      cartId,
      { sku: 'FX-BIKE', item_id: first.body.result.item_id },
      'reused',
    )
    expect(asDelete.status).toBe(409)
    expect(await lines(cartId)).toEqual([['FX-BIKE', 1]])
  })

  it('names the header in the API documentation', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs' })).body)
    for (const path of ['/api/cart/update', '/api/cart/delete']) {
      const params = doc.paths[path].post.parameters as { in: string; name: string }[]
      expect(params, path).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }))
    }
  })

  it('two calls with one key at the same moment add once', async () => {
    const cartId = await cart()
    const [a, b] = await Promise.all([
      send('update', cartId, { sku: 'FX-LOW', qty: 1 }, 'same-moment'),
      send('update', cartId, { sku: 'FX-LOW', qty: 1 }, 'same-moment'),
    ])
    expect(a.status).toBe(200)
    expect(b).toEqual(a)
    expect(await lines(cartId)).toEqual([['FX-LOW', 1]])
  })

  it('a grouped product (several lines) sent again stays one set', async () => {
    const cartId = await cart()
    await send('update', cartId, { sku: 'FX-GROUP', qty: 1 }, 'group-1')
    await send('update', cartId, { sku: 'FX-GROUP', qty: 1 }, 'group-1')
    expect(await lines(cartId)).toEqual([
      ['FX-BIKE', 1],
      ['FX-LOW', 2],
    ])
  })

  it('a delete sent again answers as the first time instead of 404', async () => {
    const cartId = await cart()
    const item = (await send('update', cartId, { sku: 'FX-LOW', qty: 1 })).body.result
    const first = await send('delete', cartId, { sku: 'FX-LOW', item_id: item.item_id }, 'del-1')
    expect(first).toEqual({ status: 200, body: { code: 200, result: true } })
    expect(await send('delete', cartId, { sku: 'FX-LOW', item_id: item.item_id }, 'del-1')).toEqual(first)
    expect(await lines(cartId)).toEqual([])
  })

  it('a key belongs to its cart: the same key on another cart is a change of its own', async () => {
    const one = await cart()
    const two = await cart()
    await send('update', one, { sku: 'FX-BIKE', qty: 1 }, 'shared-key')
    await send('update', two, { sku: 'FX-BIKE', qty: 3 }, 'shared-key')
    expect(await lines(one)).toEqual([['FX-BIKE', 1]])
    expect(await lines(two)).toEqual([['FX-BIKE', 3]])
  })

  it('a refused change is not remembered: it changed nothing, and a repeat is judged again', async () => {
    const cartId = await cart()
    t.ctx.config.cart.stockCheck = true
    try {
      const refused = await send('update', cartId, { sku: 'FX-SALE', qty: 500 }, 'too-many')
      expect(refused.status).toBe(400)
      expect(refused.body.result).toBe('The requested qty is not available')
      expect(await keysOf(cartId)).toEqual([])
      expect(await lines(cartId)).toEqual([])
    } finally {
      t.ctx.config.cart.stockCheck = false
    }
    // with the stock check off (as a changed setting or new stock would), the same key goes through
    expect((await send('update', cartId, { sku: 'FX-SALE', qty: 500 }, 'too-many')).status).toBe(200)
    expect(await keysOf(cartId)).toEqual(['too-many'])
  })

  it('a malformed key is refused naming the header, and nothing changes', async () => {
    const cartId = await cart()
    for (const key of ['', 'x'.repeat(101), 'has space', 'ünïcode', "quote'"]) {
      const res = await send('update', cartId, { sku: 'FX-BIKE', qty: 1 }, key)
      expect(res.status, key).toBe(400)
      expect(res.body.result).toMatch(/^Idempotency-Key must be 1-100 characters/)
    }
    expect(await lines(cartId)).toEqual([])
  })

  it("a key on an unknown or another shopper's cart is 404, as without a key", async () => {
    const res = await send('update', 'f'.repeat(32), { sku: 'FX-BIKE', qty: 1 }, 'k-404')
    expect(res.status).toBe(404)
  })

  it('keys older than 30 days are forgotten', async () => {
    const cartId = await cart()
    await send('update', cartId, { sku: 'FX-BIKE', qty: 1 }, 'old-key')
    await t.ctx.database.rows(
      sql`update cart_change set created_at = now() - interval '31 days' where key = 'old-key'`,
    )
    await send('update', cartId, { sku: 'FX-BIKE', qty: 1 }, 'new-key')
    expect(await keysOf(cartId)).toEqual(['new-key'])
  })
})
