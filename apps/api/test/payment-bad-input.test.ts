import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './test-app.ts'
import {
  commentCount,
  createPaymentTestApp,
  insertOrder,
  orderStatus,
  paymentBody,
  paymentCount,
  type TestOrder,
} from './payment-test-app.ts'

/**
 * Bad input to the payment service: a 4xx whose message names the problem, never a 500, and
 * nothing stored (no payment, no comment, order untouched).
 */
const BASE = '/api/ext/payment-service'

interface Case {
  name: string
  method?: 'GET' | 'POST'
  url?: string
  body: (order: TestOrder) => unknown
  contentType?: string
  status?: number
  mentions: string
}

const pay =
  (extra: Record<string, unknown>, drop: string[] = []) =>
  (order: TestOrder) => {
    const body: Record<string, unknown> = paymentBody(order, extra)
    for (const key of drop) delete body[key]
    return body
  }

const comment =
  (history: Record<string, unknown>, order_id?: unknown, proof?: Record<string, unknown>) =>
  (order: TestOrder) => ({
    order_id: order_id ?? order.incrementId,
    ...(proof ?? { token: order.orderToken }),
    order_comment: { statusHistory: { comment: 'x', status: 'canceled', ...history } },
  })

const cases: Case[] = [
  { name: 'currency missing', body: pay({}, ['currency']), mentions: 'currency' },
  { name: 'currency not an ISO code', body: pay({ currency: 'euro' }), mentions: 'currency' },
  { name: 'currency of another order', body: pay({ currency: 'USD' }), status: 422, mentions: 'currency' },
  { name: 'order_id missing', body: pay({}, ['order_id']), mentions: 'order_id' },
  { name: 'order_id an object', body: pay({ order_id: { $ne: 1 } }), mentions: 'order_id' },
  { name: 'order_id empty', body: pay({ order_id: '  ' }), mentions: 'order_id' },
  { name: 'unknown order', body: pay({ order_id: '999999999' }), status: 404, mentions: 'not found' },
  { name: 'description missing', body: pay({}, ['description']), mentions: 'description' },
  { name: 'redirectUrl not a URL', body: pay({ redirectUrl: 'order-status' }), mentions: 'redirectUrl' },
  {
    name: 'redirectUrl javascript:',
    body: pay({ redirectUrl: 'javascript:alert(1)' }),
    mentions: 'redirectUrl',
  },
  {
    name: 'redirectUrl ftp:',
    body: pay({ redirectUrl: 'ftp://shop.example/order-status/' }),
    mentions: 'redirectUrl',
  },
  { name: 'method missing', body: pay({}, ['method']), mentions: 'method' },
  {
    name: 'method with SQL',
    body: pay({ method: "ideal'; drop table sales_order; --" }),
    mentions: 'method',
  },
  { name: 'method not offered', body: pay({ method: 'paypal', issuer: undefined }), mentions: 'paypal' },
  { name: 'amount negative', body: pay({ amount: -749 }), mentions: 'amount' },
  { name: 'amount with 3 decimals', body: pay({ amount: '749.001' }), mentions: 'amount' },
  { name: 'amount not a number', body: pay({ amount: 'veel' }), mentions: 'amount' },
  { name: 'amount huge', body: pay({ amount: 1e21 }), mentions: 'amount' },
  { name: 'amount differs from the order', body: pay({ amount: 1 }), status: 422, mentions: 'grand total' },
  { name: 'issuer with creditcard', body: pay({ method: 'creditcard' }), mentions: 'issuer' },
  { name: 'issuer unknown', body: pay({ issuer: 'ideal_EVILNL2A' }), mentions: 'issuer' },
  { name: 'issuer not a string', body: pay({ issuer: 42 }), mentions: 'issuer' },
  { name: 'unknown field', body: pay({ hash: 'abc' }), mentions: 'hash' },
  // decision 0025: only whoever placed the order may pay it or comment on it
  { name: 'order number without token', body: pay({}, ['token']), status: 403, mentions: 'token' },
  {
    name: 'entity id without token',
    body: (o) => pay({ order_id: o.id }, ['token'])(o),
    status: 403,
    mentions: 'token',
  },
  { name: 'token of another order', body: pay({ token: 'ab'.repeat(24) }), status: 403, mentions: 'token' },
  { name: 'token not a string', body: pay({ token: 42 }), mentions: 'token' },
  { name: 'unknown store', url: `${BASE}/post-payment?store=xx`, body: pay({}), mentions: 'store' },
  { name: 'body not JSON', body: () => '{"currency": ', mentions: 'json' },
  {
    name: 'body wrong content type',
    body: () => 'currency=EUR',
    contentType: 'text/plain',
    mentions: 'content-type',
  },
  { name: 'status without token', url: `${BASE}/get-payment-status`, body: () => ({}), mentions: 'token' },
  {
    name: 'status token a number',
    url: `${BASE}/get-payment-status`,
    body: () => ({ token: 12 }),
    mentions: 'token',
  },
  {
    name: 'status token overlong',
    url: `${BASE}/get-payment-status`,
    body: () => ({ token: 'a'.repeat(500) }),
    mentions: 'token',
  },
  {
    name: 'status unknown token',
    url: `${BASE}/get-payment-status`,
    body: () => ({ token: 'abc' }),
    status: 404,
    mentions: 'Invalid payment token',
  },
  {
    name: 'comment without statusHistory',
    url: `${BASE}/order-comments`,
    body: (o) => ({ order_id: o.incrementId, order_comment: {} }),
    mentions: 'statusHistory',
  },
  {
    name: 'comment sets processing',
    url: `${BASE}/order-comments`,
    body: comment({ status: 'processing' }),
    mentions: 'status',
  },
  {
    name: 'comment empty',
    url: `${BASE}/order-comments`,
    body: comment({ comment: '' }),
    mentions: 'comment',
  },
  {
    name: 'comment overlong',
    url: `${BASE}/order-comments`,
    body: comment({ comment: 'x'.repeat(5000) }),
    mentions: 'comment',
  },
  {
    name: 'comment flag invalid',
    url: `${BASE}/order-comments`,
    body: comment({ is_customer_notified: 7 }),
    mentions: 'is_customer_notified',
  },
  {
    name: 'comment without token',
    url: `${BASE}/order-comments`,
    body: comment({}, undefined, {}),
    status: 403,
    mentions: 'token',
  },
  {
    name: 'comment with the token of another order',
    url: `${BASE}/order-comments`,
    body: comment({}, undefined, { token: 'cd'.repeat(24) }),
    status: 403,
    mentions: 'token',
  },
  {
    name: 'comment with an unknown transaction id',
    url: `${BASE}/order-comments`,
    body: comment({}, undefined, { transaction_id: 'ef'.repeat(16) }),
    status: 403,
    mentions: 'transaction_id',
  },
  {
    name: 'comment token overlong',
    url: `${BASE}/order-comments`,
    body: comment({}, undefined, { token: 'a'.repeat(500) }),
    mentions: 'token',
  },
  {
    name: 'comment unknown order',
    url: `${BASE}/order-comments`,
    body: comment({}, '000000000'),
    status: 404,
    mentions: 'not found',
  },
  { name: 'Mollie webhook without id', url: `${BASE}/webhook/mollie`, body: () => ({}), mentions: 'id' },
  {
    name: 'Mollie webhook when not configured',
    url: `${BASE}/webhook/mollie`,
    body: () => ({ id: 'tr_abc' }),
    status: 404,
    mentions: 'Mollie',
  },
  {
    name: 'methods of an unknown store',
    method: 'GET',
    url: `${BASE}/payment-methods?store=../../etc`,
    body: () => undefined,
    mentions: 'store',
  },
]

describe('payment service bad input gets a 4xx naming the problem, and stores nothing', () => {
  let t: TestApp
  let order: TestOrder
  let before: { payments: number; comments: number }

  beforeAll(async () => {
    t = await createPaymentTestApp()
    order = await insertOrder(t)
    before = { payments: await paymentCount(t), comments: await commentCount(t) }
  })
  afterAll(() => t.close())

  it.each(cases)('$name', async (c) => {
    const body = c.body(order)
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const res = await t.app.inject({
      method: c.method ?? 'POST',
      url: c.url ?? `${BASE}/post-payment`,
      payload,
      headers: payload !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {},
    })
    if (c.status) expect(res.statusCode, res.body).toBe(c.status)
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
    expect(res.statusCode, res.body).toBeLessThan(500)
    const parsed = JSON.parse(res.body) as { code: number; result: unknown }
    expect(parsed.code).toBe(res.statusCode)
    expect(JSON.stringify(parsed.result).toLowerCase()).toContain(c.mentions.toLowerCase())
  })

  it('left no payment, no comment and the order as it was', async () => {
    expect(await paymentCount(t)).toBe(before.payments)
    expect(await commentCount(t)).toBe(before.comments)
    expect(await orderStatus(t, order.id)).toBe('pending')
  })

  it('refuses a canceled order (409) without storing anything', async () => {
    const canceled = await insertOrder(t, { status: 'canceled' })
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/post-payment`,
      payload: paymentBody(canceled),
    })
    expect(res.statusCode).toBe(409)
    expect(JSON.parse(res.body).result).toContain('canceled')
    expect(await paymentCount(t)).toBe(before.payments)
  })

  it('refuses an order with nothing to pay (422)', async () => {
    const free = await insertOrder(t, { grandTotal: '0.0000' })
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/post-payment`,
      payload: paymentBody(free, { amount: 0 }),
    })
    expect(res.statusCode).toBe(422)
    expect(JSON.parse(res.body).result).toContain('nothing to pay')
  })

  it('documents the payment calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(JSON.parse(res.body).paths)
    for (const call of [
      'payment-methods',
      'fetch-issuers',
      'post-payment',
      'get-payment-status',
      'order-comments',
    ]) {
      expect(paths).toContain(`${BASE}/${call}`)
    }
  })

  it('refuses to start when PAYMENT_PROVIDER needs a key that is missing', async () => {
    await expect(createPaymentTestApp({ PAYMENT_PROVIDER: 'mollie' })).rejects.toThrow(/MOLLIE_API_KEY/)
    await expect(createPaymentTestApp({ PAYMENT_PROVIDER: 'multisafepay' })).rejects.toThrow(
      /MULTISAFEPAY_API_KEY/,
    )
    await expect(createPaymentTestApp({ PAYMENT_PROVIDER: 'paypal' })).rejects.toThrow(/PAYMENT_PROVIDER/)
  })
})
