import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestApp } from './test-app.ts'
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

describe(`payment service with the built-in test provider (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPaymentTestApp()
  })
  afterAll(() => t.close())

  async function createPayment(order: TestOrder, extra: Record<string, unknown> = {}, store = 'nl') {
    const res = await call(t.app, 'POST', `${BASE}/post-payment?store=${store}`, paymentBody(order, extra))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.result as {
      order_id: string
      amount: string
      payment_gateway_url: string
      transaction_id: string
    }
  }

  describe('payment-methods and fetch-issuers', () => {
    it('lists iDEAL first, in Dutch by default and for store nl', async () => {
      for (const url of [
        `${BASE}/payment-methods`,
        `${BASE}/payment-methods?store=`,
        `${BASE}/payment-methods?store=nl`,
      ]) {
        const res = await call(t.app, 'GET', url)
        expect(res.status).toBe(200)
        expect(res.body.code).toBe(200)
        expect(res.body.result.success).toBe(true)
        expect(res.body.result.data[0]).toEqual({ id: 'ideal', description: 'iDEAL' })
        expect(res.body.result.data.map((m: { id: string }) => m.id)).toEqual([
          'ideal',
          'bancontact',
          'creditcard',
        ])
        expect(res.body.result.data[2].description).toBe('Creditcard')
      }
    })

    it('answers in German for store de', async () => {
      const res = await call(t.app, 'GET', `${BASE}/payment-methods?store=de`)
      expect(res.body.result.data[2]).toEqual({ id: 'creditcard', description: 'Kreditkarte' })
    })

    it('lists the Dutch iDEAL banks with code/description and id/name', async () => {
      const res = await call(t.app, 'GET', `${BASE}/fetch-issuers?store=nl`)
      expect(res.status).toBe(200)
      const data = res.body.result.data as { code: string; description: string; id: string; name: string }[]
      expect(data.length).toBeGreaterThanOrEqual(10)
      expect(data).toContainEqual({
        code: 'ideal_INGBNL2A',
        description: 'ING',
        id: 'ideal_INGBNL2A',
        name: 'ING',
      })
      expect(data.map((i) => i.name)).toEqual(expect.arrayContaining(['ABN AMRO', 'Rabobank', 'SNS', 'bunq']))
      // the test condition comes last, after the real banks
      expect(data.at(-1)).toMatchObject({ code: 'ideal_TESTNL99', name: 'Testbank (weigert elke betaling)' })
      const de = await call(t.app, 'GET', `${BASE}/fetch-issuers?store=de`)
      expect(de.body.result.data.at(-1).name).toBe('Testbank (lehnt jede Zahlung ab)')
      for (const issuer of data) expect(issuer.code).toMatch(/^ideal_[A-Z0-9]{8,11}$/)
    })

    it('refuses an unknown store', async () => {
      const res = await call(t.app, 'GET', `${BASE}/payment-methods?store=fr`)
      expect(res.status).toBe(400)
      expect(res.body.result).toContain('store')
    })
  })

  describe('post-payment', () => {
    it('creates a payment, moves the order to pending_payment and returns the hosted page', async () => {
      const order = await insertOrder(t)
      const result = await createPayment(order)
      expect(result.order_id).toBe(order.incrementId)
      expect(result.amount).toBe('EUR 749.00')
      expect(result.transaction_id).toMatch(/^[0-9a-f]{32}$/)
      expect(result.payment_gateway_url).toBe(`${BASE}/test-provider/checkout/${result.transaction_id}`)
      expect(await orderStatus(t, order.id)).toBe('pending_payment')
      const [payment] = await paymentsOf(t, order.id)
      expect(payment).toMatchObject({
        provider: 'test',
        status: 'open',
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        currency: 'EUR',
        orderIncrementId: order.incrementId,
        returnUrl: `https://shop.example/order-status/${order.orderToken}`,
      })
      expect(Number(payment!.amount)).toBe(749)
      const comments = await commentsOf(t, order.id)
      expect(comments.at(-1)).toMatchObject({ status: 'pending_payment' })
      expect(comments.at(-1)!.comment).toContain('open')
    })

    it('accepts the amount as a decimal string, or leaves it out (MultiSafepay module)', async () => {
      await createPayment(await insertOrder(t, { grandTotal: '1234.5600' }), { amount: '1234.56' })
      const order = await insertOrder(t, { grandTotal: '10.0000' })
      const { amount, ...withoutAmount } = paymentBody(order)
      expect(amount).toBe(749)
      const res = await call(t.app, 'POST', `${BASE}/post-payment`, withoutAmount)
      expect(res.status).toBe(200)
      expect(res.body.result.amount).toBe('EUR 10.00')
    })

    it('accepts the numeric order id and the order token as order_id', async () => {
      const byId = await insertOrder(t)
      expect((await createPayment(byId, { order_id: byId.id })).order_id).toBe(String(byId.id))
      const byToken = await insertOrder(t)
      await createPayment(byToken, { order_id: byToken.orderToken })
      expect(await paymentsOf(t, byToken.id)).toHaveLength(1)
    })

    it('sends the issuer only with ideal: other methods work without one', async () => {
      const order = await insertOrder(t)
      const { issuer, ...body } = paymentBody(order, { method: 'creditcard' })
      expect(issuer).toBeDefined()
      const res = await call(t.app, 'POST', `${BASE}/post-payment`, body)
      expect(res.status).toBe(200)
      expect((await paymentsOf(t, order.id))[0]).toMatchObject({ method: 'creditcard', issuer: null })
    })

    it('refuses to create a payment with the test bank (decision 0026): 502, order unchanged, with a comment', async () => {
      const order = await insertOrder(t)
      const res = await call(
        t.app,
        'POST',
        `${BASE}/post-payment`,
        paymentBody(order, { issuer: 'ideal_TESTNL99' }),
      )
      expect(res.status).toBe(502)
      expect(res.body).toEqual({
        code: 502,
        result: 'Testbetaling refused the payment: the test bank ideal_TESTNL99 refuses every payment',
      })
      expect(await orderStatus(t, order.id)).toBe('pending')
      expect(await paymentsOf(t, order.id)).toMatchObject([{ status: 'error', issuer: 'ideal_TESTNL99' }])
      const [comment] = await commentsOf(t, order.id)
      expect(comment).toMatchObject({ status: 'pending' })
      expect(comment!.comment).toContain('Payment could not be created at Testbetaling')
    })

    it('refuses an order that is paid already', async () => {
      const order = await insertOrder(t, { status: 'processing' })
      const res = await call(t.app, 'POST', `${BASE}/post-payment`, paymentBody(order))
      expect(res.status).toBe(409)
      expect(res.body.result).toContain('processing')
      expect(await paymentsOf(t, order.id)).toHaveLength(0)
    })
  })

  describe('hosted test page', () => {
    it('shows the order, the amount in Dutch format and labelled outcomes', async () => {
      const order = await insertOrder(t)
      const { payment_gateway_url } = await createPayment(order)
      const res = await t.app.inject({ method: 'GET', url: payment_gateway_url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      const html = res.body
      expect(html).toContain('<html lang="nl">')
      expect(html).toContain('Testbetaling')
      expect(html).toContain(order.incrementId)
      expect(html).toContain('€\u00a0749,00')
      expect(html).toContain('ING')
      expect(html).toMatch(/<fieldset><legend>Kies de uitkomst van deze betaling<\/legend>/)
      for (const [value, label] of [
        ['paid', 'Betaald'],
        ['open', 'Open'],
        ['pending', 'In behandeling'],
        ['failed', 'Mislukt'],
        ['canceled', 'Geannuleerd'],
        ['expired', 'Verlopen'],
      ]) {
        expect(html).toMatch(
          new RegExp(
            `<input type="radio" id="outcome-${value}" name="status" value="${value}"[^>]* aria-describedby="hint-${value}">`,
          ),
        )
        expect(html).toContain(`<label for="outcome-${value}">${label}</label>`)
        expect(html).toMatch(new RegExp(`<span class="hint" id="hint-${value}">[^<]+</span>`))
      }
      expect(html).toContain('<button type="submit">Bevestigen en terug naar de winkel</button>')
      expect(html).not.toContain('<script')
    })

    it('is German for a payment of the German store', async () => {
      const order = await insertOrder(t, { storeId: 3 })
      const { payment_gateway_url } = await createPayment(order, {}, 'de')
      const html = (await t.app.inject({ method: 'GET', url: payment_gateway_url })).body
      expect(html).toContain('<html lang="de">')
      expect(html).toContain('Testzahlung')
      expect(html).toContain('749,00\u00a0€')
      expect(html).toContain('Bezahlt')
      expect(html).toContain('Bestätigen und zurück zum Shop')
    })

    it('answers 404 for an unknown payment and 400 with the form again for a missing choice', async () => {
      const missing = await t.app.inject({
        method: 'GET',
        url: `${BASE}/test-provider/checkout/${'0'.repeat(32)}`,
      })
      expect(missing.statusCode).toBe(404)
      expect(missing.body).toContain('Deze betaling bestaat niet')
      const order = await insertOrder(t)
      const { payment_gateway_url } = await createPayment(order)
      const res = await postForm(t, payment_gateway_url, { status: 'stolen' })
      expect(res.statusCode).toBe(400)
      expect(res.body).toContain('role="alert"')
      expect((await paymentsOf(t, order.id))[0]!.status).toBe('open')
    })

    const outcomes: [string, string, string][] = [
      ['paid', 'success', 'processing'],
      ['open', 'pending', 'pending_payment'],
      ['pending', 'pending', 'pending_payment'],
      ['failed', 'failed', 'canceled'],
      ['canceled', 'failed', 'canceled'],
      ['expired', 'failed', 'canceled'],
    ]

    it.each(outcomes)(
      'outcome %s -> group %s, order %s (return to /order-status/:order_token)',
      async (status, group, orderState) => {
        const order = await insertOrder(t)
        const { payment_gateway_url, transaction_id } = await createPayment(order)
        const res = await postForm(t, payment_gateway_url, { status })
        expect(res.statusCode).toBe(303)
        expect(res.headers.location).toBe(`https://shop.example/order-status/${order.orderToken}`)
        const byOrderToken = await call(t.app, 'POST', `${BASE}/get-payment-status`, {
          token: order.orderToken,
        })
        expect(byOrderToken.status).toBe(200)
        expect(byOrderToken.body.result).toEqual({
          payment: {
            status,
            group,
            method: 'ideal',
            issuer: 'ideal_INGBNL2A',
            amount: 'EUR 749.00',
            currency: 'EUR',
            transaction_id,
          },
          order: { increment_id: order.incrementId, customer_email: 'jan@fietsen.nl', status: orderState },
        })
        expect(await orderStatus(t, order.id)).toBe(orderState)
        if (status !== 'open')
          expect((await commentsOf(t, order.id)).at(-1)!.comment).toContain(`Payment ${status}`)
      },
    )

    it.each(outcomes)('outcome %s on the /orderstatus?transactionid= variant', async (status, group) => {
      const order = await insertOrder(t)
      const { payment_gateway_url, transaction_id } = await createPayment(order, {
        redirectUrl: 'https://shop.example/de/orderstatus',
      })
      const res = await postForm(t, payment_gateway_url, { status })
      // origin + /orderstatus (001 §7): the page finds the order by its token and the payment by its id
      expect(res.headers.location).toBe(
        `https://shop.example/de/orderstatus?order_token=${order.orderToken}&transactionid=${transaction_id}`,
      )
      const byTransaction = await call(t.app, 'POST', `${BASE}/get-payment-status?store=de`, {
        order_id: transaction_id,
      })
      expect(byTransaction.body.result.payment).toMatchObject({ status, group })
    })

    it('keeps a final payment final: a second choice changes nothing', async () => {
      const order = await insertOrder(t)
      const { payment_gateway_url } = await createPayment(order)
      await postForm(t, payment_gateway_url, { status: 'paid' })
      const again = await postForm(t, payment_gateway_url, { status: 'canceled' })
      expect(again.statusCode).toBe(303)
      expect((await paymentsOf(t, order.id))[0]!.status).toBe('paid')
      expect(await orderStatus(t, order.id)).toBe('processing')
      const page = await t.app.inject({ method: 'GET', url: payment_gateway_url })
      expect(page.body).toContain('Deze betaling is al afgerond met status: Betaald.')
      expect(page.body).toContain(`href="https://shop.example/order-status/${order.orderToken}"`)
    })

    it('lets the shopper pay later after choosing open', async () => {
      const order = await insertOrder(t)
      const { payment_gateway_url } = await createPayment(order)
      await postForm(t, payment_gateway_url, { status: 'open' })
      expect((await t.app.inject({ method: 'GET', url: payment_gateway_url })).body).toContain(
        'name="status"',
      )
      await postForm(t, payment_gateway_url, { status: 'paid' })
      expect(await orderStatus(t, order.id)).toBe('processing')
    })

    it('does not cancel the order when an older attempt expires while a newer one is open', async () => {
      const order = await insertOrder(t)
      const first = await createPayment(order)
      await createPayment(order)
      await postForm(t, first.payment_gateway_url, { status: 'expired' })
      expect(await orderStatus(t, order.id)).toBe('pending_payment')
    })
  })

  describe('get-payment-status', () => {
    it('answers "Invalid payment token" for an unknown token, and never by order number', async () => {
      const order = await insertOrder(t)
      await createPayment(order)
      for (const body of [
        { token: 'f'.repeat(40) },
        { order_id: order.incrementId },
        { token: String(order.id) },
      ]) {
        const res = await call(t.app, 'POST', `${BASE}/get-payment-status`, body)
        expect(res.status).toBe(404)
        expect(res.body).toEqual({ code: 404, result: 'Invalid payment token' })
      }
    })
  })

  describe('order-comments', () => {
    const comment = (
      order: TestOrder,
      status: string,
      text = 'Payment is created for amount EUR 749.00',
    ) => ({
      order_id: order.incrementId,
      token: order.orderToken,
      order_comment: {
        statusHistory: {
          comment: text,
          created_at: new Date().toISOString(),
          is_customer_notified: 0,
          is_visible_on_front: 0,
          parent_id: order.incrementId,
          status,
        },
      },
    })

    it('stores a pending_payment comment and moves a pending order', async () => {
      const order = await insertOrder(t)
      const res = await call(t.app, 'POST', `${BASE}/order-comments`, comment(order, 'pending_payment'))
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ code: 200, result: true })
      expect(await orderStatus(t, order.id)).toBe('pending_payment')
      expect(await commentsOf(t, order.id)).toEqual([
        { comment: 'Payment is created for amount EUR 749.00', status: 'pending_payment' },
      ])
    })

    it('cancels an order whose payment could not be created', async () => {
      const order = await insertOrder(t)
      const text = 'Payment could not be created: provider down'
      await call(t.app, 'POST', `${BASE}/order-comments`, comment(order, 'canceled', text))
      expect(await orderStatus(t, order.id)).toBe('canceled')
      expect((await commentsOf(t, order.id)).at(-1)).toEqual({ comment: text, status: 'canceled' })
    })

    it('does not let a browser cancel an order whose payment is under way or paid', async () => {
      const open = await insertOrder(t)
      await createPayment(open)
      await call(t.app, 'POST', `${BASE}/order-comments`, comment(open, 'canceled', 'cancel please'))
      expect(await orderStatus(t, open.id)).toBe('pending_payment')
      const paid = await insertOrder(t)
      const { payment_gateway_url } = await createPayment(paid)
      await postForm(t, payment_gateway_url, { status: 'paid' })
      await call(t.app, 'POST', `${BASE}/order-comments`, comment(paid, 'canceled', 'cancel please'))
      expect(await orderStatus(t, paid.id)).toBe('processing')
      expect((await commentsOf(t, paid.id)).at(-1)).toEqual({
        comment: 'cancel please',
        status: 'processing',
      })
    })
  })
})
