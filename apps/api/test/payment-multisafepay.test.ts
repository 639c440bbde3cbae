/**
 * The MultiSafepay adapter end to end: our HTTP API -> fetch -> a local fake of MultiSafepay's
 * REST API (node:http) -> back, plus MultiSafepay's notification call.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestApp } from './test-app.ts'
import {
  startFakeProvider,
  type FakeAnswer,
  type FakeProvider,
  type FakeRequest,
} from './payment-fake-server.ts'
import {
  commentsOf,
  createPaymentTestApp,
  insertOrder,
  orderStatus,
  paymentBody,
  paymentsOf,
  type TestOrder,
} from './payment-test-app.ts'

const BASE = '/api/ext/payment-service'
const API_KEY = 'a1b2c3d4e5f6msp'
// generous: on a loaded 2-core CI machine a TLS round trip to the fake can take several hundred ms;
// only the hanging-provider tests wait for it
const TIMEOUT_MS = 2500

/** MultiSafepay's orders, by order_id (= our transaction token). */
const orders = new Map<string, { status: string; body: Record<string, any> }>()
let override: ((req: FakeRequest) => FakeAnswer | undefined) | undefined

function multisafepay(req: FakeRequest): FakeAnswer {
  const answer = override?.(req)
  if (answer) return answer
  if (req.headers['api_key'] !== API_KEY) {
    return { status: 401, json: { success: false, error_code: 1032, error_info: 'Invalid API key' } }
  }
  if (req.method === 'GET' && req.path === '/v1/json/gateways') {
    return {
      json: {
        success: true,
        data: [
          { id: 'IDEAL', description: 'iDEAL' },
          { id: 'VISA', description: 'Visa' },
        ],
      },
    }
  }
  if (req.method === 'GET' && req.path === '/v1/json/issuers/IDEAL') {
    return {
      json: {
        success: true,
        data: [
          { code: '0031', description: 'ABN AMRO' },
          { code: '0721', description: 'ING' },
        ],
      },
    }
  }
  if (req.method === 'POST' && req.path === '/v1/json/orders') {
    const body = req.body as Record<string, any>
    if (orders.has(body.order_id))
      return {
        status: 409,
        json: { success: false, error_code: 1006, error_info: 'Order id already exists' },
      }
    orders.set(body.order_id, { status: 'initialized', body })
    return {
      json: {
        success: true,
        data: {
          order_id: body.order_id,
          payment_url: `https://payv2.multisafepay.com/connect/${body.order_id}/?lang=nl_NL`,
        },
      },
    }
  }
  const match = /^\/v1\/json\/orders\/([\w-]+)$/.exec(req.path)
  if (req.method === 'GET' && match && orders.has(match[1]!)) {
    return {
      json: {
        success: true,
        data: { order_id: match[1], status: orders.get(match[1]!)!.status, amount: 74900, currency: 'EUR' },
      },
    }
  }
  return { status: 404, json: { success: false, error_code: 1006, error_info: 'Invalid transaction ID' } }
}

describe(`MultiSafepay adapter against a fake MultiSafepay API (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let fake: FakeProvider
  let t: TestApp

  beforeAll(async () => {
    fake = await startFakeProvider({ handle: multisafepay })
    t = await createPaymentTestApp({
      PAYMENT_PROVIDER: 'multisafepay',
      MULTISAFEPAY_API_KEY: API_KEY,
      MULTISAFEPAY_API_ENDPOINT: `${fake.url}/v1/json/`,
      PUBLIC_URL: 'https://shop.example/',
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    })
  })
  afterEach(() => {
    override = undefined
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  async function createPayment(order: TestOrder, extra: Record<string, unknown> = {}) {
    const res = await call(
      t.app,
      'POST',
      `${BASE}/post-payment`,
      paymentBody(order, { redirectUrl: 'https://shop.example/orderstatus', issuer: '0721', ...extra }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result as { transaction_id: string; payment_gateway_url: string; amount: string }
  }

  const notify = (transactionid: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({
      method,
      url: `${BASE}/webhook/multisafepay?transactionid=${transactionid}&timestamp=140729394`,
      ...(method === 'POST' ? { payload: { order_id: transactionid, status: 'completed' } } : {}),
    })

  it('lists the gateways as lowercase method codes, and the iDEAL issuers', async () => {
    const methods = await call(t.app, 'GET', `${BASE}/payment-methods?store=de`)
    expect(methods.body).toEqual({
      code: 200,
      result: {
        success: true,
        data: [
          { id: 'ideal', description: 'iDEAL' },
          { id: 'visa', description: 'Visa' },
        ],
      },
    })
    const sent = fake.requests.at(-1)!
    expect(sent.headers['api_key']).toBe(API_KEY)
    expect(Object.fromEntries(sent.query)).toEqual({ country: 'DE', currency: 'EUR', locale: 'de_DE' })
    const issuers = await call(t.app, 'GET', `${BASE}/fetch-issuers`)
    expect(issuers.body.result.data).toEqual([
      { code: '0031', description: 'ABN AMRO', id: '0031', name: 'ABN AMRO' },
      { code: '0721', description: 'ING', id: '0721', name: 'ING' },
    ])
  })

  it('says "No payment methods configured" and "No issuers" for empty lists', async () => {
    override = () => ({ json: { success: true, data: [] } })
    expect((await call(t.app, 'GET', `${BASE}/payment-methods`)).body).toEqual({
      code: 404,
      result: 'No payment methods configured',
    })
    expect((await call(t.app, 'GET', `${BASE}/fetch-issuers`)).body).toEqual({
      code: 404,
      result: 'No issuers',
    })
  })

  it('creates a direct iDEAL order with the amount in cents and our token as order_id', async () => {
    const order = await insertOrder(t)
    const result = await createPayment(order)
    expect(result.payment_gateway_url).toBe(
      `https://payv2.multisafepay.com/connect/${result.transaction_id}/?lang=nl_NL`,
    )
    expect(orders.get(result.transaction_id)!.body).toEqual({
      type: 'direct',
      order_id: result.transaction_id,
      gateway: 'IDEAL',
      currency: 'EUR',
      amount: 74900,
      description: `Order # ${order.incrementId}`,
      payment_options: {
        notification_url: 'https://shop.example/api/ext/payment-service/webhook/multisafepay',
        notification_method: 'GET',
        // MultiSafepay appends transactionid itself; the order token lets the page show the order
        redirect_url: `https://shop.example/orderstatus?order_token=${order.orderToken}`,
        cancel_url: `https://shop.example/orderstatus?order_token=${order.orderToken}`,
        close_window: false,
      },
      customer: { locale: 'nl_NL' },
      gateway_info: { issuer_id: '0721' },
      var1: order.incrementId,
    })
    expect(await orderStatus(t, order.id)).toBe('pending_payment')
    expect((await paymentsOf(t, order.id))[0]).toMatchObject({
      status: 'initialized',
      providerPaymentId: result.transaction_id,
    })
  })

  it('uses a redirect order without issuer', async () => {
    const order = await insertOrder(t)
    const { issuer, ...body } = paymentBody(order, { method: 'visa' })
    expect(issuer).toBeDefined()
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, body)
    const sent = orders.get(res.body.result.transaction_id)!.body
    expect(sent).toMatchObject({ type: 'redirect', gateway: 'VISA' })
    expect(sent.gateway_info).toBeUndefined()
    // the /order-status/ page gets the order token in its path, as with Mollie
    expect(sent.payment_options.redirect_url).toBe(`https://shop.example/order-status/${order.orderToken}`)
  })

  const mapping: [string, string | null, string][] = [
    ['completed', 'success', 'processing'],
    ['shipped', 'success', 'processing'],
    ['hold', 'pending', 'pending_payment'],
    ['initialized', 'pending', 'pending_payment'],
    ['reserved', 'pending', 'pending_payment'],
    ['uncleared', 'pending', 'pending_payment'],
    ['expired', 'failed', 'canceled'],
    ['declined', 'failed', 'canceled'],
    ['cancelled', 'failed', 'canceled'],
    ['void', 'failed', 'canceled'],
    ['refunded', null, 'pending_payment'],
  ]

  it.each(mapping)('notification: status %s -> group %s, order %s', async (status, group, expectedOrder) => {
    const order = await insertOrder(t)
    const { transaction_id } = await createPayment(order)
    orders.get(transaction_id)!.status = status
    const res = await notify(transaction_id)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('OK')
    expect(await orderStatus(t, order.id)).toBe(expectedOrder)
    // the /orderstatus page reads ?transactionid= and sends it as order_id
    const state = await call(t.app, 'POST', `${BASE}/get-payment-status`, { order_id: transaction_id })
    expect(state.body.result).toMatchObject({
      payment: { status, group, transaction_id },
      order: { increment_id: order.incrementId, customer_email: 'jan@fietsen.nl', status: expectedOrder },
    })
  })

  it('takes POST notifications too, trusting only what the API says', async () => {
    const order = await insertOrder(t)
    const { transaction_id } = await createPayment(order)
    orders.get(transaction_id)!.status = 'declined'
    const res = await notify(transaction_id, 'POST')
    expect(res.body).toBe('OK')
    expect(await orderStatus(t, order.id)).toBe('canceled')
    expect((await commentsOf(t, order.id)).at(-1)!.comment).toContain('Payment declined at MultiSafepay')
  })

  it('answers OK for an unknown transaction and 400 without a valid transactionid', async () => {
    expect((await notify('0123456789abcdef')).body).toBe('OK')
    const missing = await t.app.inject({ method: 'GET', url: `${BASE}/webhook/multisafepay` })
    expect(missing.statusCode).toBe(400)
    expect(JSON.parse(missing.body).result).toContain('transactionid')
  })

  describe('a provider that fails leaves a known state', () => {
    async function expectKnownState(
      order: TestOrder,
      res: { status: number; body: any },
      status: number,
      mentions: RegExp,
    ) {
      expect(res.status).toBe(status)
      expect(res.body.result).toMatch(mentions)
      expect(await orderStatus(t, order.id)).toBe('pending')
      const [payment] = await paymentsOf(t, order.id)
      expect(payment).toMatchObject({ status: 'error', providerPaymentId: null })
      expect((await commentsOf(t, order.id)).at(-1)!.comment).toContain(
        'Payment could not be created at MultiSafepay',
      )
    }
    const post = (order: TestOrder) =>
      call(
        t.app,
        'POST',
        `${BASE}/post-payment`,
        paymentBody(order, { redirectUrl: 'https://shop.example/orderstatus', issuer: '0721' }),
      )

    it('garbage -> 502', async () => {
      override = () => ({ raw: '<?xml version="1.0"?><error/>', contentType: 'text/xml' })
      const order = await insertOrder(t)
      await expectKnownState(order, await post(order), 502, /not JSON/)
    })

    it('JSON of another shape -> 502', async () => {
      override = () => ({ json: { success: true, data: { url: 42 } } })
      const order = await insertOrder(t)
      await expectKnownState(order, await post(order), 502, /unusable/)
    })

    it("MultiSafepay's refusal -> 502 with its reason", async () => {
      override = () => ({
        status: 400,
        json: { success: false, error_code: 1035, error_info: 'Invalid amount' },
      })
      const order = await insertOrder(t)
      await expectKnownState(
        order,
        await post(order),
        502,
        /MultiSafepay refused the request: Invalid amount \(1035\)/,
      )
    })

    it('a server error -> 502', async () => {
      override = () => ({ status: 503, json: { success: false, error_info: 'maintenance' } })
      const order = await insertOrder(t)
      await expectKnownState(order, await post(order), 502, /HTTP 503/)
    })

    it('no answer -> 504 after PAYMENT_TIMEOUT_MS', async () => {
      override = () => ({ hang: true })
      const order = await insertOrder(t)
      await expectKnownState(
        order,
        await post(order),
        504,
        new RegExp(`did not answer within ${TIMEOUT_MS} ms`),
      )
    })

    it('provider unreachable -> 502', async () => {
      const down = await createPaymentTestApp({
        PAYMENT_PROVIDER: 'multisafepay',
        MULTISAFEPAY_API_KEY: API_KEY,
        MULTISAFEPAY_API_ENDPOINT: 'http://127.0.0.1:9/v1/json/',
      })
      try {
        const res = await call(down.app, 'GET', `${BASE}/payment-methods`)
        expect(res.status).toBe(502)
        expect(res.body.result).toContain('could not be reached')
      } finally {
        await down.close()
      }
    })

    it('a notification while MultiSafepay does not answer -> 504, the order stays as it was', async () => {
      const order = await insertOrder(t)
      const { transaction_id } = await createPayment(order)
      override = () => ({ hang: true })
      expect((await notify(transaction_id)).statusCode).toBe(504)
      expect(await orderStatus(t, order.id)).toBe('pending_payment')
    })
  })
})
