/**
 * Issue 20, offline orders (decision 0220): the browser makes a key when the shopper presses order
 * and sends it as `order_id` every time it (re)sends that order. The server must answer a repeat of
 * the key with the SAME order for the same shopper — also after the first send converted the cart —
 * and never hand the order to another shopper; stock and prices are checked again at delivery.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, cartWith, orderBody } from './order-helpers.ts'
import { customerSession } from './user-helpers.ts'

type Session = Awaited<ReturnType<typeof customerSession>>

describe(`offline orders: one order per browser key (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let a: Session
  let b: Session

  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    a = await customerSession(t.app)
    b = await customerSession(t.app)
  })
  afterAll(() => t.close())

  const customerCart = (s: Session, lines: { sku: string; qty: number }[]) =>
    cartWith(t.app, lines, '', s.token)
  const offlineBody = (s: Session, cartId: string, lines: { sku: string; qty: number }[], key: string) => ({
    ...orderBody(cartId, lines),
    order_id: key,
    addressInformation: {
      ...orderBody(cartId, lines).addressInformation,
      billingAddress: address({ email: s.email }),
      shippingAddress: address({ email: s.email }),
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
    },
  })
  const place = (body: unknown, token: string) =>
    call(t.app, 'POST', `/api/order?token=${encodeURIComponent(token)}`, body)
  const ordersOf = async (customerId: number) =>
    (
      await t.ctx.database.rows<{ n: number }>(
        sql`select count(*)::int as n from sales_order where customer_id = ${customerId}`,
      )
    )[0]!.n
  const setStock = (sku: string, qty: number) =>
    t.ctx.database.rows(
      sql`update stock_item set qty = ${String(qty)}, is_in_stock = ${qty > 0}
          where product_id = (select id from product where sku = ${sku})`,
    )

  it('a re-sent key gives the same order, also after the cart was converted; one order stored', async () => {
    const lines = [{ sku: 'FX-UNMANAGED', qty: 1 }]
    const before = await ordersOf(a.id)
    const body = offlineBody(a, await customerCart(a, lines), lines, randomUUID())
    const first = await place(body, a.token)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // the answer was lost: the browser sends the same record again, now on a converted cart
    for (let i = 0; i < 3; i++) {
      const again = await place(body, a.token)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body.result).toEqual(first.body.result)
    }
    expect(await ordersOf(a.id)).toBe(before + 1)
  })

  it('two tabs sending the same key at the same moment make one order and both get it', async () => {
    const lines = [{ sku: 'FX-UNMANAGED', qty: 1 }]
    const before = await ordersOf(a.id)
    const body = offlineBody(a, await customerCart(a, lines), lines, randomUUID())
    const [x, y] = await Promise.all([place(body, a.token), place(body, a.token)])
    expect([x.status, y.status], JSON.stringify([x.body, y.body])).toEqual([200, 200])
    expect(y.body.result).toEqual(x.body.result)
    expect(await ordersOf(a.id)).toBe(before + 1)
  })

  it("another shopper sending A's key (with A's cart or their own) never gets A's order", async () => {
    const lines = [{ sku: 'FX-UNMANAGED', qty: 1 }]
    const key = randomUUID()
    const body = offlineBody(a, await customerCart(a, lines), lines, key)
    const mine = await place(body, a.token)
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)

    const withACart = await place(body, b.token)
    expect(withACart.status, JSON.stringify(withACart.body)).not.toBe(200)
    expect(JSON.stringify(withACart.body)).not.toContain(mine.body.result.orderToken)
    expect(JSON.stringify(withACart.body)).not.toContain(mine.body.result.orderNumber)

    const beforeB = await ordersOf(b.id)
    const own = await place(offlineBody(b, await customerCart(b, lines), lines, key), b.token)
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(own.body.result.orderNumber).not.toBe(mine.body.result.orderNumber)
    expect(own.body.result.orderToken).not.toBe(mine.body.result.orderToken)
    expect(await ordersOf(b.id)).toBe(beforeB + 1)
  })

  it('stock is checked at delivery: 409 with the spec text, nothing stored; the same key goes through later', async () => {
    const lines = [{ sku: 'FX-BIKE', qty: 2 }]
    const body = offlineBody(a, await customerCart(a, lines), lines, randomUUID())
    const before = await ordersOf(a.id)
    await setStock('FX-BIKE', 1)
    const refused = await place(body, a.token)
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.result).toBe('Some of the ordered products are not available!')
    expect(await ordersOf(a.id)).toBe(before)
    // the shopper kept the order and sends it again once there is stock
    await setStock('FX-BIKE', 53)
    const placed = await place(body, a.token)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(await ordersOf(a.id)).toBe(before + 1)
  })

  it('prices are those of delivery time, not of the queued body', async () => {
    const lines = [{ sku: 'FX-UNMANAGED', qty: 1 }]
    const body = offlineBody(a, await customerCart(a, lines), lines, randomUUID())
    const priced = async (orderNumber: string) =>
      Number(
        (
          await t.ctx.database.rows<{ subtotal: string }>(
            sql`select i.price::text as subtotal from sales_order_item i join sales_order o on o.id = i.order_id
                where o.increment_id = ${orderNumber} and i.sku = 'FX-UNMANAGED'`,
          )
        )[0]!.subtotal,
      )
    await t.ctx.database.rows(sql`update product set price = '20' where sku = 'FX-UNMANAGED'`)
    try {
      const placed = await place(body, a.token)
      expect(placed.status, JSON.stringify(placed.body)).toBe(200)
      // the body said 1 (orderBody's tampered price); the catalogue now says 20 net
      expect(await priced(placed.body.result.orderNumber)).toBeCloseTo(20, 2)
    } finally {
      await t.ctx.database.rows(sql`update product set price = '5' where sku = 'FX-UNMANAGED'`)
    }
  })
})
