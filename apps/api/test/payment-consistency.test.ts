import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { call, type TestApp } from './test-app.ts'
import {
  commentsOf,
  createPaymentTestApp,
  insertOrder,
  orderStatus,
  paymentBody,
  paymentsOf,
  postForm,
} from './payment-test-app.ts'

/** Parallel status reports and failures halfway through a status change. */
const BASE = '/api/ext/payment-service'

describe(`payment status changes are atomic (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPaymentTestApp()
    // see stock-service.test.ts: pooled connections may outlive DROP DATABASE ... FORCE at the end
    const pool = (t.ctx.database.db as unknown as { $client?: { on?: (e: 'error', fn: () => void) => void } })
      .$client
    if (t.ctx.database.kind === 'postgres') pool?.on?.('error', () => {})
  })
  afterAll(() => t.close())

  async function newPayment() {
    const order = await insertOrder(t)
    const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order))
    expect(res.status).toBe(200)
    return { order, url: res.body.result.payment_gateway_url as string }
  }

  it('records exactly one final outcome when 12 reports race (paid and failed mixed)', async () => {
    const { order, url } = await newPayment()
    const commentsBefore = (await commentsOf(t, order.id)).length
    const outcomes = Array.from({ length: 12 }, (_, i) => (i % 2 ? 'failed' : 'paid'))
    const answers = await Promise.all(outcomes.map((status) => postForm(t, url, { status })))
    for (const answer of answers) expect(answer.statusCode).toBe(303)
    const [payment] = await paymentsOf(t, order.id)
    expect(['paid', 'failed']).toContain(payment!.status)
    expect(await orderStatus(t, order.id)).toBe(payment!.status === 'paid' ? 'processing' : 'canceled')
    const all = (await commentsOf(t, order.id)).slice(commentsBefore)
    // besides the outcome, a paid order records its one confirmation mail (decision 0081)
    const added = all.filter((c) => !c.comment.startsWith('E-mail to the customer'))
    expect(added).toHaveLength(1)
    expect(added[0]!.comment).toContain(`Payment ${payment!.status}`)
    expect(all.length - added.length).toBe(payment!.status === 'paid' ? 1 : 0)
  })

  it('leaves payment and order unchanged when the database fails halfway (comment insert)', async () => {
    const { order, url } = await newPayment()
    const commentsBefore = await commentsOf(t, order.id)
    // one statement per call: PGlite's extended protocol takes no multi-statement strings
    await t.ctx.database.rows(
      sql.raw(`CREATE FUNCTION payment_test_refuse_comment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'comment store is down'; END $$`),
    )
    await t.ctx.database.rows(
      sql.raw(`CREATE TRIGGER payment_test_refuse_comment BEFORE INSERT ON sales_order_comment
        FOR EACH ROW EXECUTE FUNCTION payment_test_refuse_comment()`),
    )
    try {
      const res = await postForm(t, url, { status: 'paid' })
      // a database failure is a bug-class error: 500 with nothing leaked
      expect(res.statusCode).toBe(500)
      expect(JSON.parse(res.body)).toEqual({ code: 500, result: 'Internal server error' })
    } finally {
      await t.ctx.database.rows(sql.raw('DROP TRIGGER payment_test_refuse_comment ON sales_order_comment'))
      await t.ctx.database.rows(sql.raw('DROP FUNCTION payment_test_refuse_comment()'))
    }
    expect((await paymentsOf(t, order.id))[0]!.status).toBe('open')
    expect(await orderStatus(t, order.id)).toBe('pending_payment')
    expect(await commentsOf(t, order.id)).toEqual(commentsBefore)
    // and the same choice works once the database is back
    await postForm(t, url, { status: 'paid' })
    expect(await orderStatus(t, order.id)).toBe('processing')
  })
})
