/**
 * Issue 14, finding 3: the client's order_id (and, for guests, a byte-identical body on the same
 * day) was a shop-wide duplicate key, so shopper B posting A's order got A's confirmation with A's
 * orderToken and could then read and cancel A's order. Idempotency is scoped to the shopper and the
 * cart now (decision 0116): a double submit by the same shopper still gives one order.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, cartWith, orderBody } from './order-helpers.ts'
import { customerSession } from './user-helpers.ts'

type Session = Awaited<ReturnType<typeof customerSession>>

describe(`order idempotency per shopper and cart (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let a: Session
  let b: Session
  const run = Math.random().toString(36).slice(2, 10)
  const line = [{ sku: 'FX-UNMANAGED', qty: 1 }]

  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
    a = await customerSession(t.app)
    b = await customerSession(t.app)
  })
  afterAll(() => t.close())

  const place = (body: unknown, token = '') =>
    call(t.app, 'POST', `/api/order?token=${encodeURIComponent(token)}`, body)
  const ordersOf = async (email: string) =>
    (
      await t.ctx.database.rows<{ n: number }>(
        sql`select count(*)::int as n from sales_order where customer_email = ${email}`,
      )
    )[0]!.n
  const withEmail = (body: ReturnType<typeof orderBody>, email: string) => ({
    ...body,
    addressInformation: {
      ...body.addressInformation,
      billingAddress: address({ email }),
      shippingAddress: address({ email }),
    },
  })

  it("customer B posting customer A's order_id gets an order of its own, never A's", async () => {
    const body = { ...orderBody('', line), order_id: `shared-${run}` }
    const first = await place(body, a.token)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const byB = await place(body, b.token)
    expect(byB.status, JSON.stringify(byB.body)).toBe(200)
    expect(byB.body.result.orderNumber).not.toBe(first.body.result.orderNumber)
    expect(JSON.stringify(byB.body)).not.toContain(first.body.result.orderToken)
    const [owner] = await t.ctx.database.rows<{ customer_id: number }>(
      sql`select customer_id from sales_order where increment_id = ${byB.body.result.orderNumber}`,
    )
    expect(owner!.customer_id).toBe(b.id)
    // A's own double submit is still one order
    const again = await place(body, a.token)
    expect(again.body.result).toEqual(first.body.result)
  })

  it("a guest posting a customer's order_id, or another guest's with its own cart, gets its own order", async () => {
    const orderId = `guest-${run}`
    const byCustomer = await place({ ...orderBody('', line), order_id: orderId }, a.token)
    const cartA = await cartWith(t.app, line)
    const cartB = await cartWith(t.app, line)
    const guestA = await place({ ...orderBody(cartA, line), order_id: orderId })
    const guestB = await place({ ...orderBody(cartB, line), order_id: orderId })
    for (const res of [byCustomer, guestA, guestB]) expect(res.status, JSON.stringify(res.body)).toBe(200)
    const tokens = new Set([byCustomer, guestA, guestB].map((r) => r.body.result.orderToken))
    expect(tokens.size).toBe(3)
    // each of them repeating its own post gets its own order back
    expect((await place({ ...orderBody(cartA, line), order_id: orderId })).body.result).toEqual(
      guestA.body.result,
    )
    expect((await place({ ...orderBody(cartB, line), order_id: orderId })).body.result).toEqual(
      guestB.body.result,
    )
  })

  it('a guest without a cart repeating a body of the same day gets 409, never the earlier order', async () => {
    const email = `cartless-${run}@example.test`
    const body = withEmail(orderBody('', [{ sku: 'FX-UNMANAGED', qty: 2 }]), email)
    const first = await place(body)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await place(body)
    expect(again.status, JSON.stringify(again.body)).toBe(409)
    expect(again.body.code).toBe(409)
    expect(typeof again.body.result).toBe('string')
    expect(again.body.result).toMatch(/order_id|cart/)
    expect(JSON.stringify(again.body)).not.toContain(first.body.result.orderToken)
    expect(JSON.stringify(again.body)).not.toContain(first.body.result.orderNumber)
    expect(await ordersOf(email)).toBe(1)

    // the same with a client order_id, also when both arrive at the same moment
    const offline = { ...withEmail(orderBody('', line), `offline-${email}`), order_id: `offline-${run}` }
    const [x, y] = await Promise.all([place(offline), place(offline)])
    expect([x.status, y.status].sort()).toEqual([200, 409])
    expect(JSON.stringify([x.body, y.body].find((r) => r.code === 409))).not.toContain('orderToken')
    expect(await ordersOf(`offline-${email}`)).toBe(1)
  })

  it('a customer without a cart repeating the same body gets the one order, at once or later', async () => {
    const body = withEmail(orderBody('', [{ sku: 'FX-UNMANAGED', qty: 3 }]), a.email)
    const [x, y] = await Promise.all([place(body, a.token), place(body, a.token)])
    const later = await place(body, a.token)
    expect([x.status, y.status, later.status]).toEqual([200, 200, 200])
    expect(y.body.result).toEqual(x.body.result)
    expect(later.body.result).toEqual(x.body.result)
    // B's identical body is B's own order
    const byB = await place(body, b.token)
    expect(byB.body.result.orderNumber).not.toBe(x.body.result.orderNumber)
  })
})
