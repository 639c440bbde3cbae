/**
 * Issue 14 finding 12: coupons carry usage limits. The newsletter coupon FIETS10 is once per
 * customer (account or e-mail address), counted when the order is placed; a code may also have a
 * total limit; a canceled order gives its use back.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { address, cartWith, orderBody } from './order-helpers.ts'
import { customerSession } from './user-helpers.ts'

describe(`coupon usage limits (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
  })
  afterAll(() => t.close())
  const run = Math.random().toString(36).slice(2, 10)

  async function orderWithCoupon(code: string, email: string, token = '') {
    const cartId = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 1 }])
    const applied = await call(t.app, 'POST', `/api/cart/apply-coupon?token=&cartId=${cartId}&coupon=${code}`)
    // a code used up in all is refused when applied already
    if (applied.status !== 200) return applied
    const body = orderBody(cartId, [{ sku: 'FX-BIKE', qty: 1 }], {
      addressInformation: { ...orderBody('', []).addressInformation, billingAddress: address({ email }) },
    })
    return call(t.app, 'POST', `/api/order?token=${token}`, body)
  }

  it('lets one e-mail address use the newsletter coupon once, whatever its case', async () => {
    const email = `fiets10-${run}@example.test`
    expect((await orderWithCoupon('FIETS10', email)).status).toBe(200)
    const second = await orderWithCoupon('FIETS10', email.toUpperCase())
    expect(second).toMatchObject({
      status: 409,
      body: { code: 409, result: 'The coupon code "FIETS10" has already been used as often as it may be.' },
    })
    // nothing of the refused order was stored
    const [orders] = await t.ctx.database.rows<{ n: number }>(
      sql`select count(*)::int as n from sales_order where lower(customer_email) = ${email}`,
    )
    expect(orders!.n).toBe(1)
    expect((await orderWithCoupon('FIETS10', `ander-${run}@example.test`)).status).toBe(200)
  })

  it('refuses a signed-in customer who used it already when applying the code', async () => {
    const s = await customerSession(t.app)
    const cartId = (await call(t.app, 'POST', `/api/cart/create?token=${s.token}`)).body.result
    await call(t.app, 'POST', `/api/cart/update?token=${s.token}&cartId=${cartId}`, {
      cartItem: { sku: 'FX-BIKE', qty: 1 },
    })
    await call(t.app, 'POST', `/api/cart/apply-coupon?token=${s.token}&cartId=${cartId}&coupon=FIETS10`)
    const placed = await call(
      t.app,
      'POST',
      `/api/order?token=${s.token}`,
      orderBody(String(cartId), [{ sku: 'FX-BIKE', qty: 1 }], {
        addressInformation: {
          ...orderBody('', []).addressInformation,
          billingAddress: address({ email: s.email }),
        },
      }),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const next = (await call(t.app, 'POST', `/api/cart/create?token=${s.token}`)).body.result
    const again = await call(
      t.app,
      'POST',
      `/api/cart/apply-coupon?token=${s.token}&cartId=${next}&coupon=FIETS10`,
    )
    expect(again.status).toBe(409)
  })

  it('keeps a total limit, and a canceled order gives its use back', async () => {
    await t.ctx.database.rows(
      sql`insert into coupon (code, discount_type, amount, max_uses) values ('TWEE', 'fixed', 2, 2)`,
    )
    const a = await orderWithCoupon('TWEE', `twee-a-${run}@example.test`)
    expect(a.status).toBe(200)
    expect((await orderWithCoupon('TWEE', `twee-b-${run}@example.test`)).status).toBe(200)
    expect((await orderWithCoupon('TWEE', `twee-c-${run}@example.test`)).status).toBe(409)
    await t.ctx.database.rows(
      sql`update sales_order set status = 'canceled' where increment_id = ${a.body.result.orderNumber}`,
    )
    expect((await orderWithCoupon('TWEE', `twee-c-${run}@example.test`)).status).toBe(200)
  })

  it('gives the last use to one of two orders placed at the same moment', async () => {
    await t.ctx.database.rows(
      sql`insert into coupon (code, discount_type, amount, max_uses) values ('EEN', 'fixed', 1, 1)`,
    )
    const both = await Promise.all([
      orderWithCoupon('EEN', `een-a-${run}@example.test`),
      orderWithCoupon('EEN', `een-b-${run}@example.test`),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
  })
})
