/**
 * Decision 0027: an order placed for an online payment that never comes is canceled after
 * ORDER_PAYMENT_EXPIRY_MINUTES (default 120) and its reserved stock goes back; purchase orders,
 * paid orders and younger orders stay as they are. Run through POST /api/admin/orders/expire-unpaid,
 * which the shop also runs on its own every 5 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody } from './order-helpers.ts'
import { paymentBody, postForm } from './payment-test-app.ts'
import { call, buildTestApp, type TestApp } from './test-app.ts'

const ADMIN_KEY = 'test-admin-key-0123456789'
const kind = process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'
const minutes = (n: number) => n * 60_000

describe(`unpaid orders expire (${kind})`, () => {
  let t: TestApp
  let clock = Date.now()
  beforeAll(async () => {
    t = await buildTestApp({ now: () => new Date(clock) })
    t.ctx.config.accounts.adminApiKey = ADMIN_KEY
    await insertCartFixture(t.ctx.database)
    const pool = (t.ctx.database.db as unknown as { $client?: { on?: (e: 'error', fn: () => void) => void } })
      .$client
    if (t.ctx.database.kind === 'postgres') pool?.on?.('error', () => {})
  })
  afterAll(() => t.close())

  const expire = async (key: string | null = ADMIN_KEY) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/expire-unpaid',
      headers: key === null ? {} : { 'x-admin-key': key },
    })
    return { status: res.statusCode, body: JSON.parse(res.body) }
  }
  const qtyOf = async (sku: string) =>
    Number(
      (
        await t.ctx.database.rows<{ qty: string }>(
          sql`select s.qty::text as qty from stock_item s join product p on p.id = s.product_id where p.sku = ${sku}`,
        )
      )[0]!.qty,
    )
  const orderState = async (orderNumber: string) =>
    (
      await t.ctx.database.rows<{ status: string; released: boolean; comments: string[] }>(
        sql`select o.status, o.stock_released_at is not null as released,
              coalesce((select array_agg(c.comment order by c.id) from sales_order_comment c where c.order_id = o.id), '{}') as comments
            from sales_order o where o.increment_id = ${orderNumber}`,
      )
    )[0]!

  async function placeOrder(sku: string, method: 'ideal' | 'cashondelivery') {
    const lines = [{ sku, qty: 1 }]
    const cartId = await cartWith(t.app, lines)
    const base = orderBody(cartId, lines)
    const res = await call(t.app, 'POST', '/api/order', {
      ...base,
      addressInformation: {
        ...base.addressInformation,
        payment_method_code: method,
        payment_method_additional: method === 'ideal' ? { issuer: 'ideal_INGBNL2A' } : {},
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result as { orderNumber: string; orderToken: string; magentoOrderId: string }
  }

  it('cancels an iDEAL order unpaid after the expiry and gives its stock back, once', async () => {
    clock = Date.now()
    const before = await qtyOf('FX-RACE')
    const unpaid = await placeOrder('FX-RACE', 'ideal')
    // an offline method (guests are not offered purchase order, decision 0080)
    const purchaseOrder = await placeOrder('FX-RACE', 'cashondelivery')
    expect(await qtyOf('FX-RACE')).toBe(before - 2)

    // not yet: two hours have not passed
    clock += minutes(119)
    expect((await expire()).body.result.canceled).toEqual([])
    expect((await orderState(unpaid.orderNumber)).status).toBe('pending')

    clock += minutes(2)
    const run = await expire()
    expect(run.status).toBe(200)
    expect(run.body.result.canceled).toContain(unpaid.orderNumber)
    expect(run.body.result.canceled).not.toContain(purchaseOrder.orderNumber)
    const state = await orderState(unpaid.orderNumber)
    expect(state.status).toBe('canceled')
    expect(state.released).toBe(true)
    expect(state.comments.at(-1)).toMatch(/Payment not received within 120 minutes/)
    expect(await qtyOf('FX-RACE')).toBe(before - 1)
    expect((await orderState(purchaseOrder.orderNumber)).status).toBe('pending')

    // a second run (another process, the next timer tick) changes nothing
    expect((await expire()).body.result.canceled).not.toContain(unpaid.orderNumber)
    expect(await qtyOf('FX-RACE')).toBe(before - 1)
  })

  it('leaves a paid order alone, however old', async () => {
    clock = Date.now()
    const paid = await placeOrder('FX-BIKE', 'ideal')
    const created = await call(
      t.app,
      'POST',
      '/api/ext/payment-service/post-payment',
      // the order's own total: the helper's fixed amount belongs to its inserted orders
      paymentBody(
        { id: 0, incrementId: paid.orderNumber, orderToken: paid.orderToken },
        { amount: undefined, redirectUrl: `${t.ctx.config.publicUrl}/order-status/` },
      ),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const pay = await postForm(t, created.body.result.payment_gateway_url, { status: 'paid' })
    expect(pay.statusCode).toBe(303)
    expect((await orderState(paid.orderNumber)).status).toBe('processing')

    clock += minutes(60 * 24 * 30)
    expect((await expire()).body.result.canceled).not.toContain(paid.orderNumber)
    expect((await orderState(paid.orderNumber)).status).toBe('processing')
  })

  it('answers only with the admin key', async () => {
    expect((await expire(null)).status).toBe(401)
    expect((await expire('wrong-key-0123456789')).status).toBe(401)
  })
})
