import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { noCache, type Cache } from '../src/cache/cache.ts'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody } from './order-helpers.ts'
import { postForm } from './payment-test-app.ts'

/**
 * Decision 0024: an unpaid order that is canceled, by whatever path a payment status takes
 * (provider page or webhook, the browser's canceled comment), gives its reserved stock back
 * exactly once, in the transaction of the status change, and drops the products' cached
 * catalogue answers. A paid order never gives stock back.
 */
const BASE = '/api/ext/payment-service'

describe(`stock of a canceled unpaid order goes back once (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  const invalidated: string[] = []
  const spyCache: Cache = {
    ...noCache,
    invalidateTags: async (tags) => {
      invalidated.push(...tags)
    },
  }
  beforeAll(async () => {
    t = await buildTestApp({ cacheImpl: spyCache })
    await insertCartFixture(t.ctx.database)
    // harness race (see stock-service.test.ts): a pool socket closed by DROP DATABASE ... FORCE
    const pool = (t.ctx.database.db as unknown as { $client?: { on?: (e: 'error', fn: () => void) => void } })
      .$client
    if (t.ctx.database.kind === 'postgres') pool?.on?.('error', () => {})
  })
  afterAll(() => t.close())

  const stockOf = async (sku: string) => {
    const [row] = await t.ctx.database.rows<{ qty: string; in_stock: boolean; id: number }>(
      sql`select s.qty::text as qty, s.is_in_stock as in_stock, p.id from stock_item s
          join product p on p.id = s.product_id where p.sku = ${sku}`,
    )
    return { qty: Number(row!.qty), inStock: row!.in_stock, id: row!.id }
  }
  const orderRow = async (orderNumber: string) => {
    const [row] = await t.ctx.database.rows<{ status: string; released: boolean }>(
      sql`select status, stock_released_at is not null as released from sales_order
          where increment_id = ${orderNumber}`,
    )
    return row!
  }

  interface Placed {
    orderNumber: string
    orderToken: string
    magentoOrderId: string
  }

  async function placeOrder(lines: { sku: string; qty: number }[]): Promise<Placed> {
    const cartId = await cartWith(t.app, lines)
    const res = await call(t.app, 'POST', '/api/order', orderBody(cartId, lines))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result
  }

  async function createPayment(order: Placed): Promise<string> {
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, {
      currency: 'EUR',
      order_id: order.magentoOrderId,
      description: `Order # ${order.orderNumber}`,
      redirectUrl: `${t.ctx.config.publicUrl}/order-status/`,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      token: order.orderToken,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result.payment_gateway_url
  }

  function comment(order: Placed, status: 'canceled' | 'pending_payment', text: string) {
    return call(t.app, 'POST', `${BASE}/order-comments`, {
      order_id: order.magentoOrderId,
      token: order.orderToken,
      order_comment: {
        statusHistory: {
          comment: text,
          created_at: new Date().toISOString(),
          is_customer_notified: 0,
          is_visible_on_front: 0,
          parent_id: order.magentoOrderId,
          status,
        },
      },
    })
  }

  it.each(['canceled', 'failed', 'expired'])(
    'a payment %s at the provider cancels the order and gives its stock back, dropping cached answers',
    async (outcome) => {
      const race = await stockOf('FX-RACE')
      const bike = await stockOf('FX-BIKE')
      const order = await placeOrder([
        { sku: 'FX-RACE', qty: 2 },
        { sku: 'FX-BIKE', qty: 1 },
      ])
      expect((await stockOf('FX-RACE')).qty).toBe(race.qty - 2)
      const url = await createPayment(order)
      invalidated.length = 0

      expect((await postForm(t, url, { status: outcome })).statusCode).toBe(303)
      expect(await orderRow(order.orderNumber)).toMatchObject({
        status: 'canceled',
        released: true,
      })
      expect((await stockOf('FX-RACE')).qty).toBe(race.qty)
      expect((await stockOf('FX-BIKE')).qty).toBe(bike.qty)
      expect(invalidated).toEqual(expect.arrayContaining([`product:${race.id}`, `product:${bike.id}`]))

      // the provider repeats itself: nothing more goes back
      await postForm(t, url, { status: outcome })
      expect((await stockOf('FX-RACE')).qty).toBe(race.qty)
    },
  )

  it('puts a product that the order sold out back in stock', async () => {
    const before = await stockOf('FX-SALE')
    expect(before.qty).toBeGreaterThan(1)
    const order = await placeOrder([{ sku: 'FX-SALE', qty: before.qty }])
    expect(await stockOf('FX-SALE')).toMatchObject({ qty: 0, inStock: false })
    await postForm(t, await createPayment(order), { status: 'canceled' })
    expect(await stockOf('FX-SALE')).toMatchObject({ qty: before.qty, inStock: true })
  })

  it("the browser's canceled comment (payment not created) gives the stock back, once however often it comes", async () => {
    const before = (await stockOf('FX-RACE')).qty
    const order = await placeOrder([{ sku: 'FX-RACE', qty: 3 }])
    invalidated.length = 0
    const text = 'Payment could not be created: provider down'
    expect((await comment(order, 'canceled', text)).status).toBe(200)
    expect((await orderRow(order.orderNumber)).status).toBe('canceled')
    expect((await stockOf('FX-RACE')).qty).toBe(before)
    expect(invalidated).toContain(`product:${(await stockOf('FX-RACE')).id}`)
    expect((await comment(order, 'canceled', text)).status).toBe(200)
    expect((await stockOf('FX-RACE')).qty).toBe(before)
  })

  it('a paid order keeps its stock: a cancel afterwards changes nothing', async () => {
    const before = (await stockOf('FX-RACE')).qty
    const order = await placeOrder([{ sku: 'FX-RACE', qty: 1 }])
    const url = await createPayment(order)
    await postForm(t, url, { status: 'paid' })
    await postForm(t, url, { status: 'canceled' })
    await comment(order, 'canceled', 'Payment could not be created: too late')
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'processing', released: false })
    expect((await stockOf('FX-RACE')).qty).toBe(before - 1)
  })

  it('ten canceled comments at the same moment give the stock back once', async () => {
    const before = (await stockOf('FX-RACE')).qty
    const order = await placeOrder([{ sku: 'FX-RACE', qty: 2 }])
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => comment(order, 'canceled', `Payment could not be created: ${i}`)),
    )
    for (const answer of answers) expect(answer.status).toBe(200)
    expect((await orderRow(order.orderNumber)).status).toBe('canceled')
    expect((await stockOf('FX-RACE')).qty).toBe(before)
  })

  it("a provider failure racing the browser's cancel gives the stock back once", async () => {
    const before = (await stockOf('FX-RACE')).qty
    const order = await placeOrder([{ sku: 'FX-RACE', qty: 2 }])
    const url = await createPayment(order)
    await Promise.all([
      postForm(t, url, { status: 'failed' }),
      postForm(t, url, { status: 'expired' }),
      ...Array.from({ length: 4 }, () => comment(order, 'canceled', 'Payment could not be created: race')),
    ])
    expect((await orderRow(order.orderNumber)).status).toBe('canceled')
    expect((await stockOf('FX-RACE')).qty).toBe(before)
  })

  it('two attempts failing at the same moment cancel the order, and give the stock back, once', async () => {
    const before = (await stockOf('FX-RACE')).qty
    const order = await placeOrder([{ sku: 'FX-RACE', qty: 1 }])
    const first = await createPayment(order)
    const second = await createPayment(order)
    await Promise.all([postForm(t, first, { status: 'expired' }), postForm(t, second, { status: 'failed' })])
    expect((await orderRow(order.orderNumber)).status).toBe('canceled')
    expect((await stockOf('FX-RACE')).qty).toBe(before)
  })

  it('a database failure in the middle leaves order and stock as they were', async () => {
    const before = (await stockOf('FX-RACE')).qty
    const order = await placeOrder([{ sku: 'FX-RACE', qty: 1 }])
    const url = await createPayment(order)
    // one statement per call: PGlite's extended protocol takes no multi-statement strings
    await t.ctx.database.rows(
      sql.raw(`CREATE FUNCTION stock_test_refuse_comment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'comment store is down'; END $$`),
    )
    await t.ctx.database.rows(
      sql.raw(`CREATE TRIGGER stock_test_refuse_comment BEFORE INSERT ON sales_order_comment
        FOR EACH ROW EXECUTE FUNCTION stock_test_refuse_comment()`),
    )
    invalidated.length = 0
    try {
      expect((await postForm(t, url, { status: 'canceled' })).statusCode).toBe(500)
    } finally {
      await t.ctx.database.rows(sql.raw('DROP TRIGGER stock_test_refuse_comment ON sales_order_comment'))
      await t.ctx.database.rows(sql.raw('DROP FUNCTION stock_test_refuse_comment()'))
    }
    expect(await orderRow(order.orderNumber)).toMatchObject({
      status: 'pending_payment',
      released: false,
    })
    expect((await stockOf('FX-RACE')).qty).toBe(before - 1)
    expect(invalidated).toEqual([])
    // once the database is back the same outcome gives the stock back
    await postForm(t, url, { status: 'canceled' })
    expect((await stockOf('FX-RACE')).qty).toBe(before)
  })
})
