import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, call, type TestApp } from './test-app.ts'
import { insertCartFixture } from './cart-fixture.ts'
import { cartWith, orderBody, address } from './order-helpers.ts'
import { customerSession } from './user-helpers.ts'

describe(`POST /api/order (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await insertCartFixture(t.ctx.database)
  })
  afterAll(() => t.close())

  const rows = <T = any>(query: ReturnType<typeof sql>) => t.ctx.database.rows<T>(query)
  const stockOf = async (sku: string) =>
    Number(
      (
        await rows<{ qty: string }>(
          sql`select s.qty::text as qty from stock_item s join product p on p.id = s.product_id where p.sku = ${sku}`,
        )
      )[0]!.qty,
    )
  const order = (body: unknown, url = '/api/order') => call(t.app, 'POST', url, body)

  // the outbox outlives test runs and order numbers restart per database: find mail by a unique address
  const run = Math.random().toString(36).slice(2, 10)
  async function waitForMail(orderNumber: string, email: string): Promise<string> {
    const dir = join(t.ctx.config.dataDir, 'outbox')
    for (let i = 0; i < 100; i++) {
      const files = await readdir(dir).catch(() => [] as string[])
      for (const file of files) {
        const text = await readFile(join(dir, file), 'utf8')
        if (text.includes(orderNumber) && text.includes(email)) return text
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no confirmation e-mail for ${orderNumber}`)
  }

  it('places an order re-priced from the catalogue, reserves stock, closes the cart and mails a confirmation', async () => {
    const bikeBefore = await stockOf('FX-BIKE')
    const cartId = await cartWith(t.app, [
      { sku: 'FX-BIKE', qty: 1 },
      { sku: 'FX-LOW', qty: 1 },
    ])
    const res = await order(
      orderBody(
        cartId,
        [
          { sku: 'FX-BIKE', qty: 1, price: 0.01 },
          { sku: 'FX-LOW', qty: 1 },
        ],
        {
          addressInformation: {
            ...orderBody('', []).addressInformation,
            billingAddress: address({ email: `nl-${run}@example.test` }),
            // an offline method: confirmed, and mailed, at once (decision 0081)
            payment_method_code: 'cashondelivery',
          },
        },
      ),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result).toEqual({
      magentoOrderId: expect.stringMatching(/^\d+$/),
      orderNumber: expect.stringMatching(/^\d{9}$/),
      backendOrderId: res.body.result.magentoOrderId,
      transferedAt: expect.any(String),
      orderToken: expect.stringMatching(/^[0-9a-f]{48}$/),
    })
    const [stored] = await rows<any>(
      sql`select * from sales_order where increment_id = ${res.body.result.orderNumber}`,
    )
    // 749.00 + 10.90, shipped free (courier free from 75.00, decision 0089); the tampered 0.01 is ignored
    expect(stored).toMatchObject({
      status: 'pending',
      store_id: 1,
      currency: 'EUR',
      customer_email: `nl-${run}@example.test`,
      payment_method: 'cashondelivery',
      po_number: null,
    })
    expect(Number(stored.grand_total)).toBe(759.9)
    const items = await rows<any>(
      sql`select sku, qty::float as qty, price_incl_tax::float as p from sales_order_item where order_id = ${stored.id} order by id`,
    )
    expect(items).toEqual([
      { sku: 'FX-BIKE', qty: 1, p: 749 },
      { sku: 'FX-LOW', qty: 1, p: 10.9 },
    ])
    const addresses = await rows<any>(
      sql`select address_type, city, street from sales_order_address where order_id = ${stored.id} order by address_type`,
    )
    expect(addresses).toEqual([
      { address_type: 'billing', city: 'Utrecht', street: ['Stationsweg', '12'] },
      { address_type: 'shipping', city: 'Utrecht', street: ['Stationsweg', '12'] },
    ])
    expect(await stockOf('FX-BIKE')).toBe(bikeBefore - 1)
    expect((await call(t.app, 'GET', `/api/cart/pull?token=&cartId=${cartId}`)).status).toBe(404)

    const status = await call(t.app, 'GET', `/api/order/status/${res.body.result.orderToken}`)
    expect(status.body.result).toMatchObject({
      increment_id: res.body.result.orderNumber,
      status: 'pending',
      grand_total: 759.9,
    })
    expect((await call(t.app, 'GET', `/api/order/status/${'0'.repeat(48)}`)).status).toBe(404)
    expect((await call(t.app, 'GET', '/api/order/status/123')).status).toBe(400)

    const mail = await waitForMail(res.body.result.orderNumber, `nl-${run}@example.test`)
    expect(mail).toContain(`To: nl-${run}@example.test`)
    expect(mail).toContain('Je bestelling')
    expect(mail).toContain('Fixture stadsfiets')
  })

  it('creates one order when the same order is posted twice at once or again later', async () => {
    const cartId = await cartWith(t.app, [{ sku: 'FX-UNMANAGED', qty: 1 }])
    const body = orderBody(cartId, [{ sku: 'FX-UNMANAGED', qty: 1 }])
    const [a, b] = await Promise.all([order(body), order(body)])
    const again = await order(body)
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200])
    expect(b.body.result.orderNumber).toBe(a.body.result.orderNumber)
    expect(again.body.result.orderNumber).toBe(a.body.result.orderNumber)
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sales_order where increment_id = ${a.body.result.orderNumber} or quote_id = (select id from quote where token = ${cartId})`,
    )
    expect(count!.n).toBe(1)

    // the offline queue posts its order_id with the cart it was queued from
    const offlineCart = await cartWith(t.app, [{ sku: 'FX-UNMANAGED', qty: 1 }])
    const offline = {
      ...orderBody(offlineCart, [{ sku: 'FX-UNMANAGED', qty: 1 }]),
      order_id: '1716543210000-abc',
      transmited: false,
    }
    const [x, y] = await Promise.all([order(offline), order(offline)])
    expect(x.body.result.orderNumber).toBe(y.body.result.orderNumber)
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sales_order where idempotency_key like '% order:1716543210000-abc'`,
    )
    expect(n!.n).toBe(1)
  })

  it('treats a cartless order without order_id as a repeat only on the same day', async () => {
    const body = orderBody('', [{ sku: 'FX-UNMANAGED', qty: 3 }])
    const first = await order(body)
    const again = await order(body)
    // a guest without a cart cannot show the first order was theirs (decision 0116)
    expect(again.status).toBe(409)
    const realNow = t.ctx.now
    t.ctx.now = () => new Date(Date.now() + 24 * 3600 * 1000)
    try {
      const tomorrow = await order(body)
      expect(tomorrow.status).toBe(200)
      expect(tomorrow.body.result.orderNumber).not.toBe(first.body.result.orderNumber)
    } finally {
      t.ctx.now = realNow
    }
  })

  it('stores 000000000 as purchase-order number when none is given, and the given one otherwise', async () => {
    // purchase orders are for business customers only (decision 0080)
    const trade = await customerSession(t.app)
    await rows(sql`update customer set flags = '{"is_business": true}'::jsonb where id = ${trade.id}`)
    const po = (additional: Record<string, unknown>) =>
      order(
        orderBody('', [{ sku: 'FX-UNMANAGED', qty: 1 }], {
          addressInformation: {
            ...orderBody('', []).addressInformation,
            payment_method_code: 'purchaseorder',
            payment_method_additional: additional,
          },
        }),
        `/api/order?token=${trade.token}`,
      )
    const empty = await po({})
    const given = await po({ po_number: 'PO-4711' })
    const numbers = await rows<{ po: string }>(
      sql`select po_number as po from sales_order where increment_id in (${empty.body.result.orderNumber}, ${given.body.result.orderNumber}) order by id`,
    )
    expect(numbers.map((r) => r.po)).toEqual(['000000000', 'PO-4711'])
  })

  it('charges German tax for a German store order and applies the cart coupon', async () => {
    const cartId = await cartWith(t.app, [{ sku: 'FX-BIKE', qty: 1 }], 'de')
    await call(t.app, 'POST', `/api/cart/apply-coupon?token=&cartId=${cartId}&coupon=FIETS10&storeCode=de`)
    const res = await order(
      orderBody(cartId, [{ sku: 'FX-BIKE', qty: 1 }], {
        store_code: 'de',
        addressInformation: {
          ...orderBody('', []).addressInformation,
          billingAddress: address({ country_id: 'DE', city: 'Berlin', email: `de-${run}@example.test` }),
          shippingAddress: address({ country_id: 'DE', city: 'Berlin' }),
          // confirmed (and mailed) at placement: an offline method (decision 0081)
          payment_method_code: 'cashondelivery',
        },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [stored] = await rows<any>(
      sql`select * from sales_order where increment_id = ${res.body.result.orderNumber}`,
    )
    // 749.00 incl. 19 % (cross-border trade, decision 0090) - 10 % (74.90), shipped free (goods over 75.00)
    expect(Number(stored.grand_total)).toBe(674.1)
    expect(stored).toMatchObject({ store_id: 3, coupon_code: 'FIETS10' })
    const mail = await waitForMail(res.body.result.orderNumber, `de-${run}@example.test`)
    expect(mail).toContain('Ihre Bestellung')
  })

  it('refuses an order the stock cannot cover and stores nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from sales_order`)
    const lowBefore = await stockOf('FX-LOW')
    const res = await order(
      orderBody('', [
        { sku: 'FX-LOW', qty: 1 },
        { sku: 'FX-OUT', qty: 1 },
      ]),
    )
    expect(res.status).toBe(409)
    expect(res.body.result).toBe('Some of the ordered products are not available!')
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from sales_order`)).toEqual(before)
    expect(await stockOf('FX-LOW')).toBe(lowBefore)
  })
})
