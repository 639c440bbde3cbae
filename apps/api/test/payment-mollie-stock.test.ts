/**
 * Decision 0024 with a remote provider (Mollie, faked as in payment-mollie.test.ts): a real order's
 * reserved stock goes back when Mollie's webhook or the status page's poll learns the payment
 * failed, and a "paid" that arrives after the order was canceled takes the stock again, or puts
 * the order on hold when the stock is gone meanwhile.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { call, type TestApp } from './test-app.ts'
import { startFakeProvider, type FakeProvider } from './payment-fake-server.ts'
import { mollie, mollieFake, nextPaymentId, payments } from './payment-mollie-fake.ts'
import { commentsOf, createPaymentTestApp, paymentsOf, postForm } from './payment-test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody } from './order-helpers.ts'

const BASE = '/api/ext/payment-service'

describe(`stock of placed orders with Mollie (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let fake: FakeProvider
  let t: TestApp
  const tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED

  beforeAll(async () => {
    // only this test process, only for the fake's self-signed certificate (see payment-fake-server.ts)
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    fake = await startFakeProvider({ https: true, handle: mollie })
    t = await createPaymentTestApp({
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_ENDPOINT: `${fake.url}/v2/`,
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_TIMEOUT_MS: '2500',
    })
    await insertCartFixture(t.ctx.database)
  })
  afterEach(() => {
    mollieFake.override = undefined
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
    if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore
  })

  const stockOf = async (sku: string) => {
    const [row] = await t.ctx.database.rows<{ qty: string }>(
      sql`select s.qty::text as qty from stock_item s join product p on p.id = s.product_id where p.sku = ${sku}`,
    )
    return Number(row!.qty)
  }
  const orderOf = async (orderNumber: string) => {
    const [row] = await t.ctx.database.rows<{ id: number; status: string; released: boolean }>(
      sql`select id, status, stock_released_at is not null as released from sales_order
          where increment_id = ${orderNumber}`,
    )
    return row!
  }
  const webhook = (id: string) => postForm(t, `${BASE}/webhook/mollie`, { id })

  interface Placed {
    orderNumber: string
    orderToken: string
    magentoOrderId: string
  }

  async function placeOrder(sku: string, qty: number): Promise<Placed> {
    const cartId = await cartWith(t.app, [{ sku, qty }])
    const res = await call(t.app, 'POST', '/api/order', orderBody(cartId, [{ sku, qty }]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result
  }

  const paymentBody = (order: Placed) => ({
    currency: 'EUR',
    order_id: order.magentoOrderId,
    description: `Order # ${order.orderNumber}`,
    redirectUrl: 'https://shop.example/order-status/',
    method: 'ideal',
    issuer: 'ideal_INGBNL2A',
    token: order.orderToken,
  })

  async function createPayment(order: Placed): Promise<string> {
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [payment] = await paymentsOf(t, Number(order.magentoOrderId))
    return payment!.providerPaymentId!
  }

  it("gives the stock back when Mollie's webhook reports the payment canceled", async () => {
    const before = await stockOf('FX-RACE')
    const order = await placeOrder('FX-RACE', 2)
    const molliePaymentId = await createPayment(order)
    expect(await stockOf('FX-RACE')).toBe(before - 2)
    payments.get(molliePaymentId)!.status = 'canceled'
    expect((await webhook(molliePaymentId)).statusCode).toBe(200)
    expect(await orderOf(order.orderNumber)).toMatchObject({ status: 'canceled', released: true })
    expect(await stockOf('FX-RACE')).toBe(before)
    await webhook(molliePaymentId)
    expect(await stockOf('FX-RACE')).toBe(before)
  })

  it('gives the stock back when the status page asks Mollie and learns the payment expired', async () => {
    const before = await stockOf('FX-RACE')
    const order = await placeOrder('FX-RACE', 1)
    const molliePaymentId = await createPayment(order)
    payments.get(molliePaymentId)!.status = 'expired'
    const state = await call(t.app, 'POST', `${BASE}/get-payment-status`, { token: order.orderToken })
    expect(state.body.result.payment).toMatchObject({ status: 'expired', group: 'failed' })
    expect(await orderOf(order.orderNumber)).toMatchObject({ status: 'canceled', released: true })
    expect(await stockOf('FX-RACE')).toBe(before)
  })

  /**
   * Mollie creates the payment but its answer is unusable: the shop says "not created", the
   * browser cancels the order (its stock goes back) and the shopper pays anyway.
   */
  async function canceledOrderPaidLater(sku: string, qty: number) {
    const order = await placeOrder(sku, qty)
    let created = ''
    mollieFake.override = (req) => {
      if (req.method !== 'POST') return undefined
      created = nextPaymentId('tr_Late')
      const body = req.body as { metadata: unknown; amount: unknown }
      payments.set(created, { status: 'open', metadata: body.metadata, amount: body.amount })
      return { status: 201, json: { hello: 'world' } }
    }
    expect((await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order))).status).toBe(502)
    mollieFake.override = undefined
    const canceled = await call(t.app, 'POST', `${BASE}/order-comments`, {
      order_id: order.magentoOrderId,
      token: order.orderToken,
      order_comment: {
        statusHistory: { comment: 'Payment could not be created: unusable answer', status: 'canceled' },
      },
    })
    expect(canceled.status).toBe(200)
    expect(await orderOf(order.orderNumber)).toMatchObject({ status: 'canceled', released: true })
    return { order, created }
  }

  it('a paid payment after the cancel takes the stock again and the order goes to processing', async () => {
    const before = await stockOf('FX-RACE')
    const { order, created } = await canceledOrderPaidLater('FX-RACE', 2)
    expect(await stockOf('FX-RACE')).toBe(before)
    payments.get(created)!.status = 'paid'
    expect((await webhook(created)).statusCode).toBe(200)
    expect(await orderOf(order.orderNumber)).toMatchObject({ status: 'processing', released: false })
    expect(await stockOf('FX-RACE')).toBe(before - 2)
    const last = (await commentsOf(t, Number(order.magentoOrderId))).at(-1)!
    expect(last).toMatchObject({ status: 'processing' })
    expect(last.comment).toContain('stock is reserved again')
  })

  it('a paid payment after the cancel puts the order on hold when its stock is gone meanwhile', async () => {
    const { order, created } = await canceledOrderPaidLater('FX-LOW', 1)
    // another shopper buys the last unit
    expect(await stockOf('FX-LOW')).toBe(1)
    await placeOrder('FX-LOW', 1)
    expect(await stockOf('FX-LOW')).toBe(0)
    payments.get(created)!.status = 'paid'
    await webhook(created)
    expect(await orderOf(order.orderNumber)).toMatchObject({ status: 'holded', released: true })
    expect(await stockOf('FX-LOW')).toBe(0)
    const last = (await commentsOf(t, Number(order.magentoOrderId))).at(-1)!
    expect(last).toMatchObject({ status: 'holded' })
    expect(last.comment).toContain('FX-LOW no longer in stock: on hold')
    // the status page shows the payment as paid; nothing moves the order off hold but staff
    const state = await call(t.app, 'POST', `${BASE}/get-payment-status`, { token: order.orderToken })
    expect(state.body.result).toMatchObject({
      payment: { status: 'paid', group: 'success' },
      order: { status: 'holded' },
    })
  })
})
