/**
 * The Mollie adapter end to end: our HTTP API -> the official @mollie/api-client -> a local fake
 * of Mollie's API (HTTPS, see payment-fake-server.ts) -> back, plus Mollie's webhook.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestApp } from './test-app.ts'
import { startFakeProvider, type FakeProvider } from './payment-fake-server.ts'
import { image, mollie, mollieFake, nextPaymentId, payments } from './payment-mollie-fake.ts'
import {
  commentsOf,
  createPaymentTestApp,
  insertOrder,
  orderStatus,
  paymentBody,
  paymentsOf,
  postForm,
  type TestOrder,
} from './payment-test-app.ts'

const BASE = '/api/ext/payment-service'
const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'
// generous: on a loaded 2-core CI machine a TLS round trip to the fake can take several hundred ms;
// only the hanging-provider tests wait for it
const TIMEOUT_MS = 2500
describe(`Mollie adapter against a fake Mollie API (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let fake: FakeProvider
  let t: TestApp
  const tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED

  beforeAll(async () => {
    // only this test process, only for the fake's self-signed certificate (see payment-fake-server.ts)
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    fake = await startFakeProvider({ https: true, handle: mollie })
    t = await createPaymentTestApp({
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: API_KEY,
      MOLLIE_API_ENDPOINT: `${fake.url}/v2/`,
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    })
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

  async function createPayment(order: TestOrder, extra: Record<string, unknown> = {}) {
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order, extra))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [payment] = await paymentsOf(t, order.id)
    return { result: res.body.result, molliePaymentId: payment!.providerPaymentId! }
  }

  const webhook = (id: string) => postForm(t, `${BASE}/webhook/mollie`, { id })

  it('lists the methods of the Mollie account, in the store language', async () => {
    const res = await call(t.app, 'GET', `${BASE}/payment-methods`)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({
      success: true,
      data: [
        { id: 'ideal', description: 'iDEAL', image: image('ideal').svg },
        { id: 'creditcard', description: 'Creditcard', image: image('creditcard').svg },
      ],
    })
    const sent = fake.requests.at(-1)!
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(sent.query.get('locale')).toBe('nl_NL')
    const de = await call(t.app, 'GET', `${BASE}/payment-methods?store=de`)
    expect(de.body.result.data[1].description).toBe('Kreditkarte')
    expect(fake.requests.at(-1)!.query.get('locale')).toBe('de_DE')
  })

  it('lists the iDEAL issuers', async () => {
    const res = await call(t.app, 'GET', `${BASE}/fetch-issuers`)
    expect(res.status).toBe(200)
    expect(res.body.result.data).toEqual([
      {
        code: 'ideal_ABNANL2A',
        description: 'ABN AMRO',
        id: 'ideal_ABNANL2A',
        name: 'ABN AMRO',
        image: image('ideal-issuer-abn').svg,
      },
      {
        code: 'ideal_INGBNL2A',
        description: 'ING',
        id: 'ideal_INGBNL2A',
        name: 'ING',
        image: image('ideal-issuer-ing').svg,
      },
    ])
  })

  it('says "No payment methods configured" and "No issuers" when Mollie lists none', async () => {
    mollieFake.override = (req) =>
      req.path === '/v2/methods'
        ? { json: { count: 0, _embedded: { methods: [] }, _links: {} } }
        : {
            json: {
              resource: 'method',
              id: 'ideal',
              description: 'iDEAL',
              image: image('ideal'),
              issuers: [],
            },
          }
    expect(await call(t.app, 'GET', `${BASE}/payment-methods`)).toMatchObject({
      status: 404,
      body: { code: 404, result: 'No payment methods configured' },
    })
    expect(await call(t.app, 'GET', `${BASE}/fetch-issuers`)).toMatchObject({
      status: 404,
      body: { code: 404, result: 'No issuers' },
    })
  })

  it('creates the payment at Mollie with amount, issuer, return and webhook URL and our token', async () => {
    const order = await insertOrder(t)
    const { result, molliePaymentId } = await createPayment(order)
    expect(result.payment_gateway_url).toBe(
      `https://www.mollie.com/checkout/select-issuer/ideal/${molliePaymentId}`,
    )
    expect(result.amount).toBe('EUR 749.00')
    const sent = fake.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v2/payments' &&
        (r.body as any).metadata.order === order.incrementId,
    )!
    expect(sent.body).toEqual({
      amount: { currency: 'EUR', value: '749.00' },
      description: `Order # ${order.incrementId}`,
      redirectUrl: `https://shop.example/order-status/${order.orderToken}`,
      webhookUrl: 'https://shop.example/api/ext/payment-service/webhook/mollie',
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      locale: 'nl_NL',
      metadata: { token: result.transaction_id, order: order.incrementId },
    })
    expect(await orderStatus(t, order.id)).toBe('pending_payment')
    expect((await paymentsOf(t, order.id))[0]).toMatchObject({
      provider: 'mollie',
      status: 'open',
      providerPaymentId: molliePaymentId,
    })
  })

  const mapping: [string, string | null, string][] = [
    ['paid', 'success', 'processing'],
    ['open', 'pending', 'pending_payment'],
    ['pending', 'pending', 'pending_payment'],
    ['failed', 'failed', 'canceled'],
    ['canceled', 'failed', 'canceled'],
    ['expired', 'failed', 'canceled'],
    ['authorized', null, 'pending_payment'],
  ]

  it.each(mapping)(
    'webhook: Mollie status %s -> group %s, order %s',
    async (status, group, expectedOrder) => {
      const order = await insertOrder(t)
      const { result, molliePaymentId } = await createPayment(order)
      payments.get(molliePaymentId)!.status = status
      const res = await webhook(molliePaymentId)
      expect(res.statusCode).toBe(200)
      expect(JSON.parse(res.body).result).toBe(status === 'open' ? 'unchanged' : 'updated')
      expect(await orderStatus(t, order.id)).toBe(expectedOrder)
      const state = await call(t.app, 'POST', `${BASE}/get-payment-status`, { token: order.orderToken })
      expect(state.body.result.payment).toMatchObject({
        status,
        group,
        transaction_id: result.transaction_id,
      })
    },
  )

  it('ignores a repeated webhook and never trusts anything but Mollie', async () => {
    const order = await insertOrder(t)
    const { molliePaymentId } = await createPayment(order)
    payments.get(molliePaymentId)!.status = 'paid'
    await webhook(molliePaymentId)
    const comments = (await commentsOf(t, order.id)).length
    const again = await webhook(molliePaymentId)
    expect(JSON.parse(again.body).result).toBe('unchanged')
    expect(await commentsOf(t, order.id)).toHaveLength(comments)
    expect(await orderStatus(t, order.id)).toBe('processing')
  })

  it('answers 200 for a payment Mollie does not know, and 400 for a malformed id', async () => {
    const unknown = await webhook('tr_DoesNotExist')
    expect(unknown.statusCode).toBe(200)
    expect(JSON.parse(unknown.body).result).toBe('unknown')
    const bad = await postForm(t, `${BASE}/webhook/mollie`, { id: "tr_1'; drop table x" })
    expect(bad.statusCode).toBe(400)
    expect(JSON.parse(bad.body).result).toContain('id')
  })

  it('asks Mollie for the status when the webhook did not arrive (status page poll)', async () => {
    const order = await insertOrder(t)
    const { molliePaymentId } = await createPayment(order)
    payments.get(molliePaymentId)!.status = 'paid'
    const state = await call(t.app, 'POST', `${BASE}/get-payment-status`, { token: order.orderToken })
    expect(state.body.result.payment.status).toBe('paid')
    expect(await orderStatus(t, order.id)).toBe('processing')
  })

  it('keeps the stored status when the poll fails', async () => {
    const order = await insertOrder(t)
    await createPayment(order)
    mollieFake.override = (req) =>
      req.method === 'GET' && req.path.startsWith('/v2/payments/')
        ? { raw: '<html>502 Bad Gateway</html>', contentType: 'text/html' }
        : undefined
    const state = await call(t.app, 'POST', `${BASE}/get-payment-status`, { token: order.orderToken })
    expect(state.status).toBe(200)
    expect(state.body.result.payment.status).toBe('open')
  })

  describe('a provider that fails leaves a known state', () => {
    async function expectKnownState(
      order: TestOrder,
      res: { status: number; body: any },
      status: number,
      mentions: RegExp,
    ) {
      expect(res.status).toBe(status)
      expect(res.body.code).toBe(status)
      expect(res.body.result).toMatch(mentions)
      expect(await orderStatus(t, order.id)).toBe('pending')
      const [payment] = await paymentsOf(t, order.id)
      expect(payment).toMatchObject({ status: 'error', providerPaymentId: null })
      expect(payment!.lastError).toMatch(mentions)
      const comment = (await commentsOf(t, order.id)).at(-1)!
      expect(comment.status).toBe('pending')
      expect(comment.comment).toContain('Payment could not be created at Mollie')
    }

    it('garbage instead of JSON -> 502', async () => {
      mollieFake.override = (req) =>
        req.method === 'POST' ? { raw: '<html>oops</html>', contentType: 'text/html' } : undefined
      const order = await insertOrder(t)
      await expectKnownState(
        order,
        await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order)),
        502,
        /not JSON/,
      )
    })

    it('JSON without a payment in it -> 502', async () => {
      mollieFake.override = (req) =>
        req.method === 'POST' ? { status: 201, json: { hello: 'world' } } : undefined
      const order = await insertOrder(t)
      await expectKnownState(
        order,
        await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order)),
        502,
        /unusable/,
      )
    })

    it('a payment without checkout link -> 502', async () => {
      mollieFake.override = (req) =>
        req.method === 'POST'
          ? { status: 201, json: { resource: 'payment', id: 'tr_NoLink', status: 'open', _links: {} } }
          : undefined
      const order = await insertOrder(t)
      await expectKnownState(
        order,
        await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order)),
        502,
        /checkout URL/,
      )
    })

    it("Mollie's refusal -> 502 with Mollie's reason", async () => {
      mollieFake.override = (req) =>
        req.method === 'POST'
          ? {
              status: 422,
              contentType: 'application/hal+json',
              json: {
                status: 422,
                title: 'Unprocessable Entity',
                detail: 'The amount is higher than the maximum',
                field: 'amount',
              },
            }
          : undefined
      const order = await insertOrder(t)
      await expectKnownState(
        order,
        await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order)),
        502,
        /Mollie refused the request: The amount is higher than the maximum/,
      )
    })

    it('no answer -> 504 after PAYMENT_TIMEOUT_MS, and the webhook of the late payment still counts', async () => {
      let created: string | undefined
      mollieFake.override = (req) => {
        if (req.method !== 'POST') return undefined
        // Mollie did create the payment, but its answer never reaches us
        created = nextPaymentId('tr_Late')
        payments.set(created, {
          status: 'open',
          metadata: (req.body as any).metadata,
          amount: (req.body as any).amount,
        })
        return { hang: true }
      }
      const order = await insertOrder(t)
      const started = Date.now()
      const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order))
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
      await expectKnownState(order, res, 504, new RegExp(`did not answer within ${TIMEOUT_MS} ms`))
      mollieFake.override = undefined
      payments.get(created!)!.status = 'paid'
      expect((await webhook(created!)).statusCode).toBe(200)
      expect((await paymentsOf(t, order.id))[0]).toMatchObject({ status: 'paid', providerPaymentId: created })
      expect(await orderStatus(t, order.id)).toBe('processing')
    })

    it('a webhook while Mollie does not answer -> 504, so Mollie retries it', async () => {
      const order = await insertOrder(t)
      const { molliePaymentId } = await createPayment(order)
      mollieFake.override = () => ({ hang: true })
      const res = await webhook(molliePaymentId)
      expect(res.statusCode).toBe(504)
      expect(await orderStatus(t, order.id)).toBe('pending_payment')
    })

    it('methods while Mollie is down -> 502, never 500', async () => {
      mollieFake.override = () => ({ raw: 'Service Unavailable', contentType: 'text/plain' })
      const res = await call(t.app, 'GET', `${BASE}/payment-methods`)
      expect(res.status).toBe(502)
      expect(res.body.result).toContain('Mollie')
    })
  })

  it('refuses MultiSafepay notifications: Mollie is the configured provider', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/webhook/multisafepay?transactionid=abc` }))
        .statusCode,
    ).toBe(404)
  })
})
