/**
 * Issue 14, finding 10 (open redirect): post-payment stored any redirectUrl and the hosted test page
 * then sent the shopper there. Only the shop's own origin (PUBLIC_URL) is accepted now.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestApp } from './test-app.ts'
import { createPaymentTestApp, insertOrder, paymentBody, paymentCount, postForm } from './payment-test-app.ts'

const BASE = '/api/ext/payment-service'

describe(`post-payment returns the shopper only to the shop (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPaymentTestApp({ PUBLIC_URL: 'https://shop.example' })
  })
  afterAll(() => t.close())

  it.each([
    'https://evil.example/order-status/',
    'https://shop.example.evil.example/order-status/',
    'https://shop.example@evil.example/order-status/',
    'http://shop.example/order-status/',
    'https://shop.example:8443/order-status/',
  ])('refuses %s with 400 naming redirectUrl and stores no payment', async (redirectUrl) => {
    const order = await insertOrder(t)
    const before = await paymentCount(t)
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order, { redirectUrl }))
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.code).toBe(400)
    expect(res.body.result).toContain('redirectUrl')
    expect(await paymentCount(t)).toBe(before)
  })

  it('accepts the shop origin, and the test page sends the shopper back there', async () => {
    const order = await insertOrder(t)
    const res = await call(
      t.app,
      'POST',
      `${BASE}/post-payment`,
      paymentBody(order, { redirectUrl: 'https://shop.example/de/order-status/' }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const back = await postForm(t, res.body.result.payment_gateway_url, { status: 'paid' })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`https://shop.example/de/order-status/${order.orderToken}`)
  })
  it.each(['', '/de'])(
    'sends the shopper who paid to origin%s/orderstatus with the order token and transaction id (001 §7)',
    async (prefix) => {
      const order = await insertOrder(t)
      const res = await call(
        t.app,
        'POST',
        `${BASE}/post-payment`,
        paymentBody(order, { redirectUrl: `https://shop.example${prefix}/orderstatus` }),
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const transactionId = res.body.result.transaction_id as string
      const back = await postForm(t, res.body.result.payment_gateway_url, { status: 'paid' })
      expect(back.statusCode).toBe(303)
      expect(back.headers.location).toBe(
        `https://shop.example${prefix}/orderstatus?order_token=${order.orderToken}&transactionid=${transactionId}`,
      )
      // what that page asks for: the payment by the token from the query
      const status = await call(t.app, 'POST', `${BASE}/get-payment-status`, { token: order.orderToken })
      expect(status.body.result.payment).toMatchObject({ status: 'paid', transaction_id: transactionId })
    },
  )
})

describe(`payments stored before the check (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPaymentTestApp({ PUBLIC_URL: 'https://shop.example' })
  })
  afterAll(() => t.close())

  it("send the shopper to the shop's status page, not to a foreign return URL they carry", async () => {
    const order = await insertOrder(t)
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // as an older version stored it
    await t.ctx.database.rows(
      sql`update payment_transaction set return_url = 'https://evil.example/order-status/x' where token = ${res.body.result.transaction_id}`,
    )
    const page = await t.app.inject({ method: 'GET', url: res.body.result.payment_gateway_url })
    expect(page.statusCode).toBe(200)
    const back = await postForm(t, res.body.result.payment_gateway_url, { status: 'paid' })
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`https://shop.example/order-status/${order.orderToken}`)
    const done = await t.app.inject({ method: 'GET', url: res.body.result.payment_gateway_url })
    expect(done.body).not.toContain('evil.example')
    expect(done.body).toContain(`href="https://shop.example/order-status/${order.orderToken}"`)
  })
})

describe('a local shop without PUBLIC_URL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPaymentTestApp({ PORT: '3456', PUBLIC_URL: '' })
  })
  afterAll(() => t.close())

  it('accepts its loopback names on its own port and nothing else', async () => {
    const pay = (redirectUrl: string) =>
      insertOrder(t).then((order) =>
        call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order, { redirectUrl })),
      )
    expect((await pay('http://127.0.0.1:3456/order-status/')).status).toBe(200)
    expect((await pay('http://localhost:3456/order-status/')).status).toBe(200)
    expect((await pay('http://127.0.0.1:9999/order-status/')).status).toBe(400)
    expect((await pay('https://evil.example/order-status/')).status).toBe(400)
  })
})
