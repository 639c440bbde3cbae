import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestApp } from './test-app.ts'
import {
  commentsOf,
  createPaymentTestApp,
  insertOrder,
  orderStatus,
  paymentBody,
  paymentsOf,
  type TestOrder,
} from './payment-test-app.ts'

/**
 * Decision 0025: post-payment and order-comments change an order only for whoever placed it. The
 * refusals (no proof, another order's token) are rows of payment-bad-input.test.ts; these are the
 * accepted forms of proof.
 */
const BASE = '/api/ext/payment-service'

describe(`proof of having placed the order (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPaymentTestApp()
  })
  afterAll(() => t.close())

  const comment = (orderId: string, status: string, text: string, proof: Record<string, string>) => ({
    order_id: orderId,
    ...proof,
    order_comment: {
      statusHistory: { comment: text, status, is_customer_notified: 0, is_visible_on_front: 0 },
    },
  })
  const post = (body: unknown) => call(t.app, 'POST', `${BASE}/order-comments`, body)

  async function transactionOf(order: TestOrder): Promise<string> {
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result.transaction_id
  }

  it('takes the order token as token, with the order number or the entity id as order_id', async () => {
    for (const orderIdOf of [(o: TestOrder) => o.incrementId, (o: TestOrder) => String(o.id)]) {
      const order = await insertOrder(t)
      const res = await post(
        comment(orderIdOf(order), 'pending_payment', 'Payment is created', { token: order.orderToken }),
      )
      expect(res.status).toBe(200)
      expect(await orderStatus(t, order.id)).toBe('pending_payment')
    }
  })

  it('takes the order token as order_id itself, for a payment and for a comment', async () => {
    const order = await insertOrder(t)
    const { token: _sentAsOrderId, ...body } = paymentBody(order, { order_id: order.orderToken })
    expect((await call(t.app, 'POST', `${BASE}/post-payment`, body)).status).toBe(200)
    expect(await paymentsOf(t, order.id)).toHaveLength(1)
    expect((await post(comment(order.orderToken, 'pending_payment', 'by token', {}))).status).toBe(200)
    expect((await commentsOf(t, order.id)).at(-1)!.comment).toBe('by token')
  })

  it("takes a transaction id of one of the order's payments, and of no other order", async () => {
    const order = await insertOrder(t)
    const transaction_id = await transactionOf(order)
    const res = await post(
      comment(order.incrementId, 'pending_payment', 'from the status page', { transaction_id }),
    )
    expect(res.status).toBe(200)
    expect((await commentsOf(t, order.id)).at(-1)!.comment).toBe('from the status page')

    const other = await insertOrder(t)
    const refused = await post(comment(other.incrementId, 'canceled', 'cancel please', { transaction_id }))
    expect(refused.status).toBe(403)
    expect(refused.body.result).toContain('transaction_id')
    expect(await orderStatus(t, other.id)).toBe('pending')
    expect(await commentsOf(t, other.id)).toEqual([])
  })
})
